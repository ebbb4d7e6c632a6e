/**
 * A rule that asks whether a product is in a broad category ("en:beverages", "en:cheeses", "en:waters") sees the
 * categories its tags lie under in Open Food Facts' categories taxonomy, not only the tags on record: a record that
 * carries only its narrowest tag is not taken for something else.
 */
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { categoriesOf, inCategory } from './category.ts';
import { nutriScoreCategory } from './health/nutri-score.ts';
import { ratingsOf } from './test/ratings.ts';

describe('inCategory', () => {
  it.each([
    ['a cola is a beverage', ['en:colas'], 'en:beverages', true],
    ['a goat cheese is a cheese', ['en:goat-cheeses'], 'en:cheeses', true],
    ['a mineral water is a water', ['en:mineral-waters'], 'en:waters', true],
    ['a lager is an alcoholic beverage', ['en:lagers'], 'en:alcoholic-beverages', true],
    ['the tag itself', ['en:colas'], 'en:colas', true],
    ['not a category above it', ['en:beverages'], 'en:colas', false],
    ['not a sibling', ['en:colas'], 'en:waters', false],
    ['a tag the taxonomy does not hold is in itself only', ['en:unheard-of-drinks'], 'en:beverages', false],
  ])('%s', (_, categoryTags, tag, expected) => {
    expect(inCategory({ categoryTags }, tag, knowledge)).toBe(expected);
  });

  it('counts only the tags on record without parent links in the knowledge', () => {
    expect(inCategory({ categoryTags: ['en:colas'] }, 'en:beverages', {})).toBe(false);
    expect([...categoriesOf({ categoryTags: ['en:colas'] }, knowledge)]).toEqual([
      'en:colas',
      'en:sodas',
      'en:carbonated-drinks',
      'en:beverages',
    ]);
  });
});

describe('the rules that ask for a broad category', () => {
  it.each([
    ['a cola is graded as a beverage', 'beverage' as const, ['en:colas'], 'beverage'],
    ['a goat cheese as a cheese', 'food' as const, ['en:goat-cheeses'], 'cheese'],
    ['a still spring water as a water', 'beverage' as const, ['en:natural-mineral-waters'], 'water'],
    ['a lager is not graded (alcohol)', 'beverage' as const, ['en:lagers'], null],
  ])('Nutri-Score: %s', (_, kind, categoryTags, expected) => {
    expect(nutriScoreCategory({ kind, categoryTags }, knowledge)).toBe(expected);
  });

  it('a goat cheese tagged only as one contains milk by its category, when its list says nothing of it', () => {
    const dairy = ratingsOf({ name: 'Bûche', ingredientsText: 'sel, ferments', categoryTags: ['en:goat-cheeses'] })
      .health.allergens.dairy;
    expect(dairy?.status).toBe('yes');
    expect(dairy?.notes).toContain('“cheeses”');
  });

  it('an energy drink tagged only as a kind of one gets the caffeine warning its listed caffeine calls for', () => {
    const drink = (categoryTags: string[]) =>
      ratingsOf({
        kind: 'beverage',
        perMl: true,
        name: 'Power',
        ingredientsText: 'water, sugar, taurine, caffeine',
        categoryTags,
      }).health.health_concerns.caffeine?.status;
    expect(drink(['en:energy-drink-with-sugar'])).toBe('high');
    expect(drink(['en:sodas'])).toBeUndefined();
  });
});
