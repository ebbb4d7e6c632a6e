import type { ProductResponse } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSourceTitle } from '../src/labels/shopper-facts.ts';
import { buildTestApp } from './test-app.ts';

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
/** What a shopper read from the jar: the fixture catalog's Nutella has its ingredient list but no nutrition table. */
const nutellaRead = {
  kind: 'food',
  name: 'Nutella',
  brand: 'Ferrero',
  gtin: '03017620422003',
  ingredients_text: 'Sugar, palm oil, hazelnuts, skimmed milk powder, cocoa, lecithins (soy), vanillin',
  nutrition: NUTELLA_TABLE,
};
const READ_ON = '2026-12-01';

describe('POST /api/products/evaluate/{id}/with-read', () => {
  let app: FastifyInstance;
  const completed = (id: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api/products/evaluate/${id}/with-read`, payload: body as object });
  const catalog = async (id: string) =>
    (await app.inject({ method: 'POST', url: `/api/products/evaluate/${id}` })).json<ProductResponse>();

  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it("fills only what the record lacks (the nutrition table), keeps the catalog's identity and says so", async () => {
    const response = await completed('nutella-400g', { facts: nutellaRead, read_on: READ_ON });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<ProductResponse>();
    expect(body.metadata.completed_with).toEqual({ facts: ['nutrition'], read_on: READ_ON });
    // The catalog's identity and brand, not the read's.
    expect(body.entity).toMatchObject({ id: 'nutella-400g', brand: 'Nutella', identifiedBy: 'catalog' });
    // The score that now follows from the table read, where the catalog's report has none.
    expect(body.ratings!.health.nutri_score?.grade).toBe('E');
    expect((await catalog('nutella-400g')).ratings!.health.nutri_score).toBeUndefined();
    // The catalog's own list is kept (its hazelnuts at 13 %), not the read's.
    expect(body.ratings!.health.ingredients.list.join(' ')).toMatch(/13/);
    // The shopper's photos are named first among the sources, as theirs and unchecked, in each section too.
    const mine = { title: photoSourceTitle(READ_ON) };
    expect(body.metadata.sources[0]).toEqual(mine);
    expect(body.metadata.sources.slice(1)).toEqual((await catalog('nutella-400g')).metadata.sources);
    expect(body.ratings!.health.sources[0]).toEqual(mine);
    expect(body.ratings!.environmental.sources[0]).toEqual(mine);
  });

  it('completes a record lacking both, and leaves the catalog report everyone else gets as it was', async () => {
    const before = await catalog('coca-cola-330ml');
    const response = await completed('coca-cola-330ml', {
      facts: {
        kind: 'beverage',
        name: 'Coca-Cola',
        gtin: '5449000000996',
        ingredients_text: 'Carbonated water, sugar, colour: caramel E150d, acid: phosphoric acid, natural flavourings',
        nutrition: { basis: '100ml', energy_kj: 180, energy_kcal: 42, fat: 0, saturated_fat: 0, sugars: 10.6 },
      },
      read_on: READ_ON,
      preferences: { health: { avoid_ingredients: ['sugar'] } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductResponse>();
    expect(body.metadata.completed_with?.facts).toEqual(['ingredients', 'nutrition']);
    expect(body.ratings!.health.ingredients.list.length).toBeGreaterThan(0);
    expect(before.ratings!.health.ingredients.list).toEqual([]);
    expect(body.personal_alerts?.some((a) => /sugar/i.test(a.message))).toBe(true);
    expect(await catalog('coca-cola-330ml')).toEqual(before);
  });

  it("answers the catalog's own report, unmarked, when the record lacks nothing the read supplies", async () => {
    const { nutrition: _table, ...listOnly } = nutellaRead;
    const response = await completed('nutella-400g', { facts: listOnly, read_on: READ_ON });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductResponse>();
    expect(body.metadata.completed_with).toBeUndefined();
    expect(body.ratings).toEqual((await catalog('nutella-400g')).ratings);
  });

  it.each([
    ['another barcode', { ...nutellaRead, gtin: '5449000000996' }, 'nutella-400g'],
    ['no barcode', { ...nutellaRead, gtin: undefined }, 'nutella-400g'],
    ['a product with no barcode on record', nutellaRead, 'coca-cola-zero-330ml'],
  ])('answers 422 not_this_product to a read of %s', async (_label, facts, id) => {
    const response = await completed(id, { facts, read_on: READ_ON });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'not_this_product', message: expect.any(String) });
  });

  it('answers 422 implausible_facts to figures that cannot all be true', async () => {
    const response = await completed('nutella-400g', {
      facts: { ...nutellaRead, nutrition: { ...NUTELLA_TABLE, saturated_fat: 106 } },
      read_on: READ_ON,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'implausible_facts' });
  });

  it.each([
    ['no read day', { facts: nutellaRead }],
    ['a read day that is not a date', { facts: nutellaRead, read_on: 'yesterday' }],
    ['no facts', { read_on: READ_ON }],
    ['facts with neither list nor table', { facts: { kind: 'food', name: 'Nutella' }, read_on: READ_ON }],
  ])('answers 400 {error, message} to %s', async (_label, body) => {
    const response = await completed('nutella-400g', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
  });

  it('answers 404 for a product the catalog does not hold', async () => {
    const response = await completed('no-such-product', { facts: nutellaRead, read_on: READ_ON });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});
