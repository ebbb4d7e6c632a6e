// bench/search: identify latency on a 100,000-product catalog, in PGlite and in PostgreSQL.
// Run: npx tsx bench/search.ts [count]   (PostgreSQL: set BENCH_DATABASE_URL, or it starts its own when installed)
import { IdentifyService } from '../server/src/identify/identify-service.ts';
import { LabelReader } from '../server/src/identify/image/index.ts';
import { openPglite, openPostgres, type Db } from '../server/src/store/db.ts';
import { migrate } from '../server/src/store/migrations.ts';
import { ProductRepository } from '../server/src/store/product-repository.ts';
import { postgresBinDir, startPostgres } from '../scripts/lib/postgres.mjs';
import { machine, ms, percentile, pick, random, syntheticCatalog, time } from './lib.ts';

const count = Number(process.argv[2] ?? 100_000);
const catalog = syntheticCatalog(count);

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

async function run(label: string, db: Db) {
  await migrate(db);
  const products = new ProductRepository(db);
  const load = await time(async () => {
    for (let i = 0; i < catalog.length; i += 2000) await products.upsert(catalog.slice(i, i + 2000), 'bench');
  });
  await db.exec('ANALYZE');
  const identify = new IdentifyService(products, new LabelReader());
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
  const rand = random(3);
  const baseline: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const id = pick(rand, catalog).id;
    baseline.push(await time(() => products.get(id)));
  }
  const row = (name: string, v: number[]) =>
    `  ${name.padEnd(22)} p50 ${ms(percentile(v, 50)).padStart(10)}  p95 ${ms(percentile(v, 95)).padStart(10)}  p99 ${ms(percentile(v, 99)).padStart(10)}`;
  console.log(
    `\n${label}: ${count} products loaded in ${(load / 1000).toFixed(1)} s; ${found}/1000 queries found candidates`,
  );
  console.log(row('identify (all 1,000)', all));
  for (const [kind, v] of byKind) console.log(row(`  ${kind}`, v));
  console.log(row('baseline: get by id', baseline));
  console.log(`  ratio p95 identify / p95 baseline: ${(percentile(all, 95) / percentile(baseline, 95)).toFixed(1)}×`);
  await db.close();
}

console.log(`bench/search — ${machine()}`);
await run('PGlite (in memory)', await openPglite('memory://'));
let url = process.env.BENCH_DATABASE_URL;
let pg: { url: string; stop(): void } | undefined;
if (!url && postgresBinDir()) {
  pg = startPostgres({ port: 55499 });
  url = pg.url;
}
if (url) await run('PostgreSQL', await openPostgres(url));
else console.log('\nPostgreSQL: not installed, skipped');
pg?.stop();
