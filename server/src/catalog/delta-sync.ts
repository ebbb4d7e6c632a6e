/**
 * The mirror kept current with the Open Food Facts family's daily delta files (decision 070). Their data
 * page: `<base>/index.txt` lists the files of the last 14 days, each at `<base>/<filename>`; a filename holds the
 * UNIX times of the first and last change it contains (`openfoodfacts_products_<from>_<to>.json.gz`), a file is
 * mongoexport's output (one product per line, the full export's JSON) gzipped, and deletions are not in them.
 */
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { OPEN_FOOD_FACTS, type OpenFactsSite } from '@clearcart/engine';
import type { Db } from '../store/database/db.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
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
/** The full export's newest change, kept by `npm run import` (import-file.ts): where the first sync starts. */
const IMPORTED_UP_TO = 'import:last_modified_t';

export async function readSyncState(db: Db, site: OpenFactsSite = OPEN_FOOD_FACTS): Promise<SyncState> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [stateKey(site)]);
  if (row) return JSON.parse(row.value) as SyncState;
  // The full export's import is Open Food Facts' (its watermark is not per site).
  const [imported] =
    site === OPEN_FOOD_FACTS
      ? await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [IMPORTED_UP_TO])
      : [];
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

/**
 * Runs the sync every `everyMs` (the first a minute after start), each period's run claimed by one process; a failed
 * run (no network: at once) is logged and tried at the next period. Returns the function that stops it.
 */
export function scheduleDeltaSync(
  db: Db,
  products: ProductRepository,
  options: SyncOptions & { everyMs: number; firstAfterMs?: number; onDone?: (summary: SyncSummary) => void },
): () => void {
  const site = options.site ?? OPEN_FOOD_FACTS;
  const log = options.log ?? (() => undefined);
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        if (!(await claimSync(db, site, options.everyMs))) return;
        const summary = await syncDeltas(db, products, options);
        options.onDone?.(summary);
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
