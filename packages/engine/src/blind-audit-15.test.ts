/**
 * Blind audit 15's findings, as rules: an allergen the list emphasises but no one can read is not ruled out; a heading
 * a scan misread, and a footnote that opens with a share, are no ingredients; a control body's code a scan misread
 * still names the certification.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { analyse, ciderAsSold } from './analyse.ts';
import { evaluateProductStrict } from './evaluate.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { fromHeading, ofWhichParts, splitTraces } from './text.ts';

/** Audit 15's O3, a scanned French salad list: "Petit EPAUTRE" is einkorn with one letter lost, in capitals. */
const SALAD =
  "La Napou/e Inqrédients: Petit EPAUTRE bio*, salade, poulet rôti (poulet, sel, dextrose, épices, arômes), brocoli, concombre, CELERI, raisin sec (raisin, huile de coton), roquette, coriandre, sel, poivre, *35% des inqrédients sont issus de l'aqriculture bioloqique, Certifié par Certisys BE-BIO-OI Traces d'autres allergènes possibles";

const report = (facts: Partial<ProductFactsInput>, preferences?: PreferencesInput) =>
  evaluateProductStrict(makeFacts({ lang: 'fr', ...facts }), knowledge, preferences);

describe('an allergen the list emphasises but cannot be read is not ruled out (finding 1)', () => {
  it('the salad: gluten and wheat cannot be ruled out, and the note names the emphasised item', () => {
    const { allergens } = report({ ingredientsText: SALAD }).ratings.health;
    for (const id of ['gluten', 'wheat', 'dairy'] as const) {
      expect(allergens[id]?.status).toBe('unknown');
      expect(allergens[id]?.notes).toContain('“Petit EPAUTRE bio*”');
    }
    // What the list does show stands.
    expect(allergens.celery?.status).toBe('yes');
  });

  it('a shopper who avoids gluten is told the pack must be checked, not that it is free of gluten', () => {
    const r = report({ ingredientsText: SALAD }, { health: { allergens: ['gluten'] } });
    expect(r.personal_alerts).toEqual([expect.objectContaining({ code: 'allergen:gluten', severity: 'low' })]);
  });

  it.each([
    ['the same list spelt right: spelt is gluten', SALAD.replace('EPAUTRE', 'ÉPEAUTRE'), 'yes'],
    ['no word in capitals', 'salade, concombre, sel, poivre', 'no'],
    ['a list in capitals throughout emphasises nothing', 'SALADE, CONCOMBRE, PETIT POIS, POIVRE NOIR', 'no'],
    ['a name in capitals is no emphasis', 'salade, REFRIGERANTE DE EXTRATOS VEGETAIS, sel', 'no'],
  ])('%s', (_, ingredientsText, gluten) => {
    expect(report({ ingredientsText }).ratings.health.allergens.gluten?.status).toBe(gluten);
  });
});

describe('what the pack prints around its list is no ingredient (finding 2)', () => {
  it('a heading a scan misread by one letter', () => {
    expect(fromHeading('La Napou/e Inqrédients: Petit épeautre, salade')).toBe('Petit épeautre, salade');
    expect(fromHeading('Zutatem Weizenmehl, Salz')).toBe('Zutatem Weizenmehl, Salz');
  });

  it('a note on allergies before the list, scanned or not, is no ingredient', () => {
    expect(fromHeading('Huitable nut allergy for Wheatflour contains Gluten (with Wheatflour, Iron) Butter')).toBe(
      'Wheatflour contains Gluten (with Wheatflour, Iron) Butter',
    );
    expect(fromHeading('Suitable for nut allergy sufferers. Wheat flour, sugar')).toBe('Wheat flour, sugar');
    expect(fromHeading('Wheat flour, sugar. Allergy advice: see bold')).toBe(
      'Wheat flour, sugar. Allergy advice: see bold',
    );
    // What follows in lower case is no new ingredient: nothing is cut.
    expect(fromHeading('allergy friendly oat flour, sugar')).toBe('allergy friendly oat flour, sugar');
    expect(fromHeading('Nut allergy sufferers sugar, flour')).toBe('Nut allergy sufferers sugar, flour');
  });

  it('a footnote that opens with a share ends the list', () => {
    const { main } = splitTraces('épeautre bio*, salade, poivre, *35% des ingrédients sont issus de l’agriculture bio');
    expect(main).not.toMatch(/35%|issus/);
  });

  it('the salad: neither its heading nor its notes are read as ingredients', () => {
    const { recognisedIngredients } = analyse(
      makeFacts({ lang: 'fr', ingredientsText: SALAD }),
      indexKnowledge(knowledge),
    );
    expect(recognisedIngredients.map((i) => i.text).join(' | ')).not.toMatch(/Napou|Inqr|aqriculture|Certisys/);
    expect(recognisedIngredients[0]?.text).toBe('Petit EPAUTRE bio*');
  });
});

