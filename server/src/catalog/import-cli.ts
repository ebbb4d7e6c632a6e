import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS } from '@clearcart/engine';
import { loadConfig } from '../config/env.ts';
import { openDb } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { ProductRepository } from '../store/product-repository.ts';
import { importRecords, openExport } from './importer.ts';

// `npm run import -- <file> [--incremental] [--site off|obf|opf]`: streams an Open Food Facts (or Open Beauty Facts,
// Open Products Facts) export into the store configured by the environment. An interrupted import of the same file
// resumes where it stopped; --incremental applies only the rows changed (last_modified_t) since the last completed
// import.
const SITES = { off: OPEN_FOOD_FACTS, obf: OPEN_BEAUTY_FACTS, opf: OPEN_PRODUCTS_FACTS } as const;
const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const siteArg = args.includes('--site') ? args[args.indexOf('--site') + 1] : 'off';
const path = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--site');
if (!path || !(siteArg && siteArg in SITES)) {
  console.error(
    'Usage: npm run import -- <export.jsonl | export.jsonl.gz | export.csv | export.tsv> [--incremental] [--site off|obf|opf]',
  );
  process.exit(2);
}
const site = SITES[siteArg as keyof typeof SITES];
const { size: total, mtimeMs } = statSync(path);
const config = loadConfig();
const db = await openDb(config);
await migrate(db);
const products = new ProductRepository(db);

const CHECKPOINT = 'import:checkpoint';
const LAST_MODIFIED = 'import:last_modified_t';
/** The same file, unchanged: an interrupted import of it may resume. */
const fileKey = JSON.stringify({ path: resolve(path), size: total, mtimeMs });
const meta = {
  get: async (key: string) =>
    (await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]))[0]?.value,
  set: (key: string, value: string) =>
    db.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      key,
      value,
    ]),
  delete: (key: string) => db.query('DELETE FROM meta WHERE key = $1', [key]),
};

/** Where an interrupted import of this same file stopped, and the newest row time it had seen. */
async function checkpoint(): Promise<{ rows: number; lastModified: number }> {
  const saved = await meta.get(CHECKPOINT);
  const parsed = saved ? (JSON.parse(saved) as { file: string; rows: number; lastModified: number }) : undefined;
  return parsed?.file === fileKey ? parsed : { rows: 0, lastModified: 0 };
}

const resumed = await checkpoint();
const resumeAt = resumed.rows;
const since = incremental ? Number((await meta.get(LAST_MODIFIED)) ?? 0) : undefined;
if (resumeAt > 0) console.log(`Resuming an interrupted import of this file at row ${resumeAt + 1}.`);
if (since !== undefined) {
  console.log(
    since > 0
      ? `Incremental: only rows changed since ${new Date(since * 1000).toISOString()}.`
      : 'Incremental: no earlier import on record, so every row.',
  );
}
const { records, bytesRead } = openExport(path);
const started = Date.now();

// Into an empty catalog, rows are COPYed and the search indexes built once at the end; normalising, most of an
// import's CPU, runs in two threads beside this one (the store takes the rest of a small machine).
const summary = await products.bulkLoad('import', (write) =>
  importRecords(
    records,
    {
      write,
      workers: Math.min(2, availableParallelism()),
      site,
      resumeAt,
      ...(since !== undefined ? { changedSince: since } : {}),
      onProgress: async (s, bytes) => {
        const lastModified = Math.max(s.lastModified, resumed.lastModified);
        await meta.set(CHECKPOINT, JSON.stringify({ file: fileKey, rows: s.read, lastModified }));
        const share = total > 0 ? Math.min(1, bytes / total) : 0;
        const seconds = (Date.now() - started) / 1000;
        const bar = '█'.repeat(Math.round(share * 30)).padEnd(30, '░');
        const rate = Math.round((s.read - resumeAt) / seconds);
        const eta = share > 0 ? Math.round((seconds / share) * (1 - share)) : 0;
        process.stderr.write(
          `\r${bar} ${(share * 100).toFixed(0).padStart(3)}%  ${s.imported} imported  ${rate} rows/s  ETA ${eta} s   `,
        );
      },
    },
    bytesRead,
  ),
);
await meta.delete(CHECKPOINT);
const newest = Math.max(summary.lastModified, resumed.lastModified);
if (newest > (since ?? 0)) await meta.set(LAST_MODIFIED, String(newest));
await db.close();
process.stderr.write('\n');
const seconds = (Date.now() - started) / 1000;
console.log(`Read ${summary.read} rows in ${seconds.toFixed(1)} s (${Math.round(summary.read / seconds)} rows/s).`);
console.log(`Imported (inserted or updated): ${summary.imported}.`);
const skipped = Object.entries(summary.skipped);
console.log(
  skipped.length === 0 ? 'Skipped: none.' : `Skipped: ${skipped.map(([why, n]) => `${n} (${why})`).join(', ')}.`,
);
