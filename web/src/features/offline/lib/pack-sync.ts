import type {
  ActiveRecallsResponse,
  OfflinePackEnd,
  OfflinePackHeader,
  OfflinePackSummary,
  ProductFacts,
} from '@clearcart/contracts';
import { negotiateLanguage } from '@clearcart/contracts/language';
import { API_BASE, setOfflineAnswerer } from '../../../lib/api-client.ts';
import { prefetchBarcodeReader } from '../../../lib/barcode-reader.ts';
import { loadEngine } from './engine.ts';
import { updateOfflineStatus } from './offline-status.ts';
import { packStore, type PackMeta } from './pack-store.ts';
import { t } from '../../../i18n/i18n.ts';

// Downloading the pack and keeping it current: the whole pack once, then only what changed since.

/** `OFFLINE_PACK_FORMAT` of the contracts, spelt here so this code loads without their schemas. */
const PACK_FORMAT = 'clearcart-offline-pack/1';
/** Products written to IndexedDB per transaction while a pack streams in. */
const BATCH = 500;

/** The server's pack is for another engine than this app's: the app must be reloaded to use it. */
export class PackVersionError extends Error {
  constructor(
    readonly pack: string,
    readonly device: string,
  ) {
    super(t('offline.newer'));
    this.name = 'PackVersionError';
  }
}

export interface Progress {
  /** Products received so far. */
  received: number;
  /** Products the whole pack holds (its header's total: every part together). */
  total: number;
}

/** The shopper's country, from the device's languages ("en-GB" → "gb"); null when none names a region. */
export function deviceCountry(languages: readonly string[] = navigator.languages): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region.toLowerCase();
    } catch {
      // not a language tag
    }
  }
  return null;
}

const packUrl = (query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return `${API_BASE}/offline-pack${qs ? `?${qs}` : ''}`;
};

/**
 * What the download will weigh, before it starts. Plain fetch: the pack is the same for every shopper of a country,
 * and carries no token (a CDN may hold it).
 */
