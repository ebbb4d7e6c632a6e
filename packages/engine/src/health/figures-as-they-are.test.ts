/**
 * Blind audit 13, finding 7: explanations of the figures say what the figures show. The energy note calls the scored
 * figure "the one the macronutrients allow" only when it lies in the range they allow, and otherwise says what they
 * allow; a portion is never larger than the pack.
 */
import { preferences, type ProductFacts } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { fromOpenFoodFacts } from '../facts/from-off.ts';
import { speechLoader } from '../i18n/index.ts';
import { respond } from '../respond.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const healthOf = (facts: ProductFacts) => evaluateProductStrict(facts, knowledge).ratings.health;
const speech = speechLoader(loadTranslation);

const COLA = {
  code: '90338052',
  product_name: 'Coca-Cola Plastic',
  brands: 'Coca cola',
  lang: 'fr',
  categories_tags: ['en:beverages', 'en:carbonated-drinks', 'en:sodas', 'en:colas', 'en:sweetened-beverages'],
  countries_tags: ['en:algeria', 'en:morocco', 'en:tunisia'],
  ingredients_text: 'EAU GAZÉIFIÉE, SUCRE, COLORANT: CARAMEL (E150d), ACIDIFIANT: ACIDE PHOSPHORIQUE, ARÔMES, CAFÉINE.',
  additives_tags: ['en:e150d', 'en:e338'],
  quantity: '300ml',
  product_quantity: 300,
  product_quantity_unit: 'ml',
  serving_size: '300 ml (330 ml)',
  serving_quantity: 330,
  serving_quantity_unit: 'ml',
  nutriments: {
    'energy-kj_100g': 54.5,
    'energy-kcal_100g': 38.2,
    fat_100g: 0,
    'saturated-fat_100g': 0,
    carbohydrates_100g: 6.55,
    sugars_100g: 9.7,
    fiber_100g: 0,
    proteins_100g: 0,
    salt_100g: 0.00455,
  },
};

describe('the energy note says what the macronutrients allow', () => {
  it('the audited cola: 38.2 kcal is nearer, not "the figure they allow"; they allow about 26 kcal (111 kJ)', () => {
    const health = healthOf(fromOpenFoodFacts(COLA)!);
    expect(health.impact_summary).not.toMatch(/the figure the fat, carbohydrates, protein and fibre allow/);
    expect(health.impact_summary).toMatch(/26 kcal/);
    expect(health.impact_summary).toMatch(/111 kJ/);
  });

  it('the same in French', async () => {
    const report = respond(fromOpenFoodFacts(COLA)!, knowledge, 'complete', undefined, await speech('fr'));
    const summary = report.ratings?.health.impact_summary ?? '';
    expect(summary).toMatch(/26 kcal/);
    expect(summary).toMatch(/111 kJ/);
  });

  it('a kcal within the range the macronutrients allow is still called the figure they allow (a snack, in grams)', () => {
    const health = healthOf(
      makeFacts({
        kind: 'food',
        nutriments: {
          energyKj: 3106.7,
          energyKcal: 566.7,
          fat: 46.7,
          saturatedFat: 5,
          sugars: 3,
          proteins: 10,
          fiber: 16.7,
          salt: 0.5,
        },
      }),
    );
    expect(health.impact_summary).toMatch(/the figure the fat, carbohydrates, protein and fibre allow/);
  });
});

describe('a portion is never larger than the pack', () => {
  it('the audited 300 ml bottle whose serving reads "300 ml (330 ml)": the portion is 300 ml', () => {
    const facts = fromOpenFoodFacts(COLA)!;
    expect(facts.servingQuantity).toBe(300);
    const health = healthOf(facts);
    expect(health.health_concerns.sugars?.notes).toMatch(/29\.1 g in a portion of 300 ml/);
    expect(health.recommendations.join(' ')).not.toMatch(/330 ml/);
  });

  it('a 40 g bar whose record says a 50 g serving: no portion from it', () => {
    const facts = fromOpenFoodFacts({
      code: '12345670',
      product_name: 'Chocolate bar',
      categories_tags: ['en:snacks', 'en:chocolates'],
      quantity: '40 g',
      serving_size: '50 g',
      serving_quantity: 50,
      nutriments: { fat_100g: 30, 'saturated-fat_100g': 18, sugars_100g: 50, salt_100g: 0.2 },
    })!;
    expect(facts.servingQuantity).toBeUndefined();
  });

  it('a catalog entry whose serving exceeds its single can: the lights use the can, never more (German report)', async () => {
    const facts = makeFacts({
      kind: 'beverage',
      perMl: true,
      categoryTags: ['en:beverages', 'en:sodas'],
      quantity: '250 ml',
      packaging: ['en:drink-can'],
      servingQuantity: 330,
      nutriments: { fat: 0, saturatedFat: 0, sugars: 10, salt: 0 },
    });
    const report = respond(facts, knowledge, 'complete', preferences.parse({}), await speech('de'));
    const health = report.ratings!.health;
    expect(health.health_concerns.sugars?.notes).toMatch(/250 ml/);
    expect(health.health_concerns.sugars?.notes).not.toMatch(/330/);
    expect(health.nutrition?.per_portion?.quantity ?? 250).toBeLessThanOrEqual(250);
  });
});
