/** Vegan, vegetarian and palm oil as yes / no / maybe / unknown, and additive names in any language. */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';
import { estimateFruitsVegetablesLegumes, leafIngredients, vocabularyIndex } from './ingredient-analysis.ts';

const ratings = ratingsOf;
const animal = (text: string, extra: Partial<ProductFactsInput> = {}) =>
  ratings({ ingredientsText: text, ...extra }).ethical.animal_derived_content;
const palm = (text: string) => ratings({ ingredientsText: text }).environmental.palm_oil;

describe('vegan and vegetarian, four ways', () => {
  it('yes when every ingredient is known to be plant or mineral', () => {
    expect(animal('water, sugar, apple juice from concentrate, citric acid, reduced iron')).toMatchObject({
      vegan: 'yes',
      vegetarian: 'yes',
      contains_animal_ingredients: 'no',
    });
  });
  it('no with an animal ingredient; vegetarian stays yes for milk', () => {
    expect(animal('sugar, skimmed milk powder, cocoa butter')).toMatchObject({ vegan: 'no', vegetarian: 'yes' });
    expect(animal('pork 80%, salt')).toMatchObject({ vegan: 'no', vegetarian: 'no' });
  });
  it('maybe names the ingredient behind it', () => {
    const content = animal('water, sugar, natural flavouring');
    expect(content.vegan).toBe('maybe');
    expect(content.contains_animal_ingredients).toBe('maybe');
    expect(content.uncertain_ingredients).toContain('natural flavouring');
  });
  it('an ingredient we do not know makes it unknown, not vegan, even beside a maybe (OFF: no > unknown > maybe)', () => {
    const content = animal('water, sugar, zorblax extract');
    expect(content.vegan).toBe('unknown');
    expect(animal('water, natural flavouring, zorblax extract').vegan).toBe('unknown');
    expect(content.uncertain_ingredients).toContain('zorblax extract');
    expect(animal('')).toMatchObject({ vegan: 'unknown', contains_animal_ingredients: 'unknown' });
  });
  it('labels are evidence', () => {
    expect(animal('water, zorblax extract', { labels: ['en:vegan'] }).vegan).toBe('yes');
    expect(animal('water, zorblax extract', { labels: ['en:vegetarian'] }).vegetarian).toBe('yes');
  });
  it('a note in brackets keeps the ingredient; "and" joins two ingredients only when both are known', () => {
    expect(leafIngredients('sugar, vegetable oil (palm, rapeseed)')).toEqual(['sugar', 'palm', 'rapeseed']);
    expect(animal('water, sodium benzoate (preservative)').vegan).toBe('yes');
    expect(animal('sugar, shellac and carnauba wax').vegan).toBe('no');
    expect(animal('sugar, natural and artificial flavors').vegan).toBe('maybe');
  });
  it('items separated as OFF separates them: bullets, a dash between spaces, a full stop ending a sentence', () => {
    expect(leafIngredients('Farine de blé - Sucre - Beurre (Lait)')).toEqual(['Farine de blé', 'Sucre', 'Lait']);
    expect(leafIngredients('Sugar • Butter · Salt')).toEqual(['Sugar', 'Butter', 'Salt']);
    expect(leafIngredients('semi-skimmed milk, sugar 12.5%. Contains milk')).toEqual([
      'semi-skimmed milk',
      'sugar 12.5%',
      'Contains milk',
    ]);
  });
  it('claims are not ingredients: free-from and diet claims, organic footnotes', () => {
    expect(animal('water, sugar, sans gluten, sin lactosa')).toMatchObject({ vegan: 'yes', vegetarian: 'yes' });
    expect(animal('Ingrédients : farine de blé*, sucre*. *Ingrédients issus de l’agriculture biologique').vegan).toBe(
      'yes',
    );
    expect(animal('rice, starter culture. Suitable for vegetarians').vegetarian).toBe('yes');
    expect(animal('rice, gelatine. Not suitable for vegetarians').vegetarian).toBe('no');
  });
  it('mineral salts are plant-neutral in every language', () => {
    expect(animal('farine de blé, carbonate de calcium, fer, niacine')).toMatchObject({
      vegan: 'yes',
      vegetarian: 'yes',
    });
    expect(animal('Weizenmehl, Calciumcarbonat')).toMatchObject({ vegan: 'yes' });
  });
});

