import { describe, expect, it } from 'vitest';
import {
  eNumber,
  fold,
  fromHeading,
  hasPhrase,
  nameKey,
  parseIngredientList,
  segments,
  splitTraces,
  withoutPhrases,
} from './text.ts';

describe('fold and nameKey', () => {
  it.each([
    ['accents and case', 'LAIT écrémé', 'lait ecreme'],
    ['punctuation to spaces', "d'oeuf, (sel)", 'd oeuf sel'],
    ['German sharp s', 'Süßstoff', 'sussstoff'],
  ])('%s', (_label, input, expected) => expect(fold(input)).toBe(expected));

  it('makes brand keys case-, accent- and punctuation-insensitive', () => {
    // "&" is read as "and" (decision 075), as the server's search and the knowledge's brand keys read it.
    expect(nameKey("Ben & Jerry's")).toBe(nameKey('ben and  jerrys'));
    expect(nameKey('Crème Brûlée')).toBe('cremebrulee');
  });
});

describe('hasPhrase', () => {
  it.each([
    ['whole word', 'skim milk powder', 'milk', true],
    ['plural on the text side', 'free range eggs', 'egg', true],
    ['not inside another word', 'buttermilk', 'milk', false],
    ['multi-word phrase', 'huile de palme', 'huile de palme', true],
    ['empty phrase never matches', 'milk', '', false],
  ])('%s', (_label, text, phrase, expected) => expect(hasPhrase(text, phrase)).toBe(expected));

  it('false friends are removed before matching', () => {
    expect(hasPhrase(withoutPhrases('coconut milk', ['coconut milk']), 'milk')).toBe(false);
    expect(hasPhrase(withoutPhrases('coconut milk skim milk', ['coconut milk']), 'milk')).toBe(true);
  });
});

describe('splitTraces', () => {
  it.each([
    ['English may contain', 'Sugar, cocoa. May contain nuts and milk.', 'Sugar, cocoa.', 'May contain nuts and milk.'],
    [
      'French peut contenir',
      'Sucre, cacao. Peut contenir des traces de lait.',
      'Sucre, cacao.',
      'Peut contenir des traces de lait.',
    ],
    ['in the same sentence', 'sugar, cocoa, may contain peanuts', 'sugar, cocoa,', 'may contain peanuts'],
    [
      'facility statement',
      'Oats. Made in a facility that also processes wheat.',
      'Oats.',
      'Made in a facility that also processes wheat.',
    ],
    ['no statement', 'Water, sugar.', 'Water, sugar.', ''],
    [
      'inside brackets ends with the bracket',
      'oil [may contain soybean], salt, yeast.',
      'oil [], salt, yeast.',
      'may contain soybean',
    ],
    ['accented marker', 'Harina. Puede contener trazas de soja.', 'Harina.', 'Puede contener trazas de soja.'],
    [
      'a statement broken over two lines',
      'Wheat flour, water. May\ncontain Celery',
      'Wheat flour, water.',
      'May contain Celery',
    ],
    ['lines that each start a list', 'Wheat flour, water\nSalt, yeast', 'Wheat flour, water Salt, yeast', ''],
  ])('%s', (_label, text, main, traces) => {
    expect(splitTraces(text)).toEqual({ main, traces, again: '' });
  });
});

describe('parseIngredientList', () => {
  it.each([
    [
      'commas outside brackets only',
      'sugar, emulsifier (soy lecithin, E476), salt',
      ['sugar', 'emulsifier (soy lecithin, E476)', 'salt'],
    ],
    [
      'semicolons and square brackets',
      'eau; lécithines [SOJA, tournesol]; sel.',
      ['eau', 'lécithines [SOJA, tournesol]', 'sel'],
    ],
    ['decimal commas stay', 'LAIT 8,7%, cacao 7,4%', ['LAIT 8,7%', 'cacao 7,4%']],
    ['leading label dropped', 'Ingredients: water, salt', ['water', 'salt']],
    ['empty items dropped', 'a,, ,b', ['a', 'b']],
    [
      'a bracket left open inside another closes with it',
      'flour (with {nuti flour, iron), butter',
      ['flour (with {nuti flour, iron)', 'butter'],
    ],
    ['a mistyped closing bracket closes the innermost', 'butter (milk], salt', ['butter (milk]', 'salt']],
    ['a dash between spaces separates', 'eau - avoine 11% - sel marin', ['eau', 'avoine 11%', 'sel marin']],
    [
      'a dash before "and" is a suspended hyphen, not a separator',
      'émulsifiants : mono - et diglycérides d’acides gras - lécithines, mono- and diglycerides',
      ['émulsifiants : mono - et diglycérides d’acides gras', 'lécithines', 'mono- and diglycerides'],
    ],
  ])('%s', (_label, text, expected) => expect(parseIngredientList(text)).toEqual(expected));
});

describe('segments', () => {
  it("cuts at the list's own separators, so a note quotes one ingredient", () => {
    expect(segments('Eau - avoine* 11% - huile de tournesol* · sel').map((s) => s.raw)).toEqual([
      'Eau',
      'avoine* 11%',
      'huile de tournesol*',
      'sel',
    ]);
    expect(segments('- Beurre 23%, sucre').map((s) => s.raw)).toEqual(['Beurre 23%', 'sucre']);
  });

  it("quotes the last item without the list's 'and', and keeps an E number whole", () => {
    expect(segments('Salt, sugar, and spices').map((s) => s.raw)).toEqual(['Salt', 'sugar', 'spices']);
    expect(segments('Zucker, und Gewürze; sal, y especias').map((s) => s.raw)).toEqual([
      'Zucker',
      'Gewürze',
      'sal',
      'especias',
    ]);
    expect(segments('acqua, E 330').map((s) => s.raw)).toEqual(['acqua', 'E 330']);
  });

  it('keeps a suspended hyphen with its ingredient', () => {
    expect(segments('mono - et diglycérides d’acides gras - lécithines').map((s) => s.raw)).toEqual([
      'mono - et diglycérides d’acides gras',
      'lécithines',
    ]);
  });
});

describe('eNumber', () => {
  it('writes an E number as EU law does, and leaves any other word as it is', () => {
    expect(['e150d', 'E322I', 'e338', 'e1422'].map(eNumber)).toEqual(['E150d', 'E322i', 'E338', 'E1422']);
    expect(['eggs', 'e150d caramel', 'E', 'sugar'].map(eNumber)).toEqual(['eggs', 'e150d caramel', 'E', 'sugar']);
  });
});

describe('the list from its heading (third blind audit)', () => {
  it("a name quoted before the heading is not an ingredient: '… au curry ingrédients Eau, crème'", () => {
    expect(fromHeading('Velouté à la noix de coco et au curry ingrédients Eau, crème 10%')).toBe('Eau, crème 10%');
    expect(fromHeading('Ingredients: water, sugar')).toBe('water, sugar');
    expect(fromHeading('ZUTATEN: Wasser, Zucker')).toBe('Wasser, Zucker');
    // A heading word that runs on into no capitalised ingredient is left alone, and only the first piece is read.
    expect(fromHeading('vegetable ingredients 30% (carrot, pea)')).toBe('vegetable ingredients 30% (carrot, pea)');
    expect(fromHeading('water, herb ingredients Basil')).toBe('water, herb ingredients Basil');
  });
});
