import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternativesResponse, defaultPreferences } from '@clearcart/contracts';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import type { Services } from '../src/services.ts';
import { buildTestApp } from './test-app.ts';

// As in alternatives.test.ts: the seed facts taken as checked, so enough products are reliable enough to compare.
const seed = loadSeedCatalog().map((p) => ({
  ...p,
  sources: [...p.sources, { title: 'Checked product page (test)', url: `https://example.org/products/${p.id}` }],
}));
const byId = new Map(seed.map((p) => [p.id, p]));

/** A milk chocolate bar no catalog knows, as a shopper confirms it from its pack (Hershey's list, another maker). */
const readBar = {
  kind: 'food',
  name: 'Milk chocolate bar',
  brand: 'Corner Shop',
  category: 'en:milk-chocolates',
  ingredients_text:
    'Sugar, Milk, Chocolate, Cocoa Butter, Lactose, Milk Fat, Soy Lecithin, PGPR, Emulsifier, Vanillin, Artificial Flavor.',
};

describe('POST /api/products/evaluate-facts/alternatives', () => {
  let app: FastifyInstance;
  let services: Services;
  const ask = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/products/evaluate-facts/alternatives', payload: body as object });

  beforeAll(async () => {
    ({ app, services } = await buildTestApp({ products: seed }));
    await services.alternatives.refresh();
  }, 60_000);
  afterAll(() => app.close());

  it('offers the catalog’s better products of the read product’s category, with reasons, and keeps nothing', async () => {
    const before = (await app.inject({ url: '/api/health' })).json<{ products: number }>().products;
    const response = await ask({ facts: readBar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = alternativesResponse.parse(response.json());
    expect(answer.product_id).toMatch(/^read-/);
    expect(answer.category).toBe('Milk chocolates');
    expect(answer.alternatives.length).toBeGreaterThan(0);
    for (const alternative of answer.alternatives) {
      expect(byId.get(alternative.id)?.categoryTags).toContain('en:milk-chocolates');
      expect(alternative.reasons.length).toBeGreaterThan(0);
    }
    // The same answer as for the catalog's product with those facts (Hershey's).
    const catalog = alternativesResponse.parse(
      (await app.inject({ url: '/api/products/hersheys-milk-chocolate-bar-1-55oz/alternatives' })).json(),
    );
    expect(answer.alternatives.map((a) => a.id)).toEqual(catalog.alternatives.map((a) => a.id));
    expect((await app.inject({ url: '/api/health' })).json<{ products: number }>().products).toBe(before);
    expect(await services.alternatives.refresh()).toBe(0);
  });

  it('leaves out what the shopper’s preferences rule out', async () => {
    const plain = alternativesResponse.parse((await ask({ facts: readBar })).json());
    const nonVegan = (id: string) => (byId.get(id)?.ingredientsAnalysis ?? []).includes('en:non-vegan');
    expect(plain.alternatives.some((a) => nonVegan(a.id))).toBe(true);
    const vegan = defaultPreferences();
    vegan.health.dietary_restrictions.push('vegan');
    const forVegan = alternativesResponse.parse((await ask({ facts: readBar, preferences: vegan })).json());
    expect(forVegan.alternatives.filter((a) => nonVegan(a.id))).toEqual([]);
  });

  it('says why there is nothing to offer for a category the catalog does not have', async () => {
    const answer = alternativesResponse.parse(
      (await ask({ facts: { ...readBar, category: 'Pickled walnuts' } })).json(),
    );
    expect(answer).toMatchObject({ alternatives: [], category: null });
    expect(answer.message).toBe('No other product of this kind is in our catalog yet.');
  });

  it('refuses figures that cannot all be true, as evaluate-facts does', async () => {
    const response = await ask({
      facts: { ...readBar, nutrition: { basis: '100g', carbohydrates: 5, sugars: 50 } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'implausible_facts' });
  });
});