export async function packSummary(country: string | null): Promise<OfflinePackSummary> {
  const response = await fetch(packUrl({ country, count: '1' }), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(t('offline.error.size', { status: response.status }));
  return (await response.json()) as OfflinePackSummary;
}

/** The lines of an NDJSON body as they arrive. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        if (line) yield line;
      }
    }
    pending += decoder.decode();
    if (pending) yield pending;
  } finally {
    reader.releaseLock();
  }
}

interface Received {
  header: OfflinePackHeader;
  count: number;
}

/**
 * Reads a pack, handing its products on in batches; `accept` sees the header first and may refuse the pack (it
 * throws). Throws when the pack was cut short (no end line, or fewer products than it says).
 */
async function receive(
  url: string,
  accept: (header: OfflinePackHeader) => Promise<void>,
  write: (batch: ProductFacts[]) => Promise<void>,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<Received> {
  const response = await fetch(url, { headers: { Accept: 'application/x-ndjson' }, signal });
  if (!response.ok || !response.body) throw new Error(t('offline.error.download', { status: response.status }));
  let header: OfflinePackHeader | undefined;
  let end: OfflinePackEnd | undefined;
  let batch: ProductFacts[] = [];
  let count = 0;
  for await (const line of lines(response.body)) {
    const value = JSON.parse(line) as unknown;
    if (!header) {
      header = value as OfflinePackHeader;
      if (header.format !== PACK_FORMAT) throw new Error(t('offline.error.format'));
      await accept(header);
      onProgress({ received: 0, total: header.total });
      continue;
    }
    if ((value as Partial<OfflinePackEnd>).end === true) {
      end = value as OfflinePackEnd;
      break;
    }
    batch.push(value as ProductFacts);
    if (batch.length === BATCH) {
      await write(batch);
      count += batch.length;
      batch = [];
      onProgress({ received: count, total: header.total });
    }
  }
  if (batch.length > 0) await write(batch);
  count += batch.length;
  if (!header || !end || end.count !== count) throw new Error(t('offline.error.cutShort'));
  onProgress({ received: count, total: header.total });
  return { header, count };
}

/**
 * Keeps the catalog's active recalls beside the pack, so a report opened offline still says a product is recalled.
 * A failure keeps the ones saved before: they say when the registers were last read.
 */
async function keepRecalls(): Promise<void> {
  try {
    const response = await fetch(`${API_BASE}/recalls/active`, { headers: { Accept: 'application/json' } });
    if (response.ok) await packStore.setRecalls((await response.json()) as ActiveRecallsResponse);
  } catch {
    // offline again, or the server without recalls: the saved ones stand
  }
}

function remember(meta: PackMeta, downloadBytes: number | null): void {
  updateOfflineStatus((status) => ({
    ...status,
    outdated: false,
    pack: {
      count: meta.count,
      updatedAt: meta.updatedAt,
      country: meta.country,
      version: meta.version,
      downloadBytes: downloadBytes ?? status.pack?.downloadBytes ?? null,
    },
  }));
}

/**
 * Downloads the whole pack, part after part (each a response a CDN can hold), beside the one in use and switches to it
 * once every part is whole; a pack for another engine than this app's is refused before a product is written.
 */
export async function downloadPack(options: {
  country: string | null;
  downloadBytes?: number | null;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}): Promise<PackMeta> {
  const engine = await loadEngine();
  const device = await engine.version();
  const previous = await packStore.meta();
  const gen = (previous?.gen ?? 0) + 1;
  const onProgress = options.onProgress ?? (() => undefined);
  try {
    let first: OfflinePackHeader | undefined;
    let count = 0;
    for (let part = 0; part < (first?.parts ?? 1); part++) {
      const before = count;
      const { header, count: received } = await receive(
        packUrl({ country: options.country, part: String(part) }),
        async (header) => {
          if (header.version !== device) throw new PackVersionError(header.version, device);
          // Every part from the same ranking (the engine is the device's for each, above).
          if (first && header.parts !== first.parts) throw new Error(t('offline.error.cutShort'));
        },
        (batch) => packStore.putProducts(gen, batch),
        (progress) => onProgress({ received: before + progress.received, total: progress.total }),
        options.signal,
      );
      first ??= header;
      count += received;
    }
    if (!first) throw new Error(t('offline.error.cutShort'));
    const meta: PackMeta = {
      gen,
      version: first.version,
      country: first.country,
      limit: first.limit,
      count,
      updatedAt: first.generatedAt,
    };
    await packStore.setMeta(meta);
    await packStore.dropOtherGenerations(gen);
    await keepRecalls();
    remember(meta, options.downloadBytes ?? null);
    return meta;
  } catch (error) {
    // What this download wrote goes; the pack in use stays as it was.
    await packStore.dropOtherGenerations(previous?.gen ?? 0).catch(() => undefined);
    if (error instanceof PackVersionError) updateOfflineStatus((status) => ({ ...status, outdated: true }));
    throw error;
  }
}

/**
 * Brings the pack in use up to date with what changed since it was saved (and drops what the catalog removed). A
 * server that moved to another engine sends the whole pack again; one this app cannot read leaves the pack as it is.
 */
export async function updatePack(): Promise<'updated' | 'replaced' | 'none'> {
  const meta = await packStore.meta();
  if (!meta) return 'none';
  let moved = false;
  try {
    const { header } = await receive(
      packUrl({ country: meta.country, since: meta.updatedAt }),
      async (header) => {
        if (header.version !== meta.version) {
          moved = true;
          throw new PackVersionError(header.version, meta.version);
        }
      },
      (batch) => packStore.putProducts(meta.gen, batch),
      () => undefined,
    );
    await packStore.removeProducts(meta.gen, header.removed);
    const next: PackMeta = {
      ...meta,
      count: await packStore.countProducts(meta.gen),
      updatedAt: header.generatedAt,
    };
    await packStore.setMeta(next);
    await keepRecalls();
    remember(next, null);
    return 'updated';
  } catch (error) {
    if (!moved) throw error;
  }
  await downloadPack({ country: meta.country });
  return 'replaced';
}

/**
 * What the frame runs with a network: a pack this app's engine cannot read (saved by another version) is downloaded
 * again at once; a readable one is brought up to date when `due`.
 */
export async function keepCurrent(due: boolean): Promise<'updated' | 'replaced' | 'none'> {
  const meta = await packStore.meta();
  if (!meta) return 'none';
  const device = await (await loadEngine()).version();
  if (meta.version !== device) {
    await downloadPack({ country: meta.country });
    return 'replaced';
  }
  return due ? updatePack() : 'none';
}

/** Forgets the pack on this device. */
export async function removePack(): Promise<void> {
  setOfflineAnswerer(null);
  await packStore.clearPack();
  updateOfflineStatus((status) => ({ ...status, pack: null, outdated: false }));
}

/**
 * Readies the engine for a scan with no network: its chunk and the barcode reader's loaded (and kept by the service
 * worker), the knowledge indexed by one report made in advance, so the first scan in the shop is as quick as the next.
 */
export async function warmEngine(): Promise<void> {
  if (navigator.onLine) await prefetchBarcodeReader().catch(() => undefined);
  const [engine, meta] = await Promise.all([loadEngine(), packStore.meta()]);
  await engine.version();
  const first = meta ? await packStore.first(meta.gen) : undefined;
  // In the page's language: its words are fetched now too, while there is a network.
  if (first) await engine.completeReport(first, {}, negotiateLanguage(document.documentElement.lang));
}
