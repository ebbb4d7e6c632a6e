import { productFacts, type ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { completeWithRead } from './read-completion.ts';

const record = (overrides: Partial<ProductFactsInput> = {}) =>
  productFacts.parse({
    id: 'oat-drink',
    gtin: '7394376616037',
    name: 'Oat Drink',
    brand: 'Oatly',
    category: 'Oat drink',
    kind: 'beverage',
    labels: ['en:vegan'],
    sources: [{ title: 'Oatly', url: 'https://www.oatly.com/oat-drinks/oat-drink' }],
    ...overrides,
  });
const read = productFacts.parse({
  id: 'read-1',
  gtin: '07394376616037',
  name: 'Haferdrink',
  brand: 'Someone else',
  category: 'Beverage',
  kind: 'food',
  ingredientsText: 'Hafer-Basis (Wasser, Hafer 10%), Rapsöl, Salz',
  lang: 'de',
  nutriments: { energyKcal: 46, fat: 1.5, sugars: 4 },
  perMl: true,
  sources: [{ title: 'Read from your photos on 2026-12-01 — not checked by anyone' }],
});

describe('completeWithRead', () => {
  it.each([
    ['a record with neither', {}, ['ingredients', 'nutrition']],
    ['a record with its own list', { ingredientsText: 'Water, oats 10%' }, ['nutrition']],
    ['a record with its own table', { nutriments: { sugars: 4 } }, ['ingredients']],
    ['a record whose list is a stray mark', { ingredientsText: '-', nutriments: { sugars: 4 } }, ['ingredients']],
    ['a record with both', { ingredientsText: 'Water, oats', nutriments: { fat: 1 } }, []],
    ['a cosmetic (no table is its to have)', { kind: 'cosmetic' as const }, ['ingredients']],
  ])('fills only what %s lacks', (_label, overrides, completed) => {
    expect(completeWithRead(record(overrides), read).completed).toEqual(completed);
  });

  it("keeps the record's identity, labels and sources, and takes the read's list with its language and basis", () => {
    const { facts } = completeWithRead(record(), read);
    expect(facts).toMatchObject({
      id: 'oat-drink',
      name: 'Oat Drink',
      brand: 'Oatly',
      category: 'Oat drink',
      kind: 'beverage',
      labels: ['en:vegan'],
      sources: [{ title: 'Oatly', url: 'https://www.oatly.com/oat-drinks/oat-drink' }],
      ingredientsText: read.ingredientsText,
      lang: 'de',
      nutriments: read.nutriments,
      perMl: true,
    });
  });
});
