// bench/lists: a 30-item shopping list's page — every item's three scores, the alerts of a family of three,
// the basket's summary and better choices for the worst three items — through the whole app (GET /api/lists/{id}:
// token check, store, engine, serialisation) on a 100,000-product catalog in PGlite, with a single product read
// (GET /api/products/{id}) as the same-run baseline. Run: npx tsx bench/lists.ts [--products 100000] [--lists 150]
//
// The wall times depend on what else the machine runs (the load average is printed); the CPU time per cold page does
// not, much. "Cold": each request is a list nobody opened before, of 30 products nobody looked at (no alert in memory yet, no
// product response cached); "warm": the same list opened again (a shopper coming back to it).
import { loadavg } from 'node:os';
import { knowledge } from '@clearcart/knowledge';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/env.ts';
import { unauthorized } from '../server/src/errors.ts';
import { derivedVersion } from '../server/src/products/product-service.ts';
import { createServices } from '../server/src/services.ts';
import { openPglite, type Db } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { machine, ms, numberOption, percentile, random, time } from './lib.ts';

const ITEMS = 30;
const TARGET_P95_MS = 300;

/** What products are made of, some with what Léa (peanuts) or Sam (vegan) must not have. */
const RECIPES = [
  {
    text: 'sugar, wheat flour, palm oil, hazelnuts, skimmed milk powder',
    allergens: ['en:gluten', 'en:milk', 'en:nuts'],
  },
  {
    text: 'peanuts, sugar, cocoa butter, milk powder, soy lecithin',
    allergens: ['en:peanuts', 'en:milk', 'en:soybeans'],
  },
  { text: 'oats, water, rapeseed oil, salt', allergens: ['en:gluten'] },
  { text: 'tomatoes, water, sugar, vinegar, salt, spices', allergens: [] },
  { text: 'milk, cream, sugar, egg yolk, vanilla', allergens: ['en:milk', 'en:eggs'] },
  { text: 'roasted peanuts, salt', allergens: ['en:peanuts'] },
  { text: 'rice, sunflower oil, sea salt', allergens: [] },
];

/**
 * A synthetic catalog written in SQL, as bench/alternatives.ts writes it: 4,000 narrow categories of Zipf-like sizes
 * under 400 parents, random score cards, facts the engine can read (ingredients and allergens).
 */
async function syntheticCatalog(db: Db, count: number) {
  await db.query(
    `INSERT INTO products (id, gtin, name, brand, category, facts, search_text, name_text, source)
     SELECT 'list-' || i, NULL, 'Product ' || i, 'Brand ' || (i % 5000), 'Category ' || c,
            jsonb_build_object('id', 'list-' || i, 'name', 'Product ' || i, 'brand', 'Brand ' || (i % 5000),
              'category', 'Category ' || c, 'categoryTags', jsonb_build_array('en:parent-' || (c % 400), 'en:leaf-' || c),
              'kind', 'food', 'aliases', '[]'::jsonb, 'allergens', (r->'allergens'), 'traces', '[]'::jsonb,
              'perMl', false, 'labels', '[]'::jsonb, 'packaging', '[]'::jsonb, 'ingredientsAnalysis', '[]'::jsonb,
              'ingredientsText', r->>'text', 'sources', '[{"title": "Synthetic benchmark product"}]'::jsonb),
            'product ' || i, 'product ' || i, 'bench'
       FROM (SELECT i, floor(4000 * power(random(), 2))::int AS c, ($2::jsonb)->(i % $3) AS r
               FROM generate_series(1, $1::int) AS i) AS g`,
    [count, JSON.stringify(RECIPES), RECIPES.length],
  );
  await db.query(
    `INSERT INTO product_scores (product_id, version, kind, categories, card, health, environmental, ethical)
     SELECT p.id, $1, 'food', ARRAY(SELECT jsonb_array_elements_text(p.facts->'categoryTags')),
            jsonb_build_object('scores', jsonb_build_object('health', h, 'environmental', e, 'ethical', t),
              'unreliable', '[]'::jsonb, 'palmOil', 'unknown', 'animalTesting', 'unknown', 'certifications', '[]'::jsonb),
            h, e, t
       FROM (SELECT id, facts, floor(random() * 100) AS h, floor(random() * 100) AS e, floor(random() * 100) AS t
               FROM products WHERE source = 'bench') AS p`,
    [derivedVersion(knowledge)],
  );
  await db.exec('ANALYZE');
}

