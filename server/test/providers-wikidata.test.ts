import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productResponse } from '@clearcart/contracts';
import { ProviderCache } from '../src/providers/cache.ts';
import { ProviderError } from '../src/providers/http.ts';
import { WikidataProvider } from '../src/providers/wikidata.ts';
import type { Db } from '../src/store/database/db.ts';
import type { Behaviour, FakeServer } from './fakes/fake-server.ts';
import { startWikidataFake } from './fakes/wikidata-fake.ts';
import { aProduct, fixtureProducts, openTestDb } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const http = { timeoutMs: 400, retries: 1, backoffMs: 20, breaker: { failures: 100, coolDownMs: 1_000 } };
const failures: Behaviour[] = ['slow', 'fail', 'malformed', 'wrong-shape', 'oversized'];

describe('Wikidata provider (fake server in the wbsearchentities / wbgetentities format)', () => {
  let fake: FakeServer;
  let db: Db;
  let wikidata: WikidataProvider;
  beforeAll(async () => {
    fake = await startWikidataFake();
    db = await openTestDb('pglite');
    wikidata = new WikidataProvider(fake.url, new ProviderCache(db), http);
  });
  afterAll(async () => {
    await fake.close();
    await db.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
  });

  it('follows brand → owner (P127) → parent (P749) and reads the company facts, citing each item', async () => {
    const company = await wikidata.company('Jacquet');
    expect(company).toMatchObject({
      name: 'Fixture Holding Group',
      country: 'France',
      founded: '1965',
      about: 'Official website: https://holding.example.invalid/',
    });
    // The namesake (a family name) is skipped; ended and deprecated ownerships are not current.
    expect(company?.ownership?.map((l) => [l.company, l.relation])).toEqual([
      ['Fixture Bakeries', 'brand owner'],
      ['Fixture Holding Group', 'ultimate parent'],
    ]);
    expect(company?.ownership?.[0]?.as_of).toMatch(/^since 2011 \(Wikidata, retrieved \d{4}-\d{2}-\d{2}\)$/);
    expect(company?.ownership?.[0]?.sources).toContainEqual({
      title: 'Wikidata: Jacquet (Q990001)',
      url: 'https://www.wikidata.org/wiki/Q990001',
    });
    expect(company?.sources).toEqual([
      { title: 'Wikidata: Jacquet (Q990001)', url: 'https://www.wikidata.org/wiki/Q990001' },
      { title: 'Wikidata: Fixture Bakeries (Q990002)', url: 'https://www.wikidata.org/wiki/Q990002' },
      { title: 'Wikidata: Fixture Holding Group (Q990003)', url: 'https://www.wikidata.org/wiki/Q990003' },
    ]);
    const search = fake.requests.find((r) => r.url.searchParams.get('action') === 'wbsearchentities');
    expect(search?.url.pathname).toBe('/w/api.php');
    expect(search?.url.searchParams.get('format')).toBe('json');
  });

  it('caches answers in the store: no request the second time, even from a new provider', async () => {
    await wikidata.company('Jacquet');
    const before = fake.requests.length;
    await wikidata.company('jacquet');
    await new WikidataProvider(fake.url, new ProviderCache(db), http).company('Jacquet');
    expect(fake.requests.length).toBe(before);
  });

  it('stops on an ownership cycle', async () => {
    const company = await wikidata.company('Loopbrand');
    expect(company?.ownership?.map((l) => l.company)).toEqual(['Loop Owner']);
    expect(company?.name).toBe('Loop Owner');
  });

  it('says nothing for a brand without owner that is not an organisation, or without an item', async () => {
    await expect(wikidata.company('Lonebrand')).resolves.toBeNull();
    await expect(wikidata.company('Nosuchbrand')).resolves.toBeNull();
  });

  it.each(failures)('rejects with a ProviderError when Wikidata is %s (and caches nothing)', async (behaviour) => {
    fake.behaviour = behaviour;
    const fresh = new WikidataProvider(fake.url, new ProviderCache(db), { ...http, retries: 0 });
    await expect(fresh.company('Loopbrand-x')).rejects.toBeInstanceOf(ProviderError);
    await expect(fresh.cached('Loopbrand-x')).resolves.toBeUndefined();
  });
});

describe('Wikidata in product responses', () => {
  let fake: FakeServer;
  let app: FastifyInstance;
  const WAIT_MS = 600;
  beforeAll(async () => {
    fake = await startWikidataFake();
    ({ app } = await buildTestApp({
      products: [
        ...fixtureProducts,
        aProduct({ id: 'jacquet-bread', name: 'Crousti Moelleux Complet', brand: 'Jacquet', category: 'Sliced bread' }),
        aProduct({ id: 'loop-snack', name: 'Loop Snack', brand: 'Loopbrand', category: 'Snack' }),
      ],
      providers: { wikidataUrl: fake.url, http: { wikidata: http }, enrichWaitMs: WAIT_MS, log: () => undefined },
    }));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
  });

  it.each(failures)('answers 200 without a company, within its wait, when Wikidata is %s', async (behaviour) => {
    fake.behaviour = behaviour;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/products/loop-snack' });
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(productResponse.parse(response.json()).entity.insights.company).toBeUndefined();
    // Not held up by Wikidata: a slow fake answers only after slowMs (five times the wait), a failing one at once.
    expect(ms).toBeLessThan(fake.slowMs);
  });

  it('fills insights.company (and parent_company) from Wikidata for a brand the knowledge lacks', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/products/jacquet-bread' },
      { method: 'POST' as const, url: '/api/products/evaluate/jacquet-bread', payload: {} },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      const { entity } = productResponse.parse(response.json());
      expect(entity.insights.company).toMatchObject({
        name: 'Fixture Holding Group',
        country: 'France',
        founded: '1965',
      });
      expect(entity.parent_company).toBe('Fixture Holding Group');
    }
  });

  it('leaves brands the knowledge base knows alone, without asking Wikidata', async () => {
    const before = fake.requests.length;
    const response = await app.inject({ method: 'POST', url: '/api/products/evaluate/nutella-400g', payload: {} });
    const { entity } = productResponse.parse(response.json());
    expect(entity.insights.company?.sources.some((s) => s.title.startsWith('Wikidata'))).toBe(false);
    expect(entity.insights.company?.name).toBeTruthy();
    expect(fake.requests.length).toBe(before);
  });
});
