/**
 * Blind audits 94 to 99's findings, as rules: a list cut short inside an avoided word names it; a US lake colour is
 * read whatever the order of its words; an artificial flavouring is of no animal; a brand's bracketed market goes
 * before it is looked up; an environmental tab with no score is of low reliability; a plural flavouring word fused to
 * the next item is still a collective term; a risk possible by its origin says whose origin; a name that ends in
 * "beverage" is a drink's, graded by the drinks table; palm oil of no certification on record is a possible risk; a
 * stray comma before a bracket and a misspelt glyceride are read as meant.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const US = { lang: 'en', countries: ['en:united-states'] };

describe('a list cut short inside an avoided word names it (audit 94, finding 1)', () => {
  const CUT = 'SUGAR, COCOA BUTTER, MILK, MALT POWDER, ARTIFICIAL FLAVO';
  const said = (word: string) =>
    evaluate({ ...US, ingredientsText: CUT }, { health: { avoid_ingredients: [word] } })
      .personal_alerts.map((a) => a.message)
      .join(' ');

  it('"…, ARTIFICIAL FLAVO" answers "artificial flavor": it contains it', () => {
    expect(said('artificial flavor')).toMatch(/Contains artificial flavor — on your list/);
  });

  it('a sensitivity to artificial additives is answered by the same cut word (audit 96)', () => {
    const said = evaluate({ ...US, ingredientsText: CUT }, { health: { sensitivities: { artificial_additives: 5 } } })
      .personal_alerts.map((a) => a.message)
      .join(' ');
    expect(said).not.toMatch(/sensitive to artificial additives: can't tell/);
  });

  it('guard: another word is still "can\'t tell" on a cut list', () => {
    expect(said('carrageenan')).toMatch(
      /Can't tell whether it contains carrageenan — the ingredient list on record is cut/,
    );
  });
});

describe('words of a US label read as the label means them (audit 95, findings 1 and 2)', () => {
  it('"RED LAKE #40" is Red 40, E129, and no possible animal ingredient', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, CORN SYRUP, RED LAKE #40, SALT.' });
    expect(Object.keys(r.ratings.health.health_concerns)).toContain('Allura Red AC (E129)');
    expect(r.ratings.ethical.animal_derived_content.vegetarian).toBe('yes');
  });

  it('a misspelt artificial flavouring is of no animal; a natural flavour still may be', () => {
    const a = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, VANILLIAN-AN ARTIFICIAL FLAVORS.' });
    expect(a.ratings.ethical.animal_derived_content.vegetarian).toBe('yes');
    const b = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, NATURAL FLAVORS.' });
    expect(b.ratings.ethical.animal_derived_content.vegetarian).not.toBe('yes');
  });
});

describe('a brand named with its market and legal form is found (audit 94, finding 5)', () => {
  it('"Signature, Lindt & Sprungli (Usa) Inc" has Lindt’s company tab', () => {
    const r = respond(makeFacts({ ...US, brand: 'Signature, Lindt & Sprungli (Usa) Inc' }), knowledge, 'complete');
    expect(r.entity.insights.company?.name).toMatch(/Lindt/);
  });
});

describe('an environmental tab with no score is of low reliability (audit 94, finding 7)', () => {
  it('"Not enough data to score" beside "Low", never "High"', () => {
    const env = evaluate({ ...US, category: 'Pickles', ingredientsText: 'Cucumbers, water, vinegar, salt.' }).ratings
      .environmental;
    expect(env.impact_summary).toMatch(/^Not enough data to score/);
    expect(env.reliability).toBe('Low');
  });
});

describe('a plural flavouring word fused to the next item is still a collective term (audit 96, finding 1)', () => {
  it('"NATURAL AND ARTIFICIAL FLAVORS SALT" may bring sesame and celery, and leaves vegetarian open', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, MILK, NATURAL AND ARTIFICIAL FLAVORS SALT.' });
    expect(r.ratings.health.allergens.sesame?.status).toBe('unknown');
    expect(r.ratings.health.allergens.celery?.status).toBe('unknown');
    expect(r.ratings.ethical.animal_derived_content.vegetarian).not.toBe('yes');
  });

  it('guard: a singular class word before its substance names one substance ("FLAVORING VANILLIN")', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, FLAVORING VANILLIN.' });
    expect(r.ratings.health.allergens.sesame?.status).toBe('no');
  });
});

describe('a risk possible by its origin says whose origin (audits 94 and 96, finding 3)', () => {
  it("each possible risk says why: the cocoa's origin, the palm oil's certification; the rating is not 'high'", () => {
    const r = evaluate({ ...US, ingredientsText: 'Sugar, palm kernel oil, cocoa powder, milk.' }).ratings.environmental
      .environmental_factors.resource_depletion;
    expect(r.details).toMatch(
      /Cocoa: .* The origin of this product's cocoa is not on record, so this risk is possible/,
    );
    expect(r.details).toMatch(/Palm oil: .* No certification of this product's palm oil is on record/);
    expect(r.rating).toBe('unknown');
  });

  it('guard: an RSPO label on the pack addresses the palm oil, which is then no possible risk', () => {
    const r = evaluate({ ...US, ingredientsText: 'Sugar, palm oil, milk.', labels: ['en:rspo-segregated'] }).ratings
      .environmental.environmental_factors.resource_depletion;
    expect(r.details).not.toMatch(/No certification of this product's palm oil/);
  });
});

describe('a name that ends in "beverage" is a drink (audit 99, finding 1)', () => {
  const record = (name: string) => ({
    code: '0008361003579',
    product_name: name,
    nutriments: {
      'energy-kj_100g': 289,
      sugars_100g: 14,
      'saturated-fat_100g': 0,
      salt_100g: 0.02,
      fat_100g: 0,
      proteins_100g: 0,
    },
  });

  it('"Malt Non-Alcohol Malt Beverage" with no category is graded by the drinks table', () => {
    const facts = fromOpenFoodFacts(record('Malt Non-Alcohol Malt Beverage'));
    expect(facts?.kind).toBe('beverage');
    const health = evaluateProductStrict(facts!, knowledge).ratings.health;
    expect(health.impact_summary).toMatch(/^Nutri-Score E \(16 points/);
  });

  it('guard: a name that puts the word after a preposition holds the drink in it ("Cake with malt beverage")', () => {
    expect(fromOpenFoodFacts(record('Cake with malt beverage'))?.kind).toBe('food');
  });
});

describe('a stray comma before a bracket, a misspelt glyceride (audit 98, findings 1 and 2)', () => {
  it('"Mixed berry puree, (raspberries, …)": the bracket is the puree’s, and nothing in it may be animal', () => {
    const r = evaluate({
      ...US,
      ingredientsText:
        'Mixed berry puree, (raspberries, strawberries, blueberries), sugar, water, lemon juice, pectin.',
    });
    expect(r.ratings.ethical.animal_derived_content.vegan).toBe('yes');
  });

  it('"MONO-UND DIGLYDERIDES OF FATTY ACIDS" is no "fatty acids" (E570)', () => {
    const r = evaluate({
      ...US,
      ingredientsText: 'POTATOES, SUNFLOWER OIL, EMULSIFIER (MONO-UND DIGLYDERIDES OF FATTY ACIDS).',
    });
    expect(JSON.stringify(r.ratings.health)).not.toMatch(/E570/);
  });
});

describe("the summary's 'may contain' names what brings it (audit 99, finding 2)", () => {
  it('"NATURAL AND ARTIFICIAL FLAVORS" is quoted beside the allergens it may bring', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, MILK, NATURAL AND ARTIFICIAL FLAVORS, SALT.' });
    expect(r.ratings.health.impact_summary).toMatch(
      /May contain .*celery.* through “NATURAL AND ARTIFICIAL FLAVORS”\./,
    );
  });
});