describe('a control body’s code a scan misread names the organic certification (finding 3)', () => {
  it('"BE-BIO-OI" is BE-BIO-01: the organic wording is allowed', () => {
    const claims = report({ name: 'Salade napoule', labels: ['en:organic'], ingredientsText: SALAD }).ratings
      .environmental.green_claims;
    const organic = claims?.claims.find((c) => c.verdict === 'organic_term');
    expect(organic?.allowed).toBe('yes');
    expect(organic?.details).toMatch(/BE-BIO-OI/);
  });
});

describe('an "of which" clause names an ingredient (observation: the most serious omission)', () => {
  const COLA =
    'eau gazéifiée, sucre, colorant : caramel (E150d), acidifiant : acide phosphorique, arômes naturels (extraits végétaux) dont caféine';
  it.each([
    ['French', COLA],
    ['German', 'Wasser, Zucker, natürliche Aromen davon Koffein'],
    ['English', 'Carbonated water, sugar, natural flavourings including caffeine'],
  ])('%s: a shopper who avoids caffeine is told', (_, ingredientsText) => {
    const r = report({ ingredientsText }, { health: { avoid_ingredients: ['caffeine'] } });
    expect(r.personal_alerts).toEqual([
      expect.objectContaining({ code: 'avoid-ingredient:caffeine', severity: 'high' }),
    ]);
  });
  it('the part is read beside what it is part of', () => {
    expect(ofWhichParts('arômes naturels (extraits végétaux) dont caféine, sucre')).toEqual(['caféine']);
    expect(ofWhichParts('fruits 60% dont fraise 30%, sucre')).toEqual(['fraise 30%']);
  });
});

describe('a run of names with no separator keeps what each says of a diet (finding 5)', () => {
  const content = (ingredientsText: string) =>
    report({ lang: 'en', ingredientsText }).ratings.ethical.animal_derived_content;
  it('"Cornflour Salt Flavouring": the flavouring leaves vegetarian open, as it does alone', () => {
    expect(content('Sugar, Cornflour Salt Flavouring').vegetarian).toBe('maybe');
    expect(content('Sugar, Cornflour, Salt, Flavouring').vegetarian).toBe('maybe');
  });
  // A US "flavor" may be of animal origin (21 CFR 101.22(a)(3); blind audit 70): the British spelling here.
  it('two names are one qualified by the other: "natural vanilla flavouring" is vanilla', () => {
    expect(content('Sugar, cocoa butter, natural vanilla flavouring').vegetarian).toBe('yes');
  });
});

describe('a word read as the country of sale says it (finding 6)', () => {
  const JUICE = 'Fuji apple cider, apple cider, pomegranate juice.';
  const content = (countries: string[], ingredientsText = JUICE) =>
    report({ lang: 'en', kind: 'beverage', countries, ingredientsText }).ratings.ethical.animal_derived_content;
  it('in the United States, apple cider is apple juice', () => {
    expect(content(['en:united-states']).vegan).toBe('yes');
    expect(ciderAsSold('Apple cider, apple cider vinegar, hard cider', ['en:united-states'])).toBe(
      'Apple juice, apple cider vinegar, hard cider',
    );
  });
  it('elsewhere, or sold elsewhere too, cider is the drink', () => {
    expect(content(['en:united-kingdom']).vegan).toBe('maybe');
    expect(content(['en:united-states', 'en:canada']).vegan).toBe('maybe');
  });
});
