/**
 * The mirror kept current with the Open Food Facts family's daily delta files (decisions 070, 122). Their data
 * page: `<base>/index.txt` lists the files of the last 14 days, each at `<base>/<filename>`; a filename holds the
 * UNIX times of the first and last change it contains (`openfoodfacts_products_<from>_<to>.json.gz`), a file is
 * mongoexport's output (one product per line, the full export's JSON) gzipped, and deletions are not in them. The same
 * script writes them for every site of the family: each site synced has its own base URL and its own state.
 */
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { OPEN_FOOD_FACTS, type OpenFactsSite } from '@clearcart/engine';
import type { Db } from '../store/database/db.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
import { importedUpToKey } from './import-file.ts';
import { importRecords } from './importer.ts';

export interface DeltaFile {
  name: string;
  /** UNIX seconds of the first and last change the file holds. */
  from: number;
  to: number;
}

/** What the sync has done so far, kept in the store's `meta` (and shown on /metrics). */
export interface SyncState {
  /** The newest change the catalog holds from this site (UNIX seconds): files ending at or before it are done. */
  watermark: number;
  /** When the last sync ended without error (ISO), and the rows it applied. */
  lastSync?: string;
  lastRows?: number;
  /** The files applied, newest last (the last 30 kept, for the operator). */
  applied: string[];
}

export interface SyncSummary {
  applied: DeltaFile[];
  rows: number;
  /** Files listed but refused this time (cut short, unreadable): tried again next time. */
  refused: { name: string; reason: string }[];
  /**
   * The oldest file listed starts after the watermark: changes in between are no longer published, and only a full
   * export import brings them.
   */
  gap: boolean;
  state: SyncState;
}

export interface SyncOptions {
  /** Where index.txt and the files are (`https://static.openfoodfacts.org/data/delta` for Open Food Facts). */
  baseUrl: string;
  /** Whose files they are: their products are that site's (ids, kind) and the state is that site's. */
  site?: OpenFactsSite;
  userAgent: string;
  /** Time allowed for the index, and for each file (default 10 s and 10 minutes). */
  indexTimeoutMs?: number;
  fileTimeoutMs?: number;
  /** Largest file accepted, compressed (default 1 GiB). */
  maxBytes?: number;
  log?: (line: string) => void;
}

const FILE = /^([a-z]+)_products_(\d+)_(\d+)\.json\.gz$/;

/** The files an index lists, oldest first (by their first change, as their names sort). Other lines are ignored. */
export function parseIndex(text: string): DeltaFile[] {
  return text
    .split(/\r?\n/)
    .map((line) => FILE.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[0], from: Number(m[2]), to: Number(m[3]) }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
}

const stateKey = (site: OpenFactsSite) => `sync:${site.prefix}`;

/**
 * A site's sync state; before its first sync, its watermark is the newest change of that site's full export that
 * `npm run import -- --site …` loaded (0 when none was: the first sync applies every file listed).
 */
export async function readSyncState(db: Db, site: OpenFactsSite = OPEN_FOOD_FACTS): Promise<SyncState> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [stateKey(site)]);
  if (row) return JSON.parse(row.value) as SyncState;
  const [imported] = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
    importedUpToKey(site),
  ]);
  return { watermark: Number(imported?.value ?? 0), applied: [] };
}

async function writeSyncState(db: Db, site: OpenFactsSite, state: SyncState): Promise<void> {
  await db.query(
    'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [stateKey(site), JSON.stringify(state)],
  );
}

/** A GET that fails fast: no network or no such host is an error at once, a slow answer one at `ms`. */
async function get(url: string, userAgent: string, ms: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'user-agent': userAgent }, signal: AbortSignal.timeout(ms) });
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    throw new Error(`${url} unreachable (${typeof code === 'string' ? code : String(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response;
}

/** The whole body, refused when longer than `max` or shorter than its Content-Length says. */
async function download(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) throw new Error(`${declared} bytes, over ${max}`);
  const chunks: Buffer[] = [];
  let size = 0;
  const body = (response.body ?? []) as AsyncIterable<Uint8Array>;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) throw new Error(`over ${max} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  if (Number.isFinite(declared) && size !== declared) throw new Error(`cut short: ${size} of ${declared} bytes`);
  return Buffer.concat(chunks);
}

