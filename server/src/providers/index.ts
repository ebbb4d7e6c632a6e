import type { Config } from '../config/env.ts';
import type { ShareQueueOptions } from '../my-products/share-queue.ts';
import type { Db } from '../store/database/db.ts';
import { ProviderCache } from './cache.ts';
import { Redis } from 'ioredis';
import { userAgent, type HttpOptions } from './http.ts';
import { LlmProvider } from './llm.ts';
import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS } from '@clearcart/engine';
import { OPEN_FACTS_LIMITS, OpenFoodFactsProvider, type OpenFactsLimits } from './open-food-facts.ts';
import { LocalRateWindow, RedisRateWindow, type RateWindow } from './rate-window.ts';
import { WikidataProvider } from './wikidata.ts';

export { ProviderError } from './http.ts';
export { LLM_SOURCE, LLM_MARKER, isLlmSource } from './llm.ts';
export { ProductEnricher } from './enrich.ts';

/** Where a provider failure is reported; never thrown at the shopper. */
export type ProviderLog = (message: string, error?: unknown) => void;

export interface ProviderSettings extends Partial<Config['providers']> {
  /** Per-provider HTTP settings (tests shorten timeouts). */
  http?: {
    openFoodFacts?: Partial<HttpOptions>;
    /** Open Food Facts' write API (uploads of shoppers' read products). */
    openFoodFactsWrite?: Partial<HttpOptions>;
    wikidata?: Partial<HttpOptions>;
    llm?: Partial<HttpOptions>;
    /** The recall registers (RappelConso, FSA, openFDA). */
    recalls?: Partial<HttpOptions>;
  };
  /** False where another process reads the recall registers (the API on PostgreSQL: the worker does). */
  pollRecalls?: boolean;
  /** The clock the recall registers' notices are dated against (tests). */
  now?: () => Date;
  /** When and how often queued uploads to Open Food Facts are tried (tests shorten the waits). */
  shareQueue?: ShareQueueOptions;
  /** Contact in the User-Agent the Open Food Facts family asks for (config: CONTACT_EMAIL). */
  contact?: string;
  /**
   * Redis, where every instance counts its requests to the Open Food Facts family together (config: REDIS_URL);
   * unset, each instance counts its own.
   */
  redisUrl?: string;
  /** The clock the online limits are counted on, in ms (tests move it instead of waiting). */
  limitClock?: () => number;
  /** Total time identify may spend online before answering with what it has (default 8 s). */
  identifyBudgetMs?: number;
  /** Time a product response waits for Wikidata or the LLM before answering without (default 2.5 s). */
  enrichWaitMs?: number;
  log?: ProviderLog;
}

/** The configured providers; each absent unless its variable is set. */
export interface Providers {
  /** Open Food Facts, Open Beauty Facts, Open Products Facts, in the order a barcode is asked of them. */
  openFacts: OpenFoodFactsProvider[];
  wikidata?: WikidataProvider;
  llm?: LlmProvider;
  identifyBudgetMs: number;
  enrichWaitMs: number;
  log: ProviderLog;
  /** The answers kept (its hit ratio is on /metrics). */
  cache: ProviderCache;
  /** The clock the online limits are counted on. */
  limitClock: () => number;
  /** Lets go of the shared limits' connection. */
  close(): Promise<void>;
}

/** The Open Food Facts family's limits: one minute's window, in Redis when configured, else in this process. */
function openFactsLimits(settings: ProviderSettings, now: () => number, log: ProviderLog): OpenFactsLimits {
  const windowMs = 60_000;
  let window: RateWindow;
  if (settings.redisUrl) {
    // Commands fail at once while Redis is down (the window then counts in this process), never queue behind it.
    const redis = new Redis(settings.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
    });
    let warned = 0;
    const warn = (error: unknown) => {
      // Once a minute at most: a Redis outage is one message, not one per request.
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      log('Redis (the shared online limits) unreachable: each instance counts its own meanwhile', error);
    };
    redis.on('error', warn);
    window = new RedisRateWindow(redis, { windowMs, now }, undefined, warn);
  } else {
    window = new LocalRateWindow({ windowMs, now });
  }
  return {
    readsPerMinute: settings.openFactsLimits?.readsPerMinute ?? OPEN_FACTS_LIMITS.readsPerMinute,
    searchesPerMinute: settings.openFactsLimits?.searchesPerMinute ?? OPEN_FACTS_LIMITS.searchesPerMinute,
    window,
    windowMs,
  };
}

/** Longer than every provider's TTL (30 days). */
const CACHE_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;

/** Without a logger (tests, scripts) provider failures are not printed; the app passes its own (server.ts). */
const defaultLog: ProviderLog = () => undefined;

/** Builds the providers the settings configure; null when none is, so the app behaves exactly as offline. */
export function createProviders(db: Db, settings: ProviderSettings = {}): Providers | null {
  const { openFoodFactsUrl, openBeautyFactsUrl, openProductsFactsUrl, wikidataUrl, llm } = settings;
  if (!openFoodFactsUrl && !openBeautyFactsUrl && !openProductsFactsUrl && !wikidataUrl && !llm) return null;
  const cache = new ProviderCache(db);
  const log = settings.log ?? defaultLog;
  const limitClock = settings.limitClock ?? Date.now;
  // One window for the family: each site (each base URL) is counted under its own key in it.
  const limits = openFactsLimits(settings, limitClock, log);
  // No retry: every attempt is a request the published limit counts, and only the first took a slot (decision 069).
  const openFactsHttp = { userAgent: userAgent(settings.contact), retries: 0, ...settings.http?.openFoodFacts };
  // Answers older than any TTL are of no use: drop them once per start, off the request path.
  cache.prune(CACHE_MAX_AGE_MS).catch((error: unknown) => log('provider cache prune', error));
  return {
    openFacts: (
      [
        [openFoodFactsUrl, OPEN_FOOD_FACTS],
        [openBeautyFactsUrl, OPEN_BEAUTY_FACTS],
        [openProductsFactsUrl, OPEN_PRODUCTS_FACTS],
      ] as const
    ).flatMap(([url, site]) => (url ? [new OpenFoodFactsProvider(url, cache, openFactsHttp, site, limits)] : [])),
    ...(wikidataUrl ? { wikidata: new WikidataProvider(wikidataUrl, cache, settings.http?.wikidata) } : {}),
    ...(llm ? { llm: new LlmProvider(llm, cache, settings.http?.llm) } : {}),
    cache,
    identifyBudgetMs: settings.identifyBudgetMs ?? 8_000,
    enrichWaitMs: settings.enrichWaitMs ?? 2_500,
    log,
    limitClock,
    close: () => limits.window.close(),
  };
}
