import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identifyResponse, productResponse, type IdentifyResponse } from '@clearcart/contracts';
import { NOT_IDENTIFIED_MESSAGE } from '../src/identify/text-search.ts';
import type { ProviderSettings } from '../src/providers/index.ts';
import type { Services } from '../src/services.ts';
import type { Behaviour, FakeServer } from './fakes/fake-server.ts';
import { JACQUET_GTIN, offDataMissing, startOpenFoodFactsFake } from './fakes/open-food-facts-fake.ts';
import { aProduct, fixtureProducts } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

/** The app's own budget for going online during one identify request. */
const BUDGET_MS = 1_500;
/** A valid EAN-13 that no record served by the fake has. */
const UNKNOWN_GTIN = '4006381333931';
/** A real product in the fake's search data, not in the test catalog (Fanta Orange). */
const FANTA_GTIN = '5449000011527';

/** A catalog product holding the barcode of a record OFF's search returns (made up for this test). */
const SPRITE_IN_CATALOG = aProduct({
  id: 'catalog-lemon-soda',
  gtin: '8901764032271',
  name: 'Lemon Lime Soda',
  brand: 'Testfizz',
  category: 'Soda',
  kind: 'beverage',
});

function form(description: string) {
  const boundary = '----providers-test';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function identify(app: FastifyInstance, description: string): Promise<{ body: IdentifyResponse; ms: number }> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/products/identify', ...form(description) });
  const ms = performance.now() - started;
  expect(response.statusCode).toBe(200);
  return { body: identifyResponse.parse(response.json()), ms };
}

