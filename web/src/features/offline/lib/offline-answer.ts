import type { Candidate, IdentifyResponse, ProductFacts, ProductRecallsResponse } from '@clearcart/contracts';
import { negotiateLanguage } from '@clearcart/contracts/language';
import { searchWords } from '@clearcart/text';
import { ApiError, OFFLINE_QUEUED, type OfflineAnswerer } from '../../../lib/api-client.ts';
import { readBarcode } from '../../../lib/barcode-reader.ts';
import { loadEngine } from './engine.ts';
import { productWords, searchByName } from './name-search.ts';
import { markOfflineCopy, updateOfflineStatus } from './offline-status.ts';
import { packStore, type PackMeta, type PackName } from './pack-store.ts';
import { t } from '../../../i18n/i18n.ts';

// Answers the product calls the network could not: a product in the pack is identified, described and
// evaluated on the device by the server's own engine; anything else is kept for when the network is back.

/** Barcode identification's confidence on the server (server/src/identify/confidence.ts). */
const BARCODE_CONFIDENCE = 0.99;
/** How many products a search by name offers when none stands out. */
const MAX_CANDIDATES = 5;

/** The pack in use, when the engine on this device can read it; `other` when it was saved by another version. */
async function usablePack(): Promise<PackMeta | null | 'other'> {
  const meta = await packStore.meta();
  if (!meta) return null;
  const engine = await loadEngine();
  return meta.version === (await engine.version()) ? meta : 'other';
}

const inUse = (pack: PackMeta | null | 'other'): PackMeta | null => (pack === 'other' ? null : pack);

/** Keeps a scan for the network, and says so in the identify flow's words. */
async function keep(scan: { gtin: string } | { photo: Blob }, message: string): Promise<never> {
  await packStore.enqueue({
    ...('gtin' in scan ? { kind: 'barcode' as const, gtin: scan.gtin } : { kind: 'photo' as const, photo: scan.photo }),
    at: new Date().toISOString(),
  });
  updateOfflineStatus((status) => ({ ...status, queued: status.queued + 1 }));
  throw new ApiError(503, { error: OFFLINE_QUEUED, message });
}

async function identifyBarcode(gtin: string): Promise<IdentifyResponse> {
  const found = await usablePack();
  const pack = inUse(found);
  const facts = pack ? await packStore.byGtin(pack.gen, gtin) : undefined;
  if (!facts) return keep({ gtin }, found === 'other' ? t('offline.otherVersion') : t('offline.notInPack'));
  return { product_id: facts.id, confidence: BARCODE_CONFIDENCE, identified_by: 'barcode', candidates: [], read: gtin };
}

/** The pack's names, read once per state of the pack (a generation, as last updated). */
let names: { state: string; list: PackName[]; words: Map<string, string[]> } | null = null;

async function packNames(pack: PackMeta): Promise<PackName[]> {
  const state = `${pack.gen}:${pack.updatedAt}`;
  if (names?.state !== state) {
    const list = await packStore.names(pack.gen);
    names = { state, list, words: new Map(list.map((p) => [p.id, productWords(p)])) };
  }
  return names.list;
}

/** A pack product's words, folded once per state of the pack. */
const wordsOf = (product: PackName): readonly string[] => names?.words.get(product.id) ?? productWords(product);

/**
 * A search by name over the pack, as tolerant as the server's (name-search.ts). One match, or one whose name is what
 * was typed, is the product; several are offered.
 */
async function identifyText(text: string): Promise<IdentifyResponse> {
  const pack = inUse(await usablePack());
  if (!pack || searchWords(text).length === 0) return Promise.reject(offlineSearch(text, 0));
  const { found, best } = searchByName(text, await packNames(pack), wordsOf);
  if (found.length === 0) throw offlineSearch(text, pack.count);
  if (best) return { product_id: best.id, confidence: 0.9, identified_by: 'text search', candidates: [] };
  const typed = searchWords(text).join('').length;
  const candidates: Candidate[] = found.slice(0, MAX_CANDIDATES).map((p) => ({
    product_id: p.id,
    name: p.name,
    brand: p.brand,
    ...(p.quantity ? { quantity: p.quantity } : {}),
    ...(p.gtin ? { gtin: p.gtin } : {}),
    score: Math.min(1, typed / Math.max(1, p.words.replace(/ /g, '').length)),
  }));
  return { product_id: null, confidence: 0, identified_by: null, candidates };
}

/** How many suggestions the autocomplete shows, as the server sends. */
const MAX_SUGGESTIONS = 10;

