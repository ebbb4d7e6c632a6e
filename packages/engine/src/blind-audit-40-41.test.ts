/**
 * Blind audits 40 and 41's findings, as rules: an organic word whose certification is not on record is lawful on a
 * condition, not "not allowed"; a chocolate egg names no egg; an unsalted butter with no list is its one food; a list
 * led by a sugar syrup settles a low-sugar diet's question; a baby food by its maker or age gets no Nutri-Score, and a
 * food outside the Nutri-Score is told so; a name that says plants says vegetarian.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);

describe('an organic word whose certification is not on record (audits 40 and 41, finding 1 and 5)', () => {
  it('is allowed only if certified, not "not allowed as worded"; a generic claim still is not allowed', () => {
    const bio = evaluate({ name: 'Sablés chocolat au lait', lang: 'fr', claims: [{ text: 'Bio', from: 'labels' }] })
      .ratings.environmental.green_claims;
    expect(bio?.summary).toBe(
      '1 of the 1 green claims on the pack is allowed only if the product is certified organic, and no certification is on record.',
    );
    const both = evaluate({
      name: 'Organic oats',
      lang: 'en',
      claims: [{ text: 'Eco-friendly', from: 'labels' }],
    }).ratings.environmental.green_claims;
    expect(both?.summary).toMatch(
      /^1 of the 2 green claims on the pack is not allowed as worded under EU rules\. 1 of/,
    );
  });
});

describe('a chocolate egg names no egg (audit 40, finding 2)', () => {
  it.each(['Cadbury Creme Egg', 'Milk Chocolate Easter Egg', 'Œufs de Pâques au chocolat'])(
    '“%s”: eggs not read from the name',
    (name) => {
      const r = evaluate({ name, lang: 'en' }).ratings;
      expect(r.health.allergens.eggs?.status).toBe('unknown');
      expect(r.ethical.animal_derived_content.animal_product_type).not.toContain('eggs');
    },
  );
  it('“Free range eggs” still are', () => {
    expect(evaluate({ name: 'Free range eggs' }).ratings.health.allergens.eggs?.status).toBe('yes');
  });
});

describe('an unsalted butter with no list is its one food (audit 41, finding 1)', () => {
  const BUTTER = {
    name: 'Président Unsalted Butter',
    lang: 'en',
    categoryTags: ['en:dairies', 'en:fats', 'en:animal-fats', 'en:milkfat', 'en:butters'],
  };

  it('milk and nothing else, no palm oil, vegetarian, no list to check; "cream" is in it', () => {
    const r = evaluate(BUTTER, { health: { avoid_ingredients: ['cream'] } }).ratings;
    const open = Object.entries(r.health.allergens).filter(([, a]) => a.status !== 'no');
    expect(open.map(([id, a]) => [id, a.status])).toEqual([['dairy', 'yes']]);
    expect(r.environmental.palm_oil.status).toBe('no');
    expect(r.ethical.animal_derived_content.vegetarian).toBe('yes');
    expect(r.ethical.animal_derived_content.animal_product_type).toEqual(['dairy']);
    const advice = (r.health.recommendations ?? []).join(' ');
    expect(advice).not.toMatch(/Check the ingredient list/);
    expect(advice).toMatch(/it contains cream/);
  });

  // A salted butter is milk fat and salt (blind audit 48: blind-audit-48-49.test.ts).
  it('a light or herb butter is not', () => {
    for (const facts of [
      { ...BUTTER, categoryTags: [...BUTTER.categoryTags, 'en:light-butter'] },
      { ...BUTTER, name: 'Butter with garlic and herbs' },
    ])
      expect(evaluate(facts).ratings.environmental.palm_oil.status).toBe('unknown');
  });
});

describe('a list led by a sugar syrup settles a low-sugar diet (audit 41, finding 2)', () => {
  it('“Glucose fructose syrup, sugar, …” of nine items: not low in sugars', () => {
    const r = evaluate(
      {
        lang: 'en',
        ingredientsText:
          'Glucose fructose syrup, sugar, cocoa mass, cocoa butter, whisky, dextrose, emulsifier (soya lecithin), invert sugar syrup, flavouring.',
      },
      { health: { dietary_restrictions: ['low_sugar'] } },
    );
    expect(r.personal_alerts.map((a) => a.message)).toContain('Not low in sugars — you follow a low-sugar diet');
  });
});

describe('a food outside the Nutri-Score (audits 39 and 41)', () => {
  const NUTRIMENTS = { energyKj: 123, fat: 0.1, saturatedFat: 0.04, sugars: 1, salt: 0.01, proteins: 1.1 };

  it('a baby food by its maker or its age: no grade, and told why', () => {
    for (const name of ['Bledina haricots verts', 'Purée de carottes dès 4 mois']) {
      const h = evaluate({ name, lang: 'fr', nutriments: NUTRIMENTS }).ratings.health;
      expect(h.nutri_score).toBeUndefined();
      expect(h.impact_summary).toMatch(/^No Nutri-Score: it does not apply to this kind of product\./);
    }
    expect(evaluate({ name: 'Baby carrots', nutriments: NUTRIMENTS }).ratings.health.nutri_score).toBeDefined();
  });

  it('a ground coffee with no figures is told the Nutri-Score does not apply, not that data is missing', () => {
    const h = evaluate({ name: 'Ground coffee', kind: 'beverage', categoryTags: ['en:coffees', 'en:ground-coffees'] })
      .ratings.health;
    expect(h.impact_summary).toMatch(/^No Nutri-Score: it does not apply/);
    expect(h.impact_summary).not.toMatch(/Not enough data/);
  });
});

describe('a name that says plants says vegetarian (audit 41, finding 4)', () => {
  it('“Pâté végétal”: vegetarian; vegan still not known; a meat the name names still says no', () => {
    const a = evaluate({ name: 'Pâté végétal oignon curry', lang: 'fr' }).ratings.ethical.animal_derived_content;
    expect([a.vegetarian, a.vegan]).toEqual(['yes', 'unknown']);
    const chicken = evaluate({ name: 'Saucisses de volaille aux protéines végétales', lang: 'fr' }).ratings.ethical
      .animal_derived_content;
    expect(chicken.vegetarian).toBe('no');
  });
});

describe('a shopper’s avoided words, in both tabs (audit 40, observations)', () => {
  it('“meat” takes in poultry, beef and pork; the name is read where no list is, for the environmental list too', () => {
    const r = evaluate(
      { name: 'Rôti de poulet', lang: 'fr' },
      { health: { avoid_ingredients: ['meat'] }, environment: { ingredients_to_avoid: ['meat'] } },
    );
    expect((r.ratings.health.recommendations ?? []).join(' ')).toMatch(/it contains meat \("poulet"\)/);
    expect(r.personal_alerts.map((a) => a.message).join(' ')).toMatch(/on your environmental avoid list/);
    const fish = evaluate(
      { lang: 'en', ingredientsText: 'Salmon, salt.' },
      { health: { avoid_ingredients: ['meat'] } },
    );
    expect((fish.ratings.health.recommendations ?? []).join(' ')).not.toMatch(/it contains meat/);
  });
});
