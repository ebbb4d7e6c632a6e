import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delimitedRows, importRecords, jsonLines, openExport } from '../src/catalog/importer.ts';
import type { Db } from '../src/store/db.ts';
import { ProductRepository } from '../src/store/product-repository.ts';
import { openTestDb } from './helpers.ts';

const shared = resolve(import.meta.dirname, '../../../shared/data/openfoodfacts/products');
const tsv = join(shared, 'openfoodfacts-data-quality/products.csv');
const search = join(shared, 'openfoodfacts-ruby/search_coca_page1_size42.json');
const hasShared = existsSync(tsv) && existsSync(search);
if (!hasShared && process.env.CI) throw new Error(`CI: Open Food Facts exports missing (${tsv})`);
if (!hasShared) console.warn(`Skipping the importer tests on real records: ${shared} is absent.`);

async function* from<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

describe('delimited rows', () => {
  it('reads quoted CSV fields holding commas, doubled quotes and line breaks', async () => {
    const rows = [];
    for await (const row of delimitedRows(
      from(['code,product_name,brands', '1,"Milk, whole ""fresh""","A', 'B"', '2,Tea,C']),
    ))
      rows.push(row);
    expect(rows).toEqual([
      { code: '1', product_name: 'Milk, whole "fresh"', brands: 'A\nB' },
      { code: '2', product_name: 'Tea', brands: 'C' },
    ]);
  });

  it('counts a row with the wrong number of columns as an error record', async () => {
    const rows = [];
    for await (const row of delimitedRows(from(['code\tproduct_name', '1\tTea\textra']))) rows.push(row);
    expect(rows[0]).toBeInstanceOf(Error);
  });
});

describe.skipIf(!hasShared)('importing real Open Food Facts exports', () => {
  let db: Db;
  let products: ProductRepository;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    products = new ProductRepository(db);
  });
  afterAll(() => db.close());

  it('imports the TSV export, says what it skipped and why, and is idempotent', async () => {
    const run = async () => {
      const { lines, bytesRead } = openExport(tsv);
      return importRecords(
        delimitedRows(lines),
        { write: (b) => products.upsert(b, 'import'), batchSize: 200 },
        bytesRead,
      );
    };
    const first = await run();
    expect(first.read).toBe(1000);
    const skipped = Object.values(first.skipped).reduce((a, b) => a + b, 0);
    expect(first.imported + skipped).toBe(1000);
    expect(first.imported).toBeGreaterThan(800);
    const count = await products.count();
    expect(count).toBeGreaterThan(800);
    const second = await run();
    expect(second.imported).toBe(first.imported);
    expect(await products.count()).toBe(count);
  });

  it('imports gzipped JSON Lines, counting malformed lines as skipped', async () => {
    const records = (JSON.parse(readFileSync(search, 'utf8')) as { products: unknown[] }).products;
    const dir = mkdtempSync(join(tmpdir(), 'clearcart-import-'));
    const file = join(dir, 'export.jsonl.gz');
    writeFileSync(file, gzipSync([...records.map((r) => JSON.stringify(r)), '{not json'].join('\n')));
    const { lines, format, bytesRead } = openExport(file);
    expect(format).toBe('jsonl');
    const summary = await importRecords(jsonLines(lines), { write: (b) => products.upsert(b, 'import') }, bytesRead);
    expect(summary.read).toBe(records.length + 1);
    expect(summary.skipped['malformed JSON line']).toBe(1);
    expect(summary.imported).toBeGreaterThan(30);
    const first = records[0] as { code: string; product_name: string };
    const found = await products.findByGtin([first.code]);
    expect(found?.id).toBe(`off-${first.code}`);
  });
});
