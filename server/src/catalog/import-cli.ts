import { statSync } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { openDb } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { ProductRepository } from '../store/product-repository.ts';
import { delimitedRows, importRecords, jsonLines, openExport } from './importer.ts';

// `npm run import -- <file>`: streams an Open Food Facts export into the store configured by the environment.
const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run import -- <export.jsonl | export.jsonl.gz | export.csv | export.tsv>');
  process.exit(2);
}
const total = statSync(path).size;
const config = loadConfig();
const db = await openDb(config);
await migrate(db);
const products = new ProductRepository(db);
const { lines, format, bytesRead } = openExport(path);
const started = Date.now();

const summary = await importRecords(
  format === 'jsonl' ? jsonLines(lines) : delimitedRows(lines),
  {
    write: (batch) => products.upsert(batch, 'import'),
    onProgress: (s, bytes) => {
      const share = total > 0 ? Math.min(1, bytes / total) : 0;
      const bar = '█'.repeat(Math.round(share * 30)).padEnd(30, '░');
      const rate = Math.round(s.read / ((Date.now() - started) / 1000));
      process.stderr.write(`\r${bar} ${(share * 100).toFixed(0).padStart(3)}%  ${s.imported} imported  ${rate} rows/s`);
    },
  },
  bytesRead,
);
await db.close();
process.stderr.write('\n');
const seconds = (Date.now() - started) / 1000;
console.log(`Read ${summary.read} rows in ${seconds.toFixed(1)} s (${Math.round(summary.read / seconds)} rows/s).`);
console.log(`Imported (inserted or updated): ${summary.imported}.`);
const skipped = Object.entries(summary.skipped);
console.log(
  skipped.length === 0 ? 'Skipped: none.' : `Skipped: ${skipped.map(([why, n]) => `${n} (${why})`).join(', ')}.`,
);
