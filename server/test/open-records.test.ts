/**
 * Never poorer than the open databases: a catalog product with a barcode is completed by its Open Food
 * Facts record, refreshed when stale without holding a report up, and better choices reach beyond the catalog —
 * against a local fake replaying real Open Food Facts records and response formats.
 */
import { alternativesResponse, productResponse, type ProductResponse } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderSettings } from '../src/providers/index.ts';
import type { Services } from '../src/services.ts';
import { JACQUET_GTIN, offDataMissing, startOpenFoodFactsFake } from './fakes/open-food-facts-fake.ts';
import { aProduct } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

/** Nutella's barcode: the fake holds its 2023 record (OpenFoodFacts4Net capture). */
const NUTELLA_GTIN = '3017620422003';
/** A valid EAN-13 that no record served by the fake has. */
const UNKNOWN_GTIN = '4006381333931';

/** Curated facts of a real bread, without its ingredients, nutrition or picture: what the site fills. */
const CURATED_BREAD = aProduct({
  id: 'jacquet-crousti-moelleux-complet',
  gtin: JACQUET_GTIN,
  name: 'Crousti Moelleux Complet',
  brand: 'Jacquet',
  category: 'Sliced bread',
  origins: 'France',
  sources: [{ title: 'ClearCart catalog' }],
});
/** A catalog product whose barcode the sites do not know. */
const UNKNOWN_TO_SITES = aProduct({ id: 'local-oat-bar', gtin: UNKNOWN_GTIN, name: 'Oat Bar', brand: 'Local Bakery' });
/** An older imported copy of Nutella's record: the site's newer one wins over it. */
const IMPORTED_NUTELLA = aProduct({
  id: `off-${NUTELLA_GTIN}`,
  gtin: NUTELLA_GTIN,
  name: 'Nutella (old export)',
  brand: 'Ferrero',
  category: 'Hazelnut spread',
});
/** A regular cola with nothing better beside it in the catalog (the figures on Coca-Cola's label). */
const LONE_COLA = aProduct({
  id: 'lone-cola-330ml',
  name: 'Pepsi Cola Classic',
  // A maker with a plastic-pollution record, as the site's colas have: so better is about the product, not the maker.
  brand: 'Pepsi',
  category: 'Cola',
  kind: 'beverage',
  perMl: true,
  categoryTags: ['en:beverages', 'en:carbonated-drinks', 'en:sodas', 'en:colas'],
  ingredientsText: 'Carbonated water, sugar, colour (caramel E150d), phosphoric acid, natural flavourings, caffeine',
  nutriments: {
    energyKj: 180,
    energyKcal: 42,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: 10.6,
    sugars: 10.6,
    salt: 0,
    proteins: 0,
  },
});

const report = async (app: FastifyInstance, id: string): Promise<ProductResponse> => {
  const response = await app.inject({ method: 'POST', url: `/api/products/evaluate/${id}`, payload: {} });
  expect(response.statusCode).toBe(200);
  return productResponse.parse(response.json());
};

