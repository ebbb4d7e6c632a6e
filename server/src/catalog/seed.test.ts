import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { productFacts, type ProductFacts } from '@clearcart/contracts';
import { isValidGtin } from './gtin.ts';
import { loadSeedCatalog, seedCatalogFiles, SEED_CATALOG_DIR } from './seed.ts';

const catalog: ProductFacts[] = loadSeedCatalog();

/** Finds products whose name, brand or aliases contain every one of `words` (case-insensitive). */
function find(...words: string[]): ProductFacts[] {
  return catalog.filter((p) => {
    const hay = [p.name, p.brand, ...p.aliases].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w.toLowerCase()));
  });
}

describe('seed catalog', () => {
  it('parses every record of every JSON file with the productFacts schema', () => {
    const files = seedCatalogFiles();
    expect(files.length).toBeGreaterThanOrEqual(5);
    let count = 0;
    for (const file of files) {
      const raw = JSON.parse(readFileSync(join(SEED_CATALOG_DIR, file), 'utf8')) as unknown[];
      expect(Array.isArray(raw), file).toBe(true);
      for (const [i, record] of raw.entries()) {
        const parsed = productFacts.safeParse(record);
        expect(parsed.success, `${file}[${i}] ${parsed.success ? '' : parsed.error.message}`).toBe(true);
        count++;
      }
    }
    expect(count).toBe(catalog.length);
  });

  it('has at least 300 products across at least 80 brands', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalog.map((p) => p.brand)).size).toBeGreaterThanOrEqual(80);
  });

  it('covers every product kind', () => {
    const kinds = new Set(catalog.map((p) => p.kind));
    for (const k of ['food', 'beverage', 'cosmetic', 'household'] as const) expect(kinds.has(k), k).toBe(true);
  });

  it('has unique ids and unique GTINs with valid check digits', () => {
    const ids = catalog.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const gtins = catalog.flatMap((p) => (p.gtin ? [p.gtin] : []));
    expect(new Set(gtins).size).toBe(gtins.length);
    const bad = gtins.filter((g) => !isValidGtin(g));
    expect(bad).toEqual([]);
  });

  it('gives drinks per-100 ml nutrition and only foods and drinks nutriments', () => {
    for (const p of catalog) {
      if (p.kind === 'beverage') expect(p.perMl, p.id).toBe(true);
      if (p.kind === 'cosmetic' || p.kind === 'household') expect(p.nutriments, p.id).toBeUndefined();
    }
  });

  it('contains the products the search tests rely on', () => {
    const mustHave: [string, string[]][] = [
      ['Nutella hazelnut spread', ['nutella', 'hazelnut spread']],
      ['Coca-Cola Original', ['coca-cola', 'original']],
      ['Coca-Cola Zero Sugar', ['coca-cola', 'zero sugar']],
      ["Ben & Jerry's Cookie Dough", ["ben & jerry's", 'cookie dough']],
      ['crème brûlée', ['crème brûlée']],
      ['Dove Beauty Bar', ['dove', 'beauty bar']],
      ['Oreo Original', ['oreo', 'original']],
      ['KitKat', ['kitkat']],
      ['Heinz Tomato Ketchup', ['heinz', 'tomato ketchup']],
      ['Pringles Original', ['pringles', 'original']],
      ['Alpro Soya drink', ['alpro', 'soya']],
      ['Oatly Oat Drink', ['oatly', 'oat drink']],
      ['Evian', ['evian']],
      ['Red Bull', ['red bull']],
    ];
    for (const [label, words] of mustHave) expect(find(...words).length, label).toBeGreaterThan(0);
    expect(find('coke zero').length).toBeGreaterThan(0);
  });

  it('cites at least one source for every product and OFF-derived GTINs link to their record', () => {
    for (const p of catalog) {
      expect(p.sources.length, p.id).toBeGreaterThan(0);
      const off = p.sources.find((s) => s.title.startsWith('Open Food Facts product '));
      if (off) expect(off.url, p.id).toBe(`https://world.openfoodfacts.org/product/${p.gtin}`);
    }
  });
});
