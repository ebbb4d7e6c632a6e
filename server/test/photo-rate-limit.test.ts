import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody, type FormPart } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

/** The per-client photo limit of POST /api/products/identify (20 a minute), kept by @fastify/rate-limit. */
describe('the photo limit', () => {
  let app: FastifyInstance;
  let png: Buffer;
  beforeAll(async () => {
    let services;
    ({ app, services } = await buildTestApp({ env: { TRUST_PROXY: '1' } }));
    // A closed reader answers each photo 503 at once: the test is about the limit, not OCR.
    await services.wordReader.close();
    png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
  });

  const identify = (client: string, part: [string, FormPart]) => {
    const { payload, headers } = multipartBody([part]);
    return app.inject({
      method: 'POST',
      url: '/api/products/identify',
      remoteAddress: '127.0.0.1',
      payload,
      headers: { ...headers, 'x-forwarded-for': client },
    });
  };
  const photo = (client: string) => identify(client, ['image', { filename: 'p.png', type: 'image/png', data: png }]);

  it('admits 20 photos a minute per client, then answers 429 {error, message} with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 20; i++) expect((await photo('203.0.113.1')).statusCode).toBe(503);
    const refused = await photo('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many photos: at most 20 a minute. Please wait a moment.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('20');
  });

  it('leaves other clients, text searches and uploads that are not images alone', async () => {
    expect((await photo('203.0.113.2')).statusCode).toBe(503);
    expect((await identify('203.0.113.1', ['description', 'Nutella'])).statusCode).toBe(200);
    const notAnImage = await identify('203.0.113.1', [
      'image',
      { filename: 'p.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    expect(notAnImage.statusCode).not.toBe(429);
  });

  it('admits the client again once the minute has passed', async () => {
    expect((await photo('203.0.113.1')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await photo('203.0.113.1')).statusCode).toBe(503);
  });
});
