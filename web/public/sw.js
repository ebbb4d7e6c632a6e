// ClearCart's service worker: the app opens offline, with the reports this device has opened.
// - The app shell (the page and its fingerprinted assets) is served from the cache, refreshed from the network;
//   every page's scripts and styles (app-shell.json, written by the build) are kept, so any page opens offline.
// - Product reads and evaluations are network first; the last answer per product is kept for offline use. Searches are
//   never kept: they say what a shopper looked for, and an answer kept by address would answer every other search.
// - Signing out deletes what was kept of the shopper's (web/src/lib/offline-reports.ts).
// Nothing is cached for other origins, and sign-in always needs the network.
const SHELL = 'clearcart-shell-v1';
const DATA = 'clearcart-data-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png']))
      // The pages' files: best effort, an install never fails for them (the next visit keeps what is missing).
      .then(() => keepAppShell().catch(() => {})),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== DATA).map((k) => caches.delete(k))))
      // Answers an earlier worker kept by mistake: the last search, the last picture looked up by name.
      .then(() => caches.open(DATA))
      .then((cache) => Promise.all(NEVER_KEPT.map((path) => cache.delete(path))))
      .then(() => self.clients.claim()),
  );
});

/** Addresses under /api/products/ that are not a product: their answers depend on the query and are not kept. */
const NEVER_KEPT = ['/api/products/search', '/api/products/product-image'];

const offline = (message) =>
  new Response(JSON.stringify({ error: 'offline', message }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

/** Keeps every script and style of the current build that is not kept yet (a new build brings new names). */
async function keepAppShell() {
  const response = await fetch('/app-shell.json', { cache: 'no-store' });
  if (!response.ok) return;
  const files = await response.json();
  const cache = await caches.open(SHELL);
  for (const file of files) if (!(await cache.match(file))) await cache.add(file);
}

/**
 * Network first; a good answer replaces the saved one under `key`, and `alsoKeep` keeps what comes with it after the
 * answer is given; without a network, the saved one.
 */
async function networkFirst(event, key, cacheName, alsoKeep) {
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      await (await caches.open(cacheName)).put(key, response.clone());
      if (alsoKeep) event.waitUntil(alsoKeep(response.clone()).catch(() => {}));
    }
    return response;
  } catch {
    const saved = await caches.match(key);
    return saved ?? offline('You are offline, and this is not saved on this device yet.');
  }
}

/** The product kept for offline use under the addresses the app asks for (below), by the query an answer is for. */
const keptAt = ([query, id]) =>
  query === 'product'
    ? `/api/products/${encodeURIComponent(id)}`
    : query === 'evaluation'
      ? `/offline/evaluate/${encodeURIComponent(id)}`
      : null;

/**
 * A page drawn by the server holds the answers it was drawn with (web/src/first-screen/): a report's basic data,
 * and its evaluation for a device without preferences, which the page then never asks for. Kept as if it had.
 */
async function keepDrawnAnswers(response) {
  const json = /<script type="application\/json" id="cc-drawn-answers">([^<]*)<\/script>/.exec(await response.text());
  if (!json) return;
  const cache = await caches.open(DATA);
  for (const { key, data } of JSON.parse(json[1])) {
    const at = keptAt(key);
    if (at)
      await cache.put(at, new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // Every page of the app is the same shell; once it came from the network, the build's files are kept too, and the
    // answers a page was drawn with.
    event.respondWith(networkFirst(event, '/', SHELL, (page) => Promise.all([keepAppShell(), keepDrawnAnswers(page)])));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
            return response;
          }),
      ),
    );
    return;
  }
  const evaluate = /^\/api\/products\/evaluate\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'POST' && evaluate) {
    // A POST cannot be a cache key: the product's last evaluation is kept under a key of our own.
    event.respondWith(networkFirst(event, `/offline/evaluate/${evaluate[1]}`, DATA));
    return;
  }
  if (
    request.method === 'GET' &&
    (url.pathname === '/api/config' ||
      (/^\/api\/products\/[^/]+(\/image)?$/.test(url.pathname) && !NEVER_KEPT.includes(url.pathname)))
  ) {
    event.respondWith(networkFirst(event, url.pathname, DATA));
  }
});

// Web Push (issue 53): a recall of a product the shopper bought. The message is the server's (server/src/recalls/
// web-push.ts): the recall's title in the authority's words, and the product whose report opens on a tap.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  if (message.kind !== 'recall') return;
  event.waitUntil(
    self.registration.showNotification(message.title || 'ClearCart', {
      body: message.url || '',
      tag: `recall:${message.source}:${message.noticeId}:${message.productId}`,
      icon: '/icons/icon-192.png',
      data: { path: `/product/${encodeURIComponent(message.productId || '')}` },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/inbox';
  event.waitUntil(self.clients.openWindow(path));
});
