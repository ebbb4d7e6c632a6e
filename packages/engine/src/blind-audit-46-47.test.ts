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

describe('a keto diet judged where the list or the figure settles it (audits 46 and 47, finding 1 and 2)', () => {
  const advice = (facts: Partial<ProductFactsInput>) =>
    (
      evaluate({ lang: 'en', ...facts }, { health: { dietary_restrictions: ['keto', 'low_carb'] } }).health
        .recommendations ?? []
    ).join(' ');

  it('“COCONUT, SUGAR*, GLUCOSE SYRUP*, …”, no figures: avoid on a keto diet, for the sugar', () => {
    const text = advice({ ingredientsText: 'COCONUT, SUGAR*, GLUCOSE SYRUP*, EGG WHITE, POTATO STARCH*, DEXTROSE*' });
    expect(text).toMatch(/Avoid on a keto diet: its list names “SUGAR” among its first ingredients/);
    // Low-carb limits still vary: its note stays, and no longer names keto.
    expect(text).toMatch(/so low-carb fit is not assessed/);
  });

  it('a compound first ingredient by its first part; potatoes first; 82 g of carbohydrate in 100 g', () => {
    expect(
      advice({ ingredientsText: 'Caramel corn (brown sugar, cane sugar, popcorn), cheese corn (popcorn, oil)' }),
    ).toMatch(/its list names “brown sugar”/);
    expect(advice({ ingredientsText: 'Potatoes, sunflower oil (32%), salt' })).toMatch(/names “Potatoes”/);
    expect(advice({ ingredientsText: 'Honey', nutriments: { carbohydrates: 82 } })).toMatch(
      /Avoid on a keto diet: 100 g hold 82 g of carbohydrate, more than the diet allows in a whole day/,
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
      expect(text).not.toMatch(/keto diet/);
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
