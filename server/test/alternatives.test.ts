import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternativesResponse, defaultPreferences, type Preferences } from '@clearcart/contracts';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import type { Services } from '../src/services.ts';
import { storeKinds } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

// The rules of better choices are tested on the seed facts taken as checked: most seed products cite no record a reader
// can open, which lowers their reliability (tested in the engine) and would leave few products to compare.
const seed = loadSeedCatalog().map((p) => ({
  ...p,
  sources: [...p.sources, { title: 'Checked product page (test)', url: `https://example.org/products/${p.id}` }],
}));
const byId = new Map(seed.map((p) => [p.id, p]));

function withPreferences(change: (p: Preferences) => void): Preferences {
  const prefs = defaultPreferences();
  change(prefs);
  return prefs;
}

describe.each(storeKinds)('alternatives on the seed catalog (%s)', (kind) => {
  let app: FastifyInstance;
  let services: Services;
  beforeAll(async () => {
    ({ app, services } = await buildTestApp({ kind, products: seed }));
    expect(await services.alternatives.refresh()).toBe(seed.length);
    expect(await services.alternatives.refresh()).toBe(0);
  }, 60_000);
  afterAll(() => app.close());

  const ask = async (id: string, preferences?: Preferences) => {
    const response = preferences
      ? await app.inject({ method: 'POST', url: `/api/products/${id}/alternatives`, payload: { preferences } })
      : await app.inject({ method: 'GET', url: `/api/products/${id}/alternatives` });
    expect(response.statusCode).toBe(200);
    return alternativesResponse.parse(response.json());
  };

  it('offers better products of the same kind and narrow category, each with its reasons and scores', async () => {
    const answer = await ask('hersheys-milk-chocolate-bar-1-55oz');
    expect(answer.category).toBe('Milk chocolates');
    expect(answer.alternatives.length).toBeGreaterThan(0);
    expect(answer.alternatives.length).toBeLessThanOrEqual(5);
    const current = byId.get('hersheys-milk-chocolate-bar-1-55oz')!;
    for (const alternative of answer.alternatives) {
      const facts = byId.get(alternative.id)!;
      expect(facts.kind).toBe(current.kind);
      expect(facts.categoryTags).toContain('en:milk-chocolates');
      expect(alternative.reasons.length).toBeGreaterThan(0);
      expect(alternative.gain).toBeGreaterThanOrEqual(5);
      expect(`${facts.name} ${facts.brand}`).not.toBe(`${current.name} ${current.brand}`);
    }
    const gains = answer.alternatives.map((a) => a.gain);
    expect([...gains].sort((a, b) => b - a)).toEqual(gains);
  });

  it("never offers what the shopper's allergy rules out, even when it is otherwise the best", async () => {
    const doritos = byId.get('doritos-cool-original-tortilla-chips')!;
    const plain = await ask(doritos.id);
    // The best better choice that holds wheat: what a wheat-allergic shopper must not be offered.
    const best = plain.alternatives
      .map((a) => byId.get(a.id)!)
      .find((p) => p.ingredientsText?.toLowerCase().includes('wheat'))!;
    expect(best).toBeDefined();
    const wheatFree = withPreferences((p) => p.health.allergens.push('wheat', 'gluten'));
    expect((await ask(doritos.id, wheatFree)).alternatives.map((a) => a.id)).not.toContain(best.id);

    // The same product without its wheat (a test fixture) is what the allergic shopper gets instead.
    const { gtin: _, ...rest } = best;
    const cornChips = {
      ...rest,
      id: 'test-plain-corn-chips',
      name: 'Plain corn chips',
      brand: 'Test',
      ingredientsText: 'corn, sunflower oil, salt',
      allergens: [],
      traces: [],
    };
    await services.products.upsert([cornChips], 'test');
    await services.alternatives.refresh();
    const allergic = await ask(doritos.id, wheatFree);
    expect(allergic.alternatives.map((a) => a.id)).toContain(cornChips.id);
    expect(allergic.alternatives.map((a) => a.id)).not.toContain(best.id);
    for (const alternative of allergic.alternatives) {
      const facts = alternative.id === cornChips.id ? cornChips : byId.get(alternative.id)!;
      expect(facts.ingredientsText?.toLowerCase()).not.toMatch(/wheat|gluten/);
    }
  });

  it('says when nothing in the catalog is better, rather than padding the list', async () => {
    const answer = await ask('nutella-hazelnut-spread-400g');
    expect(answer.alternatives).toEqual([]);
    expect(answer.message).toMatch(/^Nothing in our catalog is a better choice in this category/);
  });

  it('says a product with too little data to score cannot be compared', async () => {
    const answer = await ask('persil-non-bio-washing-liquid');
    expect(answer).toMatchObject({ alternatives: [], category: null });
    expect(answer.message).toBe('Not enough data on this product to compare it with others.');
  });

  it('rescores a product whose facts changed (its old score card is dropped with the write)', async () => {
    const before = await ask('hersheys-milk-chocolate-bar-1-55oz');
    expect(before.alternatives.length).toBeGreaterThan(0);
    const hersheys = byId.get('hersheys-milk-chocolate-bar-1-55oz')!;
    // Now claiming what made Tony's better: Fairtrade cocoa, and an environmental label.
    await services.products.upsert([{ ...hersheys, labels: ['en:fairtrade-international', 'en:organic'] }], 'test');
    expect(await services.alternatives.refresh()).toBe(1);
    const after = await ask('hersheys-milk-chocolate-bar-1-55oz');
    expect(after.alternatives.length).toBeLessThan(before.alternatives.length);
  });

  it('answers 404 for an unknown product and 400 for invalid preferences', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/products/no-such-product/alternatives' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/products/nutella-hazelnut-spread-400g/alternatives',
      payload: { preferences: { health: { allergens: ['unicorn'] } } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('message');
  });
});
