import { type ProductFacts, productFacts } from '@clearcart/contracts';
import { openRecordWins, withOpenRecord } from './open-record.ts';
import { productRow, type ProductRow } from './product-row.ts';
import { editDistance, editSimilarity, fold, searchWords } from '@clearcart/text';
import type { Db, Sql } from '../database/db.ts';
import {
  BULK_LOAD,
  finishBulkLoad,
  MIN_CORRECTED_LENGTH,
  SEARCH_INDEXES,
  WORD_DELETIONS_FROM_ADDED,
} from '../database/migrations.ts';

/** How many full-text matches a query ranks at most. */
const MATCH_POOL = 500;

export interface SearchHit {
  id: string;
  name: string;
  brand: string;
  quantity?: string;
  gtin?: string;
  /** Every folded word the product is known by (name, brand, aliases, category). */
  words: string[];
  /** Trigram similarity of the folded query to the folded "name brand". */
  similarity: number;
  /** Folded names the product is called by exactly: its name, "brand name", and its aliases. */
  exactNames: string[];
}

/** pg_trgm's default similarity threshold, below which a correction is not offered. */
const MIN_SIMILARITY = 0.3;

const COPY_COLUMNS = [
  'id',
  'gtin',
  'name',
  'brand',
  'category',
  'facts',
  'search_text',
  'name_text',
  'brand_name_text',
  'source',
  'popularity',
  'countries',
] as const;
const copyValues = (source: string) => (p: ProductRow) => [
  p.id,
  p.gtin,
  p.name,
  p.brand,
  p.category,
  p.facts,
  p.searchText,
  p.nameText,
  p.brandNameText,
  source,
  p.popularity,
  p.countries,
];
/** PostgreSQL's SQLSTATE for a duplicate key. */
const UNIQUE_VIOLATION = '23505';

/** A word with each one of its letters deleted in turn ("cola" → "ola", "cla", "coa", "col"). */
function deletions(word: string): string[] {
  const chars = [...word];
  if (chars.length <= MIN_CORRECTED_LENGTH) return [];
  return [...new Set(chars.map((_, i) => chars.filter((_, j) => j !== i).join('')))];
}

/** Streaming replication on one network replays a write within milliseconds; this is far beyond that. */
const FRESH_AFTER_WRITE_MS = 5_000;

/** Products in the store: the catalog, seeded, imported or fetched from a provider. */
export class ProductRepository {
  /** Bumped on every write through this repository, so caches of what was read can tell they are stale. */
  version = 0;
  /** When this process last wrote a product (ms): its own reads then go to the primary for a moment. */
  private lastWrite = 0;

  constructor(private readonly db: Db) {}

  /**
   * Where catalog reads go: a read replica, except just after this process wrote one, when a lagging replica could
   * answer with the facts from before the write (and a response cache keep them under the new version).
   */
  private get reader(): Sql {
    return Date.now() - this.lastWrite < FRESH_AFTER_WRITE_MS ? this.db : this.db.read;
  }

  private wrote(): void {
    this.version++;
    this.lastWrite = Date.now();
  }

  /** The image URL of the product of this name (and brand), one with an image first; null when none has one. */
  async imageByName(name: string, brand: string | undefined): Promise<string | null> {
    const rows = await this.reader.query<{ url: string | null }>(
      `SELECT facts->>'imageUrl' AS url FROM products
        WHERE cc_fold(name) = cc_fold($1) AND ($2::text IS NULL OR cc_fold(brand) = cc_fold($2))
        ORDER BY (facts->>'imageUrl') IS NULL LIMIT 1`,
      [name, brand ?? null],
    );
    return rows[0]?.url ?? null;
  }

  /** Inserts or replaces products by id (and by GTIN: a re-import of a barcode updates it). */
  async upsert(products: readonly ProductFacts[], source: string): Promise<void> {
    await this.write(products.map(productRow), source);
  }

