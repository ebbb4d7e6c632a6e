// `npm run worker`: a process that reads photos (barcodes, label OCR, pack panels) from the queue in PostgreSQL, for
// the API instances that wait for the answers (decision 034). Run as many as the photo traffic needs, anywhere that
// reaches the primary.
import { availableParallelism, setPriority } from 'node:os';
import { pino } from 'pino';
import { loadConfig } from './config/env.ts';
import { WordReader, PanelReader } from './image/index.ts';
import { PhotoQueueWorker } from './photo-work/queue.ts';
import { recallProviders } from './recalls/recall-providers.ts';
import { RecallService } from './recalls/recall-service.ts';
import { WebPush } from './recalls/web-push.ts';
import { openPostgres } from './store/database/db.ts';
import { RecallRepository } from './store/repositories/recall-repository.ts';
import { ProductRepository } from './store/repositories/product-repository.ts';
import { scheduleDeltaSync } from './catalog/delta-sync.ts';
import { userAgent, whyNotRead } from './providers/http.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    '✖ The photo worker reads its jobs from PostgreSQL: set DATABASE_URL (with the embedded store the app reads photos itself).',
  );
  process.exit(1);
}
// A lower CPU priority (nice 10): where a worker shares a machine with an API instance, the API's requests are served
// first and OCR takes the cores they leave; on a machine of its own it changes nothing. Threads made from here on
// (the OCR engines, the image decoder's) inherit it.
try {
  setPriority(10);
} catch {
  // Not permitted here: the worker runs at the normal priority.
}
// Written at once (a line per photo is few): a worker killed a moment later still leaves its last lines.
const log = pino(
  { level: config.logLevel, base: { role: 'photo-worker', pid: process.pid } },
  pino.destination({ dest: 1, sync: true }),
);
const concurrency = config.photoWork.workerConcurrency ?? availableParallelism();
// One OCR engine per photo read at once; English is shared by identify and the panels read in English.
const wordReader = new WordReader({ poolSize: concurrency, maxQueue: concurrency });
const panelReader = new PanelReader(wordReader);
// The first photo should not pay for starting tesseract.
await wordReader.warmUp();
const worker = await PhotoQueueWorker.start(
  config.databaseUrl,
  { wordReader, panelReader },
  { concurrency, log: (level, fields, message) => log[level](fields, message) },
).catch((error: unknown) => {
  console.error(`✖ The photo worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
log.info({ concurrency }, 'photo worker ready');

// On PostgreSQL the workers read the recall registers on their schedule (one of them each period: the poll is claimed
// in the store), match them to the catalog and tell the accounts.
const recallSources = recallProviders({ ...config.providers });
const recallDb = recallSources.length > 0 ? await openPostgres(config.databaseUrl) : undefined;
const recalls = recallDb
  ? new RecallService(
      new RecallRepository(recallDb),
      recallSources,
      {
        pollMs: config.providers.recalls.pollMs,
        log: (message, error) => log.warn(whyNotRead(error), message),
      },
      new WebPush(recallDb, config.providers.contact),
    )
  : undefined;
recalls?.start();

// On PostgreSQL the workers apply the family's delta files on their schedule, each site's period claimed in the
// store by one of them (decisions 070, 122).
const deltaSync = config.providers.deltaSync;
const syncDb = deltaSync.sites.length > 0 && deltaSync.everyMs > 0 ? await openPostgres(config.databaseUrl) : undefined;
const stopDeltaSync = syncDb
  ? scheduleDeltaSync(syncDb, new ProductRepository(syncDb), deltaSync.sites, {
      userAgent: userAgent(config.providers.contact),
      everyMs: deltaSync.everyMs,
      log: (line) => log.info(`delta sync: ${line}`),
    })
  : () => {};

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ running: worker.running }, `${signal}: finishing the photos in hand, then stopping`);
  await worker.stop();
  await recalls?.stop();
  await recallDb?.close();
  stopDeltaSync();
  await syncDb?.close();
  await panelReader.close();
  await wordReader.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
