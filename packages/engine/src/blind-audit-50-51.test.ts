/**
 * Blind audits 50 and 51's findings, as rules: an avoided word or a paleo diet read against the allergens the record
 * declares; a gluten-free claim rules gluten out; a US name for sodium phosphate is E339; a figure of the foods the
 * product's name names; carbon dioxide in a list led by water carbonates.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);

const MILKA = {
  name: 'Milka Oreo Milk Chocolate',
  lang: 'en',
  categoryTags: ['en:snacks', 'en:sweet-snacks', 'en:cocoa-and-its-products', 'en:chocolates', 'en:milk-chocolates'],
  allergens: ['en:gluten', 'en:milk', 'en:soybeans'],
};

describe('what the record declares, for an avoided word and a paleo diet (audit 51, findings 1 and 3)', () => {
  it('“Milka Oreo Milk Chocolate”, milk declared, no list: it contains milk; not “cream”, which milk only takes in', () => {
    const alerts = evaluate(MILKA, { health: { avoid_ingredients: ['milk', 'cream'] } }).personal_alerts.map(
      (a) => a.message,
    );
    expect(alerts).toEqual([
      'Contains milk — on your list of ingredients to avoid',
      "Can't tell whether it contains cream — no ingredient list on record",
    ]);
  });

  it('a paleo diet: it contains the gluten, soy and milk the record declares', () => {
    const text = (
      evaluate(MILKA, { health: { dietary_restrictions: ['paleo'] } }).ratings.health.recommendations ?? []
    ).join(' ');
    expect(text).toMatch(/Avoid on a paleo diet: it contains “gluten”, “soybeans” and “milk”/);
    expect(text).not.toMatch(/paleo fit is not assessed/);
  });
});

describe('a gluten-free claim rules gluten out (audit 51, finding 2)', () => {
  const facts = { name: 'Sans gluten sarrasin', lang: 'fr', labels: ['en:no-gluten'] };

  it('gluten “no”, by the claim; a gluten-free diet and a gluten allergy are told nothing', () => {
    const r = evaluate(facts, { health: { dietary_restrictions: ['gluten_free'], allergens: ['gluten'] } });
    expect(r.ratings.health.allergens.gluten?.status).toBe('no');
    expect(r.ratings.health.allergens.gluten?.notes).toMatch(/Gluten-free label on the pack \(at most 20 mg\/kg/);
    expect(r.personal_alerts).toEqual([]);
  });

  it('without the claim, gluten stays open', () => {
    expect(evaluate({ ...facts, labels: [] }).ratings.health.allergens.gluten?.status).toBe('unknown');
  });
});

describe('what the list’s words are (audits 49 and 51)', () => {
  it('“DISODIUM PHOSPHATE” is a sodium phosphate, E339: no animal doubt (audit 51, finding 4)', () => {
    const a = evaluate({
      lang: 'en',
      ingredientsText: 'ENRICHED FLOUR (WHEAT FLOUR, NIACIN), SUGAR, SOYBEAN OIL, DISODIUM PHOSPHATE, SALT',
    }).ratings.ethical.animal_derived_content;
    expect([a.vegan, a.uncertain_ingredients]).toEqual(['yes', []]);
  });

  it('carbon dioxide in a list led by water carbonates; beside lettuce it packs (audit 49, probe)', () => {
    const purpose = (ingredientsText: string) =>
      evaluate({ lang: 'en', ingredientsText }).ratings.health.ingredients.notable_ingredients.find(
        (n) => n.name === 'Carbon dioxide (E290)',
      )?.purpose;
    expect(purpose('WATER, SUGAR, CARBON DIOXIDE')).toBe('Carbonating agent');
    expect(purpose('lettuce, carbon dioxide')).toBe('Packaging gas');
  });
});

describe('a figure of the foods the product’s own name names (audit 51, finding 5)', () => {
  const carbon = (name: string) =>
    evaluate({
      name,
      lang: 'en',
      countries: ['en:united-states'],
      categoryTags: ['en:condiments', 'en:sauces', 'en:groceries'],
      ingredientsText: 'Vinegar, light brown sugar, corn syrup, tomato concentrate, maple syrup, water, salt, onion',
    }).ratings.environmental.environmental_factors.carbon_footprint;

  it('“… barbeque sauce, maple” takes AGRIBALYSE’s barbecue sauce (1.27 kg), not every sauce’s median', () => {
    const c = carbon('Butternut mountain farm, barbeque sauce, maple');
    expect([c.kg_co2e_per_kg, c.rating]).toEqual([1.27, 'low']);
    expect(c.basis).toMatch(/whose name says “Barbecue sauce”, as the product's name does/);
  });

  it('a name that names no one food keeps the median', () => {
    expect(carbon('Maple glaze').basis).not.toMatch(/as the product's name does/);
  });
});
