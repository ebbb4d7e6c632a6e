/**
 * Blind audits 80 to 83's findings, as rules: a gluten-free claim bounds what an item could bring; a labour risk the
 * list names by country is possible, not found, where no origin is on record; wheat is named wheat, not gluten; a
 * misspelt sulphite is one; an allergen statement fused into a list is no ingredient; a name led by a drink but sold by
 * the gram is a food; a colour's "lake" is no fish; deforestation tied to producing regions is possible, not found.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const US = { lang: 'en', countries: ['en:united-states'] };

describe('a gluten-free claim and what an item could bring (audit 81, finding 4)', () => {
  const relish = { ...US, ingredientsText: 'Cucumbers, water, vinegar, salt, natural flavors, turmeric.' };

  it('"natural flavors" bring no gluten into a food the pack claims gluten-free', () => {
    const a = evaluate({ ...relish, labels: ['en:no-gluten'] }).ratings.health.allergens;
    expect(a.gluten?.status).toBe('no');
  });

  it('guard: without the claim, they may bring it', () => {
    const a = evaluate(relish).ratings.health.allergens;
    expect([a.gluten?.status, a.gluten?.may_contain]).toEqual(['unknown', true]);
  });
});

describe('a labour risk named by country, with no origin on record (audits 77 to 81)', () => {
  const labour = (facts: Partial<ProductFactsInput>) => evaluate({ lang: 'en', ...facts }).ratings.ethical;

  it('cocoa of unstated origin is a possible risk, not a poor rating', () => {
    const ethical = labour({ ingredientsText: 'Sugar, cocoa butter, cocoa mass, whole milk powder.' });
    expect(ethical.labor_practices.rating).not.toBe('poor');
    expect(ethical.labor_practices.details).toMatch(/Côte d'Ivoire|origin/);
  });

  it('guard: a Fairtrade label still settles it', () => {
    const ethical = labour({
      ingredientsText: 'Sugar, cocoa butter, cocoa mass, whole milk powder.',
      labels: ['en:fairtrade-international'],
    });
    expect(ethical.labor_practices.rating).toBe('good');
  });
});

describe('words read for what they are (audits 80 and 81)', () => {
  it('a shopper avoiding wheat is told of wheat, not of gluten, beside barley malt', () => {
    const r = evaluate(
      { ...US, ingredientsText: 'Sugar, cocoa butter, whole milk powder, barley malt, soy lecithin.' },
      { health: { allergens: ['wheat'] } },
    ).ratings.health;
    expect(r.allergens.gluten?.status).toBe('yes');
    expect(JSON.stringify(r)).not.toMatch(/wheat \(gluten\)/i);
  });

  it('"sodium metabisulfate", misspelt on the pack, is a sulphite', () => {
    const a = evaluate({ ...US, ingredientsText: 'Coconut, sugar, sodium metabisulfate [preservative].' }).ratings
      .health.allergens;
    expect(a.sulphites?.status).toBe('yes');
  });

  it('an allergen statement fused into the list by a stray comma is not shown as an ingredient', () => {
    const r = evaluate({ ...US, ingredientsText: 'DURUM WHEAT SEMOLINA., CONTAINS WHEAT. MAY CONTAIN EGG, SOY.' });
    expect(r.ratings.health.ingredients.list).toEqual(['DURUM WHEAT SEMOLINA']);
  });

  it('guard: "contains 2% or less of" lists what follows', () => {
    const r = evaluate({ ...US, ingredientsText: 'Corn, CONTAINS 2% OR LESS OF: salt, lime.' });
    expect(r.ratings.health.ingredients.list.join(' ')).toMatch(/salt/);
  });
});

describe('audits 82 and 83', () => {
  it('"red lake #40" is a colour, not a fish (Norwegian "lake", burbot)', () => {
    const r = evaluate({ ...US, ingredientsText: 'Sugar, wheat flour, red lake #40, salt.' }).ratings;
    expect(r.health.allergens.fish?.status).toBe('no');
  });

  const kind = (product_name: string, serving_size: string) =>
    fromOpenFoodFacts({
      code: '0009800000000',
      product_name,
      serving_size,
      ingredients_text: 'Sugar, maltodextrin, gum arabic.',
    })?.kind;

  it('a name that ends on a drink, sold by the gram, is a food: "Mixers Mints, Peach, Lemonade" of 0.49 g', () => {
    expect(kind('Mixers Mints, Peach, Lemonade', '0.49 g (1 PIECE)')).toBe('food');
  });

  it('guard: sold by volume, it is a drink', () => {
    expect(kind('Pink Lemonade', '8 fl oz (240 ml)')).toBe('beverage');
  });
});

describe('a deforestation risk tied to producing regions, with no origin on record (audits 77 and 83)', () => {
  const depletion = (ingredientsText: string) =>
    evaluate({ ...US, ingredientsText }).ratings.environmental.environmental_factors.resource_depletion;

  it('soybean oil of no stated origin is a possible risk, not "high"', () => {
    const r = depletion('Water, soybean oil, vinegar, salt, sugar.');
    expect(r.rating).toBe('unknown');
    expect(r.details).toMatch(/^Soy .*this risk is possible, not found/);
  });

  it('guard: a risk its note does not tie to a region is still found', () => {
    expect(depletion('Shrimp, water, salt.').rating).toBe('high');
  });
});

describe('a possible risk weighs as the risk would, unsaid as found (audit 83, re-run: Nutella graded B)', () => {
  const ratings = (ingredientsText: string) =>
    evaluate({ lang: 'en', ingredientsText, category: 'Milk chocolates', categoryTags: ['en:milk-chocolates'] })
      .ratings;

  it('a chocolate whose cocoa is of unstated origin is graded below the same without cocoa, in both tabs', () => {
    const cocoa = ratings('Beet sugar, whole milk powder, cocoa mass, soybean oil.');
    const plain = ratings('Beet sugar, whole milk powder, sunflower oil.');
    expect(cocoa.ethical.labor_practices.rating).toBe('unknown');
    // As a found risk would (25 points), not as no risk at all.
    expect(cocoa.ethical.score!).toBeLessThanOrEqual(plain.ethical.score! - 25);
    expect(cocoa.environmental.score!).toBeLessThan(plain.environmental.score!);
  });
});
