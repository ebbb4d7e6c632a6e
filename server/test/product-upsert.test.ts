import type { ProductFacts } from '@clearcart/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fold, searchWords } from '@clearcart/text';
import type { Db } from '../src/store/database/db.ts';
import { productRow, searchTextOf } from '../src/store/repositories/product-row.ts';
import { ProductRepository } from '../src/store/repositories/product-repository.ts';
import { aProduct, openTestDb, storeKinds } from './helpers.ts';

// The batch write of imports and providers: every column as the product gives it (characters COPY would escape
// included), the same conflict rules as one-by-one upserts, and the typo vocabulary kept up to date. Any other write
// path (docs/decisions/022-import-by-copy.md) must pass it unchanged.
interface Row {
  id: string;
  gtin: string | null;
  name: string;
  brand: string;
  category: string;
  facts: unknown;
  search_text: string;
  search_vector: string;
  name_text: string;
  brand_name_text: string;
  source: string;
  updated_at: Date;
}

/** What a written product's row holds, derived from the product itself. */
const expectedRow = (p: ProductFacts, source: string) => ({
  id: p.id,
  gtin: p.gtin ?? null,
  name: p.name,
  brand: p.brand,
  category: p.category,
  facts: JSON.parse(JSON.stringify(p)) as unknown,
  search_text: searchTextOf(p),
  name_text: fold(`${p.name} ${p.brand}`),
  brand_name_text: fold(`${p.brand} ${p.name}`),
  source,
});

// Characters COPY's text format escapes (tab, line feed, carriage return, backslash), quotes, accents, an emoji.
const awkward = aProduct({
  id: 'awkward',
  gtin: '2000000000015',
  name: 'Crème brûlée\t"Spécial"\\ line\nbreak\r😀',
  brand: "Ben & Jerry's",
  aliases: ['Tab\there', 'Back\\slash'],
  category: 'Dessert',
  ingredientsText: 'milk, sugar\\n (not a line break), eggs',
});
const noBarcode = aProduct({ id: 'no-barcode', name: 'Loose apples', brand: 'Market', category: 'Fruit' });

