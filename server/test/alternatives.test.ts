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
    // Test fixtures of one category, each scored from its figures: crisps, and two better ones, one holding wheat.
    const { gtin: _, ...doritos } = byId.get('doritos-cool-original-tortilla-chips')!;
    const chips = (id: string, name: string, ingredientsText: string, fat: number, salt: number) => ({
      ...doritos,
      id,
      name,
      brand: 'Test',
      aliases: [],
      ingredientsText,
      allergens: [],
      traces: [],
      nutriments: { energyKcal: 300 + fat * 7, fat, saturatedFat: fat / 10, sugars: 1, salt, fiber: 6, proteins: 8 },
    });
    const current = chips('test-salty-chips', 'Salty chips', 'corn, sunflower oil, salt', 30, 2);
    const wheaten = chips('test-wheat-crackers', 'Wheat crackers', 'wheat flour, sunflower oil, salt', 8, 0.3);
    const corn = chips('test-plain-corn-chips', 'Plain corn chips', 'corn, sunflower oil, salt', 9, 0.3);
    await services.products.upsert([current, wheaten, corn], 'test');
    await services.alternatives.refresh();

    expect((await ask(current.id)).alternatives.map((a) => a.id)).toContain(wheaten.id);
    const wheatFree = withPreferences((p) => p.health.allergens.push('wheat', 'gluten'));
    const allergic = await ask(current.id, wheatFree);
    expect(allergic.alternatives.map((a) => a.id)).toContain(corn.id);
    expect(allergic.alternatives.map((a) => a.id)).not.toContain(wheaten.id);
    for (const alternative of allergic.alternatives) {
      const facts = alternative.id === corn.id ? corn : byId.get(alternative.id)!;
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
