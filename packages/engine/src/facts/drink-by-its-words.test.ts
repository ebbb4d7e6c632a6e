/**
 * Blind audit 13, finding 4: without a category on record, the kind of a food or drink comes from the product's own
 * words (a name or list led by a juice, a water or a drink) or from figures given per 100 ml; where nothing tells it,
 * the report says so instead of silently reading the figures by the food tables.
 */
import type { ProductFacts } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { fromOpenFoodFacts } from './from-off.ts';

const healthOf = (facts: ProductFacts) => evaluateProductStrict(facts, knowledge).ratings.health;
const factsOf = (record: Record<string, unknown>): ProductFacts => {
  const facts = fromOpenFoodFacts({ code: '00000000', countries_tags: 'en:united-kingdom', ...record });
  if (!facts) throw new Error('no facts');
  return facts;
};
const FIGURES = {
  'energy-kj_100g': '148.1',
  fat_100g: '0.1',
  'saturated-fat_100g': '0.1',
  sugars_100g: '7.1',
  salt_100g: '0.1',
  fiber_100g: '0.2',
  proteins_100g: '0.1',
};

describe('a drink with no category is read as a drink by its own words', () => {
  it('the audited juice blend: a list led by "Apple Juice (50%)" makes it a beverage, with the drink thresholds', () => {
    const facts = factsOf({
      product_name: 'Apple, Coconut Water, Cucumber, Spinach',
      brands: 'M&S',
      categories: '',
      categories_tags: '',
      ingredients_text:
        'Apple Juice (50%) Coconut Water 15%) ? Cucumber Purée (15%) Apple Purée 14%) ? Spinach Purée (3%) ? Lemon Juice ? Spirulina Extract ? Antioxidant: Ascorbic Acid.',
      ...FIGURES,
    });
    expect(facts.kind).toBe('beverage');
    expect(facts.perMl).toBe(true);
    expect(facts.category).not.toBe('Food');
    const health = healthOf(facts);
    expect(health.health_concerns.sugars?.notes).toMatch(/per 100 ml, between the 2\.5 g and 11\.25 g/);
    expect(health.nutrition?.basis).toBe('100 ml');
  });

  it('a French name led by "Jus" (no list, no category)', () => {
    const facts = factsOf({ product_name: "Jus d'ananas", lang: 'fr', ...FIGURES, 'energy-kj_100g': '201' });
    expect(facts.kind).toBe('beverage');
    expect(facts.perMl).toBe(true);
  });

  it('a German compound name ending in "saft", and a list led by carbonated water in Spanish', () => {
    expect(factsOf({ product_name: 'Bio Orangensaft', lang: 'de', ...FIGURES }).kind).toBe('beverage');
    expect(
      factsOf({
        product_name: 'Naranja',
        lang: 'es',
        ingredients_text: 'Agua carbonatada, azúcar, zumo de naranja 8 %, acidulante: ácido cítrico',
        ...FIGURES,
      }).kind,
    ).toBe('beverage');
  });

  it('figures given per 100 ml make it a drink', () => {
    expect(factsOf({ product_name: 'Natural, fresh & ready', nutrition_data_per: '100ml', ...FIGURES }).kind).toBe(
      'beverage',
    );
  });

  it('a food whose name holds a drink word elsewhere stays a food (tomatoes in tomato juice, milk chocolate)', () => {
    expect(
      factsOf({
        product_name: 'Diced In Tomato Juice',
        ingredients_text: 'Organic tomatoes, organic tomato juice, sea salt, citric acid',
        quantity: '411 g',
        ...FIGURES,
      }).kind,
    ).toBe('food');
    expect(
      factsOf({
        product_name: 'Milk Chocolate',
        ingredients_text: 'Milk chocolate (sugar, cocoa butter, cocoa mass, skimmed milk powder)',
        ...FIGURES,
      }).kind,
    ).toBe('food');
  });

  it('a category still decides over the words', () => {
    const facts = factsOf({
      product_name: 'Orange juice jelly sweets',
      categories_tags: 'en:snacks,en:sweet-snacks,en:confectioneries',
      ingredients_text: 'Orange juice (40%), sugar, glucose syrup, gelling agent: pectin',
      ...FIGURES,
    });
    expect(facts.kind).toBe('food');
  });
});

describe('where nothing tells the kind, the report says so', () => {
  it('no category, no telling words, no weight: the food tables are not used silently', () => {
    const facts = factsOf({ product_name: 'Monaco', ...FIGURES, 'energy-kj_100g': '523' });
    const health = healthOf(facts);
    const said = [health.impact_summary, ...health.recommendations].join(' ');
    expect(said).toMatch(/whether it is a food or a drink/);
  });

  it('sold by weight (1169/2011 Art. 23: liquids are sold by volume), it is a food and nothing more is said', () => {
    const facts = factsOf({ product_name: 'Le Paris', quantity: '400 g', ...FIGURES, 'energy-kj_100g': '489' });
    expect(facts.kind).toBe('food');
    const health = healthOf(facts);
    expect([health.impact_summary, ...health.recommendations].join(' ')).not.toMatch(/food or a drink/);
  });
});
