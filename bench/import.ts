// bench/import: import throughput, peak memory and disk for a generated Open Food Facts JSONL export (100,000 rows by
// default; millions are written a slice at a time, never held), into PGlite and PostgreSQL (BENCH_DATABASE_URL, or its
// own when installed).
// Run: npx tsx bench/import.ts [rows] [--workers 2] [--db pglite|postgres|both]
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { importRecords, openExport } from '../server/src/catalog/importer.ts';
import { openPglite, openPostgres, type Db } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { postgresBinDir, startPostgres } from '../scripts/lib/postgres.mjs';
import { machine, numberOption, option, syntheticCatalog } from './lib.ts';

const rows = Number(process.argv[2] ?? 100_000);
// As `npm run import` normalises: in up to two threads beside the main one (0: in the main thread).
const workers = numberOption('workers', Math.min(2, availableParallelism()));
const targets = option('db', 'both');
const dir = mkdtempSync(join(tmpdir(), 'clearcart-import-bench-'));
const file = join(dir, 'export.jsonl');
const SLICE = 50_000;
// Records in OFF's own field names, as its JSONL export has them, written a slice at a time.
const out = createWriteStream(file);
for (let start = 0; start < rows; start += SLICE) {
  const lines = syntheticCatalog(Math.min(SLICE, rows - start), 42, start).map((p) =>
    JSON.stringify({
      code: p.gtin,
      product_name: p.name,
      brands: p.brand,
      categories: p.category,
      ingredients_text:
        'sugar, palm oil, hazelnuts 13%, skimmed milk powder, cocoa, emulsifier: lecithins (soya), vanillin',
      allergens_tags: ['en:milk', 'en:nuts', 'en:soybeans'],
      labels_tags: ['en:green-dot'],
      nutriments: {
        'energy-kcal_100g': 539,
        fat_100g: 30.9,
        'saturated-fat_100g': 10.6,
        sugars_100g: 56.3,
        salt_100g: 0.107,
      },
    }),
  );
  if (!out.write(lines.join('\n') + '\n')) await once(out, 'drain');
}
out.end();
await once(out, 'finish');

/** Bytes under a folder (PGlite's data directory). */
function folderBytes(path: string): number {
  const { stdout } = spawnSync('du', ['-sb', path], { encoding: 'utf8' });
  return Number(stdout.split('\t')[0]);
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function run(label: string, db: Db, disk: () => Promise<number>) {
  await migrate(db);
  const products = new ProductRepository(db);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = Date.now();
  const { records, bytesRead } = openExport(file);
  // As `npm run import` does it: into an empty catalog the search indexes are built once at the end (in the time).
  const summary = await products.bulkLoad('import', (write) => importRecords(records, { write, workers }, bytesRead));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  if (Object.keys(summary.skipped).length > 0) console.log('  skipped:', JSON.stringify(summary.skipped));
  const count = await products.count();
  const bytes = await disk();
  await db.close();
  console.log(
    `  ${label}: imported ${summary.imported} (store holds ${count}) in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds)} rows/s; peak RSS ${mb(peak)}; disk ${mb(bytes)} (${mb((bytes / count) * 1_000_000)} per million)`,
  );
}

console.log(
  `bench/import — ${rows} JSONL rows, ${mb(statSync(file).size)} (batches of 500, normalised in ${workers} worker threads; the file is streamed, never held), ${machine()}`,
);
// The import's targets (how it meets them: docs/decisions/022-import-by-copy.md).
console.log('  targets: PGlite ≥ 3,000 rows/s, PostgreSQL ≥ 15,000 rows/s; load average', loadavg()[0]!.toFixed(2));
if (targets !== 'postgres') {
  const store = join(dir, 'store');
  await run('PGlite on disk', await openPglite(store), async () => folderBytes(store));
}
let url = process.env.BENCH_DATABASE_URL;
let pg: { url: string; stop(): void } | undefined;
if (targets !== 'pglite' && !url && postgresBinDir()) {
  pg = startPostgres({ port: 55497 });
  url = pg.url;
}
try {
  if (targets === 'pglite') console.log('  PostgreSQL: not asked for');
  else if (url) {
    const db = await openPostgres(url);
    const size = async () =>
      Number((await db.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes'))[0]!.bytes);
    await run('PostgreSQL', db, size);
  } else console.log('  PostgreSQL: not installed, skipped');
} finally {
  pg?.stop(); // also when a run fails: no cluster left behind
}
rmSync(dir, { recursive: true, force: true });
