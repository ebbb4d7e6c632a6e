/**
 * Blind audits 48 and 49's findings, as rules: a sausage is meat; a butter, salted or not, is milk fat; "salted" says
 * salt; a role word in brackets is no ingredient; carbon dioxide a list names carbonates; a sugar by its chemical name
 * leads a list; a food's three-letter name in the product's name is that food; a spring onion by its Caribbean name.
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

describe('a sausage by its name is meat (audit 48, finding 1)', () => {
  it('“Saucisse fine superieure”, no list: meat, not vegetarian, from its name', () => {
    const a = animal({ name: 'Saucisse fine superieure', lang: 'fr' });
    expect([a.contains_animal_ingredients, a.vegan, a.vegetarian, a.animal_product_type]).toEqual([
      'yes',
      'no',
      'no',
      ['meat'],
    ]);
    expect(animal({ name: 'Pork sausage rolls', lang: 'en' }).animal_product_type).toEqual(['meat']);
  });

  it('not a vegetarian sausage, nor a sausage seasoning', () => {
    for (const name of ['Veggie sausages', 'Saucisses végétales', 'Cumberland sausage seasoning'])
      expect(animal({ name, lang: 'en' }).animal_product_type, name).not.toContain('meat');
  });
});

describe('a butter is milk fat, salted or not (audit 48, findings 2 and 3)', () => {
  const butter = {
    name: 'Lurpak Slightly Salted Butter',
    lang: 'en',
    categoryTags: ['en:dairies', 'en:fats', 'en:animal-fats', 'en:milkfat', 'en:butters'],
    allergens: ['en:milk'],
  };

  it('no list: no palm oil, dairy, vegetarian, not vegan', () => {
    const { ratings } = evaluate(butter);
    expect(ratings.environmental.palm_oil.status).toBe('no');
    expect(ratings.environmental.palm_oil.details).toMatch(/is made of milk, and no other fat may take the place/);
    const a = ratings.ethical.animal_derived_content;
    expect([a.contains_animal_ingredients, a.vegan, a.vegetarian]).toEqual(['yes', 'no', 'yes']);
  });

  it('a shopper avoiding salt is told it contains salt; an unsalted butter holds none', () => {
    const alerts = (name: string) =>
      evaluate({ ...butter, name }, { health: { avoid_ingredients: ['salt'] } }).personal_alerts.map((a) => a.message);
    expect(alerts('Lurpak Slightly Salted Butter')).toEqual(['Contains salt — on your list of ingredients to avoid']);
    expect(alerts('Lurpak Unsalted Butter')).toEqual([]);
  });

  it('a spreadable butter is not milk fat alone', () => {
    expect(evaluate({ ...butter, name: 'Lurpak Spreadable' }).ratings.environmental.palm_oil.status).not.toBe('no');
  });
});

describe('what a list’s words say beside an ingredient (audits 48 and 49)', () => {
  it('“SODIUM BICARBONATE (LEAVENING)” says what it does: no ingredient of doubt (audit 48, finding 4)', () => {
    const a = animal({ lang: 'en', ingredientsText: 'WHEAT FLOUR, SUGAR, SODIUM BICARBONATE (LEAVENING), SALT' });
    expect([a.vegan, a.uncertain_ingredients]).toEqual(['yes', []]);
  });

  it('carbon dioxide a list names carbonates: never a packaging gas (audit 49, finding 4)', () => {
    const notable = evaluate({
      lang: 'en',
      ingredientsText: 'SUCROSE, LACTOSE (MILK), PROCESSED WITH CARBON DIOXIDE FOR POPPING EFFECT',
    }).ratings.health.ingredients.notable_ingredients;
    const gas = notable.find((n) => n.name === 'Carbon dioxide (E290)');
    expect(gas?.purpose).toBe('Carbonating agent');
  });

  it('“ESCALLION, HOT PEPPERS, ONIONS, …”: all plants, vegan (audit 49, finding 3)', () => {
    const a = animal({
      lang: 'en',
      ingredientsText: 'ESCALLION, HOT PEPPERS, ONIONS, PIMENTO, GARLIC, BLACK PEPPER, THYME, WATER, SALT',
    });
    expect([a.vegan, a.vegetarian]).toEqual(['yes', 'yes']);
  });
});

describe('a list led by a sugar by its chemical name is not low in sugars (audit 49, finding 2)', () => {
  it('“SUCROSE, LACTOSE (MILK), CORN SYRUP SOLIDS, …”: not low in sugars, without the figure', () => {
    const health = evaluate(
      { lang: 'en', ingredientsText: 'SUCROSE, LACTOSE (MILK), CORN SYRUP SOLIDS, ARTIFICIAL FLAVOR, BLUE 1' },
      { health: { dietary_restrictions: ['low_sugar'] } },
    ).ratings.health;
    expect((health.recommendations ?? []).join(' ')).toMatch(/the list alone puts at least 20 g in 100 g/);
  });
});

describe('a food the name states by a three-letter name (audit 49, finding 1)', () => {
  const alerts = (name: string, word: string) =>
    evaluateProductStrict(
      makeFacts({ name, lang: 'fr' }),
      knowledge,
      preferences.parse({
        health: { avoid_ingredients: [word] },
      }),
    ).personal_alerts.map((a) => `${a.severity} ${a.message}`);

  it('“Risotto aux crepes et riz carna”, avoiding rice: it contains rice', () => {
    expect(alerts('Risotto aux crepes et riz carna', 'rice')).toEqual([
      'high Contains rice — on your list of ingredients to avoid',
    ]);
  });

  it('a little word is no food: “The …” is no tea', () => {
    expect(alerts('The Original Cheesecake', 'tea')).toEqual([
      "low Can't tell whether it contains tea — no ingredient list on record",
    ]);
  });
});

describe('an environmental avoid word with no list to read it in (audits 47 and 49, observations)', () => {
  const alerts = (prefs: PreferencesInput) =>
    evaluate({ name: 'Biscuits', lang: 'en' }, prefs).personal_alerts.map((a) => `${a.severity} ${a.message}`);

  it('“palm oil”, no list: can’t tell, once', () => {
    expect(alerts({ environment: { ingredients_to_avoid: ['palm oil'] } })).toEqual([
      "low Can't tell whether it contains palm oil — no ingredient list on record",
    ]);
  });

  it('said once where the Health tab’s avoid list says it; nothing where the list rules it out', () => {
    expect(alerts({ environment: { ingredients_to_avoid: ['soy'] }, health: { avoid_ingredients: ['soy'] } })).toEqual([
      "low Can't tell whether it contains soy — no ingredient list on record",
    ]);
    const listed = evaluate(
      { name: 'Biscuits', lang: 'en', ingredientsText: 'Wheat flour, sugar, sunflower oil, salt' },
      { environment: { ingredients_to_avoid: ['palm oil', 'soy'] } },
    ).personal_alerts;
    expect(listed).toEqual([]);
  });
});

describe('a cut list’s last piece is named as cut (audits 46 and 47, not done before)', () => {
  it('“…, emulsifier: soya leci”: vegan unknown, for “soya leci…”, the list cut there', () => {
    const a = animal({ lang: 'en', ingredientsText: 'Wheat flour, sugar, palm oil, salt, emulsifier: soya leci' });
    expect([a.vegan, a.uncertain_ingredients]).toEqual(['unknown', ['soya leci…']]);
  });
});

describe('a herbal tea’s list names its herbs (audit 50, finding 1)', () => {
  it('“Shave Grass Herbal Tea”, list “SHAVE GRASS.”: a plant, vegan, no palm oil', () => {
    const r = evaluate({ name: 'Shave Grass Herbal Tea', lang: 'en', ingredientsText: 'SHAVE GRASS.' }).ratings;
    const a = r.ethical.animal_derived_content;
    expect([a.vegan, a.vegetarian, r.environmental.palm_oil.status]).toEqual(['yes', 'yes', 'no']);
  });

  it('not a word no vocabulary knows in another food', () => {
    expect(animal({ name: 'Shave Grass Crackers', lang: 'en', ingredientsText: 'SHAVE GRASS.' }).vegan).toBe('unknown');
  });
});
