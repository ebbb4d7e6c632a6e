import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentifyService } from '../src/identify/identify-service.ts';
import { WordReader } from '../src/image/index.ts';
import { InProcessPhotoWork } from '../src/photo-work/photo-work.ts';
import type { Db } from '../src/store/database/db.ts';
import { ProductRepository } from '../src/store/repositories/product-repository.ts';
import {
  SEARCH_TABLE_CASES,
  SEARCH_TABLE_MISSES,
  SEARCH_TABLE_PRODUCTS,
} from '../../packages/text/src/search-cases.ts';
import { aProduct, fixtureProducts, openTestDb, storeKinds } from './helpers.ts';

// Real Open Food Facts names (US records) whose brand repeats in the name and whose last word tells them apart.
const MADELAINE = [
  ['madelaine-milk', 'The Madelaine Chocolate Company, Solid Milk Chocolate'],
  ['madelaine-cigars', 'The Madelaine Chocolate Company, Solid Milk Chocolate Cigars'],
].map(([id = '', name = '']) => aProduct({ id, name, brand: 'Madelaine Chocolate Novelties' }));

describe.each(storeKinds)('the table the offline search is tested on too, on %s', (kind) => {
  let db: Db;
  let identify: IdentifyService;
  beforeAll(async () => {
    db = await openTestDb(kind);
    const products = new ProductRepository(db);
    await products.upsert(
      SEARCH_TABLE_PRODUCTS.map(({ aliases, ...p }) => aProduct({ ...p, aliases: [...aliases] })),
      'test',
    );
    identify = new IdentifyService(products, InProcessPhotoWork.withReader(new WordReader()));
  });
  afterAll(() => db.close());

  it.each(SEARCH_TABLE_CASES)('%s: "%s" finds %s first', async (_label, query, expected) => {
    const result = await identify.byText(query);
    expect(result.product_id ?? result.candidates[0]?.product_id).toBe(expected);
  });

  it.each(SEARCH_TABLE_MISSES)('%s: "%s" finds and suggests nothing', async (_label, query) => {
    const result = await identify.byText(query);
    expect([result.product_id, result.candidates]).toEqual([null, []]);
    expect(await identify.suggest(query)).toEqual([]);
  });
});