describe('palm oil, four ways', () => {
  it('an E-number is an ingredient, however it is written: mono- and diglycerides (E471) may come from palm', () => {
    for (const text of ['sugar, emulsifier (E471), salt', 'sugar, E471, salt', 'zucchero, emulsionanti: E 471, sale']) {
      expect(palm(text)).toMatchObject({ status: 'maybe' });
      expect(animal(text).vegan).toBe('maybe');
    }
    expect(palm('zucchero, emulsionanti: E 471 e E 322, sale').status_ingredients).toEqual(['E 471']);
  });

  it('yes from the words, maybe for unspecified vegetable oils, unknown for an unknown ingredient, no otherwise', () => {
    expect(palm('sugar, palm oil')).toMatchObject({ status: 'yes', contains: true });
    const maybe = palm('sugar, vegetable oils, salt');
    expect(maybe).toMatchObject({ status: 'maybe', contains: false, rating: 'May contain palm oil' });
    expect(maybe.status_ingredients).toEqual(['vegetable oils']);
    expect(palm('sugar, zorblax')).toMatchObject({ status: 'unknown', contains: false });
    // OFF's rule: unknown ingredients leave palm oil open only when they are more than 30 % of the list.
    const few = palm('sugar, water, salt, apple juice, zorblax');
    expect(few).toMatchObject({ status: 'no', rating: 'Palm oil free' });
    expect(few.details).toBe(
      'No palm oil in the ingredient list. “zorblax” is not an ingredient we recognise, but that is too little to leave the question open.',
    );
    expect(palm('sugar, sunflower oil, milk fat')).toMatchObject({ status: 'no', rating: 'Palm oil free' });
    expect(palm('Zucker, Pflanzenöl aus Raps')).toMatchObject({ status: 'no' });
    // "vinegar and salt" is two of the four ingredients OFF counts, so one unknown in four stays under 30 %.
    expect(palm('zorblax, water, vinegar and salt')).toMatchObject({ status: 'no' });
    expect(palm('zorblax, water, vinegar')).toMatchObject({ status: 'unknown' });
    // OFF ignores a "may be palm" ingredient with something in brackets after it.
    expect(palm('pasta, beta-carotene')).toMatchObject({ status: 'maybe' });
    expect(palm('pasta, beta-carotene (color)')).toMatchObject({ status: 'no' });
  });
});

describe('additive names in any language', () => {
  it('map to their E-numbers', () => {
    const codes = (text: string) =>
      ratings({ ingredientsText: text }).health.ingredients.notable_ingredients.map((n) => n.name);
    expect(codes('eau, glycosides de steviol').join(' ')).toMatch(/E960/i);
  });
});

describe('fruit, vegetables and legumes estimated from the ingredient list (2023 Nutri-Score)', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary!);
  it('counts stated shares, estimates the others from the order, and leaves out powders, flours, dried and nuts', () => {
    expect(estimateFruitsVegetablesLegumes(index, 'tomatoes 60%, water, salt')).toBe(60);
    expect(estimateFruitsVegetablesLegumes(index, 'tomatoes, water, salt')).toBeGreaterThan(60);
    expect(estimateFruitsVegetablesLegumes(index, 'lentils 50%, water, salt')).toBe(50);
    expect(estimateFruitsVegetablesLegumes(index, 'tomato powder 60%, sugar')).toBe(0);
    expect(estimateFruitsVegetablesLegumes(index, 'hazelnuts 50%, sugar')).toBe(0);
  });
  it('feeds the Nutri-Score and says it is an estimate', () => {
    const health = ratings({
      categoryTags: ['en:soups'],
      ingredientsText: 'tomatoes 85%, water, olive oil, salt',
      nutriments: { energyKj: 200, fat: 1, saturatedFat: 0.2, sugars: 3, salt: 0.6, proteins: 1, fiber: 1 },
    }).health;
    expect(health.impact_summary).toMatch(/fruit, vegetables and legumes estimated at 85 % from the ingredient list/);
  });
});
