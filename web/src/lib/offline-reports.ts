/** The service worker's cache of product data (web/public/sw.js): evaluations are kept under `/offline/evaluate/`. */
const DATA_CACHE = 'clearcart-data-v1';

/**
 * Forgets the evaluations the service worker kept for offline use: they were personalised by the shopper's
 * preferences, so they leave the device with the shopper.
 */
export async function forgetOfflineReports(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(DATA_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((r) => new URL(r.url).pathname.startsWith('/offline/evaluate/')).map((r) => cache.delete(r)),
  );
}
