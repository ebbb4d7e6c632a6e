import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productRow, searchTextOf } from '../src/store/repositories/product-row.ts';
import { fold } from '@clearcart/text';
import { aProduct } from './helpers.ts';

// Text with what folding acts on: accents (composed and combining), case, "&", apostrophes, punctuation, spaces.
const awkward = fc
  .array(fc.constantFrom(...[..."aZéèñüßœ&'’`´ .,;:!?()-_/09"], '\u0301', '\u0308'), { maxLength: 16 })
  .map((chars) => chars.join(''));

describe('productRow', () => {
  it('folds name and brand once, with the same texts as folding each text whole', () => {
    fc.assert(
      fc.property(awkward, awkward, fc.array(awkward, { maxLength: 3 }), awkward, (name, brand, aliases, category) => {
        const p = { ...aProduct({ id: 'p-1', name: 'x', brand: 'y' }), name, brand, aliases, category };
        const row = productRow(p);
        expect(row.searchText).toBe(searchTextOf(p));
        expect(row.nameText).toBe(fold(`${name} ${brand}`));
        expect(row.brandNameText).toBe(fold(`${brand} ${name}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('carries the facts whole, as JSON', () => {
    const p = aProduct({
      id: 'off-1',
      gtin: '2000000000015',
      name: "Ben & Jerry's Cookie Dough",
      brand: 'Ben & Jerry’s',
    });
    const row = productRow(p);
    expect(JSON.parse(row.facts)).toEqual(p);
    expect(row).toMatchObject({
      id: 'off-1',
      gtin: '2000000000015',
      nameText: 'ben and jerrys cookie dough ben and jerrys',
    });
  });
});
