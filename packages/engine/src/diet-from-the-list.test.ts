/**
 * Blind audit 12: the diet answers follow from what the list shows. An additive that may be made from an animal or
 * without one (L-cysteine) is a "maybe", never a "no", and never animal content found; a record's diet tag does not
 * override a readable list whose every ingredient was recognised.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const ethicalOf = (facts: Partial<ProductFactsInput>) => ratingsOf({ category: 'Breads', ...facts }).ethical;

describe('an additive that may be of animal origin', () => {
  const BREAD = 'Wheat flour, water, sugar, yeast, salt, L-cysteine';

  it.each([
    ['named in the list', { ingredientsText: BREAD }],
    ['named in the list and tagged', { ingredientsText: BREAD, additives: ['en:e920'] }],
    [
      'tagged only, the list silent on it',
      { ingredientsText: 'Wheat flour, water, sugar, yeast, salt', additives: ['en:e920'] },
    ],
  ])('%s: vegan "maybe", no animal content, no welfare finding, no ethical cost', (_label, facts) => {
    const ethical = ethicalOf(facts);
    const content = ethical.animal_derived_content;
    expect(content.vegan).toBe('maybe');
    expect(content.vegetarian).toBe('maybe');
    expect(content.contains_animal_ingredients).not.toBe('yes');
    expect(content.animal_product_type).toEqual([]);
    expect(content.uncertain_ingredients.join(' ')).toMatch(/cysteine/i);
    expect(ethical.animal_welfare.status).not.toBe('concerning');
    expect(`${ethical.impact_summary} ${ethical.overall_summary}`).not.toMatch(/animal ingredients/);
    // No cost: the plain bread is graded on its animal content known ("none"); with that open too and the labour risk
    // of its sugar unknown, nothing known is left to grade (blind audit 71), so no grade, never a lower one.
    const plain = ethicalOf({ ingredientsText: 'Wheat flour, water, sugar, yeast, salt' });
    expect(plain.score).toBe(70);
    expect(ethical.score).toBeUndefined();
  });

  it('an additive always of animal origin still makes vegan "no" (E120 cochineal)', () => {
    const content = ethicalOf({ ingredientsText: 'Wheat flour, water, sugar, colour: E120' }).animal_derived_content;
    expect(content.vegan).toBe('no');
    expect(content.contains_animal_ingredients).toBe('yes');
  });
});

describe("a record's diet tag against the list it was read from", () => {
  const SPIRULINA = {
    name: 'Espirulina En Comprimidos Ecologica Salud Viva',
    ingredientsText:
      'o, sin gluten, sin lactosa, sin azücares lientes: 100% Spirulina cruda pura procedefi tura ec016gica. PAIS DE ORIGEjs NOUE',
    labels: ['en:no-gluten', 'en:organic', 'en:no-lactose'],
    countries: ['en:france'],
    ingredientsAnalysis: ['en:palm-oil-content-unknown', 'en:non-vegan', 'en:non-vegetarian'],
  };

  it('a list whose words name nothing animal ("100% Spirulina"): never "no", no animal content, no welfare text', () => {
    const ethical = ratingsOf(SPIRULINA).ethical;
    const content = ethical.animal_derived_content;
    expect(content.vegan).not.toBe('no');
    expect(content.vegetarian).not.toBe('no');
    expect(content.contains_animal_ingredients).not.toBe('yes');
    expect(content.animal_product_type).toEqual([]);
    expect(content.evidence.join(' ')).not.toMatch(/non-vegan|non-vegetarian/);
    expect(ethical.animal_welfare.details).not.toMatch(/animal-welfare requirements|how its animals/);
    expect(ethical.animal_welfare.status).not.toBe('concerning');
  });

  it('a list read whole as plant: vegan and vegetarian "yes" whatever the tags say', () => {
    const content = ratingsOf({
      ingredientsText: 'Water, sugar, salt, apple juice concentrate',
      ingredientsAnalysis: ['en:non-vegan', 'en:non-vegetarian'],
    }).ethical.animal_derived_content;
    expect([content.vegan, content.vegetarian]).toEqual(['yes', 'yes']);
  });

  it('a record tagged vegan whose list names milk is not vegan', () => {
    const content = ratingsOf({
      ingredientsText: 'Sugar, cocoa butter, whole milk powder, emulsifier: soy lecithin',
      ingredientsAnalysis: ['en:vegan', 'en:vegetarian'],
    }).ethical.animal_derived_content;
    expect(content.vegan).toBe('no');
    expect(content.contains_animal_ingredients).toBe('yes');
  });

  it('without a list, the tag is still what there is', () => {
    const content = ratingsOf({ ingredientsAnalysis: ['en:non-vegan'] }).ethical.animal_derived_content;
    expect(content.vegan).toBe('no');
  });
});
