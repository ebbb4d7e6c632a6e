import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS, type OpenFactsSite } from '@clearcart/engine';
import { z } from 'zod';
import { FSA_ALERTS_URL } from '../providers/recalls/fsa.ts';
import { OPENFDA_URL } from '../providers/recalls/openfda.ts';
import { RAPPEL_CONSO_URL } from '../providers/recalls/rappel-conso.ts';
import { SAFETY_GATE_URL } from '../providers/recalls/safety-gate.ts';

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
/**
 * Where each site of the family publishes its daily delta files (`index.txt` and the files beside it): Open Food
 * Facts' as its data page says; Open Beauty Facts' written by the same script and seen served. Open Products Facts:
 * none confirmed published, so its sync is off unless a URL is set (decision 122).
 */
const DELTA_URLS = {
  off: 'https://static.openfoodfacts.org/data/delta',
  obf: 'https://static.openbeautyfacts.org/data/delta',
  opf: undefined,
} as const;
/** An online source: unset means its public service, `off` turns it off, a URL points it elsewhere (a mirror, a fake). */
const onlineSource = z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: 127.0.0.1 with the Auth Emulator (it accepts unsigned tokens), 0.0.0.0 otherwise. */
  HOST: z.string().min(1).optional(),
  /** Host names (comma-separated, no port) the app answers; `*` any. */
  ALLOWED_HOSTS: z.string().min(1).optional(),
  /** A bearer token /metrics asks for; unset, /metrics answers only loopback requests that came through no proxy. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  PORT: port.default(8080),
  /** Where the embedded store (PGlite) keeps its files. */
  DATA_DIR: z.string().default('./data'),
  /** Snapshots of the embedded store (daily, before migrations, `npm run backup`); unset: `<DATA_DIR>-backups`. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many daily (and before-migration) snapshots are kept. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** When set, PostgreSQL instead of the embedded PGlite store. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /**
   * Read replicas of DATABASE_URL (streaming standbys), comma-separated: search, product reads and evaluations go
   * to them; writes and a shopper's own data stay on the primary.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres[^,]*(,postgres[^,]*)*$/, 'one or more postgres:// URLs, comma-separated')
    .optional(),
  /** Redis (or Valkey): the rate limits' shared counters, so they hold across API instances. Unset: per instance. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  /**
   * Where photos are decoded and read: `queue` (jobs in PostgreSQL, read by `npm run worker` processes; the default
   * with DATABASE_URL) or `in-process` (inside the API, the only choice with the embedded store).
   */
  PHOTO_WORK: z.enum(['queue', 'in-process']).optional(),
  /** Photos waiting for a worker beyond which a new one is refused with 429 and Retry-After. */
  PHOTO_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(50),
  /** How long the API waits for a worker's answer to a photo before it answers 503. */
  PHOTO_WAIT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** Photos one worker process reads at once (one OCR engine each). Unset: one per CPU. */
  PHOTO_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Firebase project; a `demo-` id needs no Google account and only works with the emulator. */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/)
    .default('demo-clearcart'),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  /** Port of the local Firebase Auth Emulator; set USE_AUTH_EMULATOR=false to use the real project. */
  AUTH_EMULATOR_PORT: port.default(9099),
  USE_AUTH_EMULATOR: z.stringbool().default(true),
  /** Built web app to serve; empty to serve the API only. */
  WEB_DIST: z.string().default(''),
  /**
   * Proxies in front of the app whose X-Forwarded-For is believed, so rate limits key on the real client: a hop
   * count (`1`), or addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). Unset: none, the peer address is the client.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/, 'a hop count or a comma-separated list of addresses/CIDRs')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The Open Food Facts family, on by default (their public services); `off` turns one off. */
  OPENFOODFACTS_URL: onlineSource,
  OPENBEAUTYFACTS_URL: onlineSource,
  OPENPRODUCTSFACTS_URL: onlineSource,
  /**
   * Requests a minute to each site of the family, counted across every instance when REDIS_URL is set: the API's
   * published limits per IP address by default (decision 069).
   */
  OPENFACTS_READ_LIMIT: z.coerce.number().int().min(1).max(10_000).default(15),
  OPENFACTS_SEARCH_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * The family's daily delta files (decisions 070, 122): where each site's are (`off` turns that site's sync off;
   * Open Products Facts' is off unless set) and how often the scheduled sync runs, in hours (0: never; `npm run sync`
   * still runs it by hand). Off by default under NODE_ENV=test.
   */
  OPENFOODFACTS_DELTA_URL: onlineSource,
  OPENBEAUTYFACTS_DELTA_URL: onlineSource,
  OPENPRODUCTSFACTS_DELTA_URL: onlineSource,
  DELTA_SYNC_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .optional(),
  /** Who the online services may write to about our requests: sent in the User-Agent (and Web Push's subject). */
  CONTACT_EMAIL: z.email().optional(),
  /**
   * The Open Food Facts account that shares shoppers' read products (their write API); sharing is off unless both
   * are set. OPENFOODFACTS_WRITE_URL: where uploads go (unset: the public service; a fake in tests).
   */
  OPENFOODFACTS_WRITE_USER: z.string().min(1).optional(),
  OPENFOODFACTS_WRITE_PASSWORD: z.string().min(1).optional(),
  OPENFOODFACTS_WRITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The official recall registers, on by default like the Open Food Facts family; `off` turns one off, a
   * URL points it at a mirror or a fake. RECALL_POLL_MINUTES: how often they are read.
   */
  RAPPELCONSO_URL: onlineSource,
  FSA_ALERTS_URL: onlineSource,
  OPENFDA_URL: onlineSource,
  SAFETY_GATE_URL: onlineSource,
  RECALL_POLL_MINUTES: z.coerce.number().min(0.05).max(1440).default(60),
  /** Wikidata and the language model stay off unless set. */
  WIKIDATA_URL: optionalUrl,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  /** Host header names the app answers (no port); null: any. */
  allowedHosts: string[] | null;
  /** The bearer token /metrics asks for; unset: loopback requests only. */
  metricsToken: string | undefined;
  port: number;
  /** Fastify's trustProxy: false, a hop count, or a list of addresses/CIDRs. */
  trustProxy: false | number | string[];
  dataDir: string;
  backupDir: string;
  backupKeep: number;
  databaseUrl: string | undefined;
  /** Read replicas of the primary; empty without DATABASE_REPLICA_URL. */
  databaseReplicaUrls: string[];
  redisUrl: string | undefined;
  photoWork: {
    mode: 'queue' | 'in-process';
    queueMax: number;
    waitMs: number;
    /** Unset: one per CPU of the worker's machine. */
    workerConcurrency: number | undefined;
  };
  firebase: { projectId: string; apiKey: string; authDomain: string };
  /** host:port of the Auth Emulator, or null for a real Firebase project. */
  authEmulatorHost: string | null;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  providers: {
    openFoodFactsUrl: string | undefined;
    openBeautyFactsUrl: string | undefined;
    openProductsFactsUrl: string | undefined;
    /** Requests a minute to each site of the Open Food Facts family. */
    openFactsLimits: { readsPerMinute: number; searchesPerMinute: number };
    /** The contact in the User-Agent; undefined: the default's placeholder. */
    contact: string | undefined;
    /** The sites whose delta files are synced, each with where they are, and how often (ms, 0: not scheduled). */
    deltaSync: { sites: { site: OpenFactsSite; baseUrl: string }[]; everyMs: number };
    /** Open Food Facts' write API and the account uploads are made with; undefined: sharing is off. */
    openFoodFactsWrite: { url: string; user: string; password: string } | undefined;
    wikidataUrl: string | undefined;
    llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
    /** The recall registers read, each undefined when off, and how often (ms). */
    recalls: {
      rappelConsoUrl?: string;
      fsaAlertsUrl?: string;
      openFdaUrl?: string;
      safetyGateUrl?: string;
      pollMs: number;
    };
  };
}

