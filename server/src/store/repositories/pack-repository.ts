import type { Db } from '../database/db.ts';

/** The products an offline pack holds, best ranked first, with what changed since a time. */
export interface PackSelection {
  /** The store's clock when the selection was made: the `since` of the next update. */
  at: Date;
  /** Ids of the pack's products (all of them, or only those changed since), best ranked first. */
  ids: string[];
  /** The newest change among them; null when there are none. */
  newest: Date | null;
  /** The size of their facts as the store writes them out (JSON with spaces): an estimate of the pack's body. */
  bytes: number;
  /** Ids removed from the catalog since (only for an update). */
  removed: string[];
}

export interface PackQuery {
  /** ISO 3166-1 code, lower case; null for every country. */
  country: string | null;
  limit: number;
  /** Only what changed after this time; null for the whole pack. */
  since: Date | null;
}

/** Reads what offline packs are made of. */
export class PackRepository {
  constructor(private readonly db: Db) {}

  /**
   * The `limit` best ranked products sold in `country` (or everywhere: no countries on record), ranked by the rule of
   * docs/decisions/032-offline-pack.md: the seed catalog first; then by Open Food Facts' distinct scanners,
   * most first; then by id. With `since`, only those whose facts changed after it (their row, or their site record
   * merged into it), and the ids removed from the catalog after it.
   */
  async select(query: PackQuery): Promise<PackSelection> {
    const rows = await this.db.query<{ id: string; changed_at: Date; bytes: number; at: Date }>(
      `WITH ranked AS (
         SELECT id, updated_at, source, popularity FROM products
          WHERE $1::text IS NULL OR countries IS NULL OR $1::text = ANY (countries)
          ORDER BY (source <> 'seed'), popularity DESC NULLS LAST, id
          LIMIT $2
       ), top AS (
         SELECT id, updated_at, row_number() OVER (ORDER BY (source <> 'seed'), popularity DESC NULLS LAST, id) AS rank
           FROM ranked
       )
       SELECT t.id, greatest(t.updated_at, o.fetched_at) AS changed_at, octet_length(p.facts::text) AS bytes,
              now() AS at
         FROM top t JOIN products p USING (id) LEFT JOIN open_records o ON o.product_id = t.id
        WHERE $3::timestamptz IS NULL OR greatest(t.updated_at, o.fetched_at) > $3::timestamptz
        ORDER BY t.rank`,
      [query.country, query.limit, query.since],
    );
    const removed = query.since
      ? await this.db.query<{ id: string }>(
          `SELECT r.id FROM product_removals r
            WHERE r.removed_at > $1 AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = r.id) ORDER BY r.id`,
          [query.since],
        )
      : [];
    const at = rows[0]?.at ?? (await this.now());
    let newest: Date | null = null;
    for (const row of rows) if (!newest || row.changed_at > newest) newest = row.changed_at;
    return {
      at: new Date(at),
      ids: rows.map((row) => row.id),
      newest,
      bytes: rows.reduce((sum, row) => sum + Number(row.bytes), 0),
      removed: removed.map((row) => row.id),
    };
  }

  /** The stored facts of these products, in the order given (one gone since the selection is left out). */
  async facts(ids: readonly string[]): Promise<unknown[]> {
    const rows = await this.db.query<{ id: string; facts: unknown }>(
      'SELECT id, facts FROM products WHERE id = ANY($1::text[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row.facts]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
  }

  private async now(): Promise<Date> {
    const [row] = await this.db.query<{ now: Date }>('SELECT now() AS now');
    return new Date(row?.now ?? Date.now());
  }
}