/** The product lines of a gzipped file, as text. */
function lines(gzipped: Buffer): AsyncIterable<string> {
  return {
    async *[Symbol.asyncIterator]() {
      const input = Readable.from([gzipped]).pipe(createGunzip());
      for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line.trim() !== '') yield line;
    },
  };
}

/**
 * Checks that the gzip stream is whole (a file cut short ends before gzip's own end and length check) before any
 * row of it is applied.
 */
async function whole(gzipped: Buffer): Promise<void> {
  await pipeline(
    Readable.from([gzipped]),
    createGunzip(),
    new Writable({
      write: (_chunk, _encoding, done) => done(),
    }),
  );
}

/**
 * Applies the delta files the index lists and the catalog does not hold yet, oldest first, through the importer's
 * normalisation (idempotent upserts). Each file is downloaded and checked whole before a row of it is applied; a
 * file that is not is refused, and it and the files after it are left for the next run (so the watermark never
 * skips over one). The state is saved after each file: an interrupted sync resumes at the file it was on.
 * Throws when the index cannot be read (no network: at once).
 */
export async function syncDeltas(db: Db, products: ProductRepository, options: SyncOptions): Promise<SyncSummary> {
  const site = options.site ?? OPEN_FOOD_FACTS;
  const log = options.log ?? (() => undefined);
  const base = options.baseUrl.replace(/\/+$/, '');
  const indexResponse = await get(`${base}/index.txt`, options.userAgent, options.indexTimeoutMs ?? 10_000);
  const listed = parseIndex(await indexResponse.text());
  const state = await readSyncState(db, site);
  const pending = listed.filter((file) => file.to > state.watermark);
  const gap = state.watermark > 0 && listed.length > 0 && listed[0]!.from > state.watermark;
  if (gap) log(`The oldest delta starts after the catalog's newest change: import the full export to fill the gap.`);
  const summary: SyncSummary = { applied: [], rows: 0, refused: [], gap, state };

  for (const file of pending) {
    let gzipped: Buffer;
    try {
      const response = await get(`${base}/${file.name}`, options.userAgent, options.fileTimeoutMs ?? 600_000);
      gzipped = await download(response, options.maxBytes ?? 1024 ** 3);
      await whole(gzipped);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`${file.name} refused (${reason}); tried again next time`);
      summary.refused.push({ name: file.name, reason });
      break;
    }
    // Rows changed at or before the watermark are already in the catalog in that version or a newer one.
    const since = state.watermark;
    const result = await products.bulkLoad('import', (write) =>
      importRecords(lines(gzipped), { write, site, changedSince: since }),
    );
    state.watermark = Math.max(state.watermark, file.to, result.lastModified);
    state.applied = [...state.applied, file.name].slice(-30);
    summary.rows += result.imported;
    summary.applied.push(file);
    await writeSyncState(db, site, state);
    log(`${file.name}: ${result.imported} products applied`);
  }
  if (summary.refused.length === 0) {
    state.lastSync = new Date().toISOString();
    state.lastRows = summary.rows;
    await writeSyncState(db, site, state);
  }
  return summary;
}

/**
 * Claims this period's sync for one process (of the workers on PostgreSQL, or the app): a conditional upsert in
 * `meta`, so two processes never apply the same files at once and no lock is held across the network.
 */
