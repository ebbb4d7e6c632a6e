import { defaultPreferences } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import {
  breaksPreferences,
  categoriesOf,
  judgeAlternative,
  narrowCategories,
  preferenceWeights,
  type ScoreCard,
} from './alternatives.ts';

const card = (over: Partial<ScoreCard> = {}): ScoreCard => ({
  scores: { health: 40, environmental: 40, ethical: 40 },
  unreliable: [],
  palmOil: 'unknown',
  animalTesting: 'unknown',
  certifications: [],
  ...over,
});
const EQUAL = { health: 1, environmental: 1, ethical: 1 };

describe('preferenceWeights', () => {
  it('weighs the three equally without preferences, and each dimension the shopper set something in higher', () => {
    expect(preferenceWeights(undefined)).toEqual(EQUAL);
    expect(preferenceWeights(defaultPreferences())).toEqual(EQUAL);
    const prefs = defaultPreferences();
    prefs.health.allergens = ['peanuts'];
    prefs.ethical.animal_testing = 'strongly_avoid';
    expect(preferenceWeights(prefs)).toEqual({ health: 2, environmental: 1, ethical: 2 });
  });
});

describe('judgeAlternative', () => {
  it('accepts a product better overall and no worse anywhere, with its reasons', () => {
    const current = card({ nutriScore: 'E', palmOil: 'yes', scores: { health: 20, environmental: 30, ethical: 40 } });
    const better = card({ nutriScore: 'B', palmOil: 'no', scores: { health: 60, environmental: 45, ethical: 40 } });
    expect(judgeAlternative(current, better, EQUAL)).toEqual({
      gain: 18.3,
      reasons: ['Nutri-Score B instead of E', 'no palm oil'],
    });
  });

  it("says 'no unsupported green claims' only of claims checked, and gains nothing by it (issue 54)", () => {
    const current = card({ unsupportedClaims: 2, scores: { health: 20, environmental: 30, ethical: 40 } });
    const better = { scores: { health: 60, environmental: 30, ethical: 40 } };
    const checked = judgeAlternative(current, card({ ...better, unsupportedClaims: 0 }), EQUAL);
    expect(checked?.reasons).toContain('no unsupported green claims');
    // A pack with no claim on record: nothing was checked, so nothing is said.
    const unchecked = judgeAlternative(current, card(better), EQUAL);
    expect(unchecked?.reasons).not.toContain('no unsupported green claims');
    expect(checked?.gain).toBe(unchecked?.gain);
    // Claims alone never make a better choice.
    expect(judgeAlternative(current, card({ scores: current.scores, unsupportedClaims: 0 }), EQUAL)).toBeNull();
  });

  it('refuses one worse on a dimension the shopper weights most, even when better overall', () => {
    const current = card();
    const candidate = card({ scores: { health: 90, environmental: 90, ethical: 35 } });
    expect(judgeAlternative(current, candidate, EQUAL)).toBeNull();
    // Ethics weighted less than health: a small ethical loss is acceptable for a large health gain.
    expect(judgeAlternative(current, candidate, { health: 2, environmental: 2, ethical: 1 })).not.toBeNull();
  });

  it('refuses one not meaningfully better, unscored where the product is scored, or too sparse to judge', () => {
    expect(
      judgeAlternative(card(), card({ scores: { health: 44, environmental: 41, ethical: 40 } }), EQUAL),
    ).toBeNull();
    expect(judgeAlternative(card(), card({ scores: { health: 90, environmental: 90 } }), EQUAL)).toBeNull();
    const sparse = card({ scores: { health: 90, environmental: 90, ethical: 90 }, unreliable: ['environmental'] });
    expect(judgeAlternative(card(), sparse, EQUAL)).toBeNull();
  });

  it('compares only what the product is scored on, and nothing when it is scored on nothing', () => {
    const noHealth = card({ scores: { environmental: 40, ethical: 40 } });
    expect(judgeAlternative(noHealth, card({ scores: { environmental: 60, ethical: 50 } }), EQUAL)).toMatchObject({
      gain: 15,
    });
    expect(judgeAlternative(card({ scores: {} }), card({ scores: { health: 99 } }), EQUAL)).toBeNull();
  });

  it('gives at most three reasons, what the shopper weights most first, one label, and the score when nothing else', () => {
    const current = card({
      nova: 4,
      kgCo2ePerKg: 5,
      animalTesting: 'yes',
      scores: { health: 40, environmental: 40, ethical: 40 },
    });
    const candidate = card({
      nova: 1,
      kgCo2ePerKg: 2,
      animalTesting: 'no',
      certifications: ['Fairtrade', 'Fair trade'],
      scores: { health: 60, environmental: 60, ethical: 60 },
    });
    expect(judgeAlternative(current, candidate, { health: 1, environmental: 1, ethical: 2 })?.reasons).toEqual([
      'not tested on animals',
      'Fairtrade',
      'NOVA 1 instead of 4',
    ]);
    expect(
      judgeAlternative(card(), card({ scores: { health: 60, environmental: 40, ethical: 40 } }), EQUAL)?.reasons,
    ).toEqual(['Health 60 instead of 40']);
  });
});

describe('breaksPreferences', () => {
  it('rules out any product that raises a personal alert, whatever its severity', () => {
    expect(breaksPreferences([])).toBe(false);
    expect(breaksPreferences([{ code: 'allergen:wheat', severity: 'low', message: 'Cannot rule out wheat' }])).toBe(
      true,
    );
  });
});

describe('categoriesOf', () => {
  it('files a product under its three narrowest tags and its category name, not wider groups', () => {
    const jif = ['en:breakfasts', 'en:spreads', 'en:salted-spreads', 'en:legume-butters', 'en:peanut-butters'];
    expect(categoriesOf(jif, 'Peanut butter')).toEqual([
      'en:salted-spreads',
      'en:legume-butters',
      'en:peanut-butters',
      'category:peanut-butter',
    ]);
    expect(categoriesOf(jif, 'Peanut butter')).not.toContain('en:spreads');
  });
});

describe('narrowCategories', () => {
  it("tries the most specific tag, then the category's name, then the tag above it, never the top or beyond", () => {
    expect(narrowCategories(['en:beverages', 'en:sodas', 'en:colas'], 'Cola')).toEqual([
      'en:colas',
      'category:cola',
      'en:sodas',
    ]);
    expect(narrowCategories(['en:beverages', 'en:waters'], 'Still water')).toEqual([
      'en:waters',
      'category:still-water',
    ]);
    expect(narrowCategories([], 'Laundry detergent')).toEqual(['category:laundry-detergent']);
  });
});
