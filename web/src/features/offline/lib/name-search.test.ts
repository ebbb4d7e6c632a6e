import {
  SEARCH_TABLE_CASES,
  SEARCH_TABLE_MISSES,
  SEARCH_TABLE_PRODUCTS,
} from '../../../../../packages/text/src/search-cases.ts';
import { fold } from '@clearcart/text';
import { describe, expect, it } from 'vitest';
import { productWords, searchByName } from './name-search.ts';

// The pack keeps each product's words as older versions of the app folded them (pack-store.ts): the search folds
// them again, so a pack saved before still finds "oeufs".
const oldFold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const packFoldedBy = (folding: (text: string) => string) =>
  SEARCH_TABLE_PRODUCTS.map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand,
    words: folding([p.name, p.brand, ...p.aliases].join(' ')),
  }));
const PACK = packFoldedBy(oldFold);

describe('the offline search by name, on a pack saved by this version (words folded as the server folds them)', () => {
  it.each(SEARCH_TABLE_CASES)('%s: "%s" finds %s first', (_label, query, expected) => {
    const { found, best } = searchByName(query, packFoldedBy(fold));
    expect((best ?? found[0])?.id).toBe(expected);
  });
});

describe('the offline search by name, on the table the server is tested on', () => {
  it.each(SEARCH_TABLE_CASES)('%s: "%s" finds %s first', (_label, query, expected) => {
    const { found, best } = searchByName(query, PACK);
    expect((best ?? found[0])?.id).toBe(expected);
  });

  const misses: (readonly [string, string])[] = [
    ...SEARCH_TABLE_MISSES,
    ['a short word one letter off is not a typo', 'nu zera'],
    ['emoji', '🍫🥛'],
  ];
  it.each(misses)('%s ("%s") finds nothing', (_label, query) => {
    expect(searchByName(query, PACK).found).toEqual([]);
  });

  it('names the product only when one is found, or one is named as typed; several are offered, as typed first', () => {
    expect(searchByName('coca cola', PACK).best).toBeUndefined();
    expect(searchByName('coca cola', PACK).found.map((p) => p.id)).toEqual(['coca-cola-zero-330ml', 'coca-cola-330ml']);
    expect(searchByName('coca-cola zero sugar', PACK).best?.id).toBe('coca-cola-zero-330ml');
  });

  it('reads a product by the words the server folds it to', () => {
    expect(productWords(PACK[3]!)).toEqual(expect.arrayContaining(fold("Ben & Jerry's").split(' ')));
  });
});
