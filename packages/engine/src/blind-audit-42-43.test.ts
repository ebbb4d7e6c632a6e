/**
 * Blind audits 42 and 43's findings, as rules: a food the name states is in the product, for a shopper's avoided
 * words; a caperberry is a caper; a cheese holds no palm oil; a list that names a grain, a legume, dairy or sugar is
 * no paleo food; a Spanish or Portuguese pasta name names wheat.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined).ratings;

describe('a food the name states is in the product (audit 42, finding 1)', () => {
  const advice = (name: string, word: string) =>
    (evaluate({ name, lang: 'fr' }, { health: { avoid_ingredients: [word] } }).health.recommendations ?? []).join(' ');

  it('“… céréales cacao soja blé”: it contains cocoa (1169/2011 Art. 22: a food the name states is in it)', () => {
    expect(advice('Gerlinéa douceur de céréales cacao soja blé', 'cocoa')).toMatch(/it contains cocoa \("cacao"\)/);
  });

  it('not a food said to be of another, a flavour, or a free-from claim', () => {
    expect(advice('Lait d’amande', 'milk')).not.toMatch(/it contains milk/);
    expect(advice('Coconut milk', 'milk')).not.toMatch(/it contains milk/);
    expect(advice('Jambon de dinde', 'pork')).not.toMatch(/it contains pork/);
    expect(advice('Strawberry flavour yogurt', 'strawberry')).not.toMatch(/it contains strawberry/);
    expect(advice('Biscuits sans lait', 'milk')).not.toMatch(/it contains milk/);
  });
});

describe('a caperberry is a caper (audit 42, finding 3)', () => {
  it('“CAPERBERRIES, WATER, VINEGAR, SALT”: vegan', () => {
    const a = evaluate({ lang: 'en', ingredientsText: 'CAPERBERRIES, WATER, VINEGAR, SALT' }).ethical
      .animal_derived_content;
    expect([a.vegan, a.vegetarian]).toEqual(['yes', 'yes']);
  });
});

describe('a cheese holds no palm oil (audit 42, finding 4)', () => {
  it('“Mini Babybel Original”, no list: no palm oil, and why', () => {
    const palm = evaluate({
      name: 'Mini Babybel Original',
      categoryTags: ['en:dairies', 'en:fermented-foods', 'en:cheeses', 'en:cow-cheeses'],
    }).environmental.palm_oil;
    expect(palm.status).toBe('no');
    expect(palm.details).toMatch(/made of milk, and no other fat may take the place of its milk fat/);
  });

  it('a plant-based cheese alternative or a cheese spread keeps it open', () => {
    for (const categoryTags of [
      ['en:cheeses', 'en:plant-based-cheese-alternatives'],
      ['en:cheeses', 'en:cheese-spreads'],
    ])
      expect(evaluate({ name: 'Slices', categoryTags }).environmental.palm_oil.status).toBe('unknown');
  });
});

describe('a list that names a grain, a legume, dairy or sugar is no paleo food (audit 43, finding 2)', () => {
  const recommendations = (ingredientsText: string, diets: ('paleo' | 'keto')[]) =>
    (
      evaluate({ lang: 'en', ingredientsText }, { health: { dietary_restrictions: diets } }).health.recommendations ??
      []
    ).join(' ');

  it('wheat flour, soy and sugar: avoid on a paleo diet, said with what the list names', () => {
    const text = recommendations('Cabbage, sunflower oil, wheat flour, sugar, salt, soy protein, paprika.', [
      'paleo',
      'keto',
    ]);
    expect(text).toMatch(/Avoid on a paleo diet: it contains “wheat flour”, “soy protein” and “sugar”/);
    expect(text).toMatch(/so keto fit is not assessed/);
    expect(text).not.toMatch(/paleo and low-carb|keto, paleo/);
  });

  it('potatoes, oil and salt leave paleo not assessed', () => {
    // Said as what was read, not as a missing carbohydrate figure (blind audits 84 and 88).
    expect(recommendations('Potatoes, sunflower oil, salt.', ['paleo'])).toMatch(
      /whether the rest fits your paleo diet is not judged/,
    );
  });
});

describe('a Spanish or Portuguese pasta name names wheat (audit 43, finding 1)', () => {
  it('“Macarroni and cheese dinner”, gluten declared: wheat from the name', () => {
    const a = evaluate({ name: 'Macarroni and cheese dinner', lang: 'en', allergens: ['en:gluten'] }).health.allergens;
    expect(a.wheat?.status).toBe('yes');
  });
});

describe('what the name and the labels state, beyond the allergens (audit 42, finding 1)', () => {
  const GERLINEA = { name: 'Gerlinéa douceur de céréales cacao soja blé', lang: 'fr' };

  it('the cocoa the name states reaches the labour rating; a flavour does not', () => {
    expect(evaluate(GERLINEA).ethical.labor_practices.details).toMatch(/^Cocoa: /);
    expect(evaluate({ name: 'Cocoa flavour drink', lang: 'en' }).ethical.labor_practices.details).not.toMatch(
      /^Cocoa: /,
    );
  });

  it('a “without sweeteners” label rules out an avoided sucralose; without it, it cannot be ruled out', () => {
    const alerts = (labels: string[]) =>
      evaluateProductStrict(
        makeFacts({ ...GERLINEA, labels }),
        knowledge,
        preferences.parse({ health: { avoid_ingredients: ['sucralose'] } }),
      ).personal_alerts.map((a) => a.message);
    expect(alerts(['en:without-sweeteners'])).toEqual([]);
    expect(alerts([])).toEqual(["Can't tell whether it contains sucralose — no ingredient list on record"]);
  });
});

describe('French pasta and wheat breads by their names (audit 44, finding 1)', () => {
  const wheat = (name: string) => evaluate({ name, lang: 'fr' }).health.allergens.wheat?.status;
  it.each(['Pâtes Langue d’oiseau', 'Baguettine aux olives', 'Croissants pur beurre'])('“%s”: wheat', (name) =>
    expect(wheat(name)).toBe('yes'),
  );
  it.each(['Pâtés de campagne', 'Pâtes à tartiner', 'Pain de seigle', 'Baguette sans gluten'])(
    '“%s”: a pâté, a spread, rye or gluten-free keeps wheat open',
    (name) => expect(wheat(name)).toBe('unknown'),
  );
});

describe('a dry pulse with no list is its one ingredient (audit 45, finding 1)', () => {
  const PULSES = ['en:plant-based-foods', 'en:legumes', 'en:pulses', 'en:lentils', 'en:dried-lentils'];
  it('dried lentils: no palm oil, vegan; canned chickpeas or lupin beans are not', () => {
    const r = evaluate({ name: 'Lentilles vertes', lang: 'fr', categoryTags: PULSES });
    expect(r.environmental.palm_oil.status).toBe('no');
    expect(r.ethical.animal_derived_content.vegan).toBe('yes');
    for (const categoryTags of [
      ['en:pulses', 'en:chickpeas', 'en:canned-chickpeas'],
      ['en:pulses', 'en:lupin-beans'],
    ])
      expect(evaluate({ name: 'Pois', categoryTags }).environmental.palm_oil.status).toBe('unknown');
  });
});

describe('an oil’s own possible sources, written as a “may contain” in its brackets (audit 46, finding 1)', () => {
  it('“vegetable oil [may contain one or more of the following: corn, canola, cottonseed, soybean]”', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText:
        'Enriched wheat flour, vegetable oil [may contain one or more of the following: corn, canola, cottonseed, soybean], salt, yeast. May contain milk.',
    });
    // Shown with its words, so that no one reads all four as present (blind audit 48, observation).
    expect(r.health.ingredients.list).toContain('vegetable oil (one or more of: corn, canola, cottonseed, soybean)');
    expect(r.environmental.palm_oil.status).toBe('no');
    expect(r.health.allergens.soy?.may_contain).toBe(true);
    expect(r.health.allergens.dairy?.may_contain).toBe(true);
  });
});

describe('the ethical preference advice says each word once (audits 40 and 47, observations)', () => {
  it('“vegan certified”, not “vegan certified certified”; “fair trade certified” as before', () => {
    const advice = (certifications: ('vegan_certified' | 'fair_trade')[]) =>
      (
        evaluate({ lang: 'en', ingredientsText: 'Sugar, cocoa butter, milk powder.' }, { ethical: { certifications } })
          .ethical.recommendations ?? []
      ).join(' ');
    expect(advice(['vegan_certified'])).toMatch(/Consider vegan certified alternatives/);
    expect(advice(['fair_trade'])).toMatch(/Consider fair trade certified alternatives/);
  });
});
