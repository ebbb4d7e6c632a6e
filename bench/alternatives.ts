// bench/alternatives: better choices on the seed catalog (printed with their reasons), then their latency on a large
// synthetic catalog — 100,000 products on PGlite, 1,000,000 on PostgreSQL — with a primary-key read as the
// same-run baseline. Run: npx tsx bench/alternatives.ts [--pglite 100000] [--postgres 1000000]
// (PostgreSQL: set BENCH_DATABASE_URL, or it starts its own when installed.)
import { defaultPreferences, type Preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { loadSeedCatalog } from '../server/src/catalog/seed.ts';
import { AlternativesService } from '../server/src/products/alternatives-service.ts';
import { derivedVersion } from '../server/src/products/product-service.ts';
import { openPglite, openPostgres, type Db } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { ScoreRepository } from '../server/src/store/repositories/score-repository.ts';
import { postgresBinDir, startPostgres } from '../scripts/lib/postgres.mjs';
import { machine, ms, numberOption, percentile, random, time } from './lib.ts';

const withPreferences = (change: (p: Preferences) => void): Preferences => {
  const prefs = defaultPreferences();
  change(prefs);
  return prefs;
};

/** Ten diverse seed products, one with an allergy that rules out the otherwise best choice. */
const SHOWCASE: [id: string, preferences?: Preferences, note?: string][] = [
  ['hersheys-milk-chocolate-bar-1-55oz'],
  ['cadbury-dairy-milk-fruit-and-nut'],
  ['doritos-cool-original-tortilla-chips'],
  [
    'doritos-cool-original-tortilla-chips',
    withPreferences((p) => p.health.allergens.push('wheat', 'gluten')),
    'allergic to wheat and gluten',
  ],
  ['coca-cola-original-500ml'],
  ['fanta-orange-330ml-can'],
  ['kelloggs-coco-pops-480g'],
  ['lurpak-spreadable-slightly-salted-500g'],
  ['walkers-cheese-and-onion-crisps-6-pack'],
  ['nutella-hazelnut-spread-400g'],
  ['dove-beauty-bar-original-100g'],
];

async function showcase() {
  const db = await openPglite('memory://');
  await migrate(db);
  const products = new ProductRepository(db);
  await products.upsert(loadSeedCatalog(), 'seed');
  const service = new AlternativesService(new ScoreRepository(db, derivedVersion(knowledge)), products, knowledge);
  const scoring = await time(() => service.refresh());
  console.log(`Seed catalog: scored in ${(scoring / 1000).toFixed(2)} s`);
  for (const [id, preferences, note] of SHOWCASE) {
    const answer = await service.alternatives(id, preferences);
    console.log(`\n${id}${note ? ` (${note})` : ''} — ${answer.category ?? 'no category'}`);
    if (answer.message) console.log(`  ${answer.message}`);
    for (const a of answer.alternatives) {
      const s = a.scores;
      const grade = (x: typeof s.health) => (x ? `${x.grade}${Math.round(x.score)}` : '–');
      console.log(
        `  → ${a.name} (${a.brand}) +${a.gain} [H ${grade(s.health)} Env ${grade(s.environmental)} Eth ${grade(s.ethical)}]: ${a.reasons.join(' · ')}`,
      );
    }
  }
  await db.close();
}

/**
 * A synthetic catalog written in SQL: 4,000 narrow categories of Zipf-like sizes under 400 parents, random scores,
 * the facts the service reads. The score cards are made directly (the engine is not what is measured here).
 */
async function syntheticCatalog(db: Db, count: number) {
  const version = derivedVersion(knowledge);
  await db.query(
    `INSERT INTO products (id, gtin, name, brand, category, facts, search_text, name_text, source)
     SELECT 'alt-' || i, NULL, 'Product ' || i, 'Brand ' || (i % 5000), 'Category ' || c,
            jsonb_build_object('id', 'alt-' || i, 'name', 'Product ' || i, 'brand', 'Brand ' || (i % 5000),
              'category', 'Category ' || c, 'categoryTags', jsonb_build_array('en:parent-' || (c % 400), 'en:leaf-' || c),
              'kind', 'food', 'aliases', '[]'::jsonb, 'allergens', '[]'::jsonb, 'traces', '[]'::jsonb, 'perMl', false,
              'labels', '[]'::jsonb, 'packaging', '[]'::jsonb, 'ingredientsAnalysis', '[]'::jsonb,
              'ingredientsText', 'sugar, wheat flour, palm oil, hazelnuts',
              'sources', '[{"title": "Synthetic benchmark product"}]'::jsonb),
            'product ' || i, 'product ' || i, 'bench'
       FROM (SELECT i, floor(4000 * power(random(), 2))::int AS c FROM generate_series(1, $1::int) AS i) AS g`,
    [count],
  );
  await db.query(
    `INSERT INTO product_scores (product_id, version, kind, categories, card, health, environmental, ethical)
     SELECT p.id, $1, 'food', ARRAY(SELECT jsonb_array_elements_text(p.facts->'categoryTags')),
            jsonb_build_object('scores', jsonb_build_object('health', h, 'environmental', e, 'ethical', t),
              'unreliable', '[]'::jsonb, 'palmOil', 'unknown', 'animalTesting', 'unknown', 'certifications', '[]'::jsonb),
            h, e, t
       FROM (SELECT id, facts, floor(random() * 100) AS h, floor(random() * 100) AS e, floor(random() * 100) AS t
               FROM products WHERE source = 'bench') AS p`,
    [version],
  );
  await db.exec('ANALYZE');
}

async function run(label: string, db: Db, count: number) {
  await migrate(db);
  const load = await time(() => syntheticCatalog(db, count));
  const products = new ProductRepository(db);
  const service = new AlternativesService(new ScoreRepository(db, derivedVersion(knowledge)), products, knowledge);
  const allergic = withPreferences((p) => p.health.allergens.push('peanuts'));
  const rand = random(11);
  const id = () => `alt-${1 + Math.floor(rand() * count)}`;
  for (let i = 0; i < 50; i++) await service.alternatives(id(), undefined); // warm-up
  const plain: number[] = [];
  const personal: number[] = [];
  const baseline: number[] = [];
  let offered = 0;
  for (let i = 0; i < 500; i++) {
    const target = id();
    baseline.push(await time(() => products.get(target)));
    plain.push(
      await time(async () => (offered += (await service.alternatives(target, undefined)).alternatives.length)),
    );
    personal.push(await time(() => service.alternatives(target, allergic)));
  }
  const row = (name: string, v: number[]) =>
    `  ${name.padEnd(34)} p50 ${ms(percentile(v, 50)).padStart(10)}  p95 ${ms(percentile(v, 95)).padStart(10)}`;
  console.log(`\n${label}: ${count.toLocaleString('en')} products written and scored in ${(load / 1000).toFixed(1)} s`);
  console.log(row('alternatives, no preferences', plain));
  console.log(row('alternatives, with preferences', personal));
  console.log(row('baseline: product by id', baseline));
  console.log(`  mean alternatives offered: ${(offered / 500).toFixed(1)}`);
  console.log(
    `  ratio p95 / baseline p95: ${(percentile(plain, 95) / percentile(baseline, 95)).toFixed(1)}× and ${(percentile(personal, 95) / percentile(baseline, 95)).toFixed(1)}×  (target: p95 ≤ 50 ms)`,
  );
  await db.close();
}

console.log(`bench/alternatives — ${machine()}`);
await showcase();
await run('PGlite (in memory)', await openPglite('memory://'), numberOption('pglite', 100_000));
let url = process.env.BENCH_DATABASE_URL;
let pg: { url: string; stop(): void } | undefined;
if (!url && postgresBinDir()) {
  pg = startPostgres({ port: 55498 });
  url = pg.url;
}
try {
  if (url) await run('PostgreSQL', await openPostgres(url), numberOption('postgres', 1_000_000));
  else console.log('\nPostgreSQL: not installed, skipped');
} finally {
  pg?.stop(); // also when a run fails: no cluster left behind
}
