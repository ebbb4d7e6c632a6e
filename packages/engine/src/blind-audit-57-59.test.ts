/**
 * Blind audits 57 to 59's open findings, as rules: a piece a list names only among alternatives ("soybean, cottonseed,
 * and/or canola oils") may be there, and is said so in every tab and alert; an ingredient's purpose after its name is
 * not its name ("calcium bicarbonate to prevent caking"); sultanas by their trade names ("Raisins de Smyrne").
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const alerts = (facts: Partial<ProductFactsInput>, prefs: PreferencesInput) =>
  evaluate(facts, prefs).personal_alerts.map((a) => a.message);

describe('a piece named only among alternatives may be there (audit 57, finding 5)', () => {
  const toast = {
    lang: 'en',
    ingredientsText:
      'Enriched wheat flour, water, sugar, yeast, contains 2% or less of: salt, shortening (partially hydrogenated soybean, cottonseed, and/or canola oils), calcium propionate',
  };
  const pretzels = {
    lang: 'en',
    ingredientsText:
      'Enriched wheat flour, salt, corn syrup, vegetable oil (may contain one or more of the following: corn, canola, cottonseed, soybean), sodium bicarbonate, yeast',
  };

  it('“… soybean, cottonseed, and/or canola oils”: cotton’s risks not ruled out, not carried', () => {
    const r = evaluate(toast);
    expect(r.ratings.ethical.labor_practices).toMatchObject({
      rating: 'unknown',
      details:
        '"partially hydrogenated soybean, cottonseed, and/or canola oils" may be cotton, so a labour risk in its supply chain is not ruled out.',
    });
    expect(r.ratings.environmental.environmental_factors.resource_depletion).toMatchObject({ rating: 'unknown' });
    expect(r.ratings.environmental.environmental_factors.resource_depletion.details).toMatch(/may be (soy|cotton)/);
    expect(JSON.stringify(r.ratings.health.ingredients.notable_ingredients)).not.toContain('Cotton');
  });

  it('“(may contain one or more of the following: …)”: the same', () => {
    const r = evaluate(pretzels);
    expect(r.ratings.ethical.labor_practices?.rating).toBe('unknown');
    expect(r.ratings.ethical.labor_practices?.details).toMatch(
      /^"one or more of: corn, canola, cottonseed, soybean" may be cotton/,
    );
  });

  it('an avoided word among them: “can’t tell”, in the Health and the Environmental tab alike', () => {
    expect(
      alerts(toast, {
        health: { avoid_ingredients: ['canola'] },
        environment: { ingredients_to_avoid: ['cottonseed'] },
      }),
    ).toEqual([
      "Can't tell whether it contains canola — the ingredient list names it only as one of several (“partially hydrogenated soybean, cottonseed, and/or canola oils”)",
      "Can't tell whether it contains cottonseed — the ingredient list names it only as one of several (“partially hydrogenated soybean, cottonseed, and/or canola oils”)",
    ]);
  });

  it('in French too', () => {
    const r = evaluateProductStrict(
      makeFacts({ ...toast, lang: 'fr', ingredientsText: 'Farine de blé, sucre, huile végétale (colza et/ou coton)' }),
      knowledge,
      preferences.parse({ environment: { ingredients_to_avoid: ['coton'] } }),
    );
    expect(r.ratings.ethical.labor_practices?.rating).toBe('unknown');
    expect(r.personal_alerts.map((a) => a.code)).toEqual(['env-ingredient:coton']);
    expect(r.personal_alerts[0]?.severity).toBe('low');
  });

  it('guards: a piece the list states stays stated, however near an “or” it sits', () => {
    // Stated, cotton's risk is the listed countries' (possible where no origin is on record), not "one of several".
    const STATED = /^Cotton: .* is not on record, so this risk is possible/;
    // Named on its own.
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Wheat flour, cottonseed oil, salt' }).ratings.ethical.labor_practices
        ?.details,
    ).toMatch(STATED);
    // "2% or less of" is a heading, not an alternative.
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Wheat flour, water, contains 2% or less of: cottonseed oil, salt' })
        .ratings.ethical.labor_practices?.details,
    ).toMatch(STATED);
    // Beside an "or" inside brackets of its own.
    expect(
      evaluate({
        lang: 'en',
        ingredientsText: 'Coating (sugar, cottonseed oil, emulsifier (soy or sunflower lecithin)), flour',
      }).ratings.ethical.labor_practices?.details,
    ).toMatch(STATED);
    // Named once among alternatives and once on its own.
    expect(
      alerts(
        { lang: 'en', ingredientsText: 'Flour, canola oil, shortening (soybean and/or canola oil)' },
        { health: { avoid_ingredients: ['canola'] } },
      ),
    ).toEqual(['Contains canola — on your list of ingredients to avoid']);
  });
});

describe('an ingredient’s purpose is not its name (audit 58, finding 3)', () => {
  it('“calcium bicarbonate to prevent caking and other spices”: a mineral, no ingredient of doubt', () => {
    const a = evaluate({
      lang: 'en',
      ingredientsText: 'SALT, GARLIC, ONION, CALCIUM BICARBONATE TO PREVENT CAKING AND OTHER SPICES',
    }).ratings.ethical.animal_derived_content;
    expect([a?.vegan, a?.uncertain_ingredients]).toEqual(['yes', []]);
  });

  it('guard: an animal ingredient with its purpose is still animal', () => {
    const a = evaluate({ lang: 'en', ingredientsText: 'SUGAR, GELATIN TO PRESERVE TEXTURE, CITRIC ACID' }).ratings
      .ethical.animal_derived_content;
    expect(a?.vegan).toBe('no');
  });
});

describe('sultanas by their trade names (audit 59, finding 1)', () => {
  const cookies = {
    name: 'All Butter Sultana Cookies',
    lang: 'fr',
    ingredientsText: 'Farine de blé - Sucre - Beurre (Lait) - Raisins de Smyrne (17%) - Œufs entiers - Sel',
  };

  it('“Raisins de Smyrne (17%)” beside an avoided “sultanas”: contains', () => {
    expect(alerts(cookies, { health: { avoid_ingredients: ['sultanas'] } })).toEqual([
      'Contains sultanas — on your list of ingredients to avoid',
    ]);
  });

  it('guard: plain raisins are not said to be sultanas', () => {
    const raisins = {
      ...cookies,
      name: 'Raisin Cookies',
      ingredientsText: 'Farine de blé - Sucre - Raisins secs (17%)',
    };
    expect(alerts(raisins, { health: { avoid_ingredients: ['sultanas'] } })).not.toContain(
      'Contains sultanas — on your list of ingredients to avoid',
    );
  });
});

describe('a list that gives one part of the food alone (audit 61, finding 1)', () => {
  const ravioli = {
    name: 'Kale, Hummus & Chickpea Ravioli',
    lang: 'en',
    allergens: ['en:gluten'],
    ingredientsText:
      'Filling: kale, hummus (chickpeas, sunflower oil, sesame tahini, water, sea salt), ricotta cheese (pasteurized whole milk, culture, salt, enzymes), bread crumbs (wheat flour, yeast, sea salt), garlic, salt.',
  };

  it('“Filling: …” alone: what it does not show is unknown, never “no”, in every tab', () => {
    const r = evaluate(ravioli);
    expect(r.ratings.health.allergens.eggs).toMatchObject({
      status: 'unknown',
      notes: 'Not found in the ingredient list on record, but it gives only the “Filling”, so it cannot be ruled out.',
    });
    expect(r.ratings.health.allergens.dairy?.status).toBe('yes');
    expect(r.ratings.ethical.labor_practices?.details).toBe(
      'Its ingredient list on record gives only the “Filling”, so it is not the whole list and labour risks in the supply chain cannot be assessed.',
    );
    expect(alerts(ravioli, { health: { avoid_ingredients: ['egg'] } })).toEqual([
      "Can't tell whether it contains egg — the ingredient list on record gives only the “Filling”",
    ]);
  });

  it('a plant filling alone is no vegan product', () => {
    const r = evaluate({ ...ravioli, ingredientsText: 'Filling: spinach, tofu (soybeans, water), salt' });
    expect(r.ratings.ethical.animal_derived_content?.vegan).toBe('unknown');
  });

  it('guards: both parts listed, or a product that is the part itself, are whole lists', () => {
    const both = evaluate({
      ...ravioli,
      ingredientsText: 'Pasta: durum wheat semolina, water. Filling: spinach, salt.',
    });
    expect(both.ratings.health.allergens.eggs?.status).toBe('no');
    const pieFilling = evaluate({
      name: 'Apple pie filling',
      lang: 'en',
      ingredientsText: 'Filling: apples, sugar, water, cornstarch',
    });
    expect(pieFilling.ratings.health.allergens.eggs?.status).toBe('no');
  });
});

describe('what an ingredient’s own list or note says (audits 58, 60 and 61)', () => {
  it('a flavour followed by its own list is read through it: no celery or mustard caution (audit 61, finding 2)', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText:
        'kale, romano flavor (romano cheese {milk, culture, salt, enzymes}, salt, yeast extract, onion powder), salt',
    });
    expect(r.ratings.health.allergens.celery?.status).toBe('no');
    expect(r.ratings.health.allergens.mustard?.status).toBe('no');
  });

  it('a note of purpose is no flavouring: “[to preserve freshness and flavor]” (audit 58, finding 2)', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText:
        'cucumbers, hot sauce (peppers, vinegar, salt, and benzoate of soda [to preserve freshness and flavor])',
    });
    expect(r.ratings.health.allergens.celery?.status).toBe('no');
  });

  it('guard: a list’s “and other spices” still may bring them in the US', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText: 'Wheat, salt, pepper, garlic, calcium bicarbonate to prevent caking and other spices.',
    });
    expect(r.ratings.health.allergens.celery).toMatchObject({
      status: 'unknown',
      notes:
        'May contain celery: the ingredient "calcium bicarbonate to prevent caking and other spices" can bring it, and the label does not say whether this one does.',
    });
  });

  it('an additive a note adds: “PALM OIL (WITH TBHQ FOR FRESHNESS)” names E319 (audit 60, finding 2)', () => {
    const r = evaluate({ lang: 'en', ingredientsText: 'WHEAT FLOUR, PALM OIL (WITH TBHQ FOR FRESHNESS), SALT' });
    expect(r.ratings.health.ingredients.notable_ingredients.map((n) => n.name)).toContain(
      'Tertiary-butylhydroquinone (TBHQ) (E319)',
    );
  });

  it('fructooligosaccharides are of plants, not an ingredient of doubt (audit 61, finding 4)', () => {
    const a = evaluate({ lang: 'en', ingredientsText: 'oats, fructooligosaccharides, sugar, salt' }).ratings.ethical
      .animal_derived_content;
    expect([a?.vegan, a?.uncertain_ingredients]).toEqual(['yes', []]);
  });
});

describe('a non-GMO label is a fact, not a plus for health or the environment (audit 60, finding 1)', () => {
  it('“Non-GMO Project Verified”: neutral in every tab, and it still meets a non-GMO preference', () => {
    const r = evaluate(
      { lang: 'en', labels: ['en:non-gmo-project'], ingredientsText: 'raspberries, sugar, water, pectin' },
      { environment: { certifications: ['non_gmo'] } },
    );
    expect(r.ratings.health.certifications.map((c) => c.impact)).toEqual(['neutral']);
    expect(r.ratings.environmental.certifications.map((c) => c.impact)).toEqual(['neutral']);
    expect(r.ratings.environmental.recommendations).toContain(
      'Meets your preference for non gmo (Non-GMO Project Verified).',
    );
    expect(r.ratings.environmental.recommendations.join(' ')).not.toContain('Carries Non-GMO');
  });
});
