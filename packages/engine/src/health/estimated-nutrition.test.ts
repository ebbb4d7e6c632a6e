import type { ProductFacts, ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { fixtureKnowledge as k, makeFacts } from '../test/knowledge-fixture.ts';
import { nutriScore } from './nutri-score.ts';

/** Open Food Facts' estimate for a wholemeal sandwich bread (record 3029330003533), per 100 g. */
const BREAD_ESTIMATE = {
  energyKj: 1003.5,
  energyKcal: 237.267,
  fat: 2.0926,
  saturatedFat: 0.268575,
  carbohydrates: 45.37065,
  sugars: 1.1288,
  fiber: 4.766,
  proteins: 6.84465,
  salt: 0.584727,
};
/** The same bread's label (OFF grades it B, 2 points). */
const MEASURED = {
  energyKj: 1038,
  energyKcal: 246,
  fat: 3.4,
  saturatedFat: 0.3,
  sugars: 3.6,
  fiber: 6.7,
  salt: 1.1,
  proteins: 9.5,
};

const bread = (overrides: Partial<ProductFactsInput> = {}): ProductFacts =>
  makeFacts({ categoryTags: ['en:breads'], ingredientsText: 'Wholemeal wheat flour, water, salt', ...overrides });
const report = (facts: ProductFacts, preferences?: unknown) => evaluateProductStrict(facts, k, preferences);

describe("Open Food Facts' nutrition estimated from the ingredient list", () => {
  it('grades as OFF does when the label gives no key nutrient, and the grade says "estimated"', () => {
    const nutri = nutriScore(bread({ estimatedNutriments: BREAD_ESTIMATE }));
    expect(nutri).toMatchObject({ grade: 'A', points: 0, estimated: true });
    const { health } = report(bread({ estimatedNutriments: BREAD_ESTIMATE })).ratings;
    expect(health.impact_summary).toContain(
      'Nutri-Score A, estimated (0 points, computed from the nutrition facts Open Food Facts estimated from the ingredient list).',
    );
  });

  it('is never a measured grade: no Nutri-Score card, no ClearCart health grade, no "good profile" advice', () => {
    const { health } = report(bread({ estimatedNutriments: BREAD_ESTIMATE })).ratings;
    expect(health.nutri_score).toBeUndefined();
    expect(health.grade).toBeUndefined();
    expect(health.score).toBeUndefined();
    expect(health.impact_summary).toMatch(
      /^Not enough data to score: no nutrition facts from the label on record, only an estimate\./,
    );
    expect(health.recommendations.join(' ')).not.toMatch(/Good nutritional profile/);
  });

  it('shows the figures in words, labelled as estimated by Open Food Facts, not in the nutrition table', () => {
    const { health } = report(bread({ estimatedNutriments: BREAD_ESTIMATE })).ratings;
    expect(health.recommendations).toContain(
      'Note: no nutrition facts from the label are on record. Estimated by Open Food Facts from the ingredient list, ' +
        'per 100 g: about 237 kcal, 2.1 g fat (of which 0.27 g saturates), 45.4 g carbohydrate (of which 1.1 g sugars), ' +
        '4.8 g fibre, 6.8 g protein, 0.58 g salt; estimates, not measured.',
    );
    expect(health.nutrition).toBeUndefined();
    expect(health.sources.map((s) => s.title)).toContain(
      'Open Food Facts, nutrition estimated from the ingredient list (ProductOpener::NutritionEstimation)',
    );
  });

  it("raises no traffic light and no diet alert from an estimated figure: the diet is a low 'can't tell'", () => {
    const sugary = { ...BREAD_ESTIMATE, sugars: 30, salt: 2 };
    const evaluation = report(bread({ estimatedNutriments: sugary }), {
      health: { dietary_restrictions: ['low_sugar', 'low_sodium'] },
    });
    const { health } = evaluation.ratings;
    for (const nutrient of ['fat', 'saturated_fat', 'sugars', 'salt'])
      expect(health.health_concerns[nutrient]).toBe(undefined);
    const diet = evaluation.personal_alerts.filter((a) => a.code.startsWith('diet:'));
    expect(diet.map((a) => [a.code, a.severity])).toEqual([
      ['diet:low_sodium', 'low'],
      ['diet:low_sugar', 'low'],
    ]);
    expect(diet.map((a) => a.message).join(' ')).not.toMatch(/High in/);
  });

  it('is not used, nor shown, beside a nutrition table from the label', () => {
    const { health } = report(bread({ nutriments: MEASURED, estimatedNutriments: BREAD_ESTIMATE })).ratings;
    expect(health.nutri_score).toEqual({ grade: 'B', points: 2 });
    expect(JSON.stringify(health)).not.toMatch(/estimated by Open Food Facts|Estimated by Open Food Facts/);
  });

  it('does not fill the gaps of a table that gives some key nutrients (OFF does not mix the two)', () => {
    const partial = { energyKj: 1038, sugars: 3.6 };
    const facts = bread({ nutriments: partial, estimatedNutriments: BREAD_ESTIMATE });
    expect(nutriScore(facts)).toBeNull();
    expect(JSON.stringify(report(facts).ratings.health)).not.toMatch(/estimat/i);
  });

  it('grades no product scored as prepared on it, and still shows it', () => {
    const facts = bread({
      categoryTags: ['en:dried-products-to-be-rehydrated', 'en:soups'],
      estimatedNutriments: BREAD_ESTIMATE,
    });
    expect(nutriScore(facts)).toBeNull();
    const { health } = report(facts).ratings;
    expect(health.impact_summary).not.toMatch(/Nutri-Score/);
    expect(health.recommendations.some((r) => r.includes('Estimated by Open Food Facts'))).toBe(true);
  });

  it("says OFF's own grade rests on its estimate when the label gives no key nutrient, and scores nothing on it", () => {
    const { proteins: _, ...withoutProteins } = BREAD_ESTIMATE;
    const { health } = report(bread({ estimatedNutriments: withoutProteins, nutriScoreGrade: 'a' })).ratings;
    expect(health.impact_summary).toContain('Open Food Facts gives Nutri-Score A, estimated from the ingredient list.');
    expect(health.grade).toBeUndefined();
  });
});

describe('the share of fruit, vegetables and legumes (2023 Nutri-Score)', () => {
  const soup = (overrides: Partial<ProductFactsInput>) =>
    makeFacts({
      categoryTags: ['en:meals'],
      ingredientsText: 'Water, carrots, onions, salt',
      nutriments: { energyKj: 150, fat: 1, saturatedFat: 0.1, sugars: 2, salt: 0.8, proteins: 1 },
      ...overrides,
    });

  it("takes OFF's estimate from the ingredient list and says whose estimate it is", () => {
    const facts = soup({ estimatedNutriments: { fruitsVegetablesNuts: 45 } });
    expect(nutriScore(facts)?.fruitsVegetablesLegumes).toEqual({ percent: 45, basis: 'off-estimate' });
    expect(report(facts).ratings.health.impact_summary).toContain(
      'fruit, vegetables and legumes estimated at 45 % by Open Food Facts from the ingredient list',
    );
  });

  it('prefers the share entered from the pack to any estimate, and does not call it estimated', () => {
    const facts = soup({
      nutriments: {
        energyKj: 150,
        fat: 1,
        saturatedFat: 0.1,
        sugars: 2,
        salt: 0.8,
        proteins: 1,
        fruitsVegetablesNuts: 62,
      },
      estimatedNutriments: { fruitsVegetablesNuts: 45 },
    });
    expect(nutriScore(facts)?.fruitsVegetablesLegumes).toEqual({ percent: 62, basis: 'record' });
    expect(report(facts).ratings.health.impact_summary).not.toMatch(/estimated/);
  });
});
