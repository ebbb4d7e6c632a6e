import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { createProviders } from '../src/providers/index.ts';
import { buildTestApp } from './test-app.ts';
import type { Db } from '../src/store/db.ts';

function form(description: string) {
  const boundary = '----offline-test';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What a client sees for a few requests that online providers would change if they were on. */
async function answers(app: FastifyInstance) {
  const out: unknown[] = [];
  for (const description of ['3029330003533', 'hawai tropical', 'nutella']) {
    const r = await app.inject({ method: 'POST', url: '/api/products/identify', ...form(description) });
    out.push([r.statusCode, r.json()]);
  }
  const basic = await app.inject({ method: 'GET', url: '/api/products/milka-alpine-milk' });
  const evaluated = await app.inject({ method: 'POST', url: '/api/products/evaluate/milka-alpine-milk', payload: {} });
  out.push([basic.statusCode, basic.json()], [evaluated.statusCode, evaluated.json()]);
  return out;
}

describe('with no provider variables set', () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  let plain: FastifyInstance;
  let configured: FastifyInstance;
  let db: Db;
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  beforeAll(async () => {
    ({ app: plain, db } = await buildTestApp());
    ({ app: configured } = await buildTestApp({ providers: config.providers }));
  });
  afterAll(async () => {
    fetchSpy.mockRestore();
    await plain.close();
    await configured.close();
  });

  it('configures no provider', async () => {
    expect(config.providers).toEqual({ openFoodFactsUrl: undefined, wikidataUrl: undefined, llm: undefined });
    expect(createProviders(db, config.providers)).toBeNull();
    expect(createProviders(db, {})).toBeNull();
  });

  it('behaves exactly as without providers, and never goes online', async () => {
    fetchSpy.mockClear();
    const withConfig = await answers(configured);
    const without = await answers(plain);
    expect(withConfig).toEqual(without);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(withConfig[0]).toEqual([
      200,
      {
        product_id: null,
        confidence: 0,
        identified_by: null,
        candidates: [],
        message: 'No product with barcode 3029330003533 is in our catalog yet.',
        read: '3029330003533',
      },
    ]);
  });
});
