// Prints the alternatives of a few products, with and without preferences. Run: npx tsx bench/alternatives-demo.ts
import { preferences as preferencesSchema } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { loadSeedCatalog } from '../server/src/catalog/seed.ts';
import { AlternativesService } from '../server/src/products/alternatives-service.ts';
import { openPglite } from '../server/src/store/db.ts';
import { migrate } from '../server/src/store/migrations.ts';
import { ProductRepository } from '../server/src/store/product-repository.ts';

const db = await openPglite('memory://');
await migrate(db);
const products = new ProductRepository(db);
await products.upsert(loadSeedCatalog(), 'seed');
const service = new AlternativesService(db, products, knowledge);
const started = performance.now();
const scored = await service.refresh();
console.log(`scored ${scored} products in ${Math.round(performance.now() - started)} ms`);
const ids = process.argv.slice(2);
const prefs = process.env.PREFS ? preferencesSchema.parse(JSON.parse(process.env.PREFS)) : undefined;
for (const id of ids) {
  const answer = await service.alternatives(id, prefs);
  console.log(`\n${id} — ${answer.category ?? '(no category)'}${answer.message ? ` — ${answer.message}` : ''}`);
  for (const a of answer.alternatives) {
    console.log(`  ${a.name} (${a.brand}) +${a.gain} [${a.scores.health}/${a.scores.environmental}/${a.scores.ethical}]: ${a.reasons.join(' · ')}`);
  }
}
