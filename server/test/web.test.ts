import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from '../src/plugins/web.ts';

const INDEX = '<html><head><title>ClearCart</title></head><body></body></html>';

describe('the web app’s pages', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clearcart-web-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    app = Fastify();
    await registerWeb(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/product/nutella-hazelnut-spread-400g?tab=ethical',
    '/lists',
    '/lists/abc',
    '/shared/t0ken',
    '/read',
    '/read/abc',
    '/read/abc/edit',
    '/offline',
    '/history',
  ])('%s is a page of the app (200, the app, never cached without asking)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers a path that is no page with the app (its not-found page) and a 404; an API path with JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(INDEX);
    const api = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('a first screen drawn by the server (web/src/entry-server.tsx)', () => {
  const SHELL = '<html><head></head><body><div id="root"></div></body></html>';
  // A stand-in for the web build's renderer: draws every page but /search (and fails on /history) for devices without
  // a sign-in cookie.
  const RENDERER = `
    globalThis.drawnCount = 0;
    export const drawsAhead = ({ pathname, cookie }) => pathname !== '/search' && !(cookie ?? '').includes('cc_signed_in');
    export const questionsOf = ({ pathname, cookie }) => {
      if (!pathname.startsWith('/product/')) return [];
      const id = pathname.slice(9);
      const evaluation = { key: ['evaluation', id], path: '/api/products/evaluate/' + id, body: { for: 'nobody' }, optional: true };
      return [{ key: ['product', id], path: '/api/products/' + id }, ...((cookie ?? '').includes('cc_prefs') ? [] : [evaluation])];
    };
    export async function renderPage(url, build, answers) {
      if (new URL(url).pathname === '/history') throw new Error('boom');
      globalThis.drawnCount++;
      return { html: build.index.replace('<div id="root"></div>', '<div id="root" data-drawn="/">drawn ' + Object.keys(build.manifest) + JSON.stringify(answers) + '</div><script>a()</script>'), scripts: ['a()'] };
    }`;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clearcart-web-'));
    mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'));
    writeFileSync(join(dir, 'dist', 'index.html'), SHELL);
    writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': {} }));
    writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
    app = Fastify();
    // As helmet does (app.ts): the policy is set before the page is.
    app.addHook('onRequest', async (_, reply) => {
      void reply.header('content-security-policy', "default-src 'self';script-src 'self' 'wasm-unsafe-eval'");
    });
    // The API answer a report is drawn with.
    app.get('/api/products/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      return id === 'gone' ? reply.status(404).send({ error: 'not_found', message: 'No such product' }) : { id };
    });
    app.post('/api/products/evaluate/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (id === 'unrated') return reply.status(503).send({ error: 'unavailable', message: 'Try again' });
      return { evaluated: id, body: request.body };
    });
    await registerWeb(app, join(dir, 'dist'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the page drawn, its inline script allowed by its hash, and draws each address once', async () => {
    const before = (globalThis as { drawnCount?: number }).drawnCount ?? 0;
    const first = await app.inject({ method: 'GET', url: '/?a=1' });
    const again = await app.inject({ method: 'GET', url: '/?a=1' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root" data-drawn="/">drawn src/main.tsx[]</div>');
    expect(again.body).toBe(first.body);
    expect((globalThis as { drawnCount?: number }).drawnCount).toBe(before + 1);
    const hash = createHash('sha256').update('a()').digest('base64');
    expect(first.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'sha256-${hash}' 'self' 'wasm-unsafe-eval'`,
    );
    expect(first.headers.vary).toBe('Cookie, Accept-Language');
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('draws a report with the API’s answer each time it is asked, and sends the shell when there is none', async () => {
    const before = (globalThis as { drawnCount?: number }).drawnCount ?? 0;
    const first = await app.inject({ method: 'GET', url: '/product/nutella' });
    await app.inject({ method: 'GET', url: '/product/nutella' });
    expect(first.body).toContain(
      'drawn src/main.tsx[{"key":["product","nutella"],"data":{"id":"nutella"}},' +
        '{"key":["evaluation","nutella"],"data":{"evaluated":"nutella","body":{"for":"nobody"}}}]',
    );
    expect((globalThis as { drawnCount?: number }).drawnCount).toBe(before + 2);
    // A question the device's cookies leave out is not asked.
    const told = await app.inject({ method: 'GET', url: '/product/nutella', headers: { cookie: 'cc_prefs=1' } });
    expect(told.body).toContain('drawn src/main.tsx[{"key":["product","nutella"],"data":{"id":"nutella"}}]');
    // An optional answer that fails is left for the browser to ask; the page is drawn without it.
    const unrated = await app.inject({ method: 'GET', url: '/product/unrated' });
    expect(unrated.body).toContain('drawn src/main.tsx[{"key":["product","unrated"],"data":{"id":"unrated"}}]');
    const gone = await app.inject({ method: 'GET', url: '/product/gone' });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toBe(SHELL);
  });

  it('sends the shell, with the policy as it was, to a device where someone may be signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'cc_signed_in=1' } });
    expect(response.body).toBe(SHELL);
    expect(response.headers['content-security-policy']).toBe("default-src 'self';script-src 'self' 'wasm-unsafe-eval'");
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('sends the shell for a page not drawn, and when drawing fails', async () => {
    expect((await app.inject({ method: 'GET', url: '/search' })).body).toBe(SHELL);
    const failed = await app.inject({ method: 'GET', url: '/history' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(SHELL);
    const nowhere = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(nowhere.statusCode).toBe(404); // no page of the app: its not-found page, never drawn
    expect(nowhere.body).toBe(SHELL);
  });
});
