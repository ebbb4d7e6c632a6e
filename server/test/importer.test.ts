import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delimitedRows, importRecords, openExport } from '../src/catalog/importer.ts';
import { productRow } from '../src/store/repositories/product-row.ts';
import { openPglite, type Db } from '../src/store/database/db.ts';
import { BULK_LOAD, SEARCH_INDEXES, migrate } from '../src/store/database/migrations.ts';
import { ProductRepository } from '../src/store/repositories/product-repository.ts';
import { aProduct, copyEmptyStore, openTestDb } from './helpers.ts';

const shared = resolve(import.meta.dirname, '../../../shared/data/openfoodfacts/products');
const tsv = join(shared, 'openfoodfacts-data-quality/products.csv');
const search = join(shared, 'openfoodfacts-ruby/search_coca_page1_size42.json');
const hasShared = existsSync(tsv) && existsSync(search);
if (!hasShared && process.env.CI) throw new Error(`CI: Open Food Facts exports missing (${tsv})`);
if (!hasShared) console.warn(`Skipping the importer tests on real records: ${shared} is absent.`);

const indexCount = async (db: Db) =>
  (
    await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE indexname = ANY($1::text[])`, [
      SEARCH_INDEXES.map((i) => i.name),
    ])
  ).length;

async function* from<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

describe('reading an export', () => {
  it('loses no line when the caller starts reading later (readline drops lines emitted before it is iterated)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clearcart-lines-')), 'export.jsonl');
    writeFileSync(file, Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ code: String(i) })).join('\n'));
    const { records } = openExport(file);
    await new Promise((resolve) => setTimeout(resolve, 50)); // e.g. the store dropping its search indexes first
    let count = 0;
    for await (const _ of records) count++;
    expect(count).toBe(20_000);
  });

  it('builds the search indexes once at the end of a load into an empty catalog, and searches work after', async () => {
    const db = await openTestDb('pglite');
    const repo = new ProductRepository(db);
    const during = await repo.bulkLoad('import', async (write) => {
      await write([productRow(aProduct({ id: 'chocolate-bar', name: 'Dark chocolate bar', brand: 'Acme' }))]);
      return indexCount(db);
    });
    expect(during).toBe(0);
    expect(await indexCount(db)).toBe(SEARCH_INDEXES.length);
    expect((await repo.search('chocolate', 'chocolate', 5)).map((h) => h.id)).toEqual(['chocolate-bar']);
    // Into a catalog that has products, nothing is dropped.
    expect(await repo.bulkLoad('import', () => indexCount(db))).toBe(SEARCH_INDEXES.length);
    await db.close();
  });

  it('loads an empty catalog by COPY: a batch repeating a loaded id or barcode is upserted, the later row winning, and typos find the loaded words', async () => {
    const db = await openTestDb('pglite');
    const repo = new ProductRepository(db);
    await repo.bulkLoad('import', async (write) => {
      await write([
        productRow(aProduct({ id: 'off-1', gtin: '2000000000015', name: 'Hazelnut spread', brand: 'Acme' })),
        productRow(aProduct({ id: 'off-2', gtin: '2000000000022', name: 'Oat biscuits', brand: 'Acme' })),
      ]);
      await write([
        productRow(aProduct({ id: 'off-1', gtin: '2000000000015', name: 'Hazelnut cocoa spread', brand: 'Acme' })),
        productRow(aProduct({ id: 'off-02', gtin: '2000000000022', name: 'Oat cookies', brand: 'Acme' })),
      ]);
    });
    const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM products ORDER BY id');
    expect(rows).toEqual([
      { id: 'off-02', name: 'Oat cookies' },
      { id: 'off-1', name: 'Hazelnut cocoa spread' },
    ]);
    // The vocabulary is every loaded word, with its one-letter deletions: "hazlenut" is corrected.
    const corrected = await repo.correctWords(['hazelnt', 'cocoa']);
    expect(corrected.get('hazelnt')?.[0]?.word).toBe('hazelnut');
    expect(corrected.get('cocoa')?.[0]?.word).toBe('cocoa');
    expect(await db.query('SELECT 1 FROM meta WHERE key = $1', [BULK_LOAD])).toEqual([]);
    await db.close();
  });

  it('a bulk load cut short (the process killed) is finished by the next start: vocabulary and search indexes', async () => {
    const db = await openTestDb('pglite');
    // What a killed load leaves: its mark, no search indexes, products loaded but no words for them.
    await db.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [BULK_LOAD, 'started']);
    for (const index of SEARCH_INDEXES) await db.exec(`DROP INDEX ${index.name}`);
    const p = productRow(aProduct({ id: 'off-1', gtin: '2000000000015', name: 'Marmalade', brand: 'Acme' }));
    await db.query(
      `INSERT INTO products (id, gtin, name, brand, category, facts, search_text, name_text, brand_name_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [p.id, p.gtin, p.name, p.brand, p.category, p.facts, p.searchText, p.nameText, p.brandNameText],
    );
    await migrate(db);
    expect(await indexCount(db)).toBe(SEARCH_INDEXES.length);
    const words = await db.query<{ word: string }>('SELECT word FROM search_words WHERE word = $1', ['marmalade']);
    expect(words).toHaveLength(1);
    expect(await db.query('SELECT 1 FROM meta WHERE key = $1', [BULK_LOAD])).toEqual([]);
    await db.close();
  });
});

