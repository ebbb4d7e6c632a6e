import { describe, expect, it } from 'vitest';
import { editSimilarity, fold } from './index.ts';

describe('editSimilarity', () => {
  it.each([
    ['hearts', 'hearts', 1],
    ['herats', 'hearts', 1 - 1 / 6], // two neighbours swapped: one edit
    ['nutela', 'nutella', 1 - 1 / 7], // a letter dropped
    ['kant', 'kvant', 1 - 1 / 5], // a letter added
    ['zeeo', 'zero', 1 - 1 / 4], // a letter changed
    ['xabc', 'abcy', 1 - 2 / 4], // dropped at one end, added at the other
    ['zéro', 'zero', 1 - 1 / 4], // letters, not UTF-16 units
    ['', '', 1],
    ['abc', '', 0],
  ])('%s ~ %s = %d', (a, b, expected) => {
    expect(editSimilarity(a, b)).toBeCloseTo(expected, 10);
    expect(editSimilarity(b, a)).toBeCloseTo(expected, 10);
  });
});

describe('fold', () => {
  it('reads "&" as "and", drops apostrophes and accents', () => {
    expect(fold("Ben & Jerry's Crème")).toBe('ben and jerrys creme');
  });
});
