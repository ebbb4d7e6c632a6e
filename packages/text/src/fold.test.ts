import { describe, expect, it } from 'vitest';
import { fold, foldAligned, foldLetters } from './fold.ts';
import { SEARCH_TABLE_CASES, SEARCH_TABLE_PRODUCTS } from './search-cases.ts';

describe('fold', () => {
  it.each([
    ['a ligature typed', 'Œufs frais', 'oeufs frais'],
    ['æ and ß spelt out', 'Smørrebrød Æble Soße', 'smorrebrod aeble sosse'],
    ['accents removed', 'Crème brûlée', 'creme brulee'],
    ['"&" read as "and"', 'Ben & Jerry’s', 'ben and jerrys'],
    ['a possessive apostrophe dropped', "Kellogg's", 'kelloggs'],
    ['a contraction dropped', "Don't", 'dont'],
    ['an elision separates words', "Huile d'arachide", 'huile d arachide'],
    ['an Italian elision separates words', "Dell'olio all'uovo", 'dell olio all uovo'],
    ['punctuation runs become one space', '  Lait (écrémé) — 1,5 %  ', 'lait ecreme 1 5'],
    ['other scripts kept', 'Молоко 牛奶', 'молоко 牛奶'],
  ])('%s: %s → %s', (_label, text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('folds each spelling of the search table alike', () => {
    const oeufs = SEARCH_TABLE_PRODUCTS.find((p) => p.id === 'oeufs-loue')!;
    expect(fold(oeufs.name).split(' ')).toContain('oeufs');
    const ben = SEARCH_TABLE_PRODUCTS.find((p) => p.id === 'ben-jerrys-cookie-dough')!;
    expect(fold(ben.brand)).toBe(fold('ben and jerrys'));
    expect(SEARCH_TABLE_CASES.length).toBeGreaterThan(0);
  });

  it('is idempotent', () => {
    for (const text of ["Ben & Jerry's", 'Œufs', "l'huile", 'Straße']) expect(fold(fold(text))).toBe(fold(text));
  });
});

describe('foldLetters', () => {
  it('folds letters and keeps the punctuation', () => {
    expect(foldLetters('Œufs (Loué), 6×')).toBe('oeufs (loue), 6×');
  });
});

describe('foldAligned', () => {
  it.each(['Œufs, Soße', 'Ingrédients : lait', 'x🥚y', 'ﬁne'])('keeps every index of %s', (text) => {
    expect(foldAligned(text)).toHaveLength(text.length);
  });
  it('folds a ligature to its first letter and punctuation to spaces', () => {
    expect(foldAligned('Œufs: Soße')).toBe('oufs  sose');
  });
});
