/**
 * Blind audits 74 to 79's findings, as rules: a list that stops on a separator at the import's 255 bytes is cut; a
 * sensitivity the list cannot answer is "can't tell"; a non-food's name that says "Free & Gentle" or "Non Bio" rules
 * out what it names; a company concern whose present status is not on record weighs on no grade; a tab too little known
 * to grade is of low reliability; a report credits only the sources it used; a category's food whose kind the name says
 * gives the footprint; an intake warning says what the opinion it cites concluded; an oil's bracketed "may contain"
 * names its sources; "self raising flour" is wheat; Open Food Facts' letter alone gives no grade.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences, productFacts } from '@clearcart/contracts';
import { knowledge, type Knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { dateKnowledge } from './knowledge-index.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const alerts = (facts: Partial<ProductFactsInput>, prefs: PreferencesInput) =>
  evaluate(facts, prefs).personal_alerts.map((a) => a.message);
const US = { lang: 'en', countries: ['en:united-states'] };

/** A US list as the import leaves it when it cuts after a comma: 255 bytes, the last one a comma. */
const CUT_AT_CAP =
  'ENRICHED WHEAT FLOUR (WHEAT FLOUR, NIACIN, REDUCED IRON, THIAMINE MONONITRATE, RIBOFLAVIN, FOLIC ACID), SUGAR, ' +
  'COCOA BUTTER, GLUCOSE SYRUP, SALT, SODIUM BICARBONATE, CORNSTARCH, DEXTROSE, CITRIC ACID, FRUIT PECTIN, RICE ' +
  'FLOUR, POTATO STARCH, MALTODEXTRIN,';

describe('a list cut at the import’s 255 bytes after a comma (audit 74, finding 1)', () => {
  it('is cut: what it does not show is not known, and no diet is "yes"', () => {
    expect(Buffer.byteLength(CUT_AT_CAP)).toBe(255);
    const r = evaluate({ ...US, ingredientsText: CUT_AT_CAP }).ratings;
    expect([r.health.allergens.dairy?.status, r.health.allergens.tree_nuts?.status]).toEqual(['unknown', 'unknown']);
    expect(r.ethical.animal_derived_content.vegetarian).not.toBe('yes');
  });

  it('guard: the same list, shorter, ends on a comma and is read whole', () => {
    const r = evaluate({ ...US, ingredientsText: CUT_AT_CAP.replace(' RICE FLOUR, POTATO STARCH,', '') }).ratings;
    expect([r.health.allergens.dairy?.status, r.health.allergens.tree_nuts?.status]).toEqual(['no', 'no']);
  });
});