export async function claimSync(db: Db, site: OpenFactsSite, everyMs: number, now = Date.now()): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
     WHERE meta.value::bigint <= $3 RETURNING key`,
    [`${stateKey(site)}:claimed`, String(now), String(now - Math.floor(everyMs * 0.9))],
  );
  return rows.length > 0;
}

/** A site of the family whose delta files the catalog follows, and where they are published. */
export interface DeltaSource {
  site: OpenFactsSite;
  baseUrl: string;
}

/** What one site's sync came to: its summary, or why it could not run (its index unreachable, the store failing). */
export type SiteSync = { site: OpenFactsSite; summary: SyncSummary } | { site: OpenFactsSite; error: string };

export type SitesOptions = Omit<SyncOptions, 'baseUrl' | 'site'>;

async function syncSite(
  db: Db,
  products: ProductRepository,
  source: DeltaSource,
  options: SitesOptions,
): Promise<SiteSync> {
  const log = options.log ?? (() => undefined);
  try {
    const summary = await syncDeltas(db, products, {
      ...options,
      ...source,
      log: (line) => log(`${source.site.name}: ${line}`),
    });
    return { site: source.site, summary };
  } catch (error) {
    return { site: source.site, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Syncs each site in turn, each from its own index into its own state; a site that fails does not stop the others.
 * One after another, not at once: a first load into an empty catalog drops and rebuilds the search indexes.
 */
export async function syncSites(
  db: Db,
  products: ProductRepository,
  sources: readonly DeltaSource[],
  options: SitesOptions,
): Promise<SiteSync[]> {
  const results: SiteSync[] = [];
  for (const source of sources) results.push(await syncSite(db, products, source, options));
  return results;
}

/**
 * A run of the sites for the person who ran it: one line a site, and a sentence naming the sites not synced whole
 * (failed, or a file refused: each is tried again next run), undefined when every site was.
 */
export function describeSync(results: readonly SiteSync[]): { lines: string[]; incomplete: string | undefined } {
  const lines = results.map((result) => {
    if ('error' in result) return `${result.site.name}: not synced (${result.error}); tried again next time`;
    const { applied, rows, refused, state } = result.summary;
    const newest = state.watermark > 0 ? `; newest change ${new Date(state.watermark * 1000).toISOString()}` : '';
    const cut = refused.length > 0 ? `; ${refused.length} refused, tried again next time` : '';
    return `${result.site.name}: ${applied.length} delta file${applied.length === 1 ? '' : 's'} applied (${rows} products)${newest}${cut}`;
  });
  const notWhole = results
    .filter((result) => 'error' in result || result.summary.refused.length > 0)
    .map((result) => result.site.name);
  const incomplete =
    notWhole.length > 0 ? `Not synced whole: ${notWhole.join(', ')} (tried again next time).` : undefined;
  return { lines, incomplete };
}

/** What `npm run sync` says when no site's delta files are configured. */
export const SYNC_OFF =
  'The delta sync is off for every site (OPENFOODFACTS_DELTA_URL and OPENBEAUTYFACTS_DELTA_URL off, OPENPRODUCTSFACTS_DELTA_URL unset or off).';

/** Products a run of the sites applied. */
export const rowsApplied = (results: readonly SiteSync[]): number =>
  results.reduce((sum, result) => sum + ('summary' in result ? result.summary.rows : 0), 0);

/**
 * Runs the sync of every site every `everyMs` (the first a minute after start), each site's period claimed by one
 * process; a site whose run fails (no network: at once) is logged and tried at the next period. Returns the function
 * that stops it.
 */
export function scheduleDeltaSync(
  db: Db,
  products: ProductRepository,
  sources: readonly DeltaSource[],
  options: SitesOptions & { everyMs: number; firstAfterMs?: number; onDone?: (results: SiteSync[]) => void },
): () => void {
  const log = options.log ?? (() => undefined);
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        const results: SiteSync[] = [];
        for (const source of sources) {
          const claimed = await claimSync(db, source.site, options.everyMs).catch((error: unknown) => {
            results.push({ site: source.site, error: error instanceof Error ? error.message : String(error) });
            return false;
          });
          if (claimed) results.push(await syncSite(db, products, source, options));
        }
        for (const line of describeSync(results).lines) log(line);
        if (results.length > 0) options.onDone?.(results);
      } catch (error) {
        log(`delta sync failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = undefined;
      }
    })();
  };
  const first = setTimeout(tick, options.firstAfterMs ?? 60_000);
  const every = setInterval(tick, options.everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
