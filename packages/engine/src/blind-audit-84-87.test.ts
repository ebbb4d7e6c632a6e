/**
 * Blind audits 84 to 87's findings, as rules: a brand made under licence in the product's market is that licensee's
 * product; a full stop between two items ends the first; a list of oil alone rules out figures that are not nearly all
 * fat; a chestnut is no tree nut of the law's; a flavouring is an ingredient of its own; a sensitivity the list answers
 * in part is not "can't tell".
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { insightsOf, resolveOwnership } from './company.ts';
import { evaluateProductStrict } from './evaluate.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { parseIngredientList } from './text.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const US = { lang: 'en', countries: ['en:united-states'] };

describe('a brand made under licence in the product’s market (audit 84, finding 1)', () => {
  const index = indexKnowledge(knowledge);
  const kitKat = (facts: Partial<ProductFactsInput>) =>
    insightsOf(resolveOwnership(makeFacts({ brand: 'KitKat', kind: 'food', ...facts }), index), index);

  it('a US KitKat is made by Hershey, whose record is the Company tab’s; Nestlé stays the brand owner', () => {
    const us = kitKat({
      sources: [
        { title: 'The Hershey Company product information (KitKat US licensee)', url: 'https://www.hersheys.com' },
      ],
    });
    expect(us.manufacturer).toBe('The Hershey Company');
    expect(us.insights.company?.name).toBe('The Hershey Company');
    expect(us.insights.company?.ownership?.[0]).toMatchObject({ company: 'Nestlé S.A.', relation: 'brand owner' });
    expect(JSON.stringify(us)).not.toMatch(/Cocoa Plan/);
    expect(kitKat({ countries: ['en:united-states'] }).manufacturer).toBe('The Hershey Company');
  });

  it('guard: sold in the UK, it is Nestlé’s; a market the record cannot place names no maker', () => {
    expect(kitKat({ countries: ['en:united-kingdom'] }).manufacturer).toBe('Nestlé S.A.');
    expect(kitKat({ countries: [], sources: [{ title: 'KitKat product information' }] }).manufacturer).toBeUndefined();
  });
});

describe('a full stop between two items (audit 84, finding 3)', () => {
  it('ends the item before it, whatever the case of the next', () => {
    const items = parseIngredientList(
      'wheat flour, leavening (ammonium bicarbonate, potassium carbonate). artificial flavor, barley malt powder.',
    );
    expect(items).toContain('artificial flavor');
    const r = evaluate({
      ...US,
      ingredientsText:
        'wheat flour, sugar, leavening (ammonium bicarbonate, potassium carbonate). artificial flavor, barley malt powder.',
    });
    expect(Object.keys(r.ratings.health.health_concerns)).toContain('Artificial flavouring');
  });

  it('guard: an abbreviation’s full stop does not', () => {
    expect(parseIngredientList('sugar, flavouring incl. vanilla, salt')).toEqual([
      'sugar',
      'flavouring incl. vanilla',
      'salt',
    ]);
    expect(parseIngredientList('sugar, vit. c, salt')).toEqual(['sugar', 'vit. c', 'salt']);
  });
});

describe('figures a list of oil alone rules out (audit 87, finding 1)', () => {
  const oil = (fat: number) =>
    evaluate({
      ...US,
      name: 'Extra Virgin Olive Oil',
      ingredientsText: 'EXTRA VIRGIN OLIVE OIL',
      nutriments: {
        energyKcal: fat * 9,
        fat,
        saturatedFat: 2.6,
        carbohydrates: 0.6,
        sugars: 0.5,
        proteins: 17.1,
        salt: 0.74,
      },
    }).ratings.health;

  it('10.1 g of fat for an olive oil: said, nothing graded on them, confidence low', () => {
    const health = oil(10.1);
    expect(health.impact_summary).toMatch(/a list of oil alone is nearly all fat/);
    expect(health.nutri_score).toBeUndefined();
    expect(health.data_confidence.nutrition).toBe('Low');
  });

  it('guard: an oil’s own figures stand', () => {
    const health = evaluate({
      ...US,
      name: 'Extra Virgin Olive Oil',
      ingredientsText: 'EXTRA VIRGIN OLIVE OIL',
      nutriments: { energyKcal: 824, fat: 91.6, saturatedFat: 13.8, carbohydrates: 0, sugars: 0, proteins: 0, salt: 0 },
    }).ratings.health;
    expect(health.impact_summary).not.toMatch(/do not agree/);
    expect(health.data_confidence.nutrition).not.toBe('Low');
  });
});

describe('a chestnut is no nut of Annex II (audit 87, finding 2)', () => {
  it('a crème de marrons with no list is not said to contain tree nuts', () => {
    const a = evaluate({
      lang: 'fr',
      countries: ['en:france'],
      name: 'Crème de marrons',
      category: 'Chestnut spreads',
      categoryTags: ['en:spreads', 'en:nuts-and-their-products', 'en:chestnut-spreads'],
    }).ratings.health.allergens;
    expect(a.tree_nuts?.status).not.toBe('yes');
  });

  it('guard: a hazelnut spread is', () => {
    const a = evaluate({ lang: 'fr', countries: ['en:france'], name: 'Pâte à tartiner aux noisettes' }).ratings.health
      .allergens;
    expect(a.tree_nuts?.status).toBe('yes');
  });
});

describe('a flavouring is an ingredient, and answers a sensitivity (audit 86, finding 1)', () => {
  const cut =
    'SUGAR, COCOA BUTTER, MILK, POPCORN PIECES [CORN , SUGAR, ARTIFICIAL FLAVOR, SALT], PALM OIL, MILKFAT, EMULSIFIER (SOYA LECITHIN, SUNFLOWER LECITHI';

  it('"ARTIFICIAL FLAVOR" alone is the artificial flavouring', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, ARTIFICIAL FLAVOR, SALT.' }).ratings.health;
    expect(r.ingredients.notable_ingredients.map((n) => n.name)).toContain('Artificial flavouring');
  });

  it('a cut list that shows one is no “can’t tell whether it contains any”', () => {
    const r = evaluate({ ...US, ingredientsText: cut }, { health: { sensitivities: { artificial_additives: 1 } } });
    expect(r.personal_alerts.map((a) => a.message).join(' ')).not.toMatch(/can't tell whether it contains any/);
  });

  it('guard: a cut list that shows none still says it', () => {
    const r = evaluate(
      { ...US, ingredientsText: cut.replace('ARTIFICIAL FLAVOR, ', '') },
      { health: { sensitivities: { artificial_additives: 1 } } },
    );
    expect(r.personal_alerts.map((a) => a.message).join(' ')).toMatch(/can't tell whether it contains any/);
  });

  it('guard: a flavouring named after a food is not that food', () => {
    const r = evaluate({ ...US, ingredientsText: 'Sugar, vanilla flavouring, salt.' }).ratings.ethical;
    expect(JSON.stringify(r.labor_practices)).not.toMatch(/Madagascar/);
  });
});

describe('goods the US Department of Labor lists, with no origin on record (audits 85 and 86)', () => {
  const labour = (ingredientsText: string) => evaluate({ ...US, ingredientsText }).ratings.ethical.labor_practices;

  it('bananas, strawberries and chile peppers are a possible risk, not "good"', () => {
    for (const list of [
      'Freeze-dried bananas, freeze-dried strawberries.',
      'Tomatillo, green chili (green chili pepper, citric acid), water, salt, jalapeno, garlic puree.',
    ]) {
      const rated = labour(list);
      expect(rated.rating).toBe('unknown');
      expect(rated.details).toMatch(/US Department of Labor/);
    }
  });

  it('guard: a banana flavouring is no banana', () => {
    expect(labour('Corn syrup, banana flavor, citric acid.').rating).toBe('good');
  });
});

describe('wheat sugars show wheat, not gluten (audits 86 and 87)', () => {
  const allergens = (ingredientsText: string) => evaluate({ ...US, ingredientsText }).ratings.health.allergens;

  it('"GLUCOSE (FROM WHEAT)" is wheat; the gluten is the barley malt’s', () => {
    const a = allergens('Sugar, glucose syrup (from wheat), cocoa butter, milk, barley malt powder, salt.');
    expect(a.wheat?.status).toBe('yes');
    expect([a.gluten?.status, a.gluten?.notes]).toEqual(['yes', expect.stringMatching(/barley malt powder/)]);
    expect(allergens('SUGAR, CORN, GLUCOSE (FROM WHEAT), SALT.').gluten?.status).not.toBe('yes');
  });

  it('guard: wheat flour beside them is gluten', () => {
    expect(allergens('Sugar, wheat flour, glucose syrup (wheat), salt.').gluten?.status).toBe('yes');
  });
});

describe('a partial environmental score beside Open Food Facts’ published grade (audit 87, finding 6)', () => {
  const spread = (environmentalScoreGrade: 'a' | 'd') =>
    evaluate({
      lang: 'fr',
      countries: ['en:france'],
      name: 'Crème de marrons',
      category: 'Chestnut spreads',
      categoryTags: ['en:spreads', 'en:chestnut-spreads'],
      packaging: ['en:glass-jar'],
      environmentalScoreGrade,
    }).ratings.environmental;

  it('is no better than the published D, and says so', () => {
    const env = spread('d');
    expect(env.grade).toBe('D');
    expect(env.impact_summary).toMatch(/Open Food Facts' own environmental grade for this product is D/);
  });

  it('guard: a published A raises nothing', () => {
    const capped = spread('d').score ?? 0;
    expect(spread('a').score).toBeGreaterThan(capped);
    expect(spread('a').impact_summary).not.toMatch(/Open Food Facts' own environmental grade/);
  });
});