describe.each(storeKinds)('batch upsert on %s', (kind) => {
  let db: Db;
  let products: ProductRepository;
  const rows = () =>
    db.query<Row>(
      `SELECT id, gtin, name, brand, category, facts, search_text, search_vector::text AS search_vector, name_text,
              brand_name_text, source, updated_at
         FROM products ORDER BY id`,
    );
  const withoutTime = (all: Row[]) => all.map(({ updated_at: _t, search_vector: _v, ...row }) => row);
  beforeAll(async () => {
    db = await openTestDb(kind);
    products = new ProductRepository(db);
  });
  beforeEach(() => db.exec('TRUNCATE products, search_words, search_word_deletes CASCADE'));
  afterAll(() => db.close());

  it('writes every column as the product gives it, escaped characters and missing barcode included', async () => {
    await products.upsert([awkward, noBarcode], 'import');
    const written = await rows();
    expect(withoutTime(written)).toEqual([expectedRow(awkward, 'import'), expectedRow(noBarcode, 'import')]);
    // The generated search vector is made from the search text: the awkward product is found by its words.
    expect(written[0]?.search_vector).toContain("'brulee'");
    expect((await products.search('jerrys & brulee', 'ben and jerrys creme brulee', 5)).map((h) => h.id)).toEqual([
      awkward.id,
    ]);
    expect(await products.get(awkward.id)).toEqual(awkward);
  });

  it('replaces a product by id in every column, and hands a barcode over to the product now carrying it', async () => {
    const old = aProduct({ id: 'p-a', gtin: '2000000000022', name: 'Old name', brand: 'Old', category: 'Old' });
    const holder = aProduct({ id: 'p-b', gtin: '2000000000039', name: 'Barcode holder', brand: 'B' });
    const kept = aProduct({ id: 'p-k', gtin: '2000000000046', name: 'Untouched', brand: 'K' });
    await products.upsert([old, holder, kept], 'seed');
    await db.query(
      `INSERT INTO product_scores (product_id, version, kind, categories, card)
       VALUES ('p-a', 'v1', 'food', '{snack}', '{}'), ('p-k', 'v1', 'food', '{snack}', '{}')`,
    );
    const [before] = await rows();

    const renamed = aProduct({
      id: 'p-a',
      gtin: '2000000000053',
      name: 'New name',
      brand: 'New',
      category: 'Snack',
      aliases: ['Alias'],
      ingredientsText: 'oats',
    });
    const taker = aProduct({ id: 'p-c', gtin: '2000000000039', name: 'Barcode taker', brand: 'C' });
    await products.upsert([renamed, taker], 'import');

    const after = await rows();
    expect(withoutTime(after)).toEqual([
      expectedRow(renamed, 'import'),
      expectedRow(taker, 'import'),
      expectedRow(kept, 'seed'),
    ]);
    expect(after[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(before!.updated_at.getTime());
    // The replaced product's score card was made from its old facts; others keep theirs.
    expect(await db.query<{ product_id: string }>('SELECT product_id FROM product_scores ORDER BY 1')).toEqual([
      { product_id: 'p-k' },
    ]);
  });

  it('keeps one row per id and per barcode within a batch, the last one winning', async () => {
    const first = aProduct({ id: 'p-d', gtin: '2000000000060', name: 'First', brand: 'D' });
    const second = aProduct({ id: 'p-d', gtin: '2000000000060', name: 'Second', brand: 'D' });
    const earlierHolder = aProduct({ id: 'p-e', gtin: '2000000000077', name: 'Earlier holder', brand: 'E' });
    const laterHolder = aProduct({ id: 'p-f', gtin: '2000000000077', name: 'Later holder', brand: 'F' });
    await products.upsert([first, earlierHolder, second, laterHolder], 'import');
    expect(withoutTime(await rows())).toEqual([expectedRow(second, 'import'), expectedRow(laterHolder, 'import')]);
  });

  it('adds each new catalog word to the typo vocabulary, with its one-letter deletions', async () => {
    const long = 'a'.repeat(45);
    const product = aProduct({
      id: 'p-w',
      name: `Hazelnut spread ${long}`,
      brand: 'Nutty',
      aliases: ['Choco', 'Oats'],
    });
    await products.upsert([awkward, product], 'import');
    const words = (await db.query<{ word: string }>('SELECT word FROM search_words')).map((w) => w.word);
    const expected = new Set([awkward, product].flatMap((p) => searchWords(searchTextOf(p), 200)));
    expect(words.sort()).toEqual([...expected].sort());
    expect(words).toContain('a'.repeat(40));
    const deletes = await db.query<{ variant: string }>(
      "SELECT variant FROM search_word_deletes WHERE word = 'nutty' ORDER BY variant",
    );
    expect(deletes.map((d) => d.variant)).toEqual(['ntty', 'nutt', 'nuty', 'utty']);
    // Words of four letters get them; three letters or fewer get none.
    expect(
      (await db.query<{ variant: string }>("SELECT variant FROM search_word_deletes WHERE word = 'oats'")).length,
    ).toBe(4);
    expect(await db.query("SELECT 1 FROM search_word_deletes WHERE word = 'ben'")).toEqual([]);
  });

  it('a bulk load by COPY into an empty catalog writes the same rows, words and deletions as the upsert', async () => {
    const long = aProduct({ id: 'p-w', name: `Hazelnut spread ${'a'.repeat(45)}`, brand: 'Nutty', aliases: ['Oats'] });
    const vocabulary = () =>
      Promise.all([
        db.query('SELECT word FROM search_words ORDER BY word'),
        db.query('SELECT variant, word FROM search_word_deletes ORDER BY variant, word'),
      ]);
    await products.upsert([awkward, noBarcode, long], 'import');
    const upserted = { rows: withoutTime(await rows()), vocabulary: await vocabulary() };
    await db.exec('TRUNCATE products, search_words, search_word_deletes CASCADE');
    await products.bulkLoad('import', (write) => write([awkward, noBarcode, long].map(productRow)));
    expect({ rows: withoutTime(await rows()), vocabulary: await vocabulary() }).toEqual(upserted);
    expect(await products.get(awkward.id)).toEqual(awkward);
  });

  it.runIf(kind === 'postgres')(
    'opens PostgreSQL sessions without JIT (compiling cost more than our lookups)',
    async () => {
      expect(await db.query('SHOW jit')).toEqual([{ jit: 'off' }]);
    },
  );
});