describe('delimited rows', () => {
  const rowsOf = async (...chunks: string[]) => {
    const rows = [];
    for await (const row of delimitedRows(from(chunks))) rows.push(row);
    return rows;
  };

  it('reads quoted CSV fields holding commas, doubled quotes and line breaks', async () => {
    expect(await rowsOf('code,product_name,brands\n1,"Milk, whole ""fresh""","A\nB"\n2,Tea,C\n')).toEqual([
      { code: '1', product_name: 'Milk, whole "fresh"', brands: 'A\nB' },
      { code: '2', product_name: 'Tea', brands: 'C' },
    ]);
  });

  it('reads a row split across chunks anywhere, a header included, and CRLF line ends', async () => {
    expect(await rowsOf('co', 'de\tproduct_', 'name\r\n1\tT', 'ea\r\n\r\n2\tCoffee')).toEqual([
      { code: '1', product_name: 'Tea' },
      { code: '2', product_name: 'Coffee' },
    ]);
  });

  it('keeps quotes as text in the tab-separated export, which does not quote', async () => {
    const rows = await rowsOf('code\tproduct_name\tbrands\n1\t"Bo Kho" Seasoning\tA\n2\tVinegar ("aceto\tB\n');
    expect(rows).toEqual([
      { code: '1', product_name: '"Bo Kho" Seasoning', brands: 'A' },
      { code: '2', product_name: 'Vinegar ("aceto', brands: 'B' },
    ]);
  });

  it('keeps a quote inside an unquoted CSV field as text', async () => {
    expect(await rowsOf('code,product_name\n1,12" pizza\n')).toEqual([{ code: '1', product_name: '12" pizza' }]);
  });

  it('counts a row with the wrong number of columns as an error record, and reads on', async () => {
    const rows = await rowsOf('code\tproduct_name\n1\tTea\textra\n2\tCoffee\n');
    expect(rows[0]).toBeInstanceOf(Error);
    expect(rows[1]).toEqual({ code: '2', product_name: 'Coffee' });
  });

  it('counts an unreadable CSV row (a quoted field never closed) as an error record', async () => {
    const rows = await rowsOf('code,product_name\n1,Tea\n2,"Coffee\n');
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ code: '1', product_name: 'Tea' });
    expect(rows.filter((row) => row instanceof Error)).toHaveLength(1);
  });
});

describe('resuming and incremental imports', () => {
  const record = (code: string, name: string, modified: number) => ({
    code,
    product_name: name,
    brands: 'Test',
    last_modified_t: modified,
  });
  // Valid EAN-13s in the restricted-circulation range 20–29 (never a real product).
  const rows = [
    record('2000000000015', 'Alpha', 1_700_000_000),
    record('2000000000022', 'Beta', 1_700_000_100),
    record('2000000000039', 'Gamma', 1_700_000_200),
    record('2000000000046', 'Delta', 1_700_000_300),
  ];

  it('reads past the rows an interrupted run imported, and reports the newest row time', async () => {
    const written: string[] = [];
    const summary = await importRecords(from(rows), {
      write: async (batch) => void written.push(...batch.map((p) => p.name)),
      resumeAt: 2,
    });
    expect(written).toEqual(['Gamma', 'Delta']);
    expect(summary).toMatchObject({ read: 4, imported: 2, lastModified: 1_700_000_300 });
  });

  it('applies only rows changed since the last import, counting the others as unchanged', async () => {
    const written: string[] = [];
    const summary = await importRecords(from(rows), {
      write: async (batch) => void written.push(...batch.map((p) => p.name)),
      changedSince: 1_700_000_100,
    });
    expect(written).toEqual(['Gamma', 'Delta']);
    expect(summary.skipped).toEqual({ 'unchanged since the last import': 2 });
  });

  it('normalising in worker threads writes the same batches in the same order, and says what it skipped', async () => {
    const run = async (workers: number) => {
      const written: string[][] = [];
      const checkpoints: number[] = [];
      const summary = await importRecords(from([...rows.map((r) => JSON.stringify(r)), '{not json', ...rows]), {
        write: async (batch) => void written.push(batch.map((p) => p.name)),
        batchSize: 3,
        workers,
        onProgress: (s) => void checkpoints.push(s.read),
      });
      return { written, checkpoints, summary };
    };
    const inline = await run(0);
    expect(inline.written).toEqual([
      ['Alpha', 'Beta', 'Gamma'],
      ['Delta', 'Alpha'],
      ['Beta', 'Gamma', 'Delta'],
    ]);
    expect(inline.checkpoints).toEqual([3, 6, 9]);
    expect(inline.summary.skipped).toEqual({ 'malformed JSON line': 1 });
    expect(await run(2)).toEqual(inline);
  }, 30_000);

  it('tells the caller after each batch how far it got (the checkpoint of a resumable import)', async () => {
    const checkpoints: number[] = [];
    await importRecords(from(rows), {
      write: async () => undefined,
      batchSize: 2,
      onProgress: (s) => void checkpoints.push(s.read),
    });
    expect(checkpoints).toEqual([2, 4]);
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
      const { records, format, bytesRead } = openExport(tsv);
      expect(format).toBe('csv');
      return importRecords(records, { write: (b) => products.write(b, 'import'), batchSize: 200 }, bytesRead);
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
    const { records: read, format, bytesRead } = openExport(file);
    expect(format).toBe('jsonl');
    const summary = await importRecords(read, { write: (b) => products.write(b, 'import') }, bytesRead);
    expect(summary.read).toBe(records.length + 1);
    expect(summary.skipped['malformed JSON line']).toBe(1);
    expect(summary.imported).toBeGreaterThan(30);
    const first = records[0] as { code: string; product_name: string };
    const found = await products.findByGtin([first.code]);
    expect(found?.id).toBe(`off-${first.code}`);
  });
});

