/**
 * The Open Food Facts family by barcode: a bare barcode is asked of Open Food Facts, then Open
 * Beauty Facts, then Open Products Facts, each a local fake answering in the API v2 product format. The cosmetic
 * and household records are made up for this test (no Open Beauty/Products Facts records were found to replay).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyResponse, productResponse } from '@clearcart/contracts';
import { startFake, type FakeServer } from './fakes/fake-server.ts';
import { fixtureProducts, multipartBody } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const SHAMPOO_GTIN = '3760144500015';
const DISHWASHER_GTIN = '5410012345672';
const FOOD_GTIN = '4006381333931';

/** API v2 product records as the three services send them (`{code, product, status, status_verbose}`). */
const RECORDS: Record<'food' | 'beauty' | 'products', Record<string, Record<string, unknown>>> = {
  food: {
    [FOOD_GTIN]: {
      code: FOOD_GTIN,
      product_name: 'Oat Crackers',
      brands: 'Testbake',
      categories_tags: ['en:snacks', 'en:crackers'],
      ingredients_text: 'Oat flour, sunflower oil, salt',
      nutriments: { 'energy-kcal_100g': 420, fat_100g: 12, 'saturated-fat_100g': 1.2, sugars_100g: 2, salt_100g: 1.1 },
    },
  },
  beauty: {
    [SHAMPOO_GTIN]: {
      code: SHAMPOO_GTIN,
      product_name: 'Almond Milk Shampoo',
      brands: 'Testbeauty',
      categories_tags: ['en:hygiene', 'en:hair-care', 'en:shampoos'],
      quantity: '250 ml',
      ingredients_text:
        'Aqua/Water, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum/Fragrance, Polyethylene, ' +
        'Prunus Amygdalus Dulcis Oil, Methylchloroisothiazolinone, Methylisothiazolinone, Limonene, Linalool, Citric Acid',
    },
  },
  products: {
    [DISHWASHER_GTIN]: {
      code: DISHWASHER_GTIN,
      product_name: 'All in One Dishwasher Tablets',
      brands: 'Testclean',
      categories_tags: ['en:cleaning-products', 'en:dishwasher-detergents'],
      ingredients_text:
        'Sodium Carbonate, Sodium Percarbonate, Sodium Citrate, Subtilisin, Amylase, Parfum, Benzisothiazolinone, Limonene',
    },
  },
};

const serve = (records: Record<string, Record<string, unknown>>) =>
  startFake(({ url }) => {
    if (url.pathname === '/cgi/search.pl') {
      // The search answer's shape: `{count, page, page_size, products, skip}`; every term must be in name or brand.
      const terms = (url.searchParams.get('search_terms') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const products = Object.values(records).filter((p) => {
        const text = `${String(p.product_name)} ${String(p.brands)}`.toLowerCase();
        return terms.length > 0 && terms.every((t) => text.includes(t));
      });
      return { body: { count: products.length, page: 1, page_size: 24, products, skip: 0 } };
    }
    const code = /^\/api\/v2\/product\/([^/]+)\.json$/.exec(url.pathname)?.[1] ?? '';
    const product = records[code];
    return product
      ? { body: { code, product, status: 1, status_verbose: 'product found' } }
      : { status: 404, body: { code, status: 0, status_verbose: 'product not found' } };
  });

describe('a barcode asked of the Open Food Facts family (three local fakes)', () => {
  const fakes = {} as Record<keyof typeof RECORDS, FakeServer>;
  let app: FastifyInstance;
  beforeAll(async () => {
    for (const site of ['food', 'beauty', 'products'] as const) fakes[site] = await serve(RECORDS[site]);
    ({ app } = await buildTestApp({
      products: fixtureProducts,
      providers: {
        openFoodFactsUrl: fakes.food.url,
        openBeautyFactsUrl: fakes.beauty.url,
        openProductsFactsUrl: fakes.products.url,
      },
    }));
  });
  afterAll(async () => {
    await app.close();
    await Promise.all(Object.values(fakes).map((fake) => fake.close()));
  });

  const identify = async (gtin: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/identify',
      ...multipartBody([['description', gtin]]),
    });
    expect(response.statusCode).toBe(200);
    return identifyResponse.parse(response.json());
  };
  const evaluate = async (id: string) => {
    const response = await app.inject({ method: 'POST', url: `/api/products/evaluate/${id}`, payload: {} });
    expect(response.statusCode).toBe(200);
    return productResponse.parse(response.json());
  };

  it('searches the family in order when the catalog has no match: a shampoo by name is found at Open Beauty Facts (before its barcode put it in the catalog)', async () => {
    const found = await identify('testbeauty almond milk shampoo');
    expect(found).toMatchObject({ product_id: `obf-${SHAMPOO_GTIN}`, identified_by: 'Open Beauty Facts' });
    expect(fakes.food.requests.some((r) => r.url.pathname === '/cgi/search.pl')).toBe(true);
    expect(fakes.products.requests.some((r) => r.url.pathname === '/cgi/search.pl')).toBe(false);
  });

  it('finds a food at Open Food Facts without asking the others', async () => {
    const before = { beauty: fakes.beauty.requests.length, products: fakes.products.requests.length };
    const found = await identify(FOOD_GTIN);
    expect(found).toMatchObject({ product_id: `off-${FOOD_GTIN}`, identified_by: 'Open Food Facts' });
    expect(fakes.beauty.requests.length).toBe(before.beauty);
    expect(fakes.products.requests.length).toBe(before.products);
  });

  it('finds a shampoo at Open Beauty Facts and reports its fragrance allergens and substances of concern', async () => {
    const found = await identify(SHAMPOO_GTIN);
    expect(found.product_id).toBe(`obf-${SHAMPOO_GTIN}`);
    const report = await evaluate(found.product_id ?? '');
    expect(report.entity).toMatchObject({ name: 'Almond Milk Shampoo', type: 'cosmetic' });
    const health = report.ratings!.health;
    expect(health.allergens).toMatchObject({
      limonene: { status: 'yes', severity: 'medium' },
      linalool: { status: 'yes', severity: 'medium' },
    });
    expect(health.allergens.peanuts).toBeUndefined();
    expect(Object.keys(health.health_concerns)).toEqual(['Methylchloroisothiazolinone', 'Methylisothiazolinone']);
    expect(health.health_concerns.Methylisothiazolinone?.notes).toMatch(/rinse-off products at up to 0\.0015 %/);
    expect(health.score).toBeUndefined();
    const env = report.ratings!.environmental.environmental_factors.others;
    expect(env?.synthetic_polymer_microparticles?.details).toMatch(/^"Polyethylene"/);
    expect(report.metadata.sources.map((s) => s.url)).toContain(
      `https://world.openbeautyfacts.org/product/${SHAMPOO_GTIN}`,
    );
  });

  it('finds dishwasher tablets at Open Products Facts, last, as a household product', async () => {
    const found = await identify(DISHWASHER_GTIN);
    expect(found.product_id).toBe(`opf-${DISHWASHER_GTIN}`);
    const report = await evaluate(found.product_id ?? '');
    expect(report.entity.type).toBe('household');
    expect(Object.keys(report.ratings!.health.allergens)).toEqual(['limonene']);
    expect(report.personal_alerts ?? []).toEqual([]);
  });
});
