import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
