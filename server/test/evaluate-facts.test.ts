import type { ProductResponse } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSourceTitle } from '../src/labels/shopper-facts.ts';
import type { Services } from '../src/services.ts';
import { aProduct, fixtureProducts } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const NUTELLA_TEXT =
  'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (soy), vanillin';
/** Nutella's table per 100 g, as the jar prints it (Open Food Facts 3017620422003). */
const NUTELLA_TABLE = {
  basis: '100g',
  energy_kj: 2252,
  energy_kcal: 539,
  fat: 30.9,
  saturated_fat: 10.6,
  carbohydrates: 57.5,
  sugars: 56.3,
  fiber: 0,
  proteins: 6.3,
  salt: 0.107,
} as const;
const nutella = { kind: 'food', name: 'Nutella', brand: 'Ferrero', ingredients_text: NUTELLA_TEXT };

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/products/evaluate-facts', () => {
  let app: FastifyInstance;
  let services: Services;
  const evaluate = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/products/evaluate-facts', payload: body as object });

  beforeAll(async () => {
    ({ app, services } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('gives the full report at once, marked as read from the photos and not checked, with the date', async () => {
    const response = await evaluate({ facts: { ...nutella, nutrition: NUTELLA_TABLE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<ProductResponse>();
    expect(body.entity).toMatchObject({ name: 'Nutella', brand: 'Ferrero', type: 'food', identifiedBy: 'label text' });
    expect(body.metadata.data_quality.evaluation_status).toBe('complete');
    expect(body.metadata.sources).toEqual([{ title: photoSourceTitle(today()) }]);
    expect(body.metadata.sources[0]?.title).toMatch(
      /^Read from your photos on \d{4}-\d{2}-\d{2} — not checked by anyone$/,
    );
    const health = body.ratings!.health;
    const yes = Object.entries(health.allergens).filter(([, a]) => a.status === 'yes');
    expect(yes.map(([id]) => id).sort()).toEqual(['dairy', 'soy', 'tree_nuts']);
    expect(health.nutri_score?.grade).toBe('E');
    expect(health.impact_summary).toMatch(/unverified/);
    // Four tabs' worth: the ethical and environmental sections are there too, and the brand's company.
    expect(body.ratings!.environmental.palm_oil.contains).toBe(true);
    expect(body.ratings!.ethical).toBeDefined();
    expect(body.entity.insights.company?.name).toBeTruthy();
  });

  it('is the same report as the catalog gives for a product with those facts', async () => {
    const { app: catalogApp } = await buildTestApp({
      products: [
        ...fixtureProducts,
        aProduct({
          id: 'nutella-read',
          name: 'Nutella',
          brand: 'Ferrero',
          category: 'Food',
          ingredientsText: NUTELLA_TEXT,
          lang: 'en',
          nutriments: {
            energyKj: 2252,
            energyKcal: 539,
            fat: 30.9,
            saturatedFat: 10.6,
            carbohydrates: 57.5,
            sugars: 56.3,
            fiber: 0,
            proteins: 6.3,
            salt: 0.107,
          },
          sources: [{ title: photoSourceTitle(today()) }],
        }),
      ],
    });
    try {
      const catalog = (
        await catalogApp.inject({ method: 'POST', url: '/api/products/evaluate/nutella-read' })
      ).json<ProductResponse>();
      const read = (await evaluate({ facts: { ...nutella, nutrition: NUTELLA_TABLE } })).json<ProductResponse>();
      expect(read.ratings).toEqual(catalog.ratings);
      expect(read.entity.insights).toEqual(catalog.entity.insights);
    } finally {
      await catalogApp.close();
    }
  });

  it("personalises it with the shopper's preferences", async () => {
    const response = await evaluate({
      facts: nutella,
      preferences: { health: { allergens: ['tree_nuts'] } },
    });
    expect(response.statusCode).toBe(200);
    const alerts = response.json<ProductResponse>().personal_alerts ?? [];
    expect(alerts.some((a) => a.severity === 'high' && /nut/i.test(a.message))).toBe(true);
  });

  it('reads the list in its own language: a French list', async () => {
    const response = await evaluate({
      facts: {
        kind: 'food',
        name: 'Pâte à tartiner',
        ingredients_text: 'sucre, huile de palme, NOISETTES 13 %, LAIT écrémé en poudre 8,7 %, lécithines [SOJA]',
      },
    });
    const allergens = response.json<ProductResponse>().ratings!.health.allergens;
    expect(allergens.tree_nuts?.status).toBe('yes');
    expect(allergens.dairy?.status).toBe('yes');
    expect(response.json<ProductResponse>().entity.brand).toBe('Unknown brand');
  });

  it('judges a cosmetic by its INCI list, with the cosmetic rules', async () => {
    const response = await evaluate({
      facts: {
        kind: 'cosmetic',
        name: 'Hand cream',
        ingredients_text: 'Aqua, Glycerin, Cetearyl Alcohol, Parfum, Methylisothiazolinone, Limonene',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductResponse>();
    expect(body.entity.type).toBe('cosmetic');
    expect(body.ratings!.health.nutri_score).toBeUndefined();
  });

  it('keeps nothing: the product is not in the catalog afterwards', async () => {
    const before = await services.products.count();
    const body = (await evaluate({ facts: { ...nutella, nutrition: NUTELLA_TABLE } })).json<ProductResponse>();
    expect(await services.products.count()).toBe(before);
    expect((await app.inject({ url: `/api/products/${body.entity.id}` })).statusCode).toBe(404);
  });

  it.each([
    ['no facts', {}],
    ['an unknown kind', { facts: { ...nutella, kind: 'toy' } }],
    ['a blank name', { facts: { ...nutella, name: '   ' } }],
    ['neither ingredients nor nutrition', { facts: { kind: 'food', name: 'Nutella' } }],
    ['a nutrition table on a cosmetic', { facts: { kind: 'cosmetic', name: 'Cream', nutrition: { basis: '100g' } } }],
    ['a negative figure', { facts: { ...nutella, nutrition: { basis: '100g', fat: -1 } } }],
    ['a figure as text', { facts: { ...nutella, nutrition: { basis: '100g', fat: '30,9' } } }],
    ['an unknown basis', { facts: { ...nutella, nutrition: { basis: 'serving', fat: 3 } } }],
    ['a malformed GTIN', { facts: { ...nutella, gtin: '12345' } }],
    ['an ingredient list over 10,000 characters', { facts: { ...nutella, ingredients_text: 'a'.repeat(10_001) } }],
  ])('answers 400 {error, message} to %s', async (_label, body) => {
    const response = await evaluate(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
  });

  it.each([
    ['saturates over fat', { ...NUTELLA_TABLE, saturated_fat: 106 }, /saturated_fat/],
    ['sugars over carbohydrate', { ...NUTELLA_TABLE, sugars: 65.3 }, /sugars/],
    ['a value over 100 g per 100 g', { ...NUTELLA_TABLE, carbohydrates: 575, sugars: 56.3 }, /carbohydrates/],
    ['more energy than pure fat has', { basis: '100g', energy_kj: 22520 }, /energy/],
  ])('answers 422 implausible_facts to %s, naming what to check', async (_label, nutrition, field) => {
    const response = await evaluate({ facts: { ...nutella, nutrition } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'implausible_facts', message: expect.stringMatching(field) });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/evaluate-facts',
      payload: 'kind=food',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});
