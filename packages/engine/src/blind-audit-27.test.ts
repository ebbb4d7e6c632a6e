/**
 * Blind audit 27's findings, as rules: a salt and a sodium on record that disagree are not scored; a US panel's total
 * carbohydrate holds its fibre where the figures fit only that reading, whatever else the countries say; a list worded
 * as only a US label is counts the US carriers when no country is on record; a drink by its own name and portion filed
 * under foods takes neither the foods' category nor the grade OFF computed by their table. And audit 26's last: the
 * parent Open Food Facts adds with a label's tag is no second claim.
 */
import { preferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { indexKnowledge, labelsOf } from './knowledge-index.ts';
import { speechLoader } from './i18n/index.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const speech = speechLoader(loadTranslation);
const reportOf = async (facts: ReturnType<typeof makeFacts>, lang = 'en') =>
  respond(facts, knowledge, 'complete', preferences.parse({}), await speech(lang as never)).ratings!;
const healthOf = async (input: Partial<ProductFactsInput>, lang = 'en') =>
  (await reportOf(makeFacts(input), lang)).health;
const notes = (health: Awaited<ReturnType<typeof healthOf>>) => (health.recommendations ?? []).join(' | ');

describe('a salt and a sodium that disagree are not scored (audit 27, finding 4)', () => {
  /** Audit 27's O1, Lindt's US truffles: 1.08 g salt beside 0.0625 g sodium (0.16 g salt) per 100 g. */
  const truffles = (salt: number, sodium: number) =>
    fromOpenFoodFacts({
      code: '0009542015817',
      product_name: 'Milk Chocolate Truffles',
      lang: 'en',
      countries_tags: ['en:united-states'],
      categories_tags: ['en:snacks', 'en:sweet-snacks', 'en:chocolates', 'en:milk-chocolates'],
      ingredients_text: 'Milk chocolate (sugar, milk, cocoa butter, chocolate, soya lecithin), vegetable oil, sugar.',
      nutriments: {
        'energy-kj_100g': 2545.8,
        'energy-kcal_100g': 625,
        fat_100g: 45.83,
        'saturated-fat_100g': 33.33,
        carbohydrates_100g: 45.83,
        sugars_100g: 41.67,
        fiber_100g: 0,
        proteins_100g: 4.17,
        salt_100g: salt,
        sodium_100g: sodium,
      },
    })!;

  it('the audited truffles: no salt light, no grade, and the report says why and what it can be at best', async () => {
    const health = (await reportOf(truffles(1.083, 0.0625))).health;
    expect(health.health_concerns?.salt).toBeUndefined();
    expect(health.nutri_score).toBeUndefined();
    expect(notes(health)).toMatch(/salt 1\.08 g, where the sodium on record \(0\.063 g\) is 0\.16 g of salt/);
    expect(health.impact_summary).toMatch(
      // Either salt gives E, so E is said (blind audit 52); where they part, only the bound is (blind-audit-52-53).
      /Nutri-Score E: the label's salt and its sodium give two salts, 0\.16 g and 1\.08 g, which cannot both be right, and either gives E \(29 or \d+ points\)/,
    );
    // The salt is not missing, only not trusted: never "nutrition facts missing: salt".
    expect(health.impact_summary).not.toMatch(/missing/);
  });

  it('a pair that agrees within a label’s rounding is one figure, scored as ever', async () => {
    const health = (await reportOf(truffles(0.16, 0.0625))).health;
    expect(health.health_concerns?.salt?.status).toBe('low');
    expect(health.nutri_score).toEqual({ grade: 'E', points: 29 });
    expect(notes(health)).not.toMatch(/sodium/);
  });

  it('a sodium alone is the salt it makes, with nothing to disagree with', () => {
    const facts = fromOpenFoodFacts({ code: '1', product_name: 'Crackers', nutriments: { sodium_100g: 0.4 } })!;
    expect(facts.nutriments).toEqual({ salt: 1 });
  });

  it.each([
    ['fr', /sel 1,08\sg, alors que le sodium indiqué \(0,063\sg\) correspond à 0,16\sg de sel/],
    ['de', /Salz 1,08 g, obwohl das angegebene Natrium \(0,063 g\) 0,16 g Salz entspricht/],
    ['nl', /zout 1,08 g, terwijl het vermelde natrium \(0,063 g\) 0,16 g zout is/],
  ])('said in %s', async (lang, said) => {
    const health = (await reportOf(truffles(1.083, 0.0625), lang)).health;
    expect(health.nutri_score).toBeUndefined();
    expect(notes(health)).toMatch(said);
  });
});

describe('a US panel read as one wherever else the product is sold (audit 27, finding 3)', () => {
  /** Audit 27's O4, SlimFast's snack bites: a US panel (fibre inside total carbohydrate) on a record listing France. */
  const bites = (countries: string[], fiber = 21.7): Partial<ProductFactsInput> => ({
    countries,
    categoryTags: ['en:snacks'],
    ingredientsText:
      'Peanut flavored coating (palm kernel oil, sugar, peanut flour), protein puffs (soy protein isolate).',
    nutriments: {
      energyKj: 2395.4,
      energyKcal: 435,
      fat: 26.09,
      saturatedFat: 19.57,
      carbohydrates: 56.52,
      sugars: 26.09,
      fiber,
      proteins: 17.39,
      salt: 0.65,
    },
  });

  it('France beside the United States, and figures that fit only a total carbohydrate: read as the US panel', async () => {
    const health = await healthOf(bites(['en:france', 'en:united-states']));
    expect(notes(health)).not.toMatch(/add up to/);
    expect(notes(health)).toMatch(/the Nutri-Score counts the kcal/);
    expect(health.nutri_score).toEqual((await healthOf(bites(['en:united-states']))).nutri_score);
  });

  it('France alone: carbohydrate is the available carbohydrate, and 122 g in 100 g is said', async () => {
    expect(notes(await healthOf(bites(['en:france'])))).toMatch(/the nutrients add up to 122\.4 g in 100 g/);
  });

  it('figures that fit either reading keep the EU one where the countries mix', async () => {
    const mixed = await healthOf(bites(['en:france', 'en:united-states'], 0));
    const eu = await healthOf(bites(['en:france'], 0));
    expect(mixed.nutri_score).toEqual(eu.nutri_score);
  });
});

describe('a list worded as only a US label is, with no country on record (audit 27, finding 5)', () => {
  const allergens = async (ingredientsText: string) => (await healthOf({ lang: 'en', ingredientsText })).allergens;

  it('the audited US mint: “natural and artificial flavors … blue 1” may hide celery and mustard', async () => {
    const a = await allergens(
      'Sugar, maltodextrin, gum arabic, tartaric acid, rice starch, natural and artificial flavors, carmine, blue 1.',
    );
    expect(a.celery?.may_contain).toBe(true);
    expect(a.mustard?.may_contain).toBe(true);
  });

  it('FD&C colours make a US label too; “spices” then counts', async () => {
    expect((await allergens('Corn, vegetable oil, spices, salt, FD&C Yellow 6.')).celery?.may_contain).toBe(true);
  });

  it('a UK or EU wording does not: “flavouring”, “E133”, “red pepper 40 %”', async () => {
    for (const text of ['Sugar, glucose syrup, flavouring, colour: E133.', 'Tomatoes, red pepper 40 %, spices, salt.'])
      expect((await allergens(text)).celery?.status).toBe('no');
  });

  it('countries on record decide over wording', async () => {
    const uk = await healthOf({
      lang: 'en',
      countries: ['en:united-kingdom'],
      ingredientsText: 'Sugar, flavors, blue 1.',
    });
    expect(uk.allergens.celery?.status).toBe('no');
  });
});

describe('a drink filed under foods (audit 27, finding 2)', () => {
  /** Audit 27's O2: a US "Spiced Apple Cider" served by 8 fl oz, filed by OFF under condiments and sauces. */
  const cider = (name: string, serving: string) =>
    fromOpenFoodFacts({
      code: '0000764003033',
      product_name: name,
      lang: 'en',
      countries_tags: ['en:united-states'],
      categories: 'Condiments, Sauces, Groceries',
      categories_tags: ['en:condiments', 'en:sauces', 'en:groceries'],
      ingredients_text: 'Apple cider, natural flavor and spice.',
      serving_size: serving,
      nutriscore_grade: 'b',
    })!;

  it('the audited cider is a drink: no sauce category, no grade OFF computed by the foods’ table', async () => {
    const facts = cider("Ryan's, Spiced Apple Cider", '8 OZA (240 ml)');
    expect(facts.kind).toBe('beverage');
    expect(facts.category).not.toMatch(/Sauces|Groceries/);
    expect(facts.nutriScoreGrade).toBeUndefined();
    const r = await reportOf(facts);
    expect(JSON.stringify(r.environmental)).not.toMatch(/Sauces|1\.8 kg/);
  });

  it('a vinegar, a sauce or a portion by weight stays where it is filed', () => {
    expect(cider('Apple Cider Vinegar', '1 tbsp (15 ml)').category).toBe('Groceries');
    expect(cider('Hot Sauce', '1 tsp (5 ml)').kind).toBe('food');
    expect(cider('Spiced Apple Cider', '2 tbsp (30 g)').kind).toBe('food');
  });
});

describe('the parent OFF adds with a label is no second claim (audit 26, finding 2)', () => {
  const named = async (labels: string[]) =>
    JSON.stringify((await reportOf(makeFacts({ categoryTags: ['en:seafood', 'en:fishes'], labels }))).environmental);

  it('“Sustainable fishing” beside MSC is MSC’s; alone it stays a claim', async () => {
    const both = await named(['en:sustainable-fishery', 'en:sustainable-seafood-msc']);
    expect(both).toMatch(/MSC certified sustainable seafood/);
    expect(both).not.toMatch(/Sustainable fishing/);
    expect(await named(['en:sustainable-fishery'])).toMatch(/Sustainable fishing/);
  });

  it('a vegan claim goes under the Vegetarian Society’s vegan mark, not under its vegetarian one', () => {
    const index = indexKnowledge(knowledge);
    const ids = (labels: string[]) => labelsOf({ labels }, index).labels.map((l) => l.id);
    expect(ids(['en:vegan', 'en:vegetarian-society-approved-vegan'])).not.toContain('vegan-claim');
    expect(ids(['en:vegan', 'en:vegetarian-society-approved'])).toContain('vegan-claim');
  });
});