const count = numberOption('products', 100_000);
const listCount = numberOption('lists', 150);
console.log(
  `bench/lists — ${machine()}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

const db = await openPglite('memory://');
await migrate(db);
const loading = await time(() => syntheticCatalog(db, count));
// "Bearer user:<uid>" is user <uid>: the token check is not what is measured here (bench/load.ts has it).
const tokens = {
  verify: async (authorization: string | undefined) => {
    const uid = /^Bearer user:([\w-]+)$/.exec(authorization ?? '')?.[1];
    if (!uid) throw unauthorized();
    return uid;
  },
  account: () => Promise.resolve(null),
  deleteAccount: () => Promise.resolve(),
};
const services = createServices(db, tokens, knowledge);
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), services);
const rand = random(34);
const product = () => `list-${1 + Math.floor(rand() * count)}`;

// The families: Me (avoids palm oil), Léa (peanuts), Sam (vegan); one 30-item list each.
const lists: { uid: string; id: string }[] = [];
for (let i = 0; i < listCount + 1; i++) {
  const uid = `family-${i}`;
  const headers = { authorization: `Bearer user:${uid}` };
  await app.inject({
    method: 'POST',
    url: '/api/preferences',
    headers,
    payload: { health: { avoid_ingredients: ['palm oil'] } },
  });
  await app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers,
    payload: { name: 'Léa', preferences: { health: { allergens: ['peanuts'] } } },
  });
  await app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers,
    payload: { name: 'Sam', preferences: { health: { dietary_restrictions: ['vegan'] } } },
  });
  const items = Array.from({ length: ITEMS }, () => ({ product_id: product(), quantity: 1 + Math.floor(rand() * 3) }));
  const created = await app.inject({
    method: 'POST',
    url: '/api/lists',
    headers,
    payload: { name: `Weekly shop ${i}`, items },
  });
  lists.push({ uid, id: created.json<{ id: string }>().id });
}

const open = async (list: { uid: string; id: string }) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/lists/${list.id}`,
    headers: { authorization: `Bearer user:${list.uid}` },
  });
  if (response.statusCode !== 200) throw new Error(`GET /api/lists/{id} answered ${response.statusCode}`);
  return response.json<{
    items: { alerts: unknown[] }[];
    summary: { worst: { better_choices: unknown[] }[]; people: { name: string; items_with_alerts: number }[] };
  }>();
};
const read = async (id: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
  if (response.statusCode !== 200) throw new Error(`GET /api/products/{id} answered ${response.statusCode}`);
};

// Warm-up of the code paths, on a list and products left out of the measures.
const [spare, ...measured] = lists;
for (let i = 0; i < 5; i++) {
  await open(spare!);
  await read(product());
}

const cold: number[] = [];
const warm: number[] = [];
const baseline: number[] = [];
/** CPU time of this process per cold page (PGlite runs in it): what the page costs whatever else the machine runs. */
const coldCpu: number[] = [];
const cpu = async (work: () => Promise<unknown>) => {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
let alerted = 0;
let choices = 0;
let worst = 0;
for (const list of measured) {
  baseline.push(await time(() => read(product())));
  let page: Awaited<ReturnType<typeof open>> | undefined;
  coldCpu.push(await cpu(async () => cold.push(await time(async () => (page = await open(list))))));
  alerted += page!.items.filter((item) => item.alerts.length > 0).length;
  worst += page!.summary.worst.length;
  choices += page!.summary.worst.reduce((sum, w) => sum + w.better_choices.length, 0);
}
for (let i = 0; i < measured.length; i++) warm.push(await time(() => open(measured[0]!)));

const row = (name: string, v: number[]) =>
  `  ${name.padEnd(46)} p50 ${ms(percentile(v, 50)).padStart(10)}  p95 ${ms(percentile(v, 95)).padStart(10)}`;
console.log(
  `\nPGlite (in memory): ${count.toLocaleString('en')} products written and scored in ${(loading / 1000).toFixed(1)} s; ` +
    `${measured.length} families of three, one ${ITEMS}-item list each`,
);
console.log(row(`list page, ${ITEMS} items, 3 people (cold)`, cold));
console.log(row(`list page, ${ITEMS} items, 3 people (warm, again)`, warm));
console.log(row('baseline: GET /api/products/{id}', baseline));
console.log(row(`list page (cold), CPU time of the process`, coldCpu));
console.log(
  `  per page: ${(alerted / measured.length).toFixed(1)} items with an alert for someone, ` +
    `${(worst / measured.length).toFixed(1)} worst items, ${(choices / measured.length).toFixed(1)} better choices`,
);
const p95 = percentile(cold, 95);
console.log(
  `  ratio p95 / baseline p95: ${(p95 / percentile(baseline, 95)).toFixed(1)}× cold, ` +
    `${(percentile(warm, 95) / percentile(baseline, 95)).toFixed(1)}× warm  (target: p95 ≤ ${TARGET_P95_MS} ms: ` +
    `${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
);
console.log(
  `  load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await app.close();