/** GET /products/search offline: the pack's products the words typed so far find, as suggestions. */
async function suggest(text: string): Promise<Candidate[]> {
  const pack = inUse(await usablePack());
  if (!pack || searchWords(text).length === 0) return [];
  const { found } = searchByName(text, await packNames(pack), wordsOf);
  return found.slice(0, MAX_SUGGESTIONS).map((p) => ({
    product_id: p.id,
    name: p.name,
    brand: p.brand,
    ...(p.quantity ? { quantity: p.quantity } : {}),
    ...(p.gtin ? { gtin: p.gtin } : {}),
    score: 1,
  }));
}

const offlineSearch = (text: string, count: number) =>
  new ApiError(503, {
    error: 'offline',
    message: count > 0 ? t('offline.noMatch', { count, text: text.trim() }) : t('offline.searchNeedsNetwork'),
  });

/** POST /products/identify: a typed or scanned barcode, a name, or a photo whose barcode is read here. */
async function identify(form: FormData): Promise<IdentifyResponse> {
  const description = form.get('description');
  if (typeof description === 'string') {
    const digits = description.trim();
    return /^\d{8,14}$/.test(digits) ? identifyBarcode(digits) : identifyText(description);
  }
  const photo = form.get('image');
  if (!(photo instanceof Blob)) return Promise.reject(new Error('Nothing to identify'));
  const gtin = await readBarcode(photo).catch(() => null);
  return gtin ? identifyBarcode(gtin) : keep({ photo }, t('offline.photoKept'));
}

/** A product of the pack, for its report; undefined when the pack lacks it (the network's failure then stands). */
async function packed(id: string): Promise<{ facts: ProductFacts; pack: PackMeta } | undefined> {
  const pack = inUse(await usablePack());
  const facts = pack ? await packStore.product(pack.gen, id) : undefined;
  return facts && pack ? { facts, pack } : undefined;
}

/**
 * GET /products/{id}/recalls offline: the active recalls kept beside the pack, and when the registers were read
 * (ended ones are not kept: they warn nobody). Undefined when none were kept: the network's failure then stands.
 */
async function recallsOf(id: string): Promise<ProductRecallsResponse | undefined> {
  const kept = await packStore.recalls();
  if (!kept) return undefined;
  const active = kept.recalls.filter((r) => r.productId === id).map((r) => r.recall);
  return { active, ended: [], checkedAt: kept.checkedAt, sources: kept.sources };
}

const PRODUCT = /^\/products\/([^/]+)$/;
const RECALLS = /^\/products\/([^/]+)\/recalls$/;
const EVALUATE = /^\/products\/evaluate\/([^/]+)$/;

/** The device's answer to a product call made without a network (`setOfflineAnswerer`), timed in the page's
 * performance timeline (`offline identify`, `offline product`, `offline evaluate`, `offline recalls`: bench/offline-pack.ts reads them). */
export const answerOffline: OfflineAnswerer = async (request) => {
  const start = performance.now();
  try {
    return await answer(request);
  } finally {
    const what =
      request.path === '/products/identify'
        ? 'identify'
        : request.path === '/products/search'
          ? 'search'
          : RECALLS.test(request.path)
            ? 'recalls'
            : request.method === 'GET'
              ? 'product'
              : 'evaluate';
    performance.measure(`offline ${what}`, { start, end: performance.now() });
  }
};

const answer: OfflineAnswerer = async ({ method, path, body, query }) => {
  if (method === 'POST' && path === '/products/identify' && body instanceof FormData) return identify(body);
  if (method === 'GET' && path === '/products/search') return { suggestions: await suggest(query?.q ?? '') };
  const recalls = method === 'GET' ? RECALLS.exec(path) : null;
  if (recalls) return recallsOf(decodeURIComponent(recalls[1] ?? ''));
  const evaluate = method === 'POST' ? EVALUATE.exec(path) : null;
  const read = method === 'GET' ? PRODUCT.exec(path) : null;
  const id = decodeURIComponent((evaluate ?? read)?.[1] ?? '');
  if (!id) return undefined;
  const found = await packed(id);
  if (!found) return undefined;
  const engine = await loadEngine();
  // The language the page is shown in, as the server would negotiate it from the same Accept-Language.
  const language = negotiateLanguage(document.documentElement.lang);
  const report = evaluate
    ? await engine.completeReport(found.facts, body, language)
    : await engine.basicReport(found.facts, language);
  markOfflineCopy(id, found.pack.updatedAt);
  return report;
};
