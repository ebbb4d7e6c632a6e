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
const shown = (facts: Partial<ProductFactsInput>) => JSON.stringify(evaluate(facts).ratings);

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
    // Named on its own.
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Wheat flour, cottonseed oil, salt' }).ratings.ethical.labor_practices
        ?.rating,
    ).toBe('poor');
    // "2% or less of" is a heading, not an alternative.
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Wheat flour, water, contains 2% or less of: cottonseed oil, salt' })
        .ratings.ethical.labor_practices?.rating,
    ).toBe('poor');
    // Beside an "or" inside brackets of its own.
    expect(
      evaluate({
        lang: 'en',
        ingredientsText: 'Coating (sugar, cottonseed oil, emulsifier (soy or sunflower lecithin)), flour',
      }).ratings.ethical.labor_practices?.rating,
    ).toBe('poor');
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
