// What an operator watches: liveness apart from readiness, /metrics in Prometheus' format, request ids.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../src/services.ts';
import { multipartBody } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

describe('operations: /livez, /readyz, /metrics, request ids', () => {
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    ({ app, services } = await buildTestApp());
  });
  afterAll(async () => {
    await app.close();
    await services.wordReader.close();
  });

  it('alive and ready; while starting (migrating) alive but not ready', async () => {
    expect((await app.inject('/livez')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    services.readiness.starting = true;
    try {
      const notReady = await app.inject('/readyz');
      expect([notReady.statusCode, notReady.json()]).toEqual([503, { status: 'migrating' }]);
      expect((await app.inject('/livez')).statusCode).toBe(200);
    } finally {
      services.readiness.starting = false;
    }
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('a store that does not answer: not ready (store_unreachable), still alive', async () => {
    const { app: other, db, services: own } = await buildTestApp();
    await db.close();
    const answer = await other.inject('/readyz');
    expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'store_unreachable' }]);
    expect((await other.inject('/livez')).statusCode).toBe(200);
    // Its store is closed already: closing the app closes it again.
    await other.close().catch(() => {});
    await own.wordReader.close();
  });

  it("keeps the proxy's request id, makes one when there is none or it is not one", async () => {
    const given = await app.inject({ url: '/api/products/search?q=milk', headers: { 'x-request-id': 'edge-42.a:b' } });
    expect(given.headers['x-request-id']).toBe('edge-42.a:b');
    const made = await app.inject({ url: '/api/products/search?q=milk', headers: { 'x-request-id': 'a b\nc' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/metrics: per-route request times, photo jobs, cache lookups and hit ratio, Node, in the text format', async () => {
    await app.inject('/api/products/nutella-400g');
    await app.inject('/api/products/nutella-400g');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const photo = await app.inject({
      method: 'POST',
      url: '/api/products/identify',
      ...multipartBody([['image', { filename: 'p.png', type: 'image/png', data: png }]]),
    });
    expect(photo.statusCode).toBe(200);
    const metrics = await app.inject('/metrics');
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(/^clearcart_photo_jobs_total\{kind="identify",outcome="done"\} 1$/m);
    expect(text).toMatch(/^clearcart_photo_job_seconds_count\{kind="identify",phase="run"\} 1$/m);
    expect(text).toMatch(/^clearcart_photo_queue_depth\{mode="in-process",state="waiting"\} 0$/m);
    expect(text).toMatch(/^clearcart_cache_lookups_total\{cache="product_responses",result="hit"\} [1-9]/m);
    expect(text).toMatch(/^clearcart_cache_hit_ratio\{cache="product_responses"\} 0\.\d+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});
