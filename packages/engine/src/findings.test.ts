/** Findings first: what the facts show is typed data with its evidence; preferences read findings, not text. */
import { defaultPreferences, type ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { resolveOwnership } from './company.ts';
import { environmentalFindings, personaliseEnvironmental } from './environmental/findings.ts';
import { ethicalFindings, personaliseEthical } from './ethical/findings.ts';
import { recommendationTexts } from './findings.ts';
import { healthFindings, personaliseHealth } from './health/findings.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { fixtureKnowledge, makeFacts } from './test/knowledge-fixture.ts';

const index = indexKnowledge(fixtureKnowledge);
const analysisOf = (overrides: Partial<ProductFactsInput>) => analyse(makeFacts(overrides), index);
const prefsWith = (change: (p: ReturnType<typeof defaultPreferences>) => void) => {
  const prefs = defaultPreferences();
  change(prefs);
  return prefs;
};

describe('health findings', () => {
  const analysis = analysisOf({
    ingredientsText: 'sugar, skimmed MILK powder, preservative (E250)',
    traces: ['en:nuts'],
    nutriments: { energyKj: 2000, fat: 30, saturatedFat: 10, sugars: 40, salt: 2, proteins: 5, fiber: 1 },
  });
  const findings = healthFindings(analysis);

  it('name each allergen with its presence and the ingredient that shows it', () => {
    const dairy = findings.find((f) => f.code === 'allergen' && f.allergen === 'dairy');
    expect(dairy).toMatchObject({ presence: 'contains', segment: 'skimmed MILK powder' });
    const nuts = findings.find((f) => f.code === 'allergen' && f.allergen === 'tree_nuts');
    expect(nuts).toMatchObject({ presence: 'may_contain' });
    const peanuts = findings.find((f) => f.code === 'allergen' && f.allergen === 'peanuts');
    expect(peanuts).toMatchObject({ presence: 'absent' });
  });

  it('carry the figure behind a nutrient level and the additive behind a concern, with their sources', () => {
    const salt = findings.find((f) => f.code === 'nutrient_level' && f.light.nutrient === 'salt');
    expect(salt).toMatchObject({ severity: 'high', light: { value: 2, light: 'high' } });
    expect(salt?.sources.length).toBeGreaterThan(0);
    const nitrite = findings.find((f) => f.code === 'additive');
    expect(nitrite).toMatchObject({ severity: 'high', additive: { code: 'e250' } });
    expect(nitrite?.sources.length).toBeGreaterThan(0);
  });

  it('an allergen is unknown without an ingredient list, and that is a finding of its own', () => {
    const none = healthFindings(analysisOf({ ingredientsText: undefined }));
    expect(none.find((f) => f.code === 'allergen' && f.allergen === 'dairy')).toMatchObject({ presence: 'unknown' });
    expect(none.some((f) => f.code === 'no_ingredient_list')).toBe(true);
  });

  it('are read against the preferences without being changed', () => {
    const before = structuredClone(findings);
    const prefs = prefsWith((p) => {
      p.health.allergens = ['dairy', 'tree_nuts', 'peanuts'];
      p.health.dietary_restrictions = ['vegan', 'low_sodium'];
      p.health.sensitivities.preservatives = 1;
    });
    const personal = personaliseHealth(findings, analysis, prefs);
    expect(personal).toEqual(
      expect.arrayContaining([
        { code: 'avoided_allergen', allergen: 'dairy', name: 'dairy (milk)', presence: 'contains' },
        { code: 'avoided_allergen', allergen: 'tree_nuts', name: 'tree nuts', presence: 'may_contain' },
        { code: 'avoided_allergen', allergen: 'peanuts', name: 'peanuts', presence: 'absent' },
        { code: 'diet_limit', diet: 'low_sodium', nutrient: 'salt' },
        expect.objectContaining({ code: 'sensitivity', sensitivity: 'preservatives', slider: 1 }),
        expect.objectContaining({ code: 'diet', diet: 'vegan', presence: 'contains' }),
      ]),
    );
    expect(findings).toEqual(before);
    expect(personaliseHealth(findings, analysis, undefined)).toEqual([]);
  });

  it('a sensitivity below the threshold of the concern level says nothing', () => {
    // Sodium nitrite is a high concern: any slider above 0 counts. A low-concern additive needs 5.
    const prefs = prefsWith((p) => (p.health.sensitivities.preservatives = 0));
    expect(personaliseHealth(findings, analysis, prefs).some((p) => p.code === 'sensitivity')).toBe(false);
  });
});

describe('environmental and ethical findings', () => {
  it('palm oil carries the ingredient that shows it; an avoid list naming palm reads the finding', () => {
    const analysis = analysisOf({ ingredientsText: 'sugar, palm oil, cocoa' });
    const findings = environmentalFindings(analysis);
    expect(findings.find((f) => f.code === 'palm_oil')).toMatchObject({ contains: true, segment: 'palm oil' });
    const prefs = prefsWith((p) => (p.environment.ingredients_to_avoid = ['palm']));
    expect(personaliseEnvironmental(findings, analysis, prefs)).toEqual([
      { code: 'avoided_ingredient', word: 'palm', segment: 'palm oil', palmOil: true },
    ]);
  });

  it('animal testing says what it rests on: food, a label, or the maker’s policy', () => {
    const food = analysisOf({ ingredientsText: 'sugar' });
    expect(ethicalFindings(food, null).find((f) => f.code === 'animal_testing')).toMatchObject({ basis: 'food' });
    const facts = makeFacts({ kind: 'cosmetic', brand: 'Crème Brûlée Inc', ingredientsText: 'Aqua, Glycerin' });
    const cosmetic = analyse(facts, index);
    const findings = ethicalFindings(cosmetic, resolveOwnership(facts, index));
    expect(findings.find((f) => f.code === 'animal_testing')).toMatchObject({ basis: 'policy', status: 'yes' });
    const prefs = prefsWith((p) => (p.ethical.animal_testing = 'prefer_avoid'));
    expect(personaliseEthical(findings, cosmetic, prefs)).toContainEqual({
      code: 'animal_testing',
      stance: 'prefer_avoid',
      status: 'yes',
    });
  });
});

describe('recommendations', () => {
  it('list what to avoid first, then cautions, then the rest as found, reassurances last', () => {
    expect(
      recommendationTexts([
        { advice: 'good', text: 'Good nutritional profile.' },
        { advice: 'consider', text: 'Consider less processed alternatives.' },
        { advice: 'caution', text: 'Caution: high in salt.' },
        { advice: 'avoid', text: 'Avoid this product: it contains dairy.' },
        { advice: 'note', text: 'Note: may contain nuts.' },
        { advice: 'avoid', text: 'Avoid on a vegan diet.' },
      ]),
    ).toEqual([
      'Avoid this product: it contains dairy.',
      'Avoid on a vegan diet.',
      'Caution: high in salt.',
      'Consider less processed alternatives.',
      'Note: may contain nuts.',
      'Good nutritional profile.',
    ]);
  });
});