/** Parses the environment once; the only place that reads `process.env`. */
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** Names and addresses of this machine only. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The Host names the app answers: ALLOWED_HOSTS, else in emulator mode loopback names and HOST (a page of another
 * site that rebinds its name to 127.0.0.1 is refused); `*`, or unset off the emulator, any (a proxy in front decides).
 */
function allowedHosts(value: string | undefined, host: string | undefined, emulator: boolean): string[] | null {
  if (value === '*') return null;
  if (value)
    return value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
  if (!emulator) return null;
  return [...LOOPBACK, ...(host ? [host.toLowerCase()] : [])];
}

/** The URL an online source uses: its own, the public one when unset, none when `off`. */
const onlineUrl = (value: string | undefined, publicUrl: string | undefined): string | undefined =>
  value === 'off' ? undefined : (value ?? publicUrl);
/** A site whose delta files are synced, when they have a URL. */
const deltaSite = (site: OpenFactsSite, baseUrl: string | undefined) => (baseUrl ? [{ site, baseUrl }] : []);

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const demo = e.FIREBASE_PROJECT_ID.startsWith('demo-');
  if (!e.USE_AUTH_EMULATOR && demo) {
    throw new Error('Invalid configuration: a demo- Firebase project only works with the Auth Emulator');
  }
  // The emulator's tokens are unsigned: anyone can write one for any uid. Only ever for a demo project, off production.
  if (e.USE_AUTH_EMULATOR && !demo) {
    throw new Error(
      `Invalid configuration: the Auth Emulator accepts unsigned tokens, so it is only used with a demo- project id (FIREBASE_PROJECT_ID is "${e.FIREBASE_PROJECT_ID}"). Set USE_AUTH_EMULATOR=false to verify real Firebase tokens.`,
    );
  }
  if (e.USE_AUTH_EMULATOR && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration: NODE_ENV=production with the Auth Emulator, which accepts unsigned tokens. Set USE_AUTH_EMULATOR=false and a real FIREBASE_PROJECT_ID.',
    );
  }
  if (Boolean(e.OPENFOODFACTS_WRITE_USER) !== Boolean(e.OPENFOODFACTS_WRITE_PASSWORD)) {
    throw new Error(
      'Invalid configuration: set both OPENFOODFACTS_WRITE_USER and OPENFOODFACTS_WRITE_PASSWORD to share read products with Open Food Facts, or neither to leave sharing off',
    );
  }
  if (e.PHOTO_WORK === 'queue' && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: PHOTO_WORK=queue needs DATABASE_URL (the queue lives in PostgreSQL); the embedded store reads photos in the app',
    );
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_REPLICA_URL needs DATABASE_URL, the primary it replicates');
  }
  // Shoppers' data read on a page a DNS-rebinding site serves reaches the app with that site's name: refused.
  if (e.USE_AUTH_EMULATOR && e.HOST !== undefined && !LOOPBACK.has(e.HOST) && !/^127\./.test(e.HOST)) {
    throw new Error(
      `Invalid configuration: HOST=${e.HOST} with the Auth Emulator, which accepts unsigned tokens: anyone who reaches that address could act as any shopper. Keep HOST on loopback (127.0.0.1) or set USE_AUTH_EMULATOR=false.`,
    );
  }
  if (e.NODE_ENV === 'production' && e.OPENFOODFACTS_WRITE_URL?.startsWith('http:')) {
    throw new Error(
      'Invalid configuration: OPENFOODFACTS_WRITE_URL is http://, which would send the Open Food Facts password in clear. Use https://.',
    );
  }
  const hops = e.TRUST_PROXY && /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : null;
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (e.USE_AUTH_EMULATOR ? '127.0.0.1' : '0.0.0.0'),
    allowedHosts: allowedHosts(e.ALLOWED_HOSTS, e.HOST, e.USE_AUTH_EMULATOR),
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ? (hops ?? e.TRUST_PROXY.split(',')) : false,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    backupDir: e.BACKUP_DIR ?? `${e.DATA_DIR.replace(/[/\\]+$/, '')}-backups`,
    backupKeep: e.BACKUP_KEEP,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URL?.split(',') ?? [],
    redisUrl: e.REDIS_URL,
    photoWork: {
      mode: e.PHOTO_WORK ?? (e.DATABASE_URL ? 'queue' : 'in-process'),
      queueMax: e.PHOTO_QUEUE_MAX,
      waitMs: e.PHOTO_WAIT_SECONDS * 1000,
      workerConcurrency: e.PHOTO_WORKER_CONCURRENCY,
    },
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    },
    authEmulatorHost: e.USE_AUTH_EMULATOR ? `127.0.0.1:${e.AUTH_EMULATOR_PORT}` : null,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    providers: {
      openFoodFactsUrl: onlineUrl(e.OPENFOODFACTS_URL, OPEN_FOOD_FACTS.url),
      openBeautyFactsUrl: onlineUrl(e.OPENBEAUTYFACTS_URL, OPEN_BEAUTY_FACTS.url),
      openProductsFactsUrl: onlineUrl(e.OPENPRODUCTSFACTS_URL, OPEN_PRODUCTS_FACTS.url),
      openFactsLimits: {
        readsPerMinute: e.OPENFACTS_READ_LIMIT,
        searchesPerMinute: e.OPENFACTS_SEARCH_LIMIT,
      },
      contact: e.CONTACT_EMAIL,
      deltaSync: {
        sites: [
          ...deltaSite(OPEN_FOOD_FACTS, onlineUrl(e.OPENFOODFACTS_DELTA_URL, DELTA_URLS.off)),
          ...deltaSite(OPEN_BEAUTY_FACTS, onlineUrl(e.OPENBEAUTYFACTS_DELTA_URL, DELTA_URLS.obf)),
          ...deltaSite(OPEN_PRODUCTS_FACTS, onlineUrl(e.OPENPRODUCTSFACTS_DELTA_URL, DELTA_URLS.opf)),
        ],
        everyMs: (e.DELTA_SYNC_HOURS ?? (e.NODE_ENV === 'test' ? 0 : 24)) * 3_600_000,
      },
      openFoodFactsWrite:
        e.OPENFOODFACTS_WRITE_USER && e.OPENFOODFACTS_WRITE_PASSWORD
          ? {
              url: e.OPENFOODFACTS_WRITE_URL ?? OPEN_FOOD_FACTS.url,
              user: e.OPENFOODFACTS_WRITE_USER,
              password: e.OPENFOODFACTS_WRITE_PASSWORD,
            }
          : undefined,
      wikidataUrl: e.WIKIDATA_URL,
      recalls: {
        ...optional('rappelConsoUrl', onlineUrl(e.RAPPELCONSO_URL, RAPPEL_CONSO_URL)),
        ...optional('fsaAlertsUrl', onlineUrl(e.FSA_ALERTS_URL, FSA_ALERTS_URL)),
        ...optional('openFdaUrl', onlineUrl(e.OPENFDA_URL, OPENFDA_URL)),
        ...optional('safetyGateUrl', onlineUrl(e.SAFETY_GATE_URL, SAFETY_GATE_URL)),
        pollMs: e.RECALL_POLL_MINUTES * 60_000,
      },
      llm: e.LLM_BASE_URL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? 'gpt-4o-mini' }
        : undefined,
    },
  };
}
