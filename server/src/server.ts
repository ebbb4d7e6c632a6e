import { dateKnowledge, prepareKnowledge } from '@clearcart/engine';
import type { FastifyBaseLogger } from 'fastify';
import { knowledge } from '@clearcart/knowledge';
import { buildApp } from './app.ts';
import { firebaseTokenVerifier } from './auth/token-verifier.ts';
import { ensureSeeded } from './catalog/ensure-seeded.ts';
import { loadSeedCatalog } from './catalog/seed.ts';
import { loadConfig } from './config/env.ts';
import { importFile } from './catalog/import-file.ts';
import { describeSync, rowsApplied, scheduleDeltaSync, SYNC_OFF, syncSites } from './catalog/delta-sync.ts';
import { userAgent, whyNotRead } from './providers/http.ts';
import { QueuedPhotoWork } from './photo-work/queue.ts';
import { createServices } from './services.ts';
import { openStore, scheduleDailySnapshots, StoreDamagedError, takeSnapshot } from './store/database/embedded-store.ts';
import { serveOwnerControl } from './store/database/owner-control.ts';
import { StoreBusyError } from './store/database/store-lock.ts';

/** Stops with one plain sentence where the person starting the app can act on it, not with a stack trace. */
function refuse(error: unknown): never {
  const plain = error instanceof StoreBusyError || error instanceof StoreDamagedError;
  console.error(`✖ ${plain ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
const portTaken = (port: number) =>
  `✖ Port ${port} is already in use by another program. Set PORT to another port (PORT=${port + 1} npm start).`;

// The only file that listens: everything else is built by buildApp() so tests can inject requests.
const config = loadConfig();
// PostgreSQL: the app listens before it migrates, so a proxy sees it alive but not ready until the schema is current
// (another instance may be migrating it). The embedded store is migrated first, as it always was.
const store = await openStore(
  config,
  { role: 'server', port: config.port },
  (file) => console.log(`Snapshot before migrating the store: ${file}`),
  { migrateLater: Boolean(config.databaseUrl) },
).catch(refuse);
const db = store.db;
const tokens = firebaseTokenVerifier({ projectId: config.firebase.projectId, emulatorHost: config.authEmulatorHost });
// The providers and the photo queue log through the app's logger (and so obey LOG_LEVEL); it exists once the app is
// built.
const appLog: { current?: FastifyBaseLogger } = {};
// On PostgreSQL, photos are read by `npm run worker` processes from a queue in it (decision 034).
const photoWork =
  config.photoWork.mode === 'queue' && config.databaseUrl
    ? await QueuedPhotoWork.open(config.databaseUrl, {
        queueMax: config.photoWork.queueMax,
        waitMs: config.photoWork.waitMs,
        log: (level, fields, message) => appLog.current?.[level](fields, message),
      }).catch(refuse)
    : undefined;
// Reports check dated company facts (a pending split, a goal year) against the day they are made.
dateKnowledge(knowledge, () => new Date().toISOString().slice(0, 10));
const services = createServices(
  db,
  tokens,
  knowledge,
  {
    ...config.providers,
    redisUrl: config.redisUrl,
    // On PostgreSQL the workers read the recall registers (`npm run worker`); on the embedded store, the app.
    pollRecalls: !config.databaseUrl,
    log: (message, error) => appLog.current?.warn(whyNotRead(error), `provider: ${message}`),
  },
  photoWork,
);
prepareKnowledge(knowledge);
const migrateLater = store.migrate !== undefined;
services.readiness.starting = migrateLater;
const seeded = migrateLater ? 0 : await ensureSeeded(db, services.products, loadSeedCatalog());
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
  p.recalls.rappelConsoUrl && `RappelConso recalls (${p.recalls.rappelConsoUrl})`,
  p.recalls.fsaAlertsUrl && `FSA food alerts (${p.recalls.fsaAlertsUrl})`,
  p.recalls.openFdaUrl && `openFDA food recalls (${p.recalls.openFdaUrl})`,
  p.recalls.safetyGateUrl && `EU Safety Gate alerts (${p.recalls.safetyGateUrl})`,
  p.openFoodFactsWrite && `uploads of products shoppers share to Open Food Facts (${p.openFoodFactsWrite.url})`,
].filter(Boolean);
// Say what leaves the machine: barcodes and search words the catalog lacks go to these services.
// A line for the person starting the app, whatever the log level.
console.log(`Online sources: ${online.length > 0 ? online.join(', ') : 'none (fully offline)'}`);

// Score cards for alternatives: the seed takes a moment, a full import minutes; requests are served meanwhile.
const rescore = () =>
  services.alternatives
    .refresh()
    .then((scored) => scored > 0 && app.log.info(`alternatives index: ${scored} products scored`))
    .catch((error: unknown) => app.log.error({ err: error }, 'alternatives index: scoring failed'));

// The Open Food Facts family's daily delta files keep the catalog current (decisions 070, 122): on the embedded store
// the app syncs every configured site on its schedule; on PostgreSQL the workers do (`npm run worker`).
const deltaSources = config.providers.deltaSync.sites;
const deltaOptions = { userAgent: userAgent(config.providers.contact) };
const stopDeltaSync =
  deltaSources.length > 0 && !config.databaseUrl && config.providers.deltaSync.everyMs > 0
    ? scheduleDeltaSync(db, services.products, deltaSources, {
        ...deltaOptions,
        everyMs: config.providers.deltaSync.everyMs,
        log: (line) => app.log.info(`delta sync: ${line}`),
        onDone: (results) => rowsApplied(results) > 0 && void rescore(),
      })
    : () => {};

// The embedded store's owner: backups and imports other commands hand over, and a daily snapshot.
const control = store.lock
  ? await serveOwnerControl({
      backup: (file) => takeSnapshot(db, config, 'manual', file),
      import: async (request, out) => {
        await importFile(db, services.products, request, out);
        void rescore();
      },
      sync: async (out) => {
        if (deltaSources.length === 0) throw new Error(SYNC_OFF);
        const results = await syncSites(db, services.products, deltaSources, {
          ...deltaOptions,
          log: (line) => out.line(line),
        });
        const { lines, incomplete } = describeSync(results);
        for (const line of lines) out.line(line);
        if (rowsApplied(results) > 0) void rescore();
        // `npm run sync` exits 1 then, as it does when it runs the sync itself.
        if (incomplete) throw new Error(incomplete);
      },
    })
  : undefined;
if (control) store.lock?.update({ socket: control.socket });
const stopSnapshots = store.lock
  ? scheduleDailySnapshots(db, config, (error, file) =>
      error ? app.log.error({ err: error }, 'daily snapshot failed') : app.log.info(`daily snapshot: ${file}`),
    )
  : () => {};

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  stopSnapshots();
  stopDeltaSync();
  await control?.close();
  // Closing closes the idle keep-alive connections once; one busy then would hold the exit for its 72 s timeout
  // after its answer, so idle ones are closed as they come until the app is closed.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  await app.close(); // closes the store too
  clearInterval(sweep);
  store.lock?.release();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port }).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(portTaken(config.port));
  process.exit(1);
});
if (migrateLater) {
  const migrated = await store.migrate!().catch(refuse);
  if (migrated > 0) app.log.info(`store migrated: ${migrated} migrations applied`);
  const loaded = await ensureSeeded(db, services.products, loadSeedCatalog()).catch(refuse);
  if (loaded > 0) app.log.info(`seed catalog loaded: ${loaded} products`);
  services.readiness.starting = false;
}
void rescore();
