import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The SPA's own routes (web/src/app/router.tsx: spec §2 and the pages added since); any other path still gets the
 * app, which shows its not-found page, with a 404.
 */
const SPA_ROUTES = [
  /^\/$/,
  /^\/search\/?$/,
  /^\/preferences\/?$/,
  /^\/signin\/?$/,
  /^\/privacy\/?$/,
  /^\/history\/?$/,
  /^\/compare\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/lists(\/[^/]+)?\/?$/,
  /^\/shared\/[^/]+\/?$/,
  /^\/read(\/[^/]+(\/edit)?)?\/?$/,
  /^\/offline\/?$/,
];

/** Serves the built web app from `webDist` (when present) with history fallback; unknown API paths get JSON 404s. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const root = webDist ? resolve(webDist) : '';
  const index = root && existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : null;
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
      const known = SPA_ROUTES.some((r) => r.test(path));
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(index);
    }
    return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${path}` });
  });
}
