// bench/search: identify and autocomplete latency on a realistic catalog (bench/realistic-catalog.ts: multilingual,
// Zipf-distributed words, many brands), in PGlite and in PostgreSQL, with the primary-key read as the baseline.
// Run: npx tsx bench/search.ts [count] [--db pglite|postgres|both] [--catalog realistic|synthetic] [--pglite-dir DIR]
//   (PostgreSQL: set BENCH_DATABASE_URL, or it starts its own when installed, with a buffer pool of a quarter of the
//    memory; 4M products need NODE_OPTIONS=--max-old-space-size=8192)
import { loadavg, totalmem } from 'node:os';
import { productRow } from '../server/src/store/repositories/product-row.ts';
import { IdentifyService } from '../server/src/identify/identify-service.ts';
import { WordReader } from '../server/src/image/index.ts';
import { InProcessPhotoWork } from '../server/src/photo-work/photo-work.ts';
import { openPglite, openPostgres, type Db } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { postgresBinDir, startPostgres } from '../scripts/lib/postgres.mjs';
import { machine, ms, option, percentile, pick, random, syntheticCatalog, time } from './lib.ts';
import { distinctWords, realisticCatalog } from './realistic-catalog.ts';

const count = Number(process.argv[2] ?? 100_000);
const dbs = option('db', 'both');
const kind = option('catalog', 'realistic');
const catalog = kind === 'realistic' ? realisticCatalog(count) : syntheticCatalog(count);

/** 1,000 queries: a quarter each exact names, typos, brand-only, and GTINs. */
function queries(): { kind: string; text: string }[] {
  const rand = random(7);
  const typo = (word: string) => {
    if (word.length < 5) return word;
    const i = 1 + Math.floor(rand() * (word.length - 2));
    return word.slice(0, i) + word.slice(i + 1); // a dropped letter
  };
  return Array.from({ length: 1000 }, (_, i) => {
    const p = pick(rand, catalog);
    switch (i % 4) {
      case 0:
        return { kind: 'exact', text: `${p.brand} ${p.name}` };
      case 1:
        return { kind: 'typo', text: `${p.brand} ${p.name}`.split(' ').map(typo).join(' ') };
      case 2:
        return { kind: 'brand', text: p.brand };
      default:
        return { kind: 'gtin', text: p.gtin ?? '' };
    }
  });
}

/**
 * PostgreSQL: the catalog's tables and indexes read into the buffer pool (pg_prewarm), as a server that has been
 * answering holds them. Without it the timings measure the disk: this host gives back the operating system's file
 * cache within a minute (decision 002), so pages outside PostgreSQL's own pool are read again from disk.
 */
async function prewarm(db: Db): Promise<string> {
  const [pool] = await db.query<{ bytes: string }>(
    `SELECT (setting::bigint * current_setting('block_size')::bigint)::text AS bytes
       FROM pg_settings WHERE name = 'shared_buffers'`,
  );
  const poolSize = Number(pool?.bytes);
  try {
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const [row] = await db.query<{ bytes: string }>(
      `SELECT (sum(pg_prewarm(rel)) * current_setting('block_size')::bigint)::text AS bytes
         FROM unnest(ARRAY['products', 'search_words', 'search_word_deletes']::regclass[]) AS t(tab),
              LATERAL (SELECT tab AS rel UNION ALL SELECT indexrelid FROM pg_index WHERE indrelid = tab) AS r`,
    );
    const read = Number(row?.bytes);
    return `buffer pool (shared_buffers) ${gib(poolSize)}; the catalog's tables and indexes (${gib(read)}) read into it with pg_prewarm${read > poolSize ? ', which holds only part of them' : ''}`;
  } catch (error) {
    return `buffer pool (shared_buffers) ${gib(poolSize)}; not prewarmed (${(error as Error).message})`;
  }
}

const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;

