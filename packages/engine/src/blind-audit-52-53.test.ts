/**
 * Blind audits 52 and 53's findings, as rules: a compound food written alone may hold what its kind does; an avoided
 * word that a declared allergen is a kind of; a grade the salt and the sodium agree on; a US "fiber"; the category's
 * words for an avoided food; a cut list's last piece named once.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const animal = (facts: Partial<ProductFactsInput>) => evaluate(facts).ratings.ethical.animal_derived_content;
const alerts = (facts: Partial<ProductFactsInput>, prefs: PreferencesInput) =>
  evaluate(facts, prefs).personal_alerts.map((a) => a.message);

describe('a compound food written alone may hold what its kind does (audit 52, finding 1)', () => {
  it('“…, BUFFALO SAUCE, …” with no parts: vegan “maybe”, for the sauce; with its parts, they decide', () => {
    const alone = animal({ lang: 'en', ingredientsText: 'CHICKPEAS, WATER, BUFFALO SAUCE, TAHINI, SALT' });
    expect([alone.vegan, alone.uncertain_ingredients]).toEqual(['maybe', ['BUFFALO SAUCE']]);
    const parts = animal({
      lang: 'en',
      ingredientsText: 'CHICKPEAS, WATER, BUFFALO SAUCE (PEPPERS, VINEGAR, SALT, GARLIC), TAHINI, SALT',
    });
    expect(parts.vegan).toBe('yes');
  });
});

describe('what the record declares, by its kinds (audit 52, finding 2)', () => {
  it('“soy” beside `en:soybeans`, “dairy” beside `en:milk`: contains; “cream” stays open', () => {
    const facts = { name: 'Half Baked', lang: 'en', allergens: ['en:milk', 'en:soybeans'] };
    expect(alerts(facts, { health: { avoid_ingredients: ['soy', 'dairy', 'cream'] } })).toEqual([
      'Contains soy — on your list of ingredients to avoid',
      'Contains dairy — on your list of ingredients to avoid',
      "Can't tell whether it contains cream — no ingredient list on record",
    ]);
  });
});

describe('a grade the salt and the sodium agree on (audit 52, finding 3)', () => {
  const lindor = {
    name: 'Lindor Milk Chocolates Truffles',
    lang: 'en',
    categoryTags: ['en:snacks', 'en:sweet-snacks', 'en:chocolates', 'en:milk-chocolates'],
    nutriments: { energyKj: 2619, energyKcal: 611, fat: 47.2, saturatedFat: 36.1, carbohydrates: 44.4, sugars: 38.9 },
  };

  it('0.67 g of salt beside 0.069 g of sodium: E either way, said so', () => {
    const summary = evaluate({
      ...lindor,
      nutriments: { ...lindor.nutriments, salt: 0.67, sodium: 0.069, fiber: 2.8, proteins: 5.6 },
    }).ratings.health.impact_summary;
    expect(summary).toMatch(
      /Nutri-Score E: the label's salt and its sodium give two salts, 0\.17 g and 0\.67 g, .*either gives E/,
    );
  });

  it('where the two salts give two grades, only the bound is said', () => {
    const summary = evaluate({
      ...lindor,
      nutriments: {
        energyKj: 1000,
        energyKcal: 239,
        fat: 3,
        saturatedFat: 0.5,
        carbohydrates: 40,
        sugars: 4,
        salt: 3,
        sodium: 0.1,
        fiber: 6,
        proteins: 10,
      },
    }).ratings.health.impact_summary;
    expect(summary).toMatch(/Counting the lesser, it can be no better than/);
  });
});

describe('words of a list or a category read for what they are (audits 52 and 53)', () => {
  it('a US “OAT FIBER” is oat fibre, a plant’s (audit 52, finding 4)', () => {
    expect(
      animal({ lang: 'en', ingredientsText: 'SOY PROTEIN ISOLATE, OAT FIBER, SALT' }).uncertain_ingredients,
    ).toEqual([]);
  });

  it('an avoided “potato” in a “Potato crisps” category, no list: it contains potato (audit 53, finding 1)', () => {
    const facts = { name: 'Pringles Sour Cream & Onion', lang: 'en', category: 'Potato crisps' };
    expect(alerts(facts, { health: { avoid_ingredients: ['potato'] } })).toEqual([
      'Contains potato — on your list of ingredients to avoid',
    ]);
    expect(
      alerts(
        { name: 'Oat drink', lang: 'en', category: 'Plant-based milk alternatives' },
        { health: { avoid_ingredients: ['milk'] } },
      ),
    ).toEqual(["Can't tell whether it contains milk — no ingredient list on record"]);
  });

  it('a cut list’s last piece is named once, as cut (audit 53, observation)', () => {
    const a = animal({ lang: 'en', ingredientsText: 'DRIED POTATOES, VEGETABLE OIL, RICE FLOUR, SALT, POTAT' });
    expect(a.uncertain_ingredients).toEqual(['POTAT…']);
  });
});

describe('a figure of the food a one-word name names (audit 52, finding 5)', () => {
  it('“Cool Beans, Buffalo Hummus” in sauces and dips: AGRIBALYSE’s hummus (0.95 kg), not the sauces’ median', () => {
    const c = evaluate({
      name: 'Cool Beans, Buffalo Hummus',
      lang: 'en',
      categoryTags: ['en:condiments', 'en:sauces', 'en:dips', 'en:groceries'],
      ingredientsText: 'CHICKPEAS, WATER, TAHINI, HOT SAUCE (PEPPERS, VINEGAR, SALT), SALT',
    }).ratings.environmental.environmental_factors.carbon_footprint;
    expect([c.kg_co2e_per_kg, c.rating]).toEqual([0.95, 'low']);
  });
});