describe('npm run import (the command itself)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-import-cli-'));
  const file = join(dir, 'export.jsonl');
  const cli = join(import.meta.dirname, '..', 'dist', 'import-cli.js');
  const { DATABASE_URL: _unused, ...withoutDatabaseUrl } = process.env;
  // The store the command opens starts as the run's empty one (made once per run), not from an initdb of its own.
  beforeAll(async () => {
    copyEmptyStore(join(dir, 'store'));
  });
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [cli, file, ...args], {
      encoding: 'utf8',
      env: { ...withoutDatabaseUrl, DATA_DIR: join(dir, 'store'), LOG_LEVEL: 'silent' },
    });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  };
  const line = (code: string, name: string, modified: number) =>
    JSON.stringify({ code, product_name: name, brands: 'Test', last_modified_t: modified });

  it('imports, then applies only changed rows with --incremental, and resumes an interrupted run', async () => {
    writeFileSync(file, [line('2000000000015', 'Alpha', 100), line('2000000000022', 'Beta', 200)].join('\n'));
    expect(run()).toMatch(/Imported \(inserted or updated\): 2\./);
    writeFileSync(
      file,
      [
        line('2000000000015', 'Alpha', 100),
        line('2000000000022', 'Beta', 200),
        line('2000000000039', 'Gamma', 300),
      ].join('\n'),
    );
    const incremental = run('--incremental');
    expect(incremental).toMatch(/Incremental: only rows changed since 1970-01-01T00:03:20\.000Z\./);
    expect(incremental).toMatch(
      /Imported \(inserted or updated\): 1\.\nSkipped: 2 \(unchanged since the last import\)\./,
    );

    // An interrupted run of this same file left its checkpoint after row 2.
    const db = await openPglite(join(dir, 'store'));
    const { size, mtimeMs } = statSync(file);
    const key = JSON.stringify({ path: resolve(file), size, mtimeMs });
    await db.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [
      'import:checkpoint',
      JSON.stringify({ file: key, rows: 2, lastModified: 200 }),
    ]);
    await db.close();
    const resumed = run();
    expect(resumed).toMatch(/Resuming an interrupted import of this file at row 3\./);
    expect(resumed).toMatch(/Imported \(inserted or updated\): 1\./);
  }, 60_000);

  it('imports an Open Beauty Facts export as cosmetics (--site obf), INCI list and all', async () => {
    writeFileSync(
      file,
      JSON.stringify({
        code: '2000000000053',
        product_name: 'Test Shower Gel',
        brands: 'Test',
        ingredients_text: 'Aqua, Sodium Laureth Sulfate, Parfum, Linalool',
        last_modified_t: 400,
      }),
    );
    expect(run('--site', 'obf')).toMatch(/Imported \(inserted or updated\): 1\./);
    const db = await openPglite(join(dir, 'store'));
    const [row] = await db.query<{ kind: string }>("SELECT facts->>'kind' AS kind FROM products WHERE id = $1", [
      'obf-2000000000053',
    ]);
    await db.close();
    expect(row?.kind).toBe('cosmetic');
  }, 60_000);
});
