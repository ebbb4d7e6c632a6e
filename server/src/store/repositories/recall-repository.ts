import { recallNotice, type RecallNotice, type RecallNotification, type RecallSource } from '@clearcart/contracts';
import { gtinKey, type MatchCandidate, type RecallMatch } from '@clearcart/engine';
import { fold } from '@clearcart/text';
import type { Db } from '../database/db.ts';
import { gtinForms } from './product-repository.ts';

export interface StoredMatch extends RecallMatch {
  notice: RecallNotice;
  productId: string;
}

export interface PollState {
  source: RecallSource;
  cursor: string | null;
  checkedAt: string | null;
  succeededAt: string | null;
  error: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Recall notices, their matches to products, the registers' poll state and the accounts' inbox. */
export class RecallRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the right to read a register now: true for one process only, and only when it was not read in the last
   * `everyMs` (several API instances or workers poll each register once per period).
   */
  async claimPoll(source: RecallSource, everyMs: number): Promise<{ cursor: string | undefined } | null> {
    await this.db.query('INSERT INTO recall_polls (source) VALUES ($1) ON CONFLICT (source) DO NOTHING', [source]);
    const [row] = await this.db.query<{ cursor: string | null }>(
      `UPDATE recall_polls SET checked_at = now()
        WHERE source = $1 AND (checked_at IS NULL OR checked_at <= now() - make_interval(secs => $2))
        RETURNING cursor`,
      [source, Math.max(0, everyMs / 1000 - 1)],
    );
    return row ? { cursor: row.cursor ?? undefined } : null;
  }

  async pollDone(source: RecallSource, result: { cursor?: string | undefined } | { error: string }): Promise<void> {
    if ('error' in result) {
      await this.db.query('UPDATE recall_polls SET error = $2 WHERE source = $1', [source, result.error]);
      return;
    }
    await this.db.query(
      `UPDATE recall_polls SET cursor = coalesce($2, cursor), succeeded_at = now(), error = NULL WHERE source = $1`,
      [source, result.cursor ?? null],
    );
  }

  async polls(): Promise<PollState[]> {
    const rows = await this.db.query<{
      source: RecallSource;
      cursor: string | null;
      checked_at: Date | null;
      succeeded_at: Date | null;
      error: string | null;
    }>('SELECT source, cursor, checked_at, succeeded_at, error FROM recall_polls ORDER BY source');
    return rows.map((r) => ({
      source: r.source,
      cursor: r.cursor,
      checkedAt: iso(r.checked_at),
      succeededAt: iso(r.succeeded_at),
      error: r.error,
    }));
  }