describe.skipIf(offDataMissing)('catalog records completed by the Open Food Facts family', () => {
  let fake: Awaited<ReturnType<typeof startOpenFoodFactsFake>>;
  let app: FastifyInstance;
  let services: Services;
  const productReads = (gtin: string) =>
    fake.requests.filter((r) => r.url.pathname === `/api/v2/product/${gtin}.json`).length;
  const providers = (url: string): ProviderSettings => ({
    openFoodFactsUrl: url,
    http: {
      openFoodFacts: { timeoutMs: 400, retries: 0, backoffMs: 20, breaker: { failures: 100, coolDownMs: 1_000 } },
    },
    // Long enough for the fake on a slow machine: a first fetch is waited for this long at most.
    enrichWaitMs: 5_000,
  });
  /** Makes a product's record `days` old; the response cache is told, as a write through the app tells it. */
  const age = async (id: string, days: number) => {
    await services.db.query(`UPDATE open_records SET fetched_at = now() - $2::interval WHERE product_id = $1`, [
      id,
      `${days} days`,
    ]);
    services.products.version++;
  };

  beforeAll(async () => {
    fake = await startOpenFoodFactsFake();
    ({ app, services } = await buildTestApp({ products: [], providers: providers(fake.url) }));
    await services.products.upsert([CURATED_BREAD, UNKNOWN_TO_SITES, LONE_COLA], 'seed');
    await services.products.upsert([IMPORTED_NUTELLA], 'import');
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
  });

  it('fills what the curated record lacks, keeps what it has, and says where each fact came from', async () => {
    const product = await report(app, CURATED_BREAD.id);
    expect(productReads(JACQUET_GTIN)).toBe(1);
    expect(product.entity).toMatchObject({ name: 'Crousti Moelleux Complet', brand: 'Jacquet' });
    expect(product.entity.image_url).toMatch(/^https:\/\/images\.openfoodfacts\.org\//);
    const health = product.ratings!.health;
    expect(health.ingredients.list.length).toBeGreaterThan(3);
    expect(health.allergens.gluten?.status).toBe('yes');
    expect(health.nutri_score?.grade).toMatch(/^[A-E]$/);
    expect(product.metadata.open_record).toMatchObject({
      site: 'Open Food Facts',
      url: `https://world.openfoodfacts.org/product/${JACQUET_GTIN}`,
      filled: expect.arrayContaining(['ingredients', 'nutrition', 'picture', 'labels']),
    });
    // The curated facts cite no page of the maker's: they say they are as entered in the catalog (never "from the
    // pack": nothing on record says a pack was read).
    expect(product.metadata.sources.map((s) => s.title)).toContainEqual(
      expect.stringMatching(/^As entered in ClearCart's catalog/),
    );
    expect(product.metadata.sources.map((s) => s.url)).toContain(
      `https://world.openfoodfacts.org/product/${JACQUET_GTIN}`,
    );
    // Curated facts win: the catalog's origin, not the record's.
    const [row] = await services.db.query<{ origins: string }>(
      `SELECT facts->>'origins' AS origins FROM products WHERE id = $1`,
      [CURATED_BREAD.id],
    );
    expect(row?.origins).toBe('France');
  });

  it('asks again only when the record is a week old, in the background, serving the stored facts meanwhile', async () => {
    const first = (await report(app, CURATED_BREAD.id)).metadata.open_record!.fetchedAt;
    expect(productReads(JACQUET_GTIN)).toBe(1);
    await age(CURATED_BREAD.id, 6);
    await report(app, CURATED_BREAD.id);
    expect(productReads(JACQUET_GTIN)).toBe(1);

    await age(CURATED_BREAD.id, 8);
    const stale = await report(app, CURATED_BREAD.id);
    expect(stale.metadata.open_record!.fetchedAt).toBe(first);
    await expect.poll(() => productReads(JACQUET_GTIN), { timeout: 10_000 }).toBe(2);
    // The refreshed record serves once kept (the response cache follows the catalog's write version).
    await expect
      .poll(async () => (await report(app, CURATED_BREAD.id)).metadata.open_record!.fetchedAt, { timeout: 10_000 })
      .not.toBe(first);

    // A site that fails: the stored facts still serve, and the report does not fail.
    await age(CURATED_BREAD.id, 8);
    fake.behaviour = 'fail';
    const served = await report(app, CURATED_BREAD.id);
    expect(served.ratings!.health.ingredients.list.length).toBeGreaterThan(3);
    await expect.poll(() => productReads(JACQUET_GTIN), { timeout: 10_000 }).toBe(3);
  });

  it('asks again after a day for a barcode the site did not know, and never fails the report', async () => {
    await report(app, UNKNOWN_TO_SITES.id);
    await report(app, UNKNOWN_TO_SITES.id);
    expect(productReads(UNKNOWN_GTIN)).toBe(1);
    await age(UNKNOWN_TO_SITES.id, 2);
    await report(app, UNKNOWN_TO_SITES.id);
    await expect.poll(() => productReads(UNKNOWN_GTIN), { timeout: 10_000 }).toBe(2);
    const product = await report(app, UNKNOWN_TO_SITES.id);
    expect(product.metadata.open_record).toBeUndefined();
  });

  it("lets the site's newer record win over an imported copy", async () => {
    const product = await report(app, IMPORTED_NUTELLA.id);
    expect(product.entity.name).not.toBe('Nutella (old export)');
    expect(product.entity.id).toBe(IMPORTED_NUTELLA.id);
    expect(product.metadata.open_record).toMatchObject({ site: 'Open Food Facts' });
    expect(product.metadata.open_record?.filled).toBeUndefined();
    expect(product.ratings!.health.ingredients.list.length).toBeGreaterThan(3);
  });

  it('keeps the completion when the catalog writes the product again (a re-seed or an incremental import)', async () => {
    await services.products.upsert([{ ...CURATED_BREAD, aliases: ['Jacquet complet'] }], 'seed');
    const [row] = await services.db.query<{ facts: { ingredientsText?: string; aliases: string[] } }>(
      'SELECT facts FROM products WHERE id = $1',
      [CURATED_BREAD.id],
    );
    expect(row?.facts.aliases).toContain('Jacquet complet');
    expect(row?.facts.ingredientsText).toMatch(/Farine/);
  });

  it('offers better choices from the site when the catalog has nothing better in the category, asking once', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/products/${LONE_COLA.id}/alternatives` });
    expect(response.statusCode).toBe(200);
    const body = alternativesResponse.parse(response.json());
    expect(fake.categorySearches).toEqual(['en:colas']);
    const search = fake.requests.find((r) => r.url.pathname === '/api/v2/search')!;
    expect(search.url.searchParams.get('sort_by')).toBe('popularity_key');
    expect(body.alternatives.length).toBeGreaterThan(0);
    for (const alternative of body.alternatives) {
      expect(alternative.id).toMatch(/^off-/);
      expect(alternative.gain).toBeGreaterThan(0);
    }
    const again = alternativesResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${LONE_COLA.id}/alternatives` })).json(),
    );
    expect(again.alternatives.map((a) => a.id)).toEqual(body.alternatives.map((a) => a.id));
    expect(fake.categorySearches).toEqual(['en:colas']);
  });
});