describe.skipIf(offDataMissing)('Open Food Facts provider (fake server replaying real records)', () => {
  let fake: FakeServer;
  let app: FastifyInstance;
  let services: Services;
  const logged: string[] = [];
  const providers = (url: string): ProviderSettings => ({
    openFoodFactsUrl: url,
    http: {
      openFoodFacts: { timeoutMs: 400, retries: 1, backoffMs: 20, breaker: { failures: 100, coolDownMs: 1_000 } },
    },
    identifyBudgetMs: BUDGET_MS,
    log: (message) => logged.push(message),
  });

  beforeAll(async () => {
    fake = await startOpenFoodFactsFake();
    ({ app, services } = await buildTestApp({
      products: [...fixtureProducts, SPRITE_IN_CATALOG],
      providers: providers(fake.url),
    }));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.slowMs = 3_000;
  });

  it('identifies a barcode the catalog lacks, saves it, and serves a complete report', async () => {
    const before = fake.requests.length;
    const { body } = await identify(app, JACQUET_GTIN);
    expect(body).toMatchObject({ product_id: `off-${JACQUET_GTIN}`, identified_by: 'Open Food Facts' });
    expect(body.confidence).toBeGreaterThan(0.9);
    expect(fake.requests.length - before).toBe(1);
    const request = fake.requests[before]!;
    expect(request.url.pathname).toBe(`/api/v2/product/${JACQUET_GTIN}.json`);
    expect(request.headers['user-agent']).toMatch(/^ClearCart\/\d+\.\d+\.\d+ \(dev@clearcart\.invalid\)$/);

    const basic = await app.inject({ method: 'GET', url: `/api/products/off-${JACQUET_GTIN}` });
    expect(basic.statusCode).toBe(200);
    const product = productResponse.parse(basic.json());
    expect(product.entity).toMatchObject({ brand: 'Jacquet', gtin: JACQUET_GTIN, type: 'food' });
    expect(product.entity.name).toMatch(/Crousti Moelleux/);
    expect(product.metadata.sources).toContainEqual({
      title: `Open Food Facts product ${JACQUET_GTIN} (ODbL)`,
      url: `https://world.openfoodfacts.org/product/${JACQUET_GTIN}`,
    });
    expect(product.metadata.attribution?.join(' ')).toMatch(/Open Food Facts/);

    const evaluated = await app.inject({
      method: 'POST',
      url: `/api/products/evaluate/off-${JACQUET_GTIN}`,
      payload: {},
    });
    expect(evaluated.statusCode).toBe(200);
    const report = productResponse.parse(evaluated.json());
    expect(report.metadata.data_quality.evaluation_status).toBe('complete');
    const { health, environmental, ethical } = report.ratings!;
    expect(health.ingredients.list.length).toBeGreaterThan(3);
    expect(Object.keys(health.allergens).length).toBeGreaterThan(0);
    expect(health.nutri_score?.grade).toMatch(/^[A-E]$/);
    expect(environmental.impact_summary.length).toBeGreaterThan(0);
    expect(ethical.impact_summary.length).toBeGreaterThan(0);

    // Saved with its provenance: the next request is local.
    const [row] = await services.db.query<{ source: string }>('SELECT source FROM products WHERE id = $1', [
      `off-${JACQUET_GTIN}`,
    ]);
    expect(row?.source).toBe('openfoodfacts');
    const again = await identify(app, JACQUET_GTIN);
    expect(again.body.product_id).toBe(`off-${JACQUET_GTIN}`);
    expect(fake.requests.length - before).toBe(1);
  });

  it('remembers that Open Food Facts lacks a barcode, without asking again', async () => {
    const before = fake.requests.length;
    for (let i = 0; i < 2; i++) {
      const { body } = await identify(app, UNKNOWN_GTIN);
      expect(body.product_id).toBeNull();
      expect(body.message).toBe(`No product with barcode ${UNKNOWN_GTIN} is in our catalog yet.`);
    }
    expect(fake.requests.length - before).toBe(1);
  });

  it('finds a description the catalog does not know by Open Food Facts search, then locally', async () => {
    const before = fake.requests.length;
    const { body } = await identify(app, 'Hawai Tropical');
    expect(body).toMatchObject({ product_id: 'off-5449000036872', identified_by: 'Open Food Facts' });
    const search = fake.requests[before]!;
    expect(search.url.pathname).toBe('/cgi/search.pl');
    expect(search.url.searchParams.get('search_terms')).toBe('hawai tropical');
    expect(search.url.searchParams.get('json')).toBe('1');
    expect(search.url.searchParams.get('page_size')).toBe('5');

    const again = await identify(app, 'hawai tropical');
    expect(again.body.product_id).toBe('off-5449000036872');
    expect(again.body.identified_by).toBe('text search');
    expect(fake.requests.length - before).toBe(1);
  });

  it('does not ask Open Food Facts when the catalog matches clearly', async () => {
    const before = fake.requests.length;
    const { body } = await identify(app, 'nutella');
    expect(body.product_id).toBe('nutella-400g');
    expect(fake.requests.length).toBe(before);
  });

  it('never overwrites a catalog product with the same barcode as a search hit', async () => {
    // OFF's search finds its real "Sprite 750ml" record, whose barcode our catalog holds under another name.
    const before = await services.products.get(SPRITE_IN_CATALOG.id);
    await identify(app, 'sprite');
    expect(fake.requests.at(-1)?.url.pathname).toBe('/cgi/search.pl');
    expect(await services.products.get(SPRITE_IN_CATALOG.id)).toEqual(before);
    expect(await services.products.get('off-8901764032271')).toBeNull();
  });

  const failures: Behaviour[] = ['slow', 'fail', 'malformed', 'wrong-shape', 'oversized', 'oversized-declared'];

  it.each(failures)(
    'answers "not identified" within its budget when Open Food Facts is %s (barcode)',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const before = fake.requests.length;
      const { body, ms } = await identify(app, FANTA_GTIN);
      expect(body.product_id).toBeNull();
      expect(body.identified_by).toBeNull();
      expect(body.message).toBe(`No product with barcode ${FANTA_GTIN} is in our catalog yet.`);
      expect(ms).toBeLessThan(BUDGET_MS + 500);
      expect(fake.requests.length).toBeGreaterThan(before);
      expect(await services.products.get(`off-${FANTA_GTIN}`)).toBeNull();
    },
  );

  it.each(failures)(
    'answers "not identified" within its budget when Open Food Facts is %s (search)',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const { body, ms } = await identify(app, `fanta orange ${behaviour}`);
      expect(body.product_id).toBeNull();
      expect(body.message).toBe(NOT_IDENTIFIED_MESSAGE);
      expect(ms).toBeLessThan(BUDGET_MS + 500);
    },
  );

  it('recovers once Open Food Facts answers again', async () => {
    const { body } = await identify(app, FANTA_GTIN);
    expect(body).toMatchObject({ product_id: `off-${FANTA_GTIN}`, identified_by: 'Open Food Facts' });
    expect(logged.length).toBeGreaterThan(0);
  });
});

describe.skipIf(offDataMissing)('Open Food Facts circuit breaker', () => {
  it('stops calling a failing Open Food Facts and answers at once', async () => {
    const fake = await startOpenFoodFactsFake();
    const { app } = await buildTestApp({
      providers: {
        openFoodFactsUrl: fake.url,
        http: {
          openFoodFacts: { timeoutMs: 400, retries: 0, backoffMs: 10, breaker: { failures: 2, coolDownMs: 60_000 } },
        },
        identifyBudgetMs: BUDGET_MS,
        log: () => undefined,
      },
    });
    try {
      fake.behaviour = 'fail';
      await identify(app, FANTA_GTIN);
      await identify(app, FANTA_GTIN);
      expect(fake.requests).toHaveLength(2);
      const { body, ms } = await identify(app, FANTA_GTIN);
      expect(body.product_id).toBeNull();
      expect(fake.requests).toHaveLength(2);
      expect(ms).toBeLessThan(200);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
