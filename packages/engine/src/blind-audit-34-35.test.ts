/**
 * What blind audits 34 and 35 left open, as rules: a pasta's name names wheat; a spirit's strength is no part of its
 * name; a kombucha's culture is no animal; a plant in an oil or fat's brackets is its refined oil; a claim's label and
 * its words on the pack are one claim; no pack holds less than one serving.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const ratings = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;

describe('a pasta’s name, with no list, names wheat (audit 34, finding 1)', () => {
  const allergens = (name: string, more: Partial<ProductFactsInput> = {}) =>
    ratings({ name, lang: 'en', ...more }).health.allergens;

  it.each(['Macaroni & Cheese Dinner Original', 'Spaghetti Bolognese', 'Penne rigate n° 73'])(
    '“%s”: wheat and gluten, from its name',
    (name) => {
      const a = allergens(name, { allergens: ['en:gluten'] });
      expect(a.wheat?.status).toBe('yes');
      expect(a.wheat?.notes).toMatch(/name/);
      expect(a.gluten?.status).toBe('yes');
    },
  );

  it.each(['Brown rice spaghetti', 'Red lentil penne', 'Gluten free macaroni', 'Pasta sauce', 'Sugo per pasta'])(
    '“%s” names another grain, no gluten or a sauce: wheat stays open',
    (name) => expect(allergens(name).wheat?.status).toBe('unknown'),
  );

  it('a gluten-free label keeps it open; a readable list speaks instead of the name', () => {
    expect(allergens('Fusilli', { labels: ['en:no-gluten'] }).wheat?.status).toBe('unknown');
    expect(allergens('Fusilli', { ingredientsText: 'Corn flour, rice flour.' }).wheat?.status).toBe('no');
  });
});

describe('a spirit’s strength is no part of its name (audit 34, finding 4)', () => {
  const animal = (ingredientsText: string) => ratings({ lang: 'en', ingredientsText }).ethical.animal_derived_content;

  it('“RUM 60% VOL” is rum: the whey is the vegetarian doubt', () => {
    const a = animal('Sugar, cocoa butter, whole milk powder, RUM 60% VOL, whey powder.');
    expect(a.vegetarian).toBe('maybe');
    expect(a.uncertain_ingredients).toEqual(['whey powder']);
  });

  it('in German, in brackets: "Rum (40 % vol)" is rum (vegetarian; OFF’s vegan "maybe")', () => {
    const a = ratings({ lang: 'de', ingredientsText: 'Zucker, Rum (40 % vol), Kakaobutter.' }).ethical
      .animal_derived_content;
    expect(a.uncertain_ingredients).toEqual(['Rum']);
    expect(a.vegetarian).toBe('yes');
  });
});

describe('a kombucha’s culture is no animal (audit 35, finding 3)', () => {
  it.each(['Water, cane sugar, black tea, KOMBUCHA CULTURE, ginger juice.', 'Water, sugar, green tea, SCOBY.'])(
    '%s: vegan, no doubt',
    (ingredientsText) => {
      const a = ratings({ lang: 'en', kind: 'beverage', perMl: true, ingredientsText }).ethical.animal_derived_content;
      expect([a.contains_animal_ingredients, a.vegan, a.vegetarian, a.uncertain_ingredients]).toEqual([
        'no',
        'yes',
        'yes',
        [],
      ]);
    },
  );

  it('bare “live cultures” stay OFF’s “maybe” (a culture may be grown on milk)', () => {
    const a = ratings({ lang: 'en', ingredientsText: 'Water, sugar, tea, live cultures.' }).ethical
      .animal_derived_content;
    expect(a.vegan).toBe('maybe');
  });
});

describe('a plant in an oil or fat’s brackets is its refined oil (audit 34, not counted)', () => {
  const soy = (ingredientsText: string) => ratings({ lang: 'en', ingredientsText }).health.allergens.soy;

  it('“PARTLY HYDROGENATED VEGETABLE FATS (PALM, …, SOY, …; IN VARYING PROPORTIONS)”: may contain soy', () => {
    const s = soy(
      'Sugar, PARTLY HYDROGENATED VEGETABLE FATS (PALM, SHEA, RAPESEED, SOY, SUNFLOWER, COCONUT; IN VARYING PROPORTIONS), cocoa powder.',
    );
    expect(s?.status).toBe('unknown');
    expect(s?.may_contain).toBe(true);
  });

  it('soy itself, beside the fat, is still soy', () => {
    expect(soy('Sugar, vegetable fat (palm, soy), soy protein.')?.status).toBe('yes');
  });
});

describe('a claim’s label and its words on the pack are one claim (audit 34, finding 3)', () => {
  const claims = (labels: string[], claimed: string[]) =>
    ratings({
      lang: 'fr',
      name: 'Pâte à tartiner',
      labels,
      claims: claimed.map((text) => ({ text, from: 'labels' as const })),
    }).environmental.green_claims;

  it('“Sans huile de palme” beside en:no-palm-oil is judged once', () => {
    const check = claims(['en:eu-organic', 'en:no-palm-oil'], ['Sans huile de palme']);
    expect(check?.claims.filter((c) => /palm/i.test(c.claim))).toHaveLength(1);
  });

  it('without the tag, the words are the claim', () => {
    const check = claims(['en:eu-organic'], ['Sans huile de palme']);
    expect(check?.claims.map((c) => c.claim)).toContain('Sans huile de palme');
  });

  it('“Pêche durable” beside OFF’s sustainable-fishery tag is one claim', () => {
    const check = claims(['en:sustainable-fishery'], ['Pêche durable']);
    expect(check?.claims).toHaveLength(1);
  });
});

describe('no pack holds less than one serving (audit 35, finding 4)', () => {
  const quantity = (q: string, serving: number) =>
    fromOpenFoodFacts({
      code: '0000901881325',
      product_name: 'Ginger kombucha',
      lang: 'en',
      quantity: q,
      serving_size: '8 fl oz (236.588 g)',
      serving_quantity: serving,
    })!.quantity;

  it('“8 ml” beside a 236.6 g serving is not shown; 250 ml is', () => {
    expect(quantity('8 ml', 236.588)).toBeUndefined();
    expect(quantity('250 ml', 236.588)).toBe('250 ml');
    expect(quantity('4 x 250 ml', 236.588)).toBe('4 x 250 ml');
    expect(quantity('40 g', 42.52)).toBeUndefined();
    expect(quantity('240 g', 236.588)).toBe('240 g');
  });
});

describe('saturates under any fat’s share are not scored (audit 33, left open)', () => {
  const health = (fat: number, saturatedFat: number) =>
    ratings({
      lang: 'en',
      name: 'Pâté',
      ingredientsText: 'Pork, pork fat, salt, pepper.',
      nutriments: { energyKcal: 560, fat, saturatedFat, carbohydrates: 1, sugars: 0.5, proteins: 12, salt: 1.5 },
    }).health;

  it('0 g beside 56 g of fat: no “low” saturates, no grade, the best grade said with its reason', () => {
    const h = health(56, 0);
    expect(h.nutri_score).toBeUndefined();
    expect(JSON.stringify(h)).not.toMatch(/saturated fat: low|Low in saturated fat/i);
    expect(h.impact_summary).toMatch(/saturated fat is less than any fat holds.*at no less than 2\.2 g/);
    expect(h.impact_summary).not.toMatch(/missing/);
  });

  it('a fat’s own share (7 % of rapeseed oil), or 0 g beside 3 g of fat, is scored as it is', () => {
    expect(health(20, 1.4).nutri_score?.grade).toBeDefined();
    expect(health(3, 0).nutri_score?.grade).toBeDefined();
  });
});
