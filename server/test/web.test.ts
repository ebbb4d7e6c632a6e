import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloads, registerWeb, SPA_ROUTES } from '../src/plugins/web.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-1.css'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_report.js': { file: 'assets/report-1.js', imports: ['_vendor.js'], css: ['assets/report-1.css'] },
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_report.js', '_vendor.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js' },
};

describe('the web app’s pages', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clearcart-web-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), '<html><head><title>ClearCart</title></head><body></body></html>');
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = Fastify();
    await registerWeb(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("names in a product page's HTML its own scripts and styles, not the entry's", async () => {
    const response = await app.inject({ method: 'GET', url: '/product/nutella-hazelnut-spread-400g?tab=ethical' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '<html><head><title>ClearCart</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/product-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/report-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/report-1.css">' +
        '</head><body></body></html>',
    );
  });

  it.each(['/', '/lists', '/lists/abc', '/shared/t0ken', '/read', '/read/abc/edit', '/offline', '/history'])(
    '%s is a page of the app (200)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('answers a path that is no page with the app (its not-found page) and a 404; an API path with JSON', async () => {
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });
});

// The real build: every page the server names has its module in the manifest (a renamed route file would lose its
// preloads silently). `npm test` builds the web app first.
const built = join(import.meta.dirname, '..', '..', 'web', 'dist', '.vite', 'manifest.json');
if (!existsSync(built) && process.env.CI) throw new Error(`CI: the web build's manifest is missing at ${built}`);
describe.skipIf(!existsSync(built))('the built web app', () => {
  it.each(SPA_ROUTES.map(([, page]) => page))('the %s page preloads its module', (page) => {
    const manifest = JSON.parse(readFileSync(built, 'utf8')) as Parameters<typeof pagePreloads>[0];
    expect(manifest[`src/app/routes/${page}.tsx`], page).toBeDefined();
    expect(pagePreloads(manifest, page)).toContain(manifest[`src/app/routes/${page}.tsx`]!.file);
  });
});
