/**
 * Blind audits 92 and 93's findings, as rules: no label is not "unsustainable"; a company's praise is dated as its
 * concerns are; a quantity that is the serving is not the pack's; an allergen named only among alternatives or in a
 * flavouring named after it may be there, not is; a sugar named first or second answers low-sugar as it answers keto;
 * "hydrogen carbonate" is no hydrogen; a name that says praline leaves tree nuts open; a plant named as an additive's
 * source settles it; tomatoes, onions and cucumbers carry the US list's labour risk.
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
const alerts = (facts: Partial<ProductFactsInput>, prefs: PreferencesInput) =>
  evaluate(facts, prefs).personal_alerts.map((a) => `${a.severity}: ${a.message}`);

describe('palm oil with no certification on record is not judged (audits 92 and 93)', () => {
  it('says what is missing, in every language, and no sustainability level', () => {
    const palm = evaluate({ ...US, ingredientsText: 'Sugar, palm oil, cocoa.' }).ratings.environmental.palm_oil;
    expect(palm).toMatchObject({
      contains: true,
      certification: 'unknown',
      sustainability_level: 'unknown',
      rating: 'No certification on record',
      highlighted: true,
    });
    expect(JSON.stringify(palm)).not.toMatch(/unsustainable/i);
  });

  it('guard: a certification on the pack still rates it', () => {
    const palm = evaluate({ ingredientsText: 'palm fat', labels: ['en:rspo-segregated'] }).ratings.environmental
      .palm_oil;
    expect(palm).toMatchObject({ certification: 'RSPO Segregated', sustainability_level: 'high' });
  });
});

describe("a company's praise is dated as its concerns are (audit 92, finding 7)", () => {
  it("Ferrero's RSPO statement, whose sources give no date, says so", () => {
    const dated = { ...knowledge, today: '2026-12-05' };
    const r = respond(
      makeFacts({ ...US, brand: 'Tic Tac', ingredientsText: 'Sugar, maltodextrin.' }),
      dated,
      'complete',
    );
    expect(r.entity.insights.company?.sustainability_efforts).toMatch(
      /RSPO-certified segregated palm oil.*\(Its sources give no date; whether it is still so is not on record\.\)$/,
    );
    for (const highlight of r.ratings?.environmental.company_environmental_initiatives?.highlights ?? [])
      expect(highlight).toMatch(/\((As of|Reported as of|Its sources give no date)[^)]*\)$/);
  });
});

describe('a quantity that is the serving is not the pack’s (audit 92, finding 5)', () => {
  const record = (creator: string) => ({
    code: '0009300006354',
    product_name: 'Deli Style Dill Relish',
    creator,
    quantity: '15 g',
    serving_size: '15g',
    serving_quantity: 15,
    ingredients_text: 'cucumbers, salt, vinegar',
  });

  it("the USDA import's serving written as the quantity is not shown as the pack's", () => {
    expect(fromOpenFoodFacts(record('usda-ndb-import'))?.quantity).toBeUndefined();
  });

  it('guard: a can whose serving is the can keeps its quantity', () => {
    expect(fromOpenFoodFacts({ ...record('kiliweb'), quantity: '330 ml', serving_quantity: 330 })?.quantity).toBe(
      '330 ml',
    );
  });
});

describe('an allergen named only among alternatives or in a flavouring may be there (audit 92, finding 2)', () => {
  const PECANS = 'PECANS ROASTED IN PEANUT AND/OR COTTONSEED OIL, SUGAR, MILK CHOCOLATE (SUGAR, MILK).';

  it('"peanut and/or cottonseed oil": may contain peanuts, and the alert says caution, not "contains"', () => {
    const r = evaluate({ ...US, ingredientsText: PECANS });
    expect(r.ratings.health.allergens.peanuts).toMatchObject({ status: 'unknown', may_contain: true });
    expect(r.ratings.health.allergens.peanuts?.notes).toMatch(/can bring it/);
    expect(r.ratings.health.allergens.tree_nuts?.status).toBe('yes');
    const said = alerts({ ...US, ingredientsText: PECANS }, { health: { allergens: ['peanuts'] } });
    expect(said.join(' ')).not.toMatch(/Contains peanuts/);
  });

  it('"hazelnut flavor" may bring tree nuts; it does not say it contains them', () => {
    const a = evaluate({ ...US, ingredientsText: 'Sugar, cocoa butter, whey, hazelnut flavor.' }).ratings.health
      .allergens;
    expect(a.tree_nuts).toMatchObject({ status: 'unknown', may_contain: true });
  });

  it('guards: every alternative is the allergen ("wheat or rye flour"), or the food itself is named', () => {
    const a = evaluate({ ...US, ingredientsText: 'Wheat or rye flour, water, salt.' }).ratings.health.allergens;
    expect(a.gluten?.status).toBe('yes');
    expect(a.wheat?.status).toBe('unknown');
    const b = evaluate({ ...US, ingredientsText: 'Sugar, hazelnuts, hazelnut flavor.' }).ratings.health.allergens;
    expect(b.tree_nuts?.status).toBe('yes');
  });
});

describe('a sugar named first or second answers low-sugar as it answers keto (audit 92, finding 3)', () => {
  const PICKLES = 'CUCUMBERS, HIGH FRUCTOSE CORN SYRUP, WATER, VINEGAR, SALT, MUSTARD SEED.';

  it('no sugars figure: "not for a low-sugar diet", quoting the syrup, beside the keto answer', () => {
    const said = alerts(
      { ...US, ingredientsText: PICKLES },
      { health: { dietary_restrictions: ['low_sugar', 'keto'] } },
    ).join(' ');
    expect(said).toMatch(/medium: Not for a low-sugar diet — its list names “HIGH FRUCTOSE CORN SYRUP”/);
    expect(said).toMatch(/Not for a keto diet/);
    expect(said).not.toMatch(/Can't tell whether it suits a low-sugar diet/);
  });

  it('guard: a sugar further down the list leaves it "can\'t tell"', () => {
    const said = alerts(
      { ...US, ingredientsText: 'CUCUMBERS, WATER, VINEGAR, SALT, SUGAR.' },
      { health: { dietary_restrictions: ['low_sugar'] } },
    ).join(' ');
    expect(said).toMatch(/Can't tell whether it suits a low-sugar diet/);
  });
});

describe('"hydrogen carbonate" is a bicarbonate, not hydrogen (audit 92, finding 4)', () => {
  it('no E949 from a leavening’s "HYDROGEN CARBONATE"', () => {
    const text = 'FLOUR, SUGAR, LEAVENING (POTASSIUM CARBONATE, SODIUM BICARBONATE, HYDROGEN CARBONATE), SALT.';
    expect(JSON.stringify(evaluate({ ...US, ingredientsText: text }).ratings.health)).not.toMatch(/E949|Hydrogen \(/);
  });

  it('guard: a packaging gas named alone is still read', () => {
    const r = evaluate({ lang: 'en', ingredientsText: 'Salad leaves, packaged in a protective atmosphere: nitrogen.' });
    expect(JSON.stringify(r.ratings.health)).toMatch(/E941/);
  });
});

describe('a name that says praline leaves tree nuts open (audit 93, finding 1)', () => {
  const BALLS = 'Sugar, palm fat, milk powder, cocoa, whey, lactose, soy lecithin, natural vanilla flavour.';

  it('"Filled With Praline Cream" with no nut in the list: tree nuts not known, the name quoted', () => {
    const r = evaluate({ ...US, name: 'Chocolate Balls Filled With Praline Cream', ingredientsText: BALLS });
    expect(r.ratings.health.allergens.tree_nuts?.status).toBe('unknown');
    expect(r.ratings.health.allergens.tree_nuts?.notes).toMatch(/“Praline”/);
  });

  it('guard: a name that says none keeps the list’s "no"', () => {
    const r = evaluate({ ...US, name: 'Chocolate Balls Filled With Milk Cream', ingredientsText: BALLS });
    expect(r.ratings.health.allergens.tree_nuts?.status).toBe('no');
  });
});

describe('a plant named as an additive’s source settles it (audit 93, finding 3)', () => {
  it('a misprinted "SOY A LECITHIN" is no possible animal ingredient', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, SOY A LECITHIN (EMULSIFIER), SALT.' });
    expect(r.ratings.ethical.animal_derived_content.vegan).toBe('yes');
  });

  it('guard: a flavouring whose bracket names soy is still a doubt', () => {
    const r = evaluate({ ...US, ingredientsText: 'SUGAR, COCOA BUTTER, NATURAL FLAVORS (SOY).' });
    expect(r.ratings.ethical.animal_derived_content.vegan).not.toBe('yes');
  });
});

describe('tomatoes, onions and cucumbers carry the US list’s labour risk (audit 92, finding 1)', () => {
  it.each([
    ['bread & butter pickles', 'CUCUMBERS, SUGAR, VINEGAR, SALT, ONION FLAKES.', /Cucumbers: .*Mexico/],
    ['a French tomato sauce', 'Tomates 80 %, oignons, huile d’olive, sel.', /Tomates : .*Mexique/],
  ])('%s: labour not "good", the risk possible', (_case, ingredientsText, line) => {
    const fr = ingredientsText.startsWith('Tomates');
    const r = respond(makeFacts({ lang: fr ? 'fr' : 'en', ingredientsText }), knowledge, 'complete');
    expect(r.ratings?.ethical.labor_practices.rating).toBe('unknown');
    if (!fr) expect(r.ratings?.ethical.labor_practices.details).toMatch(line);
  });

  it('guards: a sea cucumber or a tomato flavouring is none of them', () => {
    for (const ingredientsText of ['Sea cucumber, water, salt.', 'Potato, sunflower oil, tomato flavouring, salt.'])
      expect(evaluate({ lang: 'en', ingredientsText }).ratings.ethical.labor_practices.rating).toBe('good');
  });
});
