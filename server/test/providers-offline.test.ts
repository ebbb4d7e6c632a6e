import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS } from '@clearcart/engine';
import { loadConfig } from '../src/config/env.ts';
import { createProviders } from '../src/providers/index.ts';
import { buildTestApp } from './test-app.ts';
import type { Db } from '../src/store/database/db.ts';

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

describe('with the online sources turned off', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPENFOODFACTS_URL: 'off',
    OPENBEAUTYFACTS_URL: 'off',
    OPENPRODUCTSFACTS_URL: 'off',
    OPENFOODFACTS_DELTA_URL: 'off',
    OPENBEAUTYFACTS_DELTA_URL: 'off',
    RAPPELCONSO_URL: 'off',
    FSA_ALERTS_URL: 'off',
    OPENFDA_URL: 'off',
    SAFETY_GATE_URL: 'off',
  });
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
    expect(config.providers).toEqual({
      openFoodFactsUrl: undefined,
      openBeautyFactsUrl: undefined,
      openProductsFactsUrl: undefined,
      openFactsLimits: { readsPerMinute: 15, searchesPerMinute: 10 },
      contact: undefined,
      deltaSync: { sites: [], everyMs: 0 },
      wikidataUrl: undefined,
      llm: undefined,
      recalls: { pollMs: 3_600_000 },
    });
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

describe('with no variables set', () => {
  it('the Open Food Facts family and the recall registers are on, at their public services; Wikidata and the language model stay off', () => {
    expect(loadConfig({}).providers).toEqual({
      openFoodFactsUrl: 'https://world.openfoodfacts.org',
      openBeautyFactsUrl: 'https://world.openbeautyfacts.org',
      openProductsFactsUrl: 'https://world.openproductsfacts.org',
      openFactsLimits: { readsPerMinute: 15, searchesPerMinute: 10 },
      contact: undefined,
      // Open Products Facts publishes no delta files we could confirm: its sync is off unless set (decision 122).
      deltaSync: {
        sites: [
          { site: OPEN_FOOD_FACTS, baseUrl: 'https://static.openfoodfacts.org/data/delta' },
          { site: OPEN_BEAUTY_FACTS, baseUrl: 'https://static.openbeautyfacts.org/data/delta' },
        ],
        everyMs: 86_400_000,
      },
      wikidataUrl: undefined,
      llm: undefined,
      recalls: {
        rappelConsoUrl: 'https://data.economie.gouv.fr',
        fsaAlertsUrl: 'https://data.food.gov.uk',
        openFdaUrl: 'https://api.fda.gov',
        safetyGateUrl: 'https://ec.europa.eu',
        pollMs: 3_600_000,
      },
    });
  });
  it('a URL points a source elsewhere; anything else is refused', () => {
    expect(loadConfig({ OPENBEAUTYFACTS_URL: 'http://127.0.0.1:9000' }).providers.openBeautyFactsUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ OPENFOODFACTS_URL: 'maybe' })).toThrow();
  });
  it('each site’s delta files have their own address: one off leaves the others, a URL turns Open Products Facts’ on', () => {
    const sites = (env: Record<string, string>) =>
      loadConfig(env).providers.deltaSync.sites.map(({ site, baseUrl }) => [site.prefix, baseUrl]);
    expect(sites({ OPENFOODFACTS_DELTA_URL: 'off' })).toEqual([
      ['obf', 'https://static.openbeautyfacts.org/data/delta'],
    ]);
    expect(
      sites({
        OPENBEAUTYFACTS_DELTA_URL: 'http://127.0.0.1:9001/obf',
        OPENPRODUCTSFACTS_DELTA_URL: 'http://127.0.0.1:9001/opf',
      }),
    ).toEqual([
      ['off', 'https://static.openfoodfacts.org/data/delta'],
      ['obf', 'http://127.0.0.1:9001/obf'],
      ['opf', 'http://127.0.0.1:9001/opf'],
    ]);
    expect(loadConfig({ OPENPRODUCTSFACTS_DELTA_URL: 'off' }).providers.deltaSync.sites).toHaveLength(2);
    expect(() => loadConfig({ OPENBEAUTYFACTS_DELTA_URL: 'maybe' })).toThrow();
  });
});

describe('when the online sources cannot be reached', () => {
  it('each is tried once (no retry on an unreachable host), the answer is the offline one, and the breaker opens', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // Nothing listens on this loopback port: refused at once, like a machine without a network.
    const nowhere = 'http://127.0.0.1:59991';
    const { app } = await buildTestApp({
      providers: {
        openFoodFactsUrl: nowhere,
        openBeautyFactsUrl: nowhere,
        openProductsFactsUrl: nowhere,
        log: () => {},
      },
    });
    try {
      const first = await app.inject({ method: 'POST', url: '/api/products/identify', ...form('4006381333931') });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ product_id: null });
      expect(fetchSpy).toHaveBeenCalledTimes(3);
      for (let i = 0; i < 5; i++)
        await app.inject({ method: 'POST', url: '/api/products/identify', ...form('4006381333931') });
      fetchSpy.mockClear();
      await app.inject({ method: 'POST', url: '/api/products/identify', ...form('4006381333931') });
      // After repeated failures each source's breaker is open: no request goes out.
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
      await app.close();
    }
  });
});
