import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The SPA's own routes (spec §2, and the pages added since) with the page module each opens (web/src/app/router.tsx);
 * any other path still gets the app, which shows its not-found page, with a 404.
 */
export const SPA_ROUTES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'home'],
  [/^\/search\/?$/, 'search'],
  [/^\/preferences\/?$/, 'preferences'],
  [/^\/signin\/?$/, 'sign-in'],
  [/^\/privacy\/?$/, 'privacy'],
  [/^\/history\/?$/, 'history'],
  [/^\/compare\/?$/, 'compare'],
  [/^\/product\/[^/]+\/?$/, 'product'],
  [/^\/lists\/?$/, 'lists'],
  [/^\/lists\/[^/]+\/?$/, 'list'],
  [/^\/shared\/[^/]+\/?$/, 'shared-list'],
  [/^\/read(\/[^/]+(\/edit)?)?\/?$/, 'read-label'],
  [/^\/offline\/?$/, 'offline'],
];

/** Vite's build manifest (web/dist/.vite/manifest.json): each source module's output file, its imports and styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The `<link>`s that fetch a page's own scripts and styles beside the app's entry, instead of after the entry has run
 * and asked for them: on a slow phone network that is a round trip and a download fewer before the page can draw.
 */
export function pagePreloads(manifest: Manifest, page: string): string {
  const loaded = new Set<string>();
  const walk = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    manifest[key].imports?.forEach(walk);
  };
  // What the entry loads by itself, the HTML names already.
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(walk);
  const entry = new Set(loaded);
  walk(`src/app/routes/${page}.tsx`);
  const chunks = [...loaded].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ...chunks
      .flatMap((chunk) => chunk.css ?? [])
      .map((css) => `<link rel="preload" as="style" crossorigin href="/${css}">`),
  ].join('');
}

/** Serves the built web app from `webDist` (when present) with history fallback; unknown API paths get JSON 404s. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const root = webDist ? resolve(webDist) : '';
  const index = root && existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : null;
  const manifestFile = join(root, '.vite', 'manifest.json');
  const manifest = root && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  // Each page's HTML, made once: the app's index with that page's preloads at the end of <head>.
  const pages = new Map(
    SPA_ROUTES.map(([, page]) => [page, index?.replace('</head>', `${pagePreloads(manifest, page)}</head>`) ?? null]),
  );
  if (index) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (web/vite.config.ts): served as they are, never compressed per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        if (path.includes(`${join(root, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (index && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) {
      const page = SPA_ROUTES.find(([pattern]) => pattern.test(path))?.[1];
      return reply
        .status(page ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send((page && pages.get(page)) ?? index);
    }
    return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${path}` });
  });
}