describe.each(storeKinds)('text identification on %s', (kind) => {
  let db: Db;
  let identify: IdentifyService;
  beforeAll(async () => {
    db = await openTestDb(kind);
    const products = new ProductRepository(db);
    await products.upsert(fixtureProducts, 'test');
    identify = new IdentifyService(products, InProcessPhotoWork.withReader(new WordReader()));
  });
  afterAll(() => db.close());

  it.each([
    ['exact name', 'Nutella', 'nutella-400g'],
    ['a typo', 'nutela', 'nutella-400g'],
    ['upper case', 'NUTELLA', 'nutella-400g'],
    ['brand and variant', 'coca cola zero', 'coca-cola-zero-330ml'],
    ['an alias', 'coke zero', 'coca-cola-zero-330ml'],
    ['"and" for "&" and no apostrophe', 'ben and jerrys cookie dough', 'ben-jerrys-cookie-dough'],
    ['no accents', 'creme brulee', 'creme-brulee'],
    ['brand and category word', 'Dove soap', 'dove-beauty-bar'],
    ['a GTIN typed with spaces', '3017 6204 2200 3', 'nutella-400g'],
    ['a GTIN-13 as UPC with leading zero form', '05449000000996', 'coca-cola-330ml'],
  ])('%s: "%s" finds %s', async (_label, query, expected) => {
    const result = await identify.byText(query);
    expect(result.product_id).toBe(expected);
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.candidates[0]?.product_id).toBe(expected);
  });

  it('says how it identified: barcode for digits, text search for words', async () => {
    expect((await identify.byText('3017620422003')).identified_by).toBe('barcode');
    expect((await identify.byText('nutella')).identified_by).toBe('text search');
  });

  it('treats digits with a wrong check digit as text, finding nothing', async () => {
    const result = await identify.byText('3017620422004');
    expect(result.product_id).toBeNull();
  });

  it.each([
    ['gibberish', 'asdfgh'],
    ['emoji', '🍫🍫🥛'],
    ['5,000 characters', 'x'.repeat(5000)],
    ['an SQL fragment', "'; DROP TABLE products; --"],
    ['a barcode not in the catalog', '4006381333931'],
  ])('%s gives no product and no error', async (_label, query) => {
    const result = await identify.byText(query);
    expect(result.product_id).toBeNull();
    expect(result.message).toBeTruthy();
  });

  it('reads tsquery syntax as text: the words still find their product', async () => {
    expect((await identify.byText('nutella & | ! ( :* <->')).product_id).toBe('nutella-400g');
  });

  it('offers candidates when a query is ambiguous between brands', async () => {
    const result = await identify.byText('chocolate');
    expect(result.product_id).toBeNull();
    expect(result.candidates.map((c) => c.brand).sort()).toEqual(['Lindt', 'Milka']);
  });

  it('a brand alone with several of its products close is ambiguous too: "coca" opens none of them blindly', async () => {
    const result = await identify.byText('coca');
    expect(result.product_id).toBeNull();
    expect(result.candidates.map((c) => c.product_id)).toEqual(
      expect.arrayContaining(['coca-cola-330ml', 'coca-cola-zero-330ml']),
    );
  });

  it('another pack size of the same product is no rival: the better one is named', async () => {
    await new ProductRepository(db).upsert(
      [
        aProduct({ id: 'oat-drink-1l', name: 'Oat Drink Barista', brand: 'Havre', quantity: '1 l' }),
        aProduct({ id: 'oat-drink-250ml', name: 'Oat Drink Barista', brand: 'Havre', quantity: '250 ml' }),
      ],
      'test',
    );
    expect((await identify.byText('havre oat drink barista')).product_id).toMatch(/^oat-drink-/);
  });

  it('a size named with pack words in brackets, or by a name another size is also called, is no rival either', async () => {
    await new ProductRepository(db).upsert(
      [
        aProduct({ id: 'fjord-original-2l', name: 'Fjord Cola Original Taste', brand: 'Fjord', quantity: '2 l' }),
        aProduct({
          id: 'fjord-original-can',
          name: 'Fjord Cola Original (slim can)',
          brand: 'Fjord',
          quantity: '330 ml',
        }),
        aProduct({
          id: 'fjord-original-450ml',
          name: 'Fjord Cola Original',
          brand: 'Fjord',
          quantity: '450 ml',
          aliases: ['Fjord Cola Original Taste'],
        }),
      ],
      'test',
    );
    expect((await identify.byText('fjord cola')).product_id).toMatch(/^fjord-original-/);
    // Its report offers the other sizes, smallest first.
    expect((await identify.sizes('fjord-original-2l'))?.map((s) => [s.product_id, s.quantity])).toEqual([
      ['fjord-original-can', '330 ml'],
      ['fjord-original-450ml', '450 ml'],
    ]);
    expect(await identify.sizes('no-such-product')).toBeNull();
    // Another product of the brand, as close, is still a rival.
    await new ProductRepository(db).upsert(
      [aProduct({ id: 'fjord-lemon-2l', name: 'Fjord Cola Lemon', brand: 'Fjord', quantity: '2 l' })],
      'test',
    );
    expect((await identify.byText('fjord cola')).product_id).toBeNull();
    expect((await identify.sizes('fjord-lemon-2l'))?.map((s) => s.product_id)).toEqual([]);
  });

  it('suggests as the shopper types (prefix of the last word)', async () => {
    const suggestions = await identify.suggest('nute');
    expect(suggestions[0]?.product_id).toBe('nutella-400g');
    // With its barcode, which tells apart one product of one name and size sold in two markets.
    expect(suggestions[0]?.gtin).toBe('3017620422003');
    expect((await identify.byText('nutela')).candidates[0]?.gtin).toBe('3017620422003');
    expect((await identify.suggest('coca')).map((s) => s.product_id)).toEqual(
      expect.arrayContaining(['coca-cola-330ml', 'coca-cola-zero-330ml']),
    );
    expect(await identify.suggest('')).toEqual([]);
  });

  it('suggests names that start with what was typed, brand first too, and falls back to the search on a typo', async () => {
    const byName = await identify.suggest('Coca Cola Z');
    expect(byName.map((s) => s.product_id)).toEqual(['coca-cola-zero-330ml']);
    expect((await identify.suggest('nutella nut')).map((s) => s.product_id)).toContain('nutella-400g');
    // Nothing starts with "nutela": the search corrects it.
    expect((await identify.suggest('nutela'))[0]?.product_id).toBe('nutella-400g');
  });

  it('identifies from label words read by OCR, ignoring noise', async () => {
    const result = await identify.byLabelText('NET WT 400g NUTELLA hazelnut spread with cocoa FERRERO best before');
    expect(result.product_id).toBe('nutella-400g');
    expect(result.identified_by).toBe('label text');
    expect(result.confidence).toBeLessThanOrEqual(0.9);
  });

  it('reads past a brand repeated in the name: the last word still decides (more than ten words typed)', async () => {
    await new ProductRepository(db).upsert(MADELAINE, 'test');
    const typed = 'Madelaine Chocolate Novelties The Madelaine Chocolate Company, Solid Milk Chocolate Cigars';
    expect((await identify.byText(typed)).product_id).toBe('madelaine-cigars');
  });

  it('a misspelt word that is another catalog word still finds its product: "kant" for "Kvant"', async () => {
    // "kant" is a word of the catalog, so it is taken as typed and no product has every word; leaving it out would
    // leave "chocolate", which every chocolate has.
    await new ProductRepository(db).upsert(
      [
        aProduct({ id: 'kvant-dark', name: 'Dark chocolate', brand: 'Kvant' }),
        aProduct({ id: 'kant-tea', name: 'Kant green tea', brand: 'Teahouse' }),
      ],
      'test',
    );
    const result = await identify.byText('kant chocolate');
    expect(result.product_id).toBe('kvant-dark');
    expect((await identify.byText('kant green tea')).product_id).toBe('kant-tea');
  });

  it('two letters swapped are one slip: "herats" is read as "hearts", not left out', async () => {
    // Trigrams rate the swap at 0.27, under the bar for a correction: the word was dropped and the plain bar named.
    await new ProductRepository(db).upsert(
      [
        aProduct({ id: 'lindt-milk', name: 'Milk Chocolate', brand: 'Lindt' }),
        aProduct({ id: 'lindt-hearts', name: 'Milk Chocolate Hearts', brand: 'Lindt' }),
      ],
      'test',
    );
    expect((await identify.byText('Lindt Milk Chocolate Herats')).product_id).toBe('lindt-hearts');
  });

  it('ranks a misspelt query as the name it spells: "nutela" is as sure as "nutella"', async () => {
    expect((await identify.byText('nutela')).confidence).toBe((await identify.byText('nutella')).confidence);
  });

  it.each([
    ['dovesoap', 'dove-beauty-bar'],
    ['cremebrulee', 'creme-brulee'],
  ])('two words typed as one are read as the two: "%s" finds %s', async (typed, expected) => {
    const result = await identify.byText(typed);
    expect(result.product_id).toBe(expected);
    expect(result.confidence).toBeGreaterThan(0.7);
  });

  it('among more matches than are ranked, the products whose brand and name start with the query are candidates', async () => {
    // 600 products carry the word only in their category, loaded before the one of that brand: the full-text pool of
    // 500 would be filled by them. A typo in the brand is read the same way once corrected.
    const products = new ProductRepository(db);
    const others = Array.from({ length: 600 }, (_, i) =>
      aProduct({ id: `zenith-${i}`, name: `Widget ${i}`, brand: 'Other', category: 'Zenith tools' }),
    );
    await products.upsert(others, 'test');
    await products.upsert(
      [aProduct({ id: 'zenith-anvil', name: 'Anvil', brand: 'Zenith', category: 'Forge' })],
      'test',
    );
    for (const typed of ['zenith', 'zenth']) {
      const ids = (await identify.byText(typed)).candidates.map((c) => c.product_id);
      expect(ids, typed).toContain('zenith-anvil');
    }
  });
});
