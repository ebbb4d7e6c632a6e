import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

/** An identify call refused cheaply (400: not a multipart form) but still counted by the route's rate limit (120 a minute per client). */
const cheapIdentify = (client: string): InjectOptions => ({
  method: 'POST',
  url: '/api/products/identify',
  payload: 'x',
  headers: { 'content-type': 'text/plain', 'x-forwarded-for': client },
  remoteAddress: '127.0.0.1',
});

async function exhaust(app: FastifyInstance, client: string) {
  for (let i = 0; i < 120; i++) await app.inject(cheapIdentify(client));
  return app.inject(cheapIdentify(client));
}

describe('rate limits behind a reverse proxy (TRUST_PROXY)', () => {
  it('without TRUST_PROXY every client behind the proxy shares the proxy’s bucket', async () => {
    const { app } = await buildTestApp();
    expect((await exhaust(app, '203.0.113.1')).statusCode).toBe(429);
    expect((await app.inject(cheapIdentify('203.0.113.2'))).statusCode).toBe(429);
    await app.close();
  });

  it('with TRUST_PROXY=1 each client has its own bucket, keyed on X-Forwarded-For', async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    const limited = await exhaust(app, '203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject(cheapIdentify('203.0.113.2'))).statusCode).toBe(400);
    await app.close();
  });
});

describe('every 429 says when to retry', () => {
  let app: FastifyInstance;
  let png: Buffer;
  beforeAll(async () => {
    let services;
    ({ app, services } = await buildTestApp());
    // A closed reader answers each photo 503 at once: the test is about the photo limit, not OCR.
    await services.wordReader.close();
    png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.close());

  it('the per-client photo limit (20 a minute)', async () => {
    const photo = () =>
      app.inject({
        method: 'POST',
        url: '/api/products/identify',
        ...multipartBody([['image', { filename: 'p.png', type: 'image/png', data: png }]]),
      });
    for (let i = 0; i < 20; i++) expect((await photo()).statusCode).toBe(503);
    const refused = await photo();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('requests Node refuses before routing get our {error, message} too', () => {
  it('431 for oversized headers', async () => {
    const { app } = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ error: 'headers_too_large', message: 'The request headers are too large' });
    await app.close();
  });
});
