import { type Dimension, type HistoryEntry, MY_PRODUCT_HISTORY_PREFIX } from '@clearcart/contracts';
import { threeScores } from '@clearcart/engine';
import type { Db } from '../database/db.ts';

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
  my_product_id: string | null;
}

/** A read product's stored score, only when made with the score version shown ($2), as for catalog products. */
const myScore = (dimension: Dimension) => `CASE WHEN m.score_version = $2 THEN (m.scores->>'${dimension}')::real END`;

/** The id of a read product in a history entry id (`mine:<id>`), or undefined for a catalog product. */
const myProductId = (productId: string): string | undefined =>
  productId.startsWith(MY_PRODUCT_HISTORY_PREFIX) ? productId.slice(MY_PRODUCT_HISTORY_PREFIX.length) : undefined;

/**
 * What a signed-in shopper looked at, one row per (uid, product), newest first; the verified uid is the only key. The
 * products they read from their packages are in it too (`mine:<id>`, `my_product_id`), from when they were saved or
 * last changed; forgetting one there keeps the product (deleting the product is `DELETE /api/my-products/{id}`).
 */
export class HistoryRepository {
  constructor(
    private readonly db: Db,
    /** The score version to show scores of (older score cards are not shown). */
    private readonly scoreVersion: string,
  ) {}

  async list(uid: string): Promise<HistoryEntry[]> {
    const rows = await this.db.query<HistoryRow>(
      `SELECT h.product_id, p.name, p.brand, p.facts->>'quantity' AS quantity, p.facts->>'imageUrl' AS image_url,
              s.health, s.environmental, s.ethical, h.viewed_at, NULL AS my_product_id
         FROM history h JOIN products p ON p.id = h.product_id
         LEFT JOIN product_scores s ON s.product_id = h.product_id AND s.version = $2
        WHERE h.uid = $1
       UNION ALL
       SELECT $3 || m.id, m.facts->>'name', coalesce(m.facts->>'brand', ''), NULL, NULL,
              ${myScore('health')}, ${myScore('environmental')}, ${myScore('ethical')}, m.viewed_at, m.id
         FROM my_products m
        WHERE m.uid = $1 AND m.in_history
        ORDER BY viewed_at DESC, product_id LIMIT ${MAX_HISTORY}`,
      [uid, this.scoreVersion, MY_PRODUCT_HISTORY_PREFIX],
    );
    return rows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      brand: row.brand,
      ...(row.quantity ? { quantity: row.quantity } : {}),
      ...(row.image_url ? { image_url: row.image_url } : {}),
      scores: threeScores(row),
      viewed_at: new Date(row.viewed_at).toISOString(),
      ...(row.my_product_id ? { my_product_id: row.my_product_id } : {}),
    }));
  }

  /**
   * Remembers a view (the later time wins when the product is already there) and keeps the newest MAX_HISTORY.
   * False when the product is not in the catalog.
   */
  async add(uid: string, productId: string, viewedAt: Date): Promise<boolean> {
    const mine = myProductId(productId);
    if (mine !== undefined) {
      const shown = await this.db.query(
        `UPDATE my_products SET in_history = true, viewed_at = GREATEST(viewed_at, $3)
          WHERE uid = $1 AND id = $2 RETURNING id`,
        [uid, mine, viewedAt.toISOString()],
      );
      return shown.length > 0;
    }
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
    const mine = myProductId(productId);
    if (mine !== undefined) {
      const hidden = await this.db.query(
        'UPDATE my_products SET in_history = false WHERE uid = $1 AND id = $2 AND in_history RETURNING id',
        [uid, mine],
      );
      return hidden.length > 0;
    }
    const removed = await this.db.query('DELETE FROM history WHERE uid = $1 AND product_id = $2 RETURNING product_id', [
      uid,
      productId,
    ]);
    return removed.length > 0;
  }

  async clear(uid: string): Promise<void> {
    await this.db.query('DELETE FROM history WHERE uid = $1', [uid]);
    await this.db.query('UPDATE my_products SET in_history = false WHERE uid = $1 AND in_history', [uid]);
  }
}
