import { onServerBack, setOfflineAnswerer, type OfflineAnswerer } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { offlineStatus, updateOfflineStatus } from './offline-status.ts';

// What runs at every start, and all it costs a shopper who never saved offline products: this module and
// two listeners. The pack's code, IndexedDB and the engine load only once products were saved.

/** The calls the device can answer from the pack: identify, suggestions, a product, its evaluation. */
const ANSWERED = /^\/products\/(identify|search|evaluate\/[^/]+|(?!product-image$)[^/]+)$/;
/** An update is asked for at most this often (the device's own clock). */
const UPDATE_EVERY_MS = 60 * 60 * 1000;

/** From now on, a product call the network cannot answer is answered from the pack (offline-answer.ts). */
export function answerFromPack(): void {
  let answerOffline: OfflineAnswerer | undefined;
  setOfflineAnswerer(async (request) => {
    if (!ANSWERED.test(request.path)) return undefined;
    // Kept once loaded: an import() even of a module at hand waits for a task of its own, behind whatever the page is
    // drawing (a scan's answers came tens of milliseconds later for it).
    answerOffline ??= (await import('./offline-answer.ts')).answerOffline;
    return answerOffline(request);
  });
}

/** Work for when the page has nothing better to do. */
const idle = (work: () => Promise<unknown>) => {
  const run = () =>
    void work().catch((error: unknown) => logger.warn('Offline products: background work failed', error));
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
};

/** Looks up the scans kept offline, when there are any. */
const lookUpKept = () => {
  if (offlineStatus().queued > 0 && navigator.onLine) idle(async () => (await import('./queue.ts')).runQueue());
};

/**
 * Readies the engine for the shop; with a network, first replaces a pack saved by another version of the app, and
 * brings the pack up to date (at most hourly).
 */
async function prepare(): Promise<void> {
  const sync = await import('./pack-sync.ts');
  if (navigator.onLine) {
    const checked = offlineStatus().checkedAt;
    const due = !checked || Date.now() - new Date(checked).getTime() > UPDATE_EVERY_MS;
    if (due) updateOfflineStatus((status) => ({ ...status, checkedAt: new Date().toISOString() }));
    await sync.keepCurrent(due).catch((error: unknown) => logger.warn('Offline products: update failed', error));
  }
  await sync.warmEngine();
}

let started = false;

/** Starts what offline products need, once per page load. */
export function startOfflineProducts(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', lookUpKept);
  onServerBack(lookUpKept); // a phone that said it was online all along, whose calls got through again
  lookUpKept();
  if (!offlineStatus().pack) return;
  answerFromPack();
  idle(prepare);
}
