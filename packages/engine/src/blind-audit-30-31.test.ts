/**
 * Blind audits 30 and 31's findings, as rules: a name or a dish category that names meat or honey, with no readable
 * list, is animal content; a list led by a juice is a food's where the pack is sold in grams; a label about the palm
 * oil's sourcing says palm oil is there, and a bare claim certifies nothing; Worcestershire sauce may bring fish;
 * soybean oil in every spelling is the refined oil.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const ratings = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;

describe('a name or a dish that names meat or honey, with no list (audit 30, finding 1)', () => {
  const animal = (facts: Partial<ProductFactsInput>) =>
    ratings({ lang: 'en', ...facts }).ethical.animal_derived_content;

  it.each([
    ['Lomo de bellota ibérico 50% raza ibérica', 'meat', 'no'],
    ['Jambon de Bayonne', 'meat', 'no'],
    ['Honey Nut Cheerios', 'bee product', 'unknown'],
  ])('“%s” has animal ingredients (%s)', (name, type, vegetarian) => {
    const a = animal({ name });
    expect(a.contains_animal_ingredients).toBe('yes');
    expect(a.animal_product_type).toEqual([type]);
    expect(a.vegan).toBe('no');
    expect(a.vegetarian).toBe(vegetarian);
  });

  it.each(['Chicken Seasoning', 'Honey flavour crisps', 'Vegan ham slices'])(
    '“%s” names a flavour, a use or a substitute: still not known',
    (name) => expect(animal({ name }).contains_animal_ingredients).toBe('unknown'),
  );

  it('a dish OFF files under meals with chicken is meat', () => {
    const a = animal({ name: 'Curry', categoryTags: ['en:meals', 'en:meals-with-meat', 'en:meals-with-chicken'] });
    expect(a.animal_product_type).toContain('meat');
  });

  it('a readable list speaks instead of the name', () => {
    expect(animal({ name: 'Honey Nut Cheerios', ingredientsText: 'Oats, sugar, salt.' }).vegan).toBe('yes');
  });
});

describe('a list led by a juice, sold in grams (audit 30, finding 2)', () => {
  const sauce = (quantity: string) =>
    fromOpenFoodFacts({
      code: '0009485015554',
      product_name: 'Asian Stir Fry Sauce And Marinade',
      lang: 'en',
      quantity,
      serving_size: quantity,
      ingredients_text: 'Orange juice, soy sauce (water, soybeans, wheat, salt), sugar, garlic.',
    })!;
  it('is a food; sold by volume, it is a drink', () => {
    expect(sauce('34 g').kind).toBe('food');
    expect(sauce('250 ml').kind).toBe('beverage');
  });
});

describe('a label about the palm oil’s sourcing (audit 30, finding 3)', () => {
  const palm = (labels: string[]) => ratings({ lang: 'fr', labels }).environmental.palm_oil;
  it('a bare “sustainable palm oil” claim: palm oil is there, and no certification is on record', () => {
    const p = palm(['en:sustainable-palm-oil']);
    expect(p.status).toBe('yes');
    expect(p.certification).toBe('unknown');
    expect(p.details).toMatch(/label “Sustainable palm oil \(claim\)”/);
  });
  it('an RSPO mark: palm oil is there, certified', () => {
    const p = palm(['en:rspo-segregated']);
    expect(p.status).toBe('yes');
    expect(p.certification).not.toBe('none');
  });
});

describe('Worcestershire sauce and soybean oil (audit 31, findings 1 and 3)', () => {
  const allergens = (ingredientsText: string) => ratings({ lang: 'en', ingredientsText }).health.allergens;

  it('Worcestershire sauce may bring fish; an anchovy-free one does not; anchovies are fish', () => {
    expect(allergens('Vinegar, worcestershire sauce, salt.').fish?.may_contain).toBe(true);
    expect(allergens('Vinegar, vegan worcestershire sauce, salt.').fish?.status).toBe('no');
    expect(allergens('Vinegar, worcestershire sauce (anchovies), salt.').fish?.status).toBe('yes');
  });

  it('its animal is said as of a kind not stated, in a sentence', () => {
    const r = ratings({ lang: 'en', ingredientsText: 'Vinegar, worcestershire sauce, salt.' });
    expect((r.ethical.recommendations ?? []).join(' ')).not.toMatch(/it contains unknown/);
  });

  it('“soya bean oil” is the refined oil; the soy a “yes” names is the lecithin', () => {
    expect(allergens('Sugar, soya bean oil, salt.').soy?.may_contain).toBe(true);
    const soy = allergens(
      'WHEAT FLOUR, SHORTENING (PARTIALLY HYDROGENATED PALM & SOYA BEAN OILS), SUGAR, EMULSIFIER (SOYA-LECITHIN).',
    ).soy;
    expect(soy?.status).toBe('yes');
    expect(soy?.notes).toMatch(/SOYA-LECITHIN/);
  });
});

describe('blind audit 32', () => {
  it('OFF’s “e905a” (mineral oil) is no E905 (microcrystalline wax); E905 itself still is', () => {
    const notable = (additives: string[]) =>
      ratings({
        lang: 'en',
        ingredientsText: 'Sugar, corn syrup, mineral oil, carnauba wax.',
        additives,
      }).health.ingredients.notable_ingredients.map((n) => n.name);
    expect(notable(['en:e905a']).join(' ')).not.toMatch(/E905/);
    expect(notable(['en:e905']).join(' ')).toMatch(/E905/);
  });
  it('a meat analogue’s brand is no meat', () => {
    const a = ratings({ name: 'Beyond Meat Beyond Burger', lang: 'en' }).ethical.animal_derived_content;
    expect(a.contains_animal_ingredients).not.toBe('yes');
  });
});

describe('blind audit 33', () => {
  it('a game meat’s name is meat: “Pâté de chevreuil”, “Wildschwein Salami”, “Rabbit stew”', () => {
    for (const name of ['Pâté de chevreuil', 'Wildschwein Salami', 'Rabbit stew'])
      expect(ratings({ name }).ethical.animal_derived_content.animal_product_type).toEqual(['meat']);
  });
  it('a US “sodium aluminum phosphate” is no aluminium colour (E173)', () => {
    const notable = ratings({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText: 'Whole wheat flour, water, leavening (sodium bicarbonate, sodium aluminum phosphate), salt.',
    }).health.ingredients.notable_ingredients.map((n) => n.name);
    expect(notable.join(' ')).not.toMatch(/E173/);
  });
});

describe('blind audit 33, an additive said to be of plants', () => {
  const animal = (ingredientsText: string) =>
    ratings({ lang: 'en', additives: ['en:e471'], ingredientsText }).ethical.animal_derived_content;
  it('“vegetable mono and diglycerides” is no doubt; a bare one still is', () => {
    expect(animal('Canola oil, water, salt, vegetable mono and diglycerides.').uncertain_ingredients).toEqual([]);
    expect(animal('Canola oil, water, salt, mono and diglycerides.').vegan).toBe('maybe');
  });
});

describe('blind audit 35', () => {
  it('a French “caillé” is milk; quail’s eggs are not', () => {
    expect(ratings({ name: 'Caillé nature', lang: 'fr' }).health.allergens.dairy?.status).toBe('yes');
    expect(ratings({ name: 'Œufs de caille', lang: 'fr' }).health.allergens.dairy?.status).not.toBe('yes');
  });
  it('OFF’s A for a drink other than water is not shown: only water is A among drinks', () => {
    const health = (categoryTags: string[]) =>
      ratings({
        kind: 'beverage',
        perMl: true,
        categoryTags,
        nutriScoreGrade: 'a',
        ingredientsText: 'Water, tea, sugar.',
      }).health;
    expect(health([]).impact_summary).not.toMatch(/Nutri-Score A/);
    expect(health(['en:beverages', 'en:waters']).impact_summary ?? '').not.toMatch(/Nutri-Score [B-E]/);
  });
});

describe('blind audit 34', () => {
  it('“Sans huile de palme” (OFF’s en:no-palm-oil) settles palm oil with no list', () => {
    expect(ratings({ lang: 'fr', labels: ['en:no-palm-oil'] }).environmental.palm_oil.status).toBe('no');
    expect(ratings({ lang: 'fr', labels: [] }).environmental.palm_oil.status).toBe('unknown');
  });
});
