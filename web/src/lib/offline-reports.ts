/** The service worker's cache of answers (web/public/sw.js): evaluations are kept under `/offline/evaluate/`. */
const DATA_CACHE = 'clearcart-data-v1';

/**
 * What the service worker kept that says something of the shopper, forgotten with them (sign-out, a deleted account):
 * the evaluations (personalised by their preferences), the product answers of the reports they opened (what they
 * looked at, as their history says), and any search answer an earlier worker kept. The app's own files and settings
 * stay; so does the offline pack (IndexedDB), the same for every shopper of a country.
 */
export async function forgetOfflineReports(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(DATA_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((r) => isPersonal(new URL(r.url).pathname)).map((r) => cache.delete(r)));
}

/** Everything the worker keeps but the app's public configuration. */
const isPersonal = (pathname: string) =>
  pathname.startsWith('/offline/evaluate/') || pathname.startsWith('/api/products/');
