/**
 * Blind audits 70 to 73's findings, as rules: a flavouring or spice named after its class word is one substance; a
 * spice is a plant; an item that can bring an animal allergen leaves the diets open; a compound's name is quoted only
 * where nothing else shows its allergen; invert sugar is of plants; an additive that marks NOVA 4 overrules a lower
 * group; a balsamic brings sulphites; a food sold prepared is no whole food; "coconut" is in "coconut oil"; a cosmetic's
 * name says a scent, not what it is made of; a company fact says what its dated source says; a nougat may bring eggs and
 * nuts; a fatty acid's salt may be animal; a laundry powder named "Bio" holds enzymes.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge, type Knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { dateKnowledge } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput, base: Knowledge = knowledge) =>
  evaluateProductStrict(makeFacts(facts), base, prefs ? preferences.parse(prefs) : undefined);
const US = { lang: 'en', countries: ['en:united-states'] };
const allergens = (ingredientsText: string, countries = US.countries) =>
  evaluate({ lang: 'en', countries, ingredientsText }).ratings.health.allergens;
const animal = (facts: Partial<ProductFactsInput>) => evaluate(facts).ratings.ethical.animal_derived_content;

describe('what a collective term can hold (audit 70, findings 5 and 8)', () => {
  it('"flavoring vanillin" names one substance: no allergen behind it', () => {
    const a = allergens('Sugar, corn syrup, flavoring vanillin, salt.');
    expect([a.sesame?.status, a.celery?.status, a.molluscs?.status]).toEqual(['no', 'no', 'no']);
  });

  it('a spice is a plant: celery, mustard and sesame behind it, no molluscs or lupin', () => {
    const a = allergens('Potato, MONOSODIUM GLUTAMATE AND SPICES, salt.');
    expect([a.celery?.status, a.sesame?.status]).toEqual(['unknown', 'unknown']);
    expect([a.molluscs?.status, a.lupin?.status]).toEqual(['no', 'no']);
  });

  it('guard: a natural flavour named by what it tastes of can still hold anything, molluscs too', () => {
    const a = allergens('Sugar, natural raspberry flavor, pectin.');
    expect([a.celery?.status, a.molluscs?.status]).toEqual(['unknown', 'unknown']);
  });

  it('an item that can bring molluscs leaves vegan and vegetarian open, never "yes" beside it', () => {
    const a = animal({ ...US, ingredientsText: 'Sugar, water, natural raspberry flavor, pectin.' });
    expect([a?.vegan, a?.vegetarian]).toEqual(['maybe', 'maybe']);
    expect(a?.uncertain_ingredients).toEqual(['natural raspberry flavor']);
  });

  it('guard: sold in the EU, where every one of the 14 is named, it brings no molluscs', () => {
    expect(allergens('Sugar, natural raspberry flavouring.', ['en:france']).molluscs?.status).toBe('no');
  });
});

describe('what each item says (audit 70, findings 1, 6 and 7)', () => {
  it('"Balsamic condiment" with no list of its own may bring sulphites', () => {
    const a = allergens('Balsamic condiment (min. 90%), modified corn starch.', ['en:italy']);
    expect(a.sulphites?.status).toBe('unknown');
    expect(a.sulphites?.notes).toMatch(/the ingredient "Balsamic condiment" can bring it/);
  });

  it('milk is quoted from the item that is milk, not from a compound’s name whose list has none', () => {
    const text = 'Mint cream (sugar, invert sugar, coconut oil, dried egg whites, salt), anhydrous milk fat, cocoa.';
    const r = evaluate({ ...US, ingredientsText: text }).ratings;
    expect(r.health.allergens.dairy?.notes).toBe('The ingredient "anhydrous milk fat" contains dairy (milk).');
    expect(r.ethical.animal_derived_content?.evidence.join(' ')).not.toMatch(/Mint cream/);
    // Invert sugar is split sucrose: egg and milk leave the list vegetarian.
    expect(r.ethical.animal_derived_content?.vegetarian).toBe('yes');
  });

  it('guard: a compound’s name still shows what nothing else in the list does', () => {
    const a = animal({ lang: 'en', ingredientsText: 'Cheese sauce (water, starch, salt), pasta.' });
    expect(a?.animal_product_type).toContain('dairy');
  });

  it('a record’s NOVA 3 beside monosodium glutamate is not shown; beside oil and salt it is', () => {
    const nova = (ingredientsText: string) =>
      evaluate({ ...US, novaGroup: 3, ingredientsText }).ratings.health.nova_group;
    expect(nova('Potato, MONOSODIUM GLUTAMATE AND SPICES, salt.')).toBeUndefined();
    expect(nova('Potato, sunflower oil, salt.')).toBe(3);
  });
});

describe('a product’s name and category (audit 70, finding 2; audit 71, finding 1)', () => {
  const rice = (name: string, category: string) =>
    evaluate({
      name,
      category,
      brand: "Ben's Original",
      lang: 'en',
      categoryTags: ['en:cereals-and-potatoes', 'en:cereal-grains', 'en:rices', 'en:basmati-rices'],
    }).ratings;

  it('a microwave pouch of rice with no list is not rice alone: allergens and palm oil unknown', () => {
    const r = rice('Express Basmati', 'Microwave rice');
    expect([r.health.allergens.peanuts?.status, r.environmental.palm_oil.status]).toEqual(['unknown', 'unknown']);
  });

  it('guard: a bag of basmati rice with no list is rice', () => {
    const r = rice('Basmati rice', 'Rices');
    expect([r.health.allergens.peanuts?.status, r.environmental.palm_oil.status]).toEqual(['no', 'no']);
  });

  it('a deodorant named "Cotton Dry" holds no cotton: no labour or resource risk from its name', () => {
    const r = evaluate({ kind: 'cosmetic', name: 'Rexona Women Cotton Dry', category: 'Deodorants' }).ratings;
    expect(r.ethical.labor_practices.rating).toBe('unknown');
    expect(r.ethical.labor_practices.details).not.toMatch(/cotton/i);
    expect(r.environmental.environmental_factors.resource_depletion.rating).toBe('unknown');
  });

  it('guard: a food’s name still says what it is made of when no list is on record', () => {
    const r = evaluate({ name: 'Dark chocolate 70% cocoa', category: 'Dark chocolates', lang: 'en' }).ratings;
    expect(r.ethical.labor_practices.details).toMatch(/^Cocoa: /);
  });
});

describe('a grade needs something known (audit 71, finding 6)', () => {
  it('labour unknown (sugar may be cane) and animal content "maybe": no ethical grade', () => {
    const r = evaluate({ ...US, ingredientsText: 'Banana peppers, water, vinegar, sugar, salt, natural flavors.' });
    expect(r.ratings.ethical.labor_practices.rating).toBe('unknown');
    expect(r.ratings.ethical.animal_derived_content?.vegan).toBe('maybe');
    expect(r.ratings.ethical.score).toBeUndefined();
  });

  it('guard: with its animal content known, the same list is graded', () => {
    const r = evaluate({ ...US, ingredientsText: 'Banana peppers, water, vinegar, sugar, salt.' });
    expect(r.ratings.ethical.score).toBe(70);
  });
});

describe('an avoided word, and company facts as their sources date them (audit 70, findings 3 and 9)', () => {
  it('an avoided "coconut" is in "coconut oil"; an avoided "butter" is not in "cocoa butter"', () => {
    const alerts = (ingredientsText: string, prefs: PreferencesInput) =>
      evaluate({ lang: 'en', ingredientsText }, prefs).personal_alerts.map((a) => a.message);
    expect(alerts('Sugar, coconut oil, salt.', { environment: { ingredients_to_avoid: ['coconut'] } })).toEqual([
      'Contains coconut — on your environmental avoid list',
    ]);
    expect(alerts('Sugar, cocoa butter, salt.', { health: { avoid_ingredients: ['butter'] } })).toEqual([]);
  });

  it('a concern whose source reports a 2020 brand audit is dated 2020, not "no date"', () => {
    const copy: Knowledge = { ...knowledge };
    dateKnowledge(copy, () => '2026-12-05');
    const r = evaluate(
      { brand: "Lay's", name: 'Classic', lang: 'en', ingredientsText: 'Potatoes, oil, salt.' },
      undefined,
      copy,
    );
    const plastic = r.ratings.environmental.company_environmental_initiatives?.concerns.find(
      (c) => c.issue === 'Plastic pollution',
    );
    expect(plastic?.description).toMatch(/\(Reported as of 2020; whether it is still so is not on record\.\)$/);
  });
});

describe('audits 72 and 73', () => {
  it('"nougat" whose own list is not given may bring eggs and tree nuts (audit 72, finding 1)', () => {
    const a = allergens('Sugar, corn syrup, nougat invertase salted butter, cocoa.');
    expect([a.eggs?.status, a.tree_nuts?.status]).toEqual(['unknown', 'unknown']);
    expect(a.eggs?.notes).toMatch(/the ingredient "nougat invertase salted butter" can bring it/);
  });

  it('guard: a nougat whose own list is given is read through it', () => {
    const a = allergens('Sugar, nougat (sugar, egg white, almonds), cocoa.');
    expect(a.eggs?.notes).toBe('The ingredient "egg white" contains eggs.');
  });

  it('magnesium stearate may be of animal fat: vegan "maybe", as the taxonomy says (audit 72, finding 2)', () => {
    const a = animal({ lang: 'en', ingredientsText: 'Sugar, maltodextrin, tartaric acid, magnesium stearate.' });
    expect([a?.vegan, a?.vegetarian]).toEqual(['maybe', 'maybe']);
    // Guard: a mineral salt is still of no animal.
    expect(animal({ lang: 'en', ingredientsText: 'Sugar, magnesium carbonate.' })?.vegan).toBe('yes');
  });

  it('"none of the tracked allergens" is not said beside a "may contain" (audit 72, re-run)', () => {
    const r = evaluate({ ...US, ingredientsText: 'Salt, sugar, monosodium glutamate, spices.' }).ratings.health;
    expect(r.allergens.celery?.status).toBe('unknown');
    expect(r.recommendations.join(' ')).not.toMatch(/None of the \d+ tracked allergens/);
  });

  it('an avoided enzyme in a laundry powder named "Bio" is there; "Non Bio" rules it out (audits 73 and 75)', () => {
    const alerts = (name: string) =>
      evaluate(
        { kind: 'household', name, brand: 'Persil', category: 'Laundry detergents', categoryTags: [] },
        { health: { avoid_ingredients: ['enzymes'] } },
      ).personal_alerts.map((a) => a.message);
    expect(alerts('Persil Bio Washing Powder')).toEqual(['Contains enzymes — on your list of ingredients to avoid']);
    expect(alerts('Persil Non Bio Washing Powder')).toEqual([]);
    expect(alerts('Persil Washing Powder')).toEqual([
      "Can't tell whether it contains enzymes — no ingredient list on record",
    ]);
  });

  it('an avoided palm oil beside a list cut short says the list is cut, not unread (audit 73, finding 2)', () => {
    const r = evaluate(
      { lang: 'en', ingredientsText: 'Sugar, whole milk powder, cocoa butter, skim milk powder, vegetable o' },
      { environment: { ingredients_to_avoid: ['palm oil'] } },
    );
    const said = r.personal_alerts.map((a) => a.message).join(' ');
    expect(said).toMatch(/Can't tell whether it contains palm oil — the ingredient list on record is cut short/);
    expect(said).not.toMatch(/could not be read/);
  });
});

describe('audits 74 and 75', () => {
  it('a nougat fused with a butter whose list follows is still a nougat without its own list (audit 74, re-run)', () => {
    const a = allergens('Sugar, corn syrup, nougat invertase salted butter (sweet cream, salt), cocoa.');
    expect([a.eggs?.status, a.tree_nuts?.status]).toEqual(['unknown', 'unknown']);
  });

  it('guard: a seasoning followed by its own list is read through it', () => {
    expect(allergens('Potato, seasoning (sugar, salt, citric acid).').celery?.status).toBe('no');
  });
});