  /** Keeps a notice (a new one, or its newer version); true when it is new or changed. */
  async upsert(notice: RecallNotice): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO recall_notices (source, id, notice, gtins, status, published_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (source, id) DO UPDATE
         SET notice = EXCLUDED.notice, gtins = EXCLUDED.gtins, status = EXCLUDED.status,
             published_at = EXCLUDED.published_at, ends_at = EXCLUDED.ends_at, changed_at = now()
         WHERE recall_notices.notice IS DISTINCT FROM EXCLUDED.notice
       RETURNING 1`,
      [
        notice.source,
        notice.id,
        JSON.stringify(notice),
        notice.gtins.map(gtinKey),
        notice.status,
        notice.publishedAt,
        notice.endsAt ?? null,
      ],
    );
    return rows.length > 0;
  }

  /** Catalog products a notice may name: those with one of its GTINs, else those whose text has its brand's words. */
  async candidates(notice: RecallNotice, limit = 200): Promise<MatchCandidate[]> {
    const columns = `id, gtin, name, brand, facts->>'quantity' AS quantity`;
    type Row = { id: string; gtin: string | null; name: string; brand: string; quantity: string | null };
    let rows: Row[];
    if (notice.gtins.length > 0) {
      rows = await this.db.query<Row>(`SELECT ${columns} FROM products WHERE gtin = ANY($1)`, [
        notice.gtins.flatMap(gtinForms),
      ]);
    } else if (notice.brand) {
      rows = await this.db.query<Row>(
        `SELECT ${columns} FROM products
          WHERE search_vector @@ plainto_tsquery('simple', cc_fold($1)) LIMIT $2`,
        // Folded as the catalog's search text is ("Aperti'fish" → "aperti fish"), so its words are the stored ones.
        [fold(notice.brand), limit],
      );
    } else rows = [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      brand: r.brand,
      ...(r.gtin ? { gtin: r.gtin } : {}),
      ...(r.quantity ? { quantity: r.quantity } : {}),
    }));
  }

  /** The matches of a notice, replaced by the ones just made (a changed notice may name other products). */
  async setMatches(notice: RecallNotice, matches: { productId: string; match: RecallMatch }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM recall_matches WHERE source = $1 AND notice_id = $2', [notice.source, notice.id]);
      for (const { productId, match } of matches)
        await tx.query(
          `INSERT INTO recall_matches (source, notice_id, product_id, matched_by, score, certainty)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [notice.source, notice.id, productId, match.by, match.score, match.certainty],
        );
    });
  }

  /** The notices matched to these products (every status), newest first. */
  async forProducts(productIds: readonly string[]): Promise<StoredMatch[]> {
    if (productIds.length === 0) return [];
    return this.matches('m.product_id = ANY($1)', [productIds]);
  }

  /** Every active notice matched to a product, newest first: what a device keeps for scanning offline. */
  async active(limit: number): Promise<StoredMatch[]> {
    return this.matches(`n.status = 'active'`, [limit], 'LIMIT $1');
  }

  private async matches(where: string, params: unknown[], tail = ''): Promise<StoredMatch[]> {
    const rows = await this.db.query<{
      product_id: string;
      matched_by: RecallMatch['by'];
      score: number;
      certainty: RecallMatch['certainty'];
      notice: unknown;
    }>(
      `SELECT m.product_id, m.matched_by, m.score, m.certainty, n.notice
         FROM recall_matches m JOIN recall_notices n ON n.source = m.source AND n.id = m.notice_id
        WHERE ${where}
        ORDER BY n.published_at DESC, m.product_id ${tail}`,
      params,
    );
    return rows.flatMap((r) => {
      const notice = recallNotice.safeParse(typeof r.notice === 'string' ? JSON.parse(r.notice) : r.notice);
      return notice.success
        ? [{ productId: r.product_id, by: r.matched_by, score: r.score, certainty: r.certainty, notice: notice.data }]
        : [];
    });
  }

  /**
   * The accounts that looked at a product in the last `days` days or have it on a list; told once each (returns
   * the notifications made now, none for an account already told of this notice and product).
   */
  async notifyHolders(
    notice: RecallNotice,
    productId: string,
    certainty: RecallMatch['certainty'],
    days = 90,
  ): Promise<{ id: string; uid: string }[]> {
    const rows = await this.db.query<{ id: string; uid: string }>(
      `INSERT INTO notifications (uid, source, notice_id, product_id, certainty)
       SELECT DISTINCT holder.uid, $1, $2, $3, $4 FROM (
         SELECT uid FROM history WHERE product_id = $3 AND viewed_at >= now() - make_interval(days => $5)
         UNION SELECT l.uid FROM list_items i JOIN lists l ON l.id = i.list_id WHERE i.product_id = $3
       ) AS holder
       ON CONFLICT (uid, source, notice_id, product_id) DO NOTHING
       RETURNING id::text AS id, uid`,
      [notice.source, notice.id, productId, certainty, days],
    );
    return rows;
  }

  async notifications(uid: string, limit = 100): Promise<RecallNotification[]> {
    const rows = await this.db.query<{
      id: string;
      created_at: Date;
      read_at: Date | null;
      product_id: string;
      name: string | null;
      brand: string | null;
      certainty: RecallMatch['certainty'];
      notice: unknown;
    }>(
      `SELECT n.id::text AS id, n.created_at, n.read_at, n.product_id, p.name, p.brand, n.certainty, r.notice
         FROM notifications n
         JOIN recall_notices r ON r.source = n.source AND r.id = n.notice_id
         LEFT JOIN products p ON p.id = n.product_id
        WHERE n.uid = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT $2`,
      [uid, limit],
    );
    return rows.flatMap((r) => {
      const notice = recallNotice.safeParse(typeof r.notice === 'string' ? JSON.parse(r.notice) : r.notice);
      if (!notice.success) return [];
      return [
        {
          id: r.id,
          createdAt: new Date(r.created_at).toISOString(),
          read: r.read_at !== null,
          productId: r.product_id,
          productName: r.name ?? '',
          brand: r.brand ?? '',
          certainty: r.certainty,
          notice: notice.data,
        },
      ];
    });
  }

  /** Marks an account's notifications read (or unread); the ids of another account are left alone. */
  async markRead(uid: string, ids: readonly string[], read: boolean): Promise<number> {
    const rows = await this.db.query(
      `UPDATE notifications SET read_at = CASE WHEN $3 THEN coalesce(read_at, now()) END
        WHERE uid = $1 AND id = ANY($2::bigint[]) RETURNING 1`,
      [uid, ids, read],
    );
    return rows.length;
  }
}