  /**
   * Inserts or replaces products given as rows (`productRow`), set-based: four statements per batch whatever its
   * size, so an import runs at the store's speed rather than one round trip per row.
   */
  async write(batch: readonly ProductRow[], source: string): Promise<void> {
    if (batch.length === 0) return;
    // One row per id and per barcode within the batch, the last one winning, as one-by-one upserts would leave it.
    const byGtin = new Map<string, ProductRow>();
    const byId = new Map<string, ProductRow>();
    for (const p of batch) {
      const earlier = p.gtin ? byGtin.get(p.gtin) : undefined;
      if (earlier && earlier.id !== p.id) byId.delete(earlier.id);
      if (p.gtin) byGtin.set(p.gtin, p);
      byId.delete(p.id);
      byId.set(p.id, p);
    }
    const rows = [...byId.values()];
    await this.db.transaction(async (tx) => {
      // Another product holding one of these barcodes is replaced by the one now carrying it.
      await tx.query(
        `DELETE FROM products p USING unnest($1::text[], $2::text[]) AS u(id, gtin)
          WHERE u.gtin IS NOT NULL AND p.gtin = u.gtin AND p.id <> u.id`,
        [rows.map((p) => p.id), rows.map((p) => p.gtin)],
      );
      await tx.query(
        `INSERT INTO products (id, gtin, name, brand, category, facts, search_text, name_text, brand_name_text, source,
                               updated_at, popularity, countries)
         SELECT id, gtin, name, brand, category, facts, search_text, name_text, brand_name_text, $10, now(),
                popularity::bigint, countries::text[]
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[], $8::text[],
                       $9::text[], $11::text[], $12::text[])
             AS u(id, gtin, name, brand, category, facts, search_text, name_text, brand_name_text, popularity, countries)
         ON CONFLICT (id) DO UPDATE SET gtin = EXCLUDED.gtin, name = EXCLUDED.name, brand = EXCLUDED.brand,
           category = EXCLUDED.category, facts = EXCLUDED.facts, search_text = EXCLUDED.search_text,
           name_text = EXCLUDED.name_text, brand_name_text = EXCLUDED.brand_name_text, source = EXCLUDED.source,
           updated_at = now(),
           -- a record fetched live carries no scan count or countries: it keeps the ones an import gave
           popularity = coalesce(EXCLUDED.popularity, products.popularity),
           countries = coalesce(EXCLUDED.countries, products.countries)`,
        [
          rows.map((p) => p.id),
          rows.map((p) => p.gtin),
          rows.map((p) => p.name),
          rows.map((p) => p.brand),
          rows.map((p) => p.category),
          rows.map((p) => p.facts),
          rows.map((p) => p.searchText),
          rows.map((p) => p.nameText),
          rows.map((p) => p.brandNameText),
          source,
          rows.map((p) => p.popularity),
          rows.map((p) => p.countries),
        ],
      );
      // Their alternatives score cards were made from the old facts.
      await tx.query('DELETE FROM product_scores WHERE product_id = ANY($1::text[])', [rows.map((p) => p.id)]);
      await addWords(tx, rows);
      await this.mergeAgain(tx, rows, source);
    });
    this.wrote();
  }

