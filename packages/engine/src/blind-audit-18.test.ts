/**
 * Blind audit 18's findings, as rules: a food named by three letters at the head of its name ("dried egg", "oolong
 * tea") is read, a claim's degree ("low fat") is not; a farming claim written on the list's egg is said of the hens.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { recognise, vocabularyIndex } from './ingredient-analysis.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const ratings = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;
const vocab = vocabularyIndex(knowledge.ingredientVocabulary!);

describe('a three-letter food at the head of a name', () => {
  it.each([
    ['Dried Free Range Egg', 'en:egg'],
    ['organic oolong tea', 'en:tea'],
    ['jamaican rum', 'en:rum'],
  ])('“%s” is %s', (written, id) => {
    expect(recognise(vocab, written)?.id).toBe(id);
  });

  it.each([
    ['low fat cocoa', 'en:cocoa'],
    ['dried egg whites', 'en:egg-white'],
  ])('not a qualifier or a word before the head: “%s” is %s', (written, id) => {
    expect(recognise(vocab, written)?.id).toBe(id);
  });

  it('a list of sugar, dried egg and salt is vegetarian, whatever a stale record tag says (finding 7)', () => {
    const r = ratings({
      lang: 'en',
      ingredientsText: 'Sugar, Dried Free Range Egg, salt.',
      ingredientsAnalysis: ['en:maybe-vegetarian'],
    });
    expect(r.ethical.animal_derived_content.vegetarian).toBe('yes');
  });
});

describe('a farming claim written on the list’s egg (finding 4)', () => {
  it('is said of the hens, not of the butter’s cows', () => {
    const { details } = ratings({
      lang: 'en',
      ingredientsText: 'Wheat flour, butter (milk), dried free range egg, sugar.',
    }).ethical.animal_welfare;
    expect(details).toMatch(/hens/);
    expect(details).not.toMatch(/cows/);
  });
});

describe('the EU’s wording rules on a pack sold only outside the EU (finding 6)', () => {
  const check = (countries: string[]) =>
    ratings({ lang: 'en', labels: ['en:organic'], countries, ingredientsText: 'Corn, sunflower oil, salt.' })
      .environmental.green_claims;
  it('judge nothing on a US-only product', () => {
    expect(check(['en:united-states'])).toBeUndefined();
  });
  it('still judge a product sold in an EU country too, or where the record names none', () => {
    expect(check(['en:united-states', 'en:france'])).toBeDefined();
    expect(check([])).toBeDefined();
  });
});

describe('a grade published from figures that contradict each other (finding 5)', () => {
  const health = (energyKj: number) =>
    ratings({
      lang: 'en',
      ingredientsText: 'Corn, sunflower oil, salt.',
      nutriments: { energyKj },
      nutriScoreGrade: 'e',
    }).health;
  it('is not shown where 100 g would hold more energy than pure fat', () => {
    expect(health(4200).impact_summary).not.toMatch(/Nutri-Score E/);
    expect(JSON.stringify(health(4200))).toMatch(/4,?200 kJ in 100 g, more than pure fat holds/);
  });
  it('is shown where the figures agree', () => {
    expect(health(2000).impact_summary).toMatch(/Open Food Facts gives Nutri-Score E/);
  });
});

describe('a scanned list (finding 3)', () => {
  it('a heading with two misread letters, one read as a colon, opens the list', () => {
    const { list } = ratings({
      lang: 'fr',
      ingredientsText: 'Biscuits sans gluten et sans lait Inaréd:ents: noisettes 27%, sucre.',
    }).health.ingredients;
    expect(list).toEqual(['noisettes 27%', 'sucre']);
  });
  it('a word two letters from the heading without a colon after it opens nothing', () => {
    const { list } = ratings({ lang: 'en', ingredientsText: 'Ingrediants sugar, salt.' }).health.ingredients;
    expect(list[0]).toMatch(/sugar/);
  });
});

describe('a grade Open Food Facts published from figures its own checks call impossible (finding 5, audit 19)', () => {
  const record = (errors: string[]) =>
    fromOpenFoodFacts({
      code: '8000000000001',
      product_name: 'Wafer',
      ingredients_text: 'Wheat flour, sugar, palm oil, hazelnuts.',
      nutriscore_grade: 'e',
      data_quality_errors_tags: errors,
    });
  it('is not kept', () => {
    expect(record(['en:nutrition-value-over-3800-energy'])?.nutriScoreGrade).toBeUndefined();
    expect(record(['en:nutrition-value-over-105-sugars'])?.nutriScoreGrade).toBeUndefined();
  });
  it('is kept where its checks found no impossible figure', () => {
    expect(record([])?.nutriScoreGrade).toBe('e');
  });
});

describe('a nutrition table on record per serving only (audit 19, finding 6)', () => {
  it('is read per 100 ml, scaled by the serving', () => {
    const facts = fromOpenFoodFacts({
      code: '5000112000001',
      product_name: 'Cola zero',
      categories_tags: ['en:beverages', 'en:sodas'],
      ingredients_text: 'Carbonated water, colour (caramel E150d), acids (phosphoric acid), sweeteners (sucralose).',
      nutrition_data_per: 'serving',
      serving_size: '250 ml',
      serving_quantity: 250,
      nutriments: { 'energy-kcal_serving': 2.5, sugars_serving: 0, fat_serving: 0, salt_serving: 0.05 },
    });
    expect(facts?.nutriments).toMatchObject({ energyKcal: 1, sugars: 0, salt: 0.02 });
  });
});

describe('plant extracts in the languages the taxonomy names them (audit 19, finding 2)', () => {
  it('“arômes naturels (extraits végétaux)” leave a cola vegan', () => {
    const r = ratings({
      lang: 'fr',
      kind: 'beverage',
      ingredientsText: 'Eau gazéifiée, colorant : caramel E150d, arômes naturels (extraits végétaux), caféine.',
    });
    expect(r.ethical.animal_derived_content.vegan).toBe('yes');
  });
});
