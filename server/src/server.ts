import { prepareKnowledge } from '@clearcart/engine';
import type { FastifyBaseLogger } from 'fastify';
import { knowledge } from '@clearcart/knowledge';
import { buildApp } from './app.ts';
import { firebaseTokenVerifier } from './auth/token-verifier.ts';
import { ensureSeeded } from './catalog/ensure-seeded.ts';
import { loadSeedCatalog } from './catalog/seed.ts';
import { loadConfig } from './config/env.ts';
import { createServices } from './services.ts';
import { openDb } from './store/db.ts';
import { migrate } from './store/migrations.ts';

// The only file that listens: everything else is built by buildApp() so tests can inject requests.
const config = loadConfig();
const db = await openDb(config);
await migrate(db);
const tokens = firebaseTokenVerifier({ projectId: config.firebase.projectId, emulatorHost: config.authEmulatorHost });
// The providers log through the app's logger (and so obey LOG_LEVEL); it exists once the app is built.
const appLog: { current?: FastifyBaseLogger } = {};
const services = createServices(db, tokens, knowledge, {
  ...config.providers,
  log: (message, error) => appLog.current?.warn({ err: error }, `provider: ${message}`),
});
prepareKnowledge(knowledge);
const seeded = await ensureSeeded(db, services.products, loadSeedCatalog());
const app = await buildApp(config, services);
appLog.current = app.log;
if (seeded > 0) app.log.info(`seed catalog loaded: ${seeded} products`);
const p = config.providers;
const online = [
  p.openFoodFactsUrl && `Open Food Facts (${p.openFoodFactsUrl})`,
  p.openBeautyFactsUrl && `Open Beauty Facts (${p.openBeautyFactsUrl})`,
  p.openProductsFactsUrl && `Open Products Facts (${p.openProductsFactsUrl})`,
  p.wikidataUrl && `Wikidata (${p.wikidataUrl})`,
  p.llm && `a language model (${p.llm.baseUrl})`,
].filter(Boolean);
// Say what leaves the machine: barcodes and search words the catalog lacks go to these services.
// A line for the person starting the app, whatever the log level.
console.log(`Online sources: ${online.length > 0 ? online.join(', ') : 'none (fully offline)'}`);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
// Score cards for alternatives: the seed takes a moment, a full import minutes; requests are served meanwhile.
services.alternatives
  .refresh()
  .then((scored) => scored > 0 && app.log.info(`alternatives index: ${scored} products scored`))
  .catch((error: unknown) => app.log.error({ err: error }, 'alternatives index: scoring failed'));
