// bench/evaluate: a product's full evaluation, cold (engine) and cached (store + memory), against a plain
// product read as the baseline. Run: npx tsx bench/evaluate.ts
import { evaluateProduct } from '@clearcart/engine';
import { knowledge } from '@clearcart/knowledge';
import { defaultPreferences } from '@clearcart/contracts';
import { loadSeedCatalog } from '../server/src/catalog/seed.ts';
import { ProductService } from '../server/src/products/product-service.ts';
import { openPglite } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { EvaluationRepository } from '../server/src/store/repositories/evaluation-repository.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { machine, ms, percentile, time } from './lib.ts';

const seed = loadSeedCatalog();
const db = await openPglite('memory://');
await migrate(db);
const products = new ProductRepository(db);
await products.upsert(seed, 'seed');
const service = new ProductService(products, new EvaluationRepository(db), knowledge);
const preferences = {
  ...defaultPreferences(),
  health: { ...defaultPreferences().health, allergens: ['peanuts' as const] },
};

const engine: number[] = [];
const cold: number[] = [];
const cached: number[] = [];
const baseline: number[] = [];
for (const p of seed) engine.push(await time(async () => evaluateProduct(p, knowledge, preferences)));
for (const p of seed) cold.push(await time(() => service.evaluate(p.id, preferences)));
for (const p of seed) cached.push(await time(() => service.evaluate(p.id, preferences)));
for (const p of seed) baseline.push(await time(() => products.get(p.id)));

const row = (name: string, v: number[]) =>
  `  ${name.padEnd(40)} p50 ${ms(percentile(v, 50)).padStart(9)}  p95 ${ms(percentile(v, 95)).padStart(9)}`;
console.log(`bench/evaluate — ${seed.length} seed products, ${machine()}`);
console.log(row('engine only (evaluateProduct)', engine));
console.log(row('cold: read + engine + store in cache', cold));
console.log(row('cached: second request', cached));
console.log(row('baseline: read the product by id', baseline));
console.log(`  ratio cached p50 / baseline p50: ${(percentile(cached, 50) / percentile(baseline, 50)).toFixed(1)}×`);
console.log(`  ratio cold p50 / baseline p50: ${(percentile(cold, 50) / percentile(baseline, 50)).toFixed(1)}×`);
console.log('  targets (DESIGN.md §6): cached ≤ 5 ms, cold ≤ 50 ms');
await db.close();
