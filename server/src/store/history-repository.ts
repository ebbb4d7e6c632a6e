import type { HistoryEntry } from '@clearcart/contracts';
import { threeScores } from '@clearcart/engine';
import type { Db } from './db.ts';

/** Entries kept per shopper: the most recent views. */
export const MAX_HISTORY = 100;

interface HistoryRow {
  product_id: string;
  name: string;
  brand: string;
  quantity: string | null;
  image_url: string | null;
  health: number | null;
  environmental: number | null;
  ethical: number | null;
  viewed_at: Date | string;
}

/** What a signed-in shopper looked at, one row per (uid, product), newest first; the verified uid is the only key. */
export class HistoryRepository {
  constructor(
    private readonly db: Db,
    /** The score version to show scores of (older score cards are not shown). */
    private readonly scoreVersion: string,
  ) {}

  async list(uid: string): Promise<HistoryEntry[]> {
    const rows = await this.db.query<HistoryRow>(
      `SELECT h.product_id, p.name, p.brand, p.facts->>'quantity' AS quantity, p.facts->>'imageUrl' AS image_url,
              s.health, s.environmental, s.ethical, h.viewed_at
         FROM history h JOIN products p ON p.id = h.product_id
         LEFT JOIN product_scores s ON s.product_id = h.product_id AND s.version = $2
        WHERE h.uid = $1 ORDER BY h.viewed_at DESC, h.product_id LIMIT ${MAX_HISTORY}`,
      [uid, this.scoreVersion],
    );
    return rows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      brand: row.brand,
      ...(row.quantity ? { quantity: row.quantity } : {}),
      ...(row.image_url ? { image_url: row.image_url } : {}),
      scores: threeScores(row),
      viewed_at: new Date(row.viewed_at).toISOString(),
    }));
  }

  /**
   * Remembers a view (the later time wins when the product is already there) and keeps the newest MAX_HISTORY.
   * False when the product is not in the catalog.
   */
  async add(uid: string, productId: string, viewedAt: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO history (uid, product_id, viewed_at) SELECT $1, id, $3 FROM products WHERE id = $2
         ON CONFLICT (uid, product_id) DO UPDATE SET viewed_at = GREATEST(history.viewed_at, EXCLUDED.viewed_at)
         RETURNING product_id`,
        [uid, productId, viewedAt.toISOString()],
      );
      if (inserted.length === 0) return false;
      await tx.query(
        `DELETE FROM history WHERE uid = $1 AND product_id NOT IN
           (SELECT product_id FROM history WHERE uid = $1 ORDER BY viewed_at DESC, product_id LIMIT ${MAX_HISTORY})`,
        [uid],
      );
      return true;
    });
  }

  /** False when the entry was not there. */
  async remove(uid: string, productId: string): Promise<boolean> {
    const removed = await this.db.query('DELETE FROM history WHERE uid = $1 AND product_id = $2 RETURNING product_id', [
      uid,
      productId,
    ]);
    return removed.length > 0;
  }

  async clear(uid: string): Promise<void> {
    await this.db.query('DELETE FROM history WHERE uid = $1', [uid]);
  }
}
