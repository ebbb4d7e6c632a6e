/**
 * Blind audits 38 and 39's findings, and what audits 35 to 37 left, as rules: a honey with no list is its one
 * ingredient; a shopper's "pig" is pork; a mix of herbs and spices gets no Nutri-Score; a device has no ingredient list to check; a
 * chocolate's compositional statement is no ingredient; "Skyr" is milk and water kefir is not; a meal kit takes no
 * meal's footprint.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined).ratings;

const HONEYS = ['en:farming-products', 'en:bee-products', 'en:sweet-spreads', 'en:sweeteners', 'en:honeys'];

describe('a honey with no list is its one ingredient (audit 38, finding 1)', () => {
  it('“Miel crémeux d’été”: no allergen left open, no palm oil, a bee product, vegetarian, not vegan', () => {
    const r = evaluate({ name: 'Miel crémeux d’été', lang: 'fr', categoryTags: HONEYS });
    expect(Object.values(r.health.allergens).filter((a) => a.status !== 'no')).toEqual([]);
    expect(r.environmental.palm_oil.status).toBe('no');
    const a = r.ethical.animal_derived_content;
    expect([a.contains_animal_ingredients, a.vegan, a.vegetarian, a.animal_product_type]).toEqual([
      'yes',
      'no',
      'yes',
      ['bee product'],
    ]);
  });

  it('a honey joined to another food, or a blend with royal jelly, is not', () => {
    const joined = evaluate({ name: 'Miel & gelée royale', lang: 'fr', categoryTags: HONEYS });
    expect(joined.environmental.palm_oil.status).toBe('unknown');
    const blend = evaluate({ name: 'Miel', categoryTags: [...HONEYS, 'en:honey-and-royal-jelly-mixtures'] });
    expect(blend.environmental.palm_oil.status).toBe('unknown');
  });
});

describe('a shopper’s “pig” is pork (audit 39, finding 1)', () => {
  const advice = (facts: Partial<ProductFactsInput>) =>
    (evaluate(facts, { health: { avoid_ingredients: ['pig'] } }).health.recommendations ?? []).join(' ');

  it('in a list and in a name with no list', () => {
    expect(advice({ lang: 'en', ingredientsText: 'Wheat flour, sugar, lard (pork fat), salt.' })).toMatch(
      /it contains pig \("pork fat"\)/,
    );
    expect(advice({ lang: 'fr', name: 'Mincerettes de porc' })).toMatch(/it contains pig/);
    expect(advice({ lang: 'en', ingredientsText: 'Wheat flour, sugar, butter, salt.' })).not.toMatch(/contains pig/);
  });
});

describe('a mix of herbs and spices gets no Nutri-Score (audit 39, finding 2)', () => {
  const health = (name: string) =>
    evaluate({
      name,
      lang: 'en',
      categoryTags: ['en:condiments', 'en:groceries'],
      nutriScoreGrade: 'd',
      ingredientsText: 'Dehydrated onion and garlic, black pepper and sea salt',
    }).health;

  it.each(["Tyler Sash's Favorite Seasoning Mix", 'Cajun spice blend', 'Mélange d’épices pour grillades'])(
    '“%s”: no grade, OFF’s not shown',
    (name) => {
      const h = health(name);
      expect(h.nutri_score).toBeUndefined();
      expect(h.impact_summary ?? '').not.toMatch(/Nutri-Score D/);
    },
  );

  it('a seasoned food, a soup seasoning (a paste, a cube), or a fruit “& spice” bar, is graded as before', () => {
    expect(health('Seasoned fries').impact_summary).toMatch(/Nutri-Score D/);
    expect(health('Bun Mam Soup Seasoning').impact_summary).toMatch(/Nutri-Score D/);
    expect(health('Apple & Spice').impact_summary).toMatch(/Nutri-Score D/);
  });
});

describe('a device has no ingredient list to check (audit 39, finding 3)', () => {
  const checks = (name: string) =>
    (evaluate({ name, kind: 'cosmetic', category: name, categoryTags: ['en:hygiene'] }).health.recommendations ?? [])
      .join(' ')
      .includes('Check the ingredient list');

  it('an electric toothbrush is not told to check one; a toothpaste is', () => {
    expect(checks('Oral-B Pro 3 Electric Toothbrush')).toBe(false);
    expect(checks('Whitening toothpaste')).toBe(true);
  });
});

describe('a chocolate’s compositional statement is no ingredient (audit 39, finding 4)', () => {
  it('“MILK SOLIDS 14% MINIMUM …” after the full stop is not a tenth item', () => {
    const list = evaluate({
      lang: 'en',
      ingredientsText:
        'SUGAR, COCOA BUTTER, SKIMMED MILK POWDER, COCOA MASS, WHEY POWDER (FROM MILK), LACTOSE, MILK FAT, EMULSIFIER (SOYA LECITHIN), NATURAL VANILLA EXTRACT. MILK CHOCOLATE CONTAINS MILK SOLIDS 14% MINIMUM AND COCOA SOLIDS 25% MINIMUM.',
    }).health.ingredients.list;
    expect(list).toHaveLength(9);
    expect(list?.at(-1)).toBe('NATURAL VANILLA EXTRACT');
  });
});

describe('“Skyr” is milk; water kefir is not (audits 35 and 36)', () => {
  const dairy = (name: string) => evaluate({ name, lang: 'en' }).health.allergens.dairy?.status;
  it('by name, with no list', () => {
    expect(dairy('Skyr nature')).toBe('yes');
    expect(dairy('Kefir')).toBe('yes');
    expect(dairy('Water kefir')).toBe('unknown');
    expect(dairy('Kéfir de fruits citron')).toBe('unknown');
  });
});

describe('a meal kit takes no meal’s footprint (audit 37, finding 1)', () => {
  it('a fajita kit, sold without its meat: no figure, and says why', () => {
    const carbon = evaluate({ name: 'Smoky BBQ Fajita Kit', categoryTags: ['en:meals', 'en:fajitas-kits'] })
      .environmental.environmental_factors.carbon_footprint;
    expect(carbon?.kg_co2e_per_kg).toBeUndefined();
    expect(carbon?.details).toMatch(/another kind of food than “fajitas kits”/);
  });
});

describe('an ingredient is cited once for its animal content (audits 33 to 39, observations)', () => {
  it('“whole milk powder” is cited for its kind, not again for its allergen', () => {
    const evidence = evaluate({ lang: 'en', ingredientsText: 'Sugar, whole milk powder, cocoa butter, egg powder.' })
      .ethical.animal_derived_content.evidence;
    expect(evidence.filter((e) => e.includes('whole milk powder'))).toHaveLength(1);
    expect(evidence.filter((e) => e.includes('egg powder'))).toHaveLength(1);
  });
});
