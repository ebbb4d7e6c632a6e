import type { OpenFactsSite } from '@clearcart/engine';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PhotoWorkStats } from '../photo-work/photo-work.ts';
import type { Services } from '../services.ts';
import { readSyncState, type SyncState } from '../catalog/delta-sync.ts';

const BREAKER_STATES = ['closed', 'open', 'half-open', 'isolated'] as const;

/** Node's own metrics (CPU, memory, event loop, GC): one collector per process, however many apps it builds. */
let processMetrics: Registry | undefined;
const processRegistry = () => {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
};

/**
 * /metrics in Prometheus' text format, for the operator's Prometheus (not for shoppers: the proxy should not route it
 * from outside). Request rate and latency per route, the photo queue's depth and job times, the caches' hit ratios,
 * the online sources' circuit breakers, the store's connection pools, and Node's own (CPU, memory, event loop).
 */
export function registerMetrics(
  app: FastifyInstance,
  services: Services,
  /** The sites whose delta files the catalog follows: their sync's gauges, one series a site. */
  syncedSites: readonly OpenFactsSite[],
): void {
  const registry = new Registry();

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? '(no route)', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const jobs = new Counter({
    name: 'clearcart_photo_jobs_total',
    help: 'Photos decoded and read (barcodes, OCR), by kind and outcome',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'clearcart_photo_job_seconds',
    help: 'Time a photo waited for a reader (queue or admission line) and the time it took to read',
    labelNames: ['kind', 'phase'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers: [registry],
  });
  // One look at the queue per scrape, shared by the gauges below.
  let photoStats: { at: number; stats: Promise<PhotoWorkStats | null> } | undefined;
  const queueStats = () => {
    if (!photoStats || Date.now() - photoStats.at > 500) {
      photoStats = { at: Date.now(), stats: services.photos.stats().catch(() => null) };
    }
    return photoStats.stats;
  };
  services.photos.onJob = ({ kind, outcome, waitMs, runMs }) => {
    jobs.inc({ kind, outcome });
    jobSeconds.observe({ kind, phase: 'wait' }, waitMs / 1000);
    if (runMs > 0) jobSeconds.observe({ kind, phase: 'run' }, runMs / 1000);
  };
  new Gauge({
    name: 'clearcart_photo_queue_depth',
    help: 'Photos waiting for a reader and being read (the queue on PostgreSQL, or this process)',
    labelNames: ['mode', 'state'],
    registers: [registry],
    async collect() {
      const stats = await queueStats();
      if (!stats) return;
      this.set({ mode: stats.mode, state: 'waiting' }, stats.waiting);
      this.set({ mode: stats.mode, state: 'running' }, stats.running);
    },
  });
  new Gauge({
    name: 'clearcart_photo_workers',
    help: 'Worker processes connected to the photo queue',
    registers: [registry],
    async collect() {
      const stats = await queueStats();
      if (stats?.workers !== undefined) this.set(stats.workers);
    },
  });
  new Gauge({
    name: 'clearcart_photo_worker_capacity',
    help: 'Photos the connected workers read at once (the sum of their concurrency)',
    registers: [registry],
    async collect() {
      const stats = await queueStats();
      if (stats?.capacity !== undefined) this.set(stats.capacity);
    },
  });

  const caches = () => [
    { cache: 'product_responses', counts: services.responses.counts },
    ...(services.online ? [{ cache: 'online_sources', counts: services.online.cache.counts }] : []),
  ];
  const counted = new Map<string, number>();
  new Counter({
    name: 'clearcart_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      for (const { cache, counts } of caches()) {
        for (const result of ['hit', 'miss'] as const) {
          const total = result === 'hit' ? counts.hits : counts.misses;
          const key = `${cache}:${result}`;
          this.inc({ cache, result }, total - (counted.get(key) ?? 0));
          counted.set(key, total);
        }
      }
    },
  });
  new Gauge({
    name: 'clearcart_cache_hit_ratio',
    help: 'Share of cache lookups answered from the cache since start',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const { cache, counts } of caches()) {
        const total = counts.hits + counts.misses;
        this.set({ cache }, total === 0 ? 0 : counts.hits / total);
      }
    },
  });

  // The family's delta files (decisions 070, 122): one read of each synced site's state per scrape, shared by the
  // gauges below, each labelled with the site (off, obf, opf).
  let syncRead: { at: number; states: Promise<{ site: string; state: SyncState | null }[]> } | undefined;
  const syncStates = () => {
    if (!syncRead || Date.now() - syncRead.at > 1_000) {
      const states = syncedSites.map(async (site) => ({
        site: site.prefix,
        state: await readSyncState(services.db, site).catch(() => null),
      }));
      syncRead = { at: Date.now(), states: Promise.all(states) };
    }
    return syncRead.states;
  };
  new Gauge({
    name: 'clearcart_delta_sync_last_success_timestamp_seconds',
    help: "When the last sync of a site's delta files ended without error (0: never)",
    labelNames: ['site'],
    registers: [registry],
    async collect() {
      for (const { site, state } of await syncStates())
        this.set({ site }, state?.lastSync ? Date.parse(state.lastSync) / 1000 : 0);
    },
  });
  new Gauge({
    name: 'clearcart_delta_sync_rows',
    help: "Products the last sync of a site's delta files applied",
    labelNames: ['site'],
    registers: [registry],
    async collect() {
      for (const { site, state } of await syncStates()) this.set({ site }, state?.lastRows ?? 0);
    },
  });
  new Gauge({
    name: 'clearcart_delta_sync_lag_seconds',
    help: "Time since the newest change of a site the catalog holds (its full export's or a delta's)",
    labelNames: ['site'],
    registers: [registry],
    async collect() {
      for (const { site, state } of await syncStates()) {
        const watermark = state?.watermark ?? 0;
        if (watermark > 0) this.set({ site }, Math.max(0, Date.now() / 1000 - watermark));
      }
    },
  });
  new Gauge({
    name: 'clearcart_online_lookups_waiting',
    help: "Barcodes waiting for a slot of the Open Food Facts family's rate limits, in this instance",
    registers: [registry],
    collect() {
      this.set(services.onlineIdentify?.waitingCount ?? 0);
    },
  });

  new Gauge({
    name: 'clearcart_online_source_breaker_state',
    help: "An online source's circuit breaker: 1 for its current state (open: the source is not asked for a while)",
    labelNames: ['source', 'state'],
    registers: [registry],
    collect() {
      const online = services.online;
      if (!online) return;
      const clients = [
        ...online.openFacts.map((p) => p.http),
        ...(online.wikidata ? [online.wikidata.http] : []),
        ...(online.llm ? [online.llm.http] : []),
      ];
      for (const client of clients) {
        for (const state of BREAKER_STATES) {
          this.set({ source: client.name, state }, client.breakerState === state ? 1 : 0);
        }
      }
    },
  });

  new Gauge({
    name: 'clearcart_store_pool_connections',
    help: "The store's connection pools (PostgreSQL primary and replicas): open, idle, and queries waiting for one",
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const use of services.db.poolUse?.() ?? []) {
        this.set({ pool: use.pool, state: 'total' }, use.total);
        this.set({ pool: use.pool, state: 'idle' }, use.idle);
        this.set({ pool: use.pool, state: 'waiting' }, use.waiting);
      }
    },
  });
  new Gauge({
    name: 'clearcart_store_replica_up',
    help: 'A read replica in use (0 while it is left out after a failure and the primary answers its reads)',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      for (const use of services.db.poolUse?.() ?? [])
        if (use.pool !== 'primary') this.set({ pool: use.pool }, +use.up);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const body = `${await processRegistry().metrics()}\n${await registry.metrics()}`;
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