describe('a sensitivity the list cannot answer (audits 71, 73, 75 and 76)', () => {
  const detergent = { kind: 'household' as const, name: 'Tide Original Liquid', category: 'Laundry detergents' };

  it('gets "can\'t tell" with its cause, once each, where no list is on record', () => {
    const said = alerts(detergent, { health: { sensitivities: { chemicals: 4 } } });
    expect(said).toEqual([
      "You are sensitive to chemicals: can't tell whether it contains any — no ingredient list on record",
    ]);
  });

  it('and on a list cut short', () => {
    const said = alerts(
      { lang: 'en', ingredientsText: 'Sugar, whole milk powder, cocoa butter, skim milk powder, vegetable o' },
      { health: { sensitivities: { artificial_additives: 4 } } },
    );
    expect(said.join(' ')).toMatch(/artificial additives: can't tell whether it contains any — .*cut short/);
  });

  it('guard: a list read whole with nothing to answer is silent', () => {
    const said = alerts(
      { lang: 'en', ingredientsText: 'Sugar, cocoa butter, whole milk powder.' },
      { health: { sensitivities: { preservatives: 5, artificial_additives: 5 } } },
    );
    expect(said).toEqual([]);
  });

  it('guard: a sensitivity the list answers is said once, as found, not also "can\'t tell"', () => {
    const said = alerts(
      { lang: 'en', ingredientsText: 'Water, sugar, preservative (sodium benzoate), flavourin' },
      { health: { sensitivities: { preservatives: 5 } } },
    );
    expect(said.filter((s) => /preservatives/.test(s))).toHaveLength(1);
    expect(said.join(' ')).not.toMatch(/can't tell whether it contains any/);
  });
});

describe('a non-food’s name that says what it is without (audit 75, finding 2)', () => {
  const prefs = { health: { avoid_ingredients: ['perfume', 'dyes', 'enzymes'] } };
  const detergent = (name: string) => ({ kind: 'household' as const, name, category: 'Laundry detergents' });

  it('"Free & Gentle" has no perfume and no dyes; "Non Bio" no enzymes', () => {
    expect(alerts(detergent('Tide Free & Gentle Liquid Laundry Detergent'), prefs)).toEqual([
      "Can't tell whether it contains enzymes — no ingredient list on record",
    ]);
    expect(alerts(detergent('Persil Non Bio Washing Powder'), prefs).join(' ')).not.toMatch(/enzymes/);
  });

  it('guard: a name that says nothing of them leaves each "can\'t tell"', () => {
    expect(alerts(detergent('Tide Original Liquid Laundry Detergent'), prefs)).toHaveLength(3);
  });
});

describe('what weighs on a grade, and how reliable a tab is (audits 73, 75 and 77)', () => {
  const dated: Knowledge = { ...knowledge };
  dateKnowledge(dated, () => '2026-12-05');
  const mints = productFacts.parse({
    id: 'mints',
    kind: 'food',
    name: 'Tic Tac Fresh Mint',
    brand: 'Tic Tac',
    category: 'Mints',
    categoryTags: ['en:confectioneries', 'en:candies'],
    ingredientsText: 'Sugar, maltodextrin, fructose, thickener (gum arabic), anti-caking agent (magnesium stearate).',
    sources: [{ title: 'Read from the package' }],
  });

  it('a company concern whose present status is not on record is shown, and weighs on no grade', () => {
    const env = evaluateProductStrict(mints, dated).ratings.environmental;
    const concerns = env.company_environmental_initiatives?.concerns ?? [];
    expect(concerns.some((c) => /whether it is still so is not on record/.test(c.description))).toBe(true);
    expect(env.impact_summary).not.toMatch(/weighs on this score/);
  });

  it('an ethical tab with too little known to grade is of low reliability', () => {
    const ethical = evaluateProductStrict(mints, dated).ratings.ethical;
    expect(ethical.score).toBeUndefined();
    expect(ethical.reliability).toBe('Low');
  });
});

describe('credits for what the report used (audits 74 and 76)', () => {
  const credits = (facts: Partial<ProductFactsInput>) =>
    respond(makeFacts({ brand: 'Lush', ...facts }), knowledge, 'complete').metadata.attribution;

  it('neither Open Food Facts nor AGRIBALYSE where neither gave a fact or a figure', () => {
    const soap = { kind: 'cosmetic' as const, name: 'Soap', category: 'Soaps', categoryTags: [] };
    expect(credits({ ...soap, sources: [{ title: 'Lush', url: 'https://www.lush.com' }] })).toEqual([]);
  });

  it('guard: Open Food Facts for a record of it, AGRIBALYSE beside a footprint figure of it', () => {
    const page = 'https://world.openfoodfacts.org/product/3045320094084';
    const jam = { name: 'Strawberry jam', category: 'Jams', categoryTags: ['en:jams'] };
    expect(credits({ ...jam, sources: [{ title: 'Open Food Facts', url: page }] })).toEqual([
      'Product data in part from Open Food Facts (https://openfoodfacts.org), ODbL',
      'Carbon footprints from AGRIBALYSE 3.1, ADEME, Licence Ouverte',
    ]);
  });
});

describe('a footprint from the category’s food the name says (audit 76, finding 1)', () => {
  const jam = (name: string) =>
    evaluate({ name, category: 'Jams', categoryTags: ['en:jams'] }).ratings.environmental.environmental_factors
      .carbon_footprint;

  it('a raspberry conserve takes "Jam, raspberry", medium, not the jams’ median, low', () => {
    const carbon = jam('Bonne Maman Raspberry Conserve');
    expect([carbon.kg_co2e_per_kg, carbon.rating]).toEqual([1.88, 'medium']);
    expect(carbon.details).toMatch(/"Jam, raspberry"/);
  });

  it('guard: a jam whose name says no kind AGRIBALYSE has keeps the median', () => {
    expect(jam('Bonne Maman Four Fruits Conserve').kg_co2e_per_kg).toBe(1.42);
  });
});

describe('an intake warning says what the opinion it cites concluded (audits 74 and 76)', () => {
  it('calcium chloride: no acceptable daily intake said to be exceeded', () => {
    const r = evaluate({ lang: 'en', ingredientsText: 'Cucumbers, water, vinegar, salt, calcium chloride.' });
    const said = JSON.stringify(r.ratings.health);
    expect(said).not.toMatch(/acceptable daily intake|overexposure risk: moderate/);
  });
});

describe('audits 78 and 79', () => {
  const pretzel =
    'pretzel (enriched wheat flour, salt, corn syrup, vegetable oil [may contain corn, canola, cottonseed, soybean], sodium bicarbonate, yeast)';

  it('an oil whose bracket says "may contain" names its sources: shown, and palm oil is not among them', () => {
    const r = evaluate({ ...US, ingredientsText: pretzel }).ratings;
    expect(r.health.ingredients.list.join(', ')).toContain(
      'vegetable oil (one or more of: corn, canola, cottonseed, soybean)',
    );
    expect(r.environmental.palm_oil.status).toBe('no');
  });

  it('guard: a "may contain" in another bracket is still a precaution', () => {
    const r = evaluate({ ...US, ingredientsText: 'Sugar, chocolate chips [may contain milk], salt' }).ratings;
    expect(r.health.allergens.dairy?.may_contain).toBe(true);
  });

  const flour = (name: string) =>
    evaluate({ name, category: 'Flours', categoryTags: ['en:flours'], ingredientsText: undefined }).ratings.health
      .allergens;

  it('"self raising flour" with no list is wheat, and so gluten', () => {
    const a = flour('British self raising flour');
    expect([a.wheat?.status, a.gluten?.status]).toEqual(['yes', 'yes']);
  });

  it('guard: a gluten-free one says nothing of wheat by its other words, nor does a flour of another grain', () => {
    expect(flour('Gluten Free Self Raising Flour').wheat?.status).toBe('unknown');
    expect(flour('Rice flour').wheat?.status).toBe('unknown');
  });

  const relish = { ...US, ingredientsText: 'Cucumbers, sugar, vinegar, salt.', nutriScoreGrade: 'a' as const };

  it("Open Food Facts' letter with no figure on record is quoted, not graded", () => {
    const health = evaluate(relish).ratings.health;
    expect(health.score).toBeUndefined();
    expect(health.impact_summary).toMatch(/Open Food Facts gives Nutri-Score A/);
  });

  it('guard: beside figures on record, it grades', () => {
    const nutriments = { energyKcal: 30, fat: 0.1, saturatedFat: 0, sugars: 5, salt: 1.2 };
    expect(evaluate({ ...relish, nutriments }).ratings.health.score).toBeDefined();
  });
});
