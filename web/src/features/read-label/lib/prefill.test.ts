import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { missingFacts, prefillOf, prefillOfProduct, readHref } from './prefill.ts';

describe('readHref and prefillOf', () => {
  it('carry what is known of the product through the address and back', () => {
    const prefill = { name: 'Nutella & co', brand: 'Ferrero', kind: 'food' as const, gtin: '3017620422003' };
    const href = readHref(prefill);
    expect(href).toBe('/read?name=Nutella+%26+co&brand=Ferrero&gtin=3017620422003&kind=food');
    expect(prefillOf(new URLSearchParams(href.split('?')[1]))).toEqual(prefill);
  });

  it('is the bare capture when nothing is known', () => {
    expect(readHref()).toBe('/read');
  });

  it('leaves out what is malformed', () => {
    expect(prefillOf(new URLSearchParams('gtin=12ab&kind=toy&name=%20'))).toEqual({});
  });
});

const health = (list: string[], per100: Record<string, number> | null) =>
  ({
    health: {
      ingredients: { list, notable_ingredients: [] },
      ...(per100 ? { nutrition: { basis: '100 g', per_100: per100, lights: {} } } : {}),
    },
  }) as unknown as Partial<Ratings>;

describe('missingFacts', () => {
  it.each([
    ['a food with both', 'food', health(['sugar'], { fat: 1 }), []],
    ['a food without a list', 'food', health([], { fat: 1 }), ['ingredient list']],
    ['a drink without a table', 'beverage', health(['water'], null), ['nutrition table']],
    ['a food with an empty table', 'food', health(['sugar'], {}), ['nutrition table']],
    ['a food without either', 'food', health([], null), ['ingredient list', 'nutrition table']],
    ['a cosmetic without a list (no table expected)', 'cosmetic', health([], null), ['ingredient list']],
    ['a household product with its list', 'household', health(['soap'], null), []],
  ])('%s', (_label, type, ratings, missing) => {
    expect(missingFacts({ type: type as ProductEntity['type'] }, ratings)).toEqual(missing);
  });
});

describe('prefillOfProduct', () => {
  it('takes the name, brand, kind, barcode and category, not a placeholder brand', () => {
    const entity = {
      id: 'x',
      name: 'Fanta Orange',
      brand: 'Unknown brand',
      category: 'Soft drink',
      type: 'beverage',
      gtin: '5449000011527',
    } as ProductEntity;
    expect(prefillOfProduct(entity)).toEqual({
      name: 'Fanta Orange',
      kind: 'beverage',
      gtin: '5449000011527',
      category: 'Soft drink',
    });
  });
});
