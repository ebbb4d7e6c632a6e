import type { Config } from '../config/env.ts';
import type { ShareQueueOptions } from '../my-products/share-queue.ts';
import type { Db } from '../store/db.ts';
import { ProviderCache } from './cache.ts';
import type { HttpOptions } from './http.ts';
import { LlmProvider } from './llm.ts';
import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS } from '@clearcart/engine';
import { OpenFoodFactsProvider } from './open-food-facts.ts';
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
  // Answers older than any TTL are of no use: drop them once per start, off the request path.
  cache.prune(CACHE_MAX_AGE_MS).catch((error: unknown) => log('provider cache prune', error));
  return {
    openFacts: (
      [
        [openFoodFactsUrl, OPEN_FOOD_FACTS],
        [openBeautyFactsUrl, OPEN_BEAUTY_FACTS],
        [openProductsFactsUrl, OPEN_PRODUCTS_FACTS],
      ] as const
    ).flatMap(([url, site]) =>
      url ? [new OpenFoodFactsProvider(url, cache, settings.http?.openFoodFacts, site)] : [],
    ),
    ...(wikidataUrl ? { wikidata: new WikidataProvider(wikidataUrl, cache, settings.http?.wikidata) } : {}),
    ...(llm ? { llm: new LlmProvider(llm, cache, settings.http?.llm) } : {}),
    cache,
    identifyBudgetMs: settings.identifyBudgetMs ?? 8_000,
    enrichWaitMs: settings.enrichWaitMs ?? 2_500,
    log,
  };
}