async function run(label: string, db: Db, warm?: (db: Db) => Promise<string>) {
  await migrate(db);
  const products = new ProductRepository(db);
  // Loaded as `npm run import` loads an empty catalog: COPY, then the vocabulary and search indexes built once. A store
  // kept from an earlier run of the same size (BENCH_DATABASE_URL) already holds this catalog: it is generated the same.
  const reused = (await products.count()) === count;
  const load = reused
    ? 0
    : await time(() =>
        products.bulkLoad('bench', async (write) => {
          for (let i = 0; i < catalog.length; i += 2000) await write(catalog.slice(i, i + 2000).map(productRow));
        }),
      );
  await db.exec('ANALYZE');
  // Disk per million products: the products table with its indexes, and the word tables typo correction reads.
  const [size] = await db.query<{ products: string; words: string; total: string }>(
    `SELECT pg_total_relation_size('products')::text AS products,
            (pg_total_relation_size('search_words') + pg_total_relation_size('search_word_deletes'))::text AS words`,
  );
  const total = Number(size?.products) + Number(size?.words);
  console.log(
    `\n${label}: products with indexes ${gib(Number(size?.products))}, word tables ${gib(Number(size?.words))}; ${gib((total / count) * 1e6)} per million products; bench process RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );
  if (warm) console.log(`${label}: ${await warm(db)}`);
  const identify = new IdentifyService(products, InProcessPhotoWork.withReader(new WordReader()));
  const qs = queries();
  for (const q of qs.slice(0, 50)) await identify.byText(q.text); // warm-up
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  let found = 0;
  for (const q of qs) {
    let hit = false;
    const t = await time(async () => {
      hit = (await identify.byText(q.text)).candidates.length > 0;
    });
    if (hit) found++;
    all.push(t);
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), t]);
  }
  // Autocomplete: the first letters of a product's name, or of its brand and name, as a shopper types them.
  const typed = random(11);
  const suggest: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const p = pick(typed, catalog);
    const words = (i % 2 === 0 ? p.name : `${p.brand} ${p.name}`).split(' ');
    const q = `${words.slice(0, 1 + Math.floor(typed() * 2)).join(' ')}`;
    const partial = q.slice(0, Math.max(3, q.length - Math.floor(typed() * 3)));
    suggest.push(await time(() => identify.suggest(partial)));
  }
  const rand = random(3);
  const baseline: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const id = pick(rand, catalog).id;
    baseline.push(await time(() => products.get(id)));
  }
  const row = (name: string, v: number[]) =>
    `  ${name.padEnd(22)} p50 ${ms(percentile(v, 50)).padStart(10)}  p95 ${ms(percentile(v, 95)).padStart(10)}  p99 ${ms(percentile(v, 99)).padStart(10)}`;
  console.log(
    `\n${label}: ${count} products ${reused ? 'already loaded' : `loaded in ${(load / 1000).toFixed(1)} s`}; ${found}/1000 queries found candidates; load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(row('identify (all 1,000)', all));
  for (const [k, v] of byKind) console.log(row(`  ${k}`, v));
  console.log(row('autocomplete (1,000)', suggest));
  console.log(row('baseline: get by id', baseline));
  console.log(`  ratio p95 identify / p95 baseline: ${(percentile(all, 95) / percentile(baseline, 95)).toFixed(1)}×`);
  await db.close();
}

console.log(
  `bench/search — ${machine()}; ${kind} catalog of ${count} products, ${distinctWords(catalog)} distinct words`,
);
// PGlite in memory, or on disk in a folder (`--pglite-dir`), as the app keeps it under DATA_DIR.
const pgliteDir = option('pglite-dir', '');
if (dbs !== 'postgres')
  await run(`PGlite (${pgliteDir ? 'on disk' : 'in memory'})`, await openPglite(pgliteDir || 'memory://'));
if (dbs === 'pglite') process.exit(0);
let url = process.env.BENCH_DATABASE_URL;
let pg: { url: string; stop(): void } | undefined;
if (!url && postgresBinDir()) {
  // PostgreSQL's own guidance for a dedicated server: "a reasonable starting value for shared_buffers is 25% of the
  // memory" (the default is 128MB).
  pg = startPostgres({ port: 55499, settings: { shared_buffers: `${Math.floor(totalmem() / 4 / 2 ** 20)}MB` } });
  url = pg.url;
}
if (url) await run('PostgreSQL', await openPostgres(url), prewarm);
else console.log('\nPostgreSQL: not installed, skipped');
pg?.stop();
