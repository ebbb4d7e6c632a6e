/**
 * Blind audits 46 and 47's findings, as rules: a keto diet is judged where the list or the figure settles it; a name the
 * app's languages give one ingredient is that ingredient's, not another language's word for something else.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { recognise, vocabularyIndex } from './ingredient-analysis.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined).ratings;

describe('keto and low-carb judged where the list or the figure settles them (audits 46, 47, 49: finding 1, 1, 2)', () => {
  const advice = (facts: Partial<ProductFactsInput>, diets: ('keto' | 'low_carb')[] = ['keto', 'low_carb']) =>
    (evaluate({ lang: 'en', ...facts }, { health: { dietary_restrictions: diets } }).health.recommendations ?? []).join(
      ' ',
    );

  it('“COCONUT, SUGAR*, GLUCOSE SYRUP*, …”, no figures: avoid on a keto and a low-carb diet, for the sugar', () => {
    const text = advice({ ingredientsText: 'COCONUT, SUGAR*, GLUCOSE SYRUP*, EGG WHITE, POTATO STARCH*, DEXTROSE*' });
    expect(text).toMatch(/Avoid on a keto and low-carb diet: its list names “SUGAR” among its first ingredients/);
    expect(text).not.toMatch(/not assessed/);
    expect(advice({ ingredientsText: 'COCONUT, SUGAR, EGG WHITE' }, ['keto'])).toMatch(/Avoid on a keto diet/);
  });

  it('a compound first ingredient by its first part; potatoes first; 74 g of carbohydrate in 100 g', () => {
    expect(
      advice({ ingredientsText: 'Caramel corn (brown sugar, cane sugar, popcorn), cheese corn (popcorn, oil)' }),
    ).toMatch(/its list names “brown sugar”/);
    expect(advice({ ingredientsText: 'Potatoes, sunflower oil (32%), salt' })).toMatch(/names “Potatoes”/);
    expect(advice({ name: 'Risotto', nutriments: { carbohydrates: 74 } }, ['low_carb'])).toMatch(
      /Avoid on a low-carb diet: 74 g of carbohydrate per 100 g, more than half of what it weighs/,
    );
  });

  it('sugar further down, a low figure, no sugar or starch at all: still not assessed', () => {
    for (const facts of [
      { ingredientsText: 'Pork, water, salt, sugar, sodium nitrite' },
      { ingredientsText: 'Water, sugar, natural flavouring', nutriments: { carbohydrates: 1.2 } },
      { ingredientsText: 'Carbonated water, colour (caramel E150d), sweeteners (aspartame)' },
      { ingredientsText: 'Almonds', nutriments: { carbohydrates: 8 } },
    ]) {
      const text = advice(facts);
      expect(text).not.toMatch(/Avoid on/);
      expect(text).toMatch(/keto and low-carb/);
    }
  });
});

describe('a name in the app’s languages is its own ingredient’s, not another language’s word', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary!);
  it('“maize” is corn, “batata” a sweet potato, “carote” carrots', () => {
    expect(recognise(index, 'maize')?.id).toBe('en:corn');
    expect(recognise(index, 'batata')?.id).toBe('en:sweet-potato');
    expect(recognise(index, 'carote')?.id).toBe('en:carrot');
  });
});