  /** Products just written that have a site record: what they serve is their new facts completed by it again. */
  private async mergeAgain(tx: Sql, rows: readonly ProductRow[], source: string): Promise<void> {
    const records = await tx.query<{ product_id: string; facts: unknown }>(
      'SELECT product_id, facts FROM open_records WHERE product_id = ANY($1::text[])',
      [rows.map((p) => p.id)],
    );
    if (records.length === 0) return;
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const record of records) {
      const own = productFacts.parse(JSON.parse(byId.get(record.product_id)!.facts));
      await tx.query('UPDATE open_records SET own = $2 WHERE product_id = $1', [own.id, JSON.stringify(own)]);
      if (record.facts !== null) {
        await serve(tx, mergedFacts(own, productFacts.parse(record.facts), source));
      }
    }
  }

  /**
   * Whether a product's site record is due: its barcode, kind and source, when the site was last asked (null:
   * never), and whether it knew the barcode. Null when there is no such product.
   */
  async openState(id: string): Promise<OpenState | null> {
    const [row] = await this.db.query<{
      gtin: string | null;
      kind: string;
      source: string;
      updated_at: Date;
      fetched_at: Date | null;
      found: boolean;
    }>(
      `SELECT p.gtin, p.facts->>'kind' AS kind, p.source, p.updated_at, o.fetched_at, o.facts IS NOT NULL AS found
         FROM products p LEFT JOIN open_records o ON o.product_id = p.id WHERE p.id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      gtin: row.gtin,
      kind: row.kind,
      // A product fetched from a site when it was identified is that site's record, as old as the row.
      askedAt: row.fetched_at ?? (row.source === 'openfoodfacts' ? row.updated_at : null),
      found: row.fetched_at === null ? row.source === 'openfoodfacts' : row.found,
    };
  }

  /**
   * Keeps a site's answer for a product — its record, or null when the site does not know the barcode — and serves
   * the product's own facts completed by it (`withOpenRecord`). False when the product is gone.
   */
  async saveOpenRecord(id: string, site: string, record: ProductFacts | null): Promise<boolean> {
    const saved = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ facts: unknown; source: string; own: unknown }>(
        `SELECT p.facts, p.source, o.own FROM products p LEFT JOIN open_records o ON o.product_id = p.id
          WHERE p.id = $1 FOR UPDATE OF p`,
        [id],
      );
      if (!row) return false;
      const own = productFacts.parse(row.own ?? row.facts);
      await tx.query(
        `INSERT INTO open_records (product_id, site, facts, own, fetched_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (product_id) DO UPDATE SET site = EXCLUDED.site, facts = EXCLUDED.facts, own = EXCLUDED.own,
           fetched_at = now()`,
        [id, site, record ? JSON.stringify(record) : null, JSON.stringify(own)],
      );
      await serve(tx, record ? mergedFacts(own, record, row.source) : own);
      return true;
    });
    if (saved) this.wrote();
    return saved;
  }

  /**
   * Runs a load that writes its batches of rows through the function it is given. Into an empty catalog, as a
   * database restore does: rows go in by COPY, without the search indexes and the typo vocabulary, which are built
   * once at the end from what was loaded (should a batch repeat an id or barcode already loaded, that batch is
   * upserted instead). Into a catalog that has products, each batch is an upsert.
   */
  async bulkLoad<T>(
    source: string,
    load: (write: (rows: readonly ProductRow[]) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const upsert = (rows: readonly ProductRow[]) => this.write(rows, source);
    if ((await this.count()) > 0) return load(upsert);
    // Marked first: a load cut short is finished (vocabulary, indexes) by the next start (`migrate`).
    await this.db.query(`INSERT INTO meta (key, value) VALUES ($1, 'started') ON CONFLICT (key) DO NOTHING`, [
      BULK_LOAD,
    ]);
    for (const index of SEARCH_INDEXES) await this.db.exec(`DROP INDEX IF EXISTS ${index.name}`);
    try {
      return await load(async (rows) => {
        try {
          await this.db.transaction((tx) => tx.copyFrom('products', COPY_COLUMNS, rows.map(copyValues(source))));
        } catch (error) {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
          await upsert(rows);
        }
      });
    } finally {
      await finishBulkLoad(this.db);
      this.wrote();
    }
  }

  async get(id: string): Promise<ProductFacts | null> {
    const [row] = await this.reader.query<{ facts: unknown }>('SELECT facts FROM products WHERE id = $1', [id]);
    return row ? productFacts.parse(row.facts) : null;
  }

  /** Finds a product by any of the GTIN forms that denote the same item (UPC-A 12 = EAN-13 with a leading 0). */
  async findByGtin(gtins: readonly string[]): Promise<ProductFacts | null> {
    const forms = [...new Set(gtins.flatMap(gtinForms))];
    const [row] = await this.reader.query<{ facts: unknown }>(
      'SELECT facts FROM products WHERE gtin = ANY($1::text[]) LIMIT 1',
      [forms],
    );
    return row ? productFacts.parse(row.facts) : null;
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    return row?.n ?? 0;
  }

  /** Corrects each query word to the closest catalog words (typos), keeping exact words as they are. */
  async correctWords(words: readonly string[]): Promise<Map<string, { word: string; similarity: number }[]>> {
    const out = new Map<string, { word: string; similarity: number }[]>();
    // Most words of a query are catalog words: the primary key says so at once, and they need no correction.
    // Equality written as a range, so the planner takes the primary key: pg_trgm's index also answers `=`, slowly.
    const known = await this.reader.query<{ word: string }>(
      'SELECT word FROM unnest($1::text[]) AS t(token) JOIN search_words ON word >= token AND word <= token',
      [words],
    );
    for (const { word } of known) out.set(word, [{ word, similarity: 1 }]);
    const unknown = words.filter((w) => !out.has(w));
    if (unknown.length === 0) return out;
    for (const [token, near] of await this.wordsOneLetterAway(unknown)) out.set(token, near);
    for (const [token, split] of await this.splitInTwo(unknown)) out.set(token, [...(out.get(token) ?? []), ...split]);
    // Further-off words: the trigram index, with `%` (similarity above pg_trgm's threshold) as the index condition.
    const far = unknown.filter((w) => !out.has(w));
    if (far.length === 0) return out;
    const rows = await this.reader.query<{ token: string; word: string; similarity: number }>(
      `SELECT t.token, w.word, similarity(w.word, t.token) AS similarity
         FROM unnest($1::text[]) AS t(token)
         CROSS JOIN LATERAL (
           SELECT word FROM search_words WHERE word % t.token ORDER BY word <-> t.token LIMIT 3
         ) w`,
      [far],
    );
    for (const row of rows) out.set(row.token, [...(out.get(row.token) ?? []), row]);
    return out;
  }

  /**
   * Up to `limit` catalog words one letter away from each word (a letter dropped, added, changed or swapped), closest
   * first; not the word itself. A one-letter typo shares a one-deletion variant with the word meant: both sides'
   * variants are looked up by primary key (SymSpell).
   */
  async wordsOneLetterAway(
    words: readonly string[],
    limit = 3,
  ): Promise<Map<string, { word: string; similarity: number }[]>> {
    const pairs = words.flatMap((token) => [token, ...deletions(token)].map((variant) => [token, variant] as const));
    const near = await this.reader.query<{ token: string; word: string; similarity: number }>(
      `WITH q AS (SELECT * FROM unnest($1::text[], $2::text[]) AS q(token, variant)),
       candidates AS (
         SELECT q.token, d.word FROM q JOIN search_word_deletes d ON d.variant = q.variant
         UNION
         SELECT q.token, w.word FROM q JOIN search_words w ON w.word >= q.variant AND w.word <= q.variant
       )
       SELECT token, word, similarity(word, token) AS similarity FROM candidates WHERE word <> token`,
      [pairs.map(([token]) => token), pairs.map(([, variant]) => variant)],
    );
    // Shared deletions also pair words two edits apart ("rewe" and "free" both lose a letter to "ree": "Rewe" found
    // Tic Tac Sugar Free Gum); only one edit is a letter away.
    // Trigrams rate short words and swapped letters poorly: one edit away is as close as the edit says.
    const rated = near
      .filter((r) => editDistance(r.word, r.token) <= 1)
      .map((r) => ({
        ...r,
        trigrams: r.similarity,
        similarity: Math.max(r.similarity, editSimilarity(r.word, r.token)),
      }));
    const out = new Map<string, { word: string; similarity: number }[]>();
    for (const { token, word, similarity } of rated.sort(
      (a, b) => b.similarity - a.similarity || b.trigrams - a.trigrams,
    ))
      if (similarity >= MIN_SIMILARITY && (out.get(token)?.length ?? 0) < limit)
        out.set(token, [...(out.get(token) ?? []), { word, similarity }]);
    return out;
  }

  /**
   * Each word read as two catalog words, where it is them typed without the space between ("cocacola" → "coca cola",
   * "slimfast" → "slim fast"); each part at least three letters, since two-letter words are mostly "de", "la", "of".
   * Rated as the one edit it is.
   */
  private async splitInTwo(words: readonly string[]): Promise<Map<string, { word: string; similarity: number }[]>> {
    const splits = words.flatMap((token) => {
      const letters = [...token];
      return letters
        .slice(3, -2)
        .map((_, i) => [token, letters.slice(0, i + 3).join(''), letters.slice(i + 3).join('')]);
    });
    if (splits.length === 0) return new Map();
    const found = await this.reader.query<{ token: string; word: string }>(
      `SELECT s.token, s.l || ' ' || s.r AS word FROM unnest($1::text[], $2::text[], $3::text[]) AS s(token, l, r)
        WHERE EXISTS (SELECT 1 FROM search_words w WHERE w.word >= s.l AND w.word <= s.l)
          AND EXISTS (SELECT 1 FROM search_words w WHERE w.word >= s.r AND w.word <= s.r)`,
      [splits.map(([t]) => t), splits.map(([, l]) => l), splits.map(([, , r]) => r)],
    );
    const out = new Map<string, { word: string; similarity: number }[]>();
    for (const { token, word } of found)
      out.set(token, [...(out.get(token) ?? []), { word, similarity: editSimilarity(token, word) }]);
    return out;
  }

  /**
   * Products whose name, or brand and name, start with the folded text: what autocomplete shows first. Two prefix
   * index range scans, so the cost does not grow with how many products share a common first word; ordered by the
   * indexes' own byte order (`~<~`), since the database's collation order would sort every match first.
   */
  async startingWith(
    folded: string,
    limit: number,
  ): Promise<{ id: string; name: string; brand: string; quantity?: string; gtin?: string; text: string }[]> {
    const rows = await this.reader.query<{
      id: string;
      name: string;
      brand: string;
      quantity: string | null;
      gtin: string | null;
      text: string;
    }>(
      `(SELECT id, name, brand, facts->>'quantity' AS quantity, gtin, name_text AS text FROM products
         WHERE name_text LIKE $1 ORDER BY name_text USING ~<~ LIMIT $2)
       UNION ALL
       (SELECT id, name, brand, facts->>'quantity' AS quantity, gtin, brand_name_text AS text FROM products
         WHERE brand_name_text LIKE $1 ORDER BY brand_name_text USING ~<~ LIMIT $2)`,
      [`${folded}%`, limit],
    );
    return rows.map(({ quantity, gtin, ...r }) => ({
      ...r,
      ...(quantity ? { quantity } : {}),
      ...(gtin ? { gtin } : {}),
    }));
  }

  /**
   * Full-text search with a tsquery built from folded words; returns up to `limit` hits, the names most similar to
   * `foldedQuery` (the query as the catalog spells it) first. Broad queries ("chocolate") match thousands of rows:
   * only the first MATCH_POOL are ranked, which bounds the work; every one of them matches all the words, so the
   * choice among them is by name similarity only. Products whose brand and name start with the query are among them
   * first; it is `fold` output, so it holds no `%` or `_`.
   */
  async search(tsquery: string, foldedQuery: string, limit: number): Promise<SearchHit[]> {
    const rows = await this.reader.query<{
      id: string;
      name: string;
      brand: string;
      aliases: string[] | null;
      search_text: string;
      similarity: number;
      quantity: string | null;
      gtin: string | null;
    }>(
      // A shopper who types a brand and the start of a name, as most do, is answered from the prefix index first: a
      // common brand's full-text match is a bitmap of tens of thousands of rows to build before any is read, and only
      // when the prefix finds fewer than a full pool is it built (the one-time filter skips it otherwise).
      `WITH prefixed AS (
         SELECT id, name_text FROM products WHERE brand_name_text LIKE $4 ORDER BY brand_name_text USING ~<~
          LIMIT ${MATCH_POOL}
       ), matched AS (
         SELECT id, name_text FROM prefixed
         UNION
         (SELECT id, name_text FROM products
           WHERE (SELECT count(*) FROM prefixed) < ${MATCH_POOL} AND search_vector @@ to_tsquery('simple', $1)
           LIMIT ${MATCH_POOL})
       ), ranked AS (
         SELECT id, similarity(name_text, $2) AS similarity FROM matched ORDER BY similarity DESC, id LIMIT $3
       )
       SELECT p.id, p.name, p.brand, p.search_text, p.facts->'aliases' AS aliases, p.facts->>'quantity' AS quantity,
              p.gtin, ranked.similarity
         FROM ranked JOIN products p USING (id)
        ORDER BY ranked.similarity DESC, p.id`,
      [tsquery, foldedQuery, limit, `${foldedQuery}%`],
    );
    return rows.map(({ aliases, search_text, quantity, gtin, ...r }) => ({
      ...r,
      ...(quantity ? { quantity } : {}),
      ...(gtin ? { gtin } : {}),
      words: searchWords(search_text, 200),
      exactNames: [r.name, `${r.brand} ${r.name}`, ...(aliases ?? [])].map(fold),
    }));
  }
}

/** The GTIN spellings of one item: as given, without leading zeros padding, and padded to 13 and 14. */
export function gtinForms(gtin: string): string[] {
  const bare = gtin.replace(/^0+/, '');
  return [gtin, bare, bare.padStart(8, '0'), bare.padStart(12, '0'), bare.padStart(13, '0'), bare.padStart(14, '0')];
}

export interface OpenState {
  gtin: string | null;
  kind: string;
  /** When the site was last asked for this product; null when never. */
  askedAt: Date | null;
  /** Whether the site knew the barcode when last asked. */
  found: boolean;
}

/** The catalog's own facts with the site's record, whose origin the record carries (the provider sets it). */
function mergedFacts(own: ProductFacts, record: ProductFacts, source: string): ProductFacts {
  const origin = record.openRecord;
  if (!origin) return own;
  return productFacts.parse(withOpenRecord(own, record, origin, !openRecordWins(source)));
}

/** Serves these facts for their product: the row's texts follow, its score card is made again. */
async function serve(tx: Sql, facts: ProductFacts): Promise<void> {
  const row = productRow(facts);
  await tx.query(
    `UPDATE products SET name = $2, brand = $3, category = $4, facts = $5, search_text = $6, name_text = $7,
       brand_name_text = $8 WHERE id = $1`,
    [row.id, row.name, row.brand, row.category, row.facts, row.searchText, row.nameText, row.brandNameText],
  );
  await tx.query('DELETE FROM product_scores WHERE product_id = $1', [row.id]);
  await addWords(tx, [row]);
}

/** The rows' new words, and each of them with one letter deleted, for typo correction. */
async function addWords(tx: Sql, rows: readonly ProductRow[]): Promise<void> {
  const words = [...new Set(rows.flatMap((p) => searchWords(p.searchText, 200)))];
  await tx.query(
    `WITH added AS (
       INSERT INTO search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING RETURNING word
     )
     ${WORD_DELETIONS_FROM_ADDED}`,
    [words],
  );
}

/**
 * The version of `fold` the stored search texts were made with (meta `search_fold`). 2: an elision's apostrophe
 * separates words ("huile d'olive" → "huile d olive"; before, "huile dolive"), decision 075.
 */
export const SEARCH_FOLD_VERSION = '2';

/**
 * Folds again, in JS as every write folds them, the search texts a store holds from an older folding: only products
 * whose name, brand, category or aliases hold an apostrophe fold differently. Once per store; returns how many
 * products it folded again.
 */
export async function refoldSearchTexts(db: Db, batchSize = 1000): Promise<number> {
  const [done] = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'search_fold'");
  if (done?.value === SEARCH_FOLD_VERSION) return 0;
  let after = '';
  let count = 0;
  for (;;) {
    const found = await db.query<{ id: string; name: string; brand: string; category: string; facts: string }>(
      `SELECT id, name, brand, category, facts::text AS facts FROM products
        WHERE id > $1 AND concat_ws(' ', name, brand, category, facts->>'aliases') ~ '[''’\`´]'
        ORDER BY id LIMIT $2`,
      [after, batchSize],
    );
    if (found.length === 0) break;
    const rows = found.map((r) => {
      const facts = JSON.parse(r.facts) as ProductFacts;
      return productRow({
        ...facts,
        id: r.id,
        name: r.name,
        brand: r.brand,
        category: r.category,
        aliases: facts.aliases ?? [],
      });
    });
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE products p SET search_text = u.search_text, name_text = u.name_text,
                brand_name_text = u.brand_name_text
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(id, search_text, name_text, brand_name_text)
          WHERE p.id = u.id`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.searchText),
          rows.map((r) => r.nameText),
          rows.map((r) => r.brandNameText),
        ],
      );
      await addWords(tx, rows);
    });
    count += rows.length;
    after = found.at(-1)!.id;
  }
  await db.query(
    "INSERT INTO meta (key, value) VALUES ('search_fold', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
    [SEARCH_FOLD_VERSION],
  );
  return count;
}
