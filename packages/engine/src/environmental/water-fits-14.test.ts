/**
 * Blind audit 14, finding 6: the water figure comes with the carbon figure's own entry. A deeper category's own
 * AGRIBALYSE food ("Bread, gluten free") takes no water of a shallower entry ("Baguettes", wheat); when the entry the
 * carbon figure comes from has no water figure, water is unknown.
 */
import type { ProductFacts } from '@clearcart/contracts';
import { knowledge, type CategoryFootprint } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { footprintsByTag } from '../knowledge-index.ts';
import { respond } from '../respond.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { ownLevelFootprint } from './findings.ts';

const byTag = footprintsByTag(knowledge.footprints, knowledge.categoryFoods);
const factors = (facts: ProductFacts) => {
  const ratings = respond(facts, knowledge, 'complete').ratings;
  if (!ratings) throw new Error('no ratings');
  return ratings.environmental.environmental_factors;
};

const O1_TAGS = [
  ...['en:plant-based-foods-and-beverages', 'en:plant-based-foods', 'en:cereals-and-potatoes', 'en:specific-products'],
  ...['en:products-for-specific-diets', 'en:breads', 'en:products-without-gluten', 'en:baguettes'],
  'en:gluten-free-breads',
];

describe('water comes with the carbon figure’s own entry (blind audit 14, finding 6)', () => {
  it('the audit’s O1: gluten-free mini baguettes take gluten-free bread’s carbon and no baguette’s water', () => {
    const own = ownLevelFootprint(O1_TAGS, byTag);
    expect(own?.footprint.name).toBe('Gluten-free breads');
    expect(own?.water).toBeUndefined();
    const facts = makeFacts({
      name: '2 MINI BAGUETTES SANS GLUTEN',
      kind: 'food',
      categoryTags: O1_TAGS,
      ingredientsText:
        "eau, amidon de maïs*, farine de riz complet*, farine de millet*, farine de sarrasin* 3,3%, levure de boulanger, huile d'olive*, sel",
    });
    const { carbon_footprint: carbon, water_usage: water } = factors(facts);
    expect(carbon.kg_co2e_per_kg).toBe(1.81);
    expect(water.litres_per_kg).toBeUndefined();
    expect(water.details ?? '').not.toContain('Baguettes');
  });

  it('a beef steak takes its own food’s carbon and no water of the "Beef" entry it is not', () => {
    const own = ownLevelFootprint(['en:meats', 'en:beef', 'en:beef-steaks'], byTag);
    expect(own?.footprint.kgCO2ePerKg).toBe(27.84);
    expect(own?.water).toBeUndefined();
  });

  it('a deeper category’s own food without water leaves water unknown; the entry’s own water stays with it', () => {
    const entry: CategoryFootprint = {
      id: 'cheeses',
      name: 'Cheeses',
      offTags: ['en:cheeses'],
      kgCO2ePerKg: 5.5,
      litresPerKg: 5060,
      waterSources: [{ title: 'Water Footprint Network' }],
      basis: 'test',
      sources: [],
    };
    const food: CategoryFootprint = {
      id: 'goat-cheeses',
      name: 'Goat cheeses',
      offTags: ['en:goat-cheeses'],
      kgCO2ePerKg: 7.2,
      basis: 'test',
      sources: [],
    };
    const maps = footprintsByTag([entry], [food]);
    const goat = ownLevelFootprint(['en:dairies', 'en:cheeses', 'en:goat-cheeses'], maps);
    expect(goat?.footprint.name).toBe('Goat cheeses');
    expect(goat?.water).toBeUndefined();
    const cheese = ownLevelFootprint(['en:dairies', 'en:cheeses'], maps);
    expect(cheese?.footprint.name).toBe('Cheeses');
    expect(cheese?.water?.litresPerKg).toBe(5060);
  });
});
