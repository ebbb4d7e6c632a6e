/**
 * Blind audits 88 and 89's findings, as rules: "choco" is chocolate, not a cuttlefish; each wheat is quoted by what
 * brings it; a paleo diet is judged by its kinds of food, synthetic sweeteners and colours among them; a packaging
 * material a shopper avoids is read against the packaging.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const US = { lang: 'en', countries: ['en:united-states'] };
const alerts = (facts: Partial<ProductFactsInput>, prefs: PreferencesInput) =>
  evaluate(facts, prefs).personal_alerts.map((a) => a.message);

describe('"choco" is chocolate (audit 89, finding 1)', () => {
  it('a "big choco" with no list is no shellfish or mollusc', () => {
    const r = evaluate({ lang: 'fr', countries: ['en:france'], name: 'big choco', category: 'Snacks' });
    expect(r.ratings.health.allergens.molluscs?.status).not.toBe('yes');
    expect(r.ratings.health.allergens.shellfish?.status).not.toBe('yes');
    expect(r.ratings.ethical.animal_derived_content.animal_product_type).not.toContain('seafood');
  });

  it('guard: a cuttlefish is still a mollusc', () => {
    const a = evaluate({ lang: 'en', ingredientsText: 'Cuttlefish, water, salt.' }).ratings.health.allergens;
    expect(a.molluscs?.status).toBe('yes');
  });
});

describe('each wheat quoted by what brings it (audit 88, finding 1)', () => {
  it('gluten and wheat are the flour’s beside a wheat glucose syrup', () => {
    const a = evaluate({ ...US, ingredientsText: 'SUGAR, GLUCOSE SYRUP (FROM WHEAT), WHEAT FLOUR, SALT.' }).ratings
      .health.allergens;
    expect(a.gluten?.notes).toMatch(/WHEAT FLOUR/);
    expect(a.wheat?.notes).toMatch(/WHEAT FLOUR/);
  });

  it('guard: a wheat glucose alone is quoted whole', () => {
    const a = evaluate({ ...US, ingredientsText: 'SUGAR, CORN, GLUCOSE (FROM WHEAT), SALT.' }).ratings.health.allergens;
    expect(a.wheat?.notes).toMatch(/"GLUCOSE \(FROM WHEAT\)"/);
  });
});

describe('a paleo diet judged by its kinds of food (audits 84 and 88)', () => {
  const paleo = { health: { dietary_restrictions: ['paleo'] } } as PreferencesInput;

  it('sucralose and Yellow 5 settle it: not paleo', () => {
    const said = alerts({ ...US, ingredientsText: 'Water, cucumbers, vinegar, salt, sucralose, yellow 5.' }, paleo);
    expect(said.join(' ')).toMatch(/Not paleo — it contains .*sucralose/i);
  });

  it('guard: a list of none of them is a note, not a carbohydrate question', () => {
    const r = evaluate({ ...US, ingredientsText: 'Cucumbers, water, vinegar, salt, dill.' }, paleo);
    const recommendations = r.ratings.health.recommendations.join(' ');
    expect(recommendations).toMatch(/paleo diet leaves out/);
    expect(recommendations).not.toMatch(/carbohydrate content is not on record, so paleo/);
  });
});

describe('a packaging material the shopper avoids (audits 80 to 84)', () => {
  const plastic = { environment: { ingredients_to_avoid: ['plastic'] } } as PreferencesInput;
  const juice = { lang: 'en', name: 'Orange juice', ingredientsText: 'Orange juice.' };

  it('is found in the packaging, a PET bottle or a beverage carton', () => {
    expect(alerts({ ...juice, packaging: ['en:pet-bottle'] }, plastic).join(' ')).toMatch(
      /Its packaging includes PET \(plastic 1\) — “plastic” is on your environmental avoid list/,
    );
    expect(alerts({ ...juice, packaging: ['en:tetra-pak'] }, plastic).join(' ')).toMatch(/Its packaging includes/);
  });

  it('is "can’t tell" with no packaging on record', () => {
    expect(alerts({ ...juice, packaging: [] }, plastic).join(' ')).toMatch(
      /Can't tell whether its packaging includes plastic — no packaging information on record/,
    );
  });

  it('guard: a glass bottle answers it, with no alert', () => {
    expect(alerts({ ...juice, packaging: ['en:glass-bottle'] }, plastic)).toEqual([]);
  });
});

describe('quoted as the label writes it (audit 89, findings 2 and 4)', () => {
  it('palm oil is quoted by the label’s item, not by words the reading added', () => {
    const palm = evaluate({ ...US, ingredientsText: 'SUGAR, VEGETABLE OILS (PALM AND SUNFLOWER), HAZELNUTS.' }).ratings
      .environmental.palm_oil;
    expect(palm.details).toContain('"VEGETABLE OILS (PALM AND SUNFLOWER)"');
  });

  it('a "(tree nut)" after coconut is no tree nut; the hazelnuts are', () => {
    const nuts = (ingredientsText: string) => evaluate({ ...US, ingredientsText }).ratings.health.allergens.tree_nuts;
    expect(nuts('SUGAR, COCONUT (TREE NUT), HAZELNUTS, SALT.')?.notes).toMatch(/HAZELNUTS/);
    const coconut = nuts('SUGAR, DRIED COCONUT (TREE NUT), SALT.');
    expect(coconut?.status).not.toBe('yes');
    expect(coconut?.notes).toMatch(/marks coconut, which is not a tree nut/);
  });

  it('guard: an almond marked "(tree nut)" is one', () => {
    const a = evaluate({ ...US, ingredientsText: 'SUGAR, ALMONDS (TREE NUT), SALT.' }).ratings.health.allergens;
    expect(a.tree_nuts?.status).toBe('yes');
  });
});

describe('a tab with no score is of low reliability (audit 89, finding 5)', () => {
  it('no nutrition facts, no score: not "High"', () => {
    const health = evaluate({ ...US, ingredientsText: 'Sugar, cocoa butter, cocoa mass.', labels: ['en:organic'] })
      .ratings.health;
    expect(health.score).toBeUndefined();
    expect(health.reliability).toBe('Low');
  });

  it('guard: a scored tab keeps its own', () => {
    const health = evaluate({
      ...US,
      ingredientsText: 'Sugar, cocoa butter, cocoa mass.',
      nutriments: {
        energyKcal: 540,
        fat: 32,
        saturatedFat: 19,
        carbohydrates: 58,
        sugars: 50,
        proteins: 5,
        salt: 0.02,
      },
    }).ratings.health;
    expect(health.score).toBeDefined();
    expect(health.reliability).not.toBe('Low');
  });
});

describe('a flavouring a missing comma joins to an additive (audit 90, finding 1)', () => {
  it('"NATURAL FLAVORS POLYSORBATE 80" may still bring celery', () => {
    const a = evaluate({ ...US, ingredientsText: 'CUCUMBERS, WATER, VINEGAR, SALT, NATURAL FLAVORS POLYSORBATE 80.' })
      .ratings.health.allergens;
    expect([a.celery?.status, a.celery?.may_contain]).toEqual(['unknown', true]);
  });

  it('guard: a flavouring named by its substance is that one substance', () => {
    const a = evaluate({ ...US, ingredientsText: 'Sugar, flavoring vanillin, salt.' }).ratings.health.allergens;
    expect(a.celery?.status).toBe('no');
  });
});
