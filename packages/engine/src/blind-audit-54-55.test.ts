/**
 * Blind audits 54 and 55's findings (and 53's polyols), as rules: an anti-perspirant is an aluminium salt's product; a
 * brand's own-pledge listing is said as such; a plant's fraction is of that plant; a cut list cannot rule an avoided word out; a category says
 * the commodity it is made of; a family's parent tag beside a lettered one names nothing; total fat counts only on the
 * fats' table; polyols a list names may pull the energy down to 2.4 kcal/g.
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

describe('a cut list cannot rule an avoided word out (audit 55, finding 1)', () => {
  it('“…, CANDIED ORANGE PEEL (ORANGE PEEL, GLUCOSE FRUC”: can’t tell, for the cut', () => {
    const facts = {
      lang: 'en',
      ingredientsText: 'WHEAT FLOUR, SUGAR, PALM OIL, COCOA BUTTER, CANDIED ORANGE PEEL (ORANGE PEEL, GLUCOSE FRUC',
    };
    expect(alerts(facts, { health: { avoid_ingredients: ['glucose-fructose syrup'] } })).toEqual([
      "Can't tell whether it contains glucose-fructose syrup — the ingredient list on record is cut short (“…(ORANGE PEEL, GLUCOSE FRUC”)",
    ]);
  });
});

describe('a category says the commodity it is made of (audit 55, finding 2)', () => {
  const smarties = {
    name: 'Smarties Tube',
    lang: 'en',
    category: 'Chocolate candies',
    categoryTags: [
      'en:snacks',
      'en:sweet-snacks',
      'en:cocoa-and-its-products',
      'en:chocolates',
      'en:chocolate-candies',
    ],
  };

  it('“Chocolate candies”, no list: cocoa in the labour rating, and for a shopper avoiding it', () => {
    const r = evaluate(smarties, { health: { avoid_ingredients: ['cocoa'] } });
    expect(r.ratings.ethical.labor_practices?.details).toMatch(/^Cocoa:/);
    expect(r.personal_alerts.map((a) => a.message)).toEqual(['Contains cocoa — on your list of ingredients to avoid']);
  });

  it('not a flavour’s category', () => {
    const r = evaluate({ ...smarties, name: 'Protein shake', category: 'Chocolate flavoured drinks' });
    expect(r.ratings.ethical.labor_practices?.details ?? '').not.toMatch(/^Cocoa:/);
  });
});

describe('a family’s parent tag beside a lettered one names nothing (audit 55, finding 3)', () => {
  it('“mineral oil” tagged e905 and e905a: no “Synthetic wax (E905)”', () => {
    const notable = evaluate({
      lang: 'en',
      ingredientsText: 'Corn syrup, sugar, gelatin, citric acid, mineral oil, carnauba wax.',
      additives: ['en:e330', 'en:e428', 'en:e903', 'en:e905', 'en:e905a'],
    }).ratings.health.ingredients.notable_ingredients.map((n) => n.name);
    expect(notable).not.toContain('Synthetic wax (E905)');
    expect(notable).toContain('Carnauba wax (E903)');
  });
});

describe('figures read as the law reads them (audits 53 and 55)', () => {
  it('doughnuts with no total fat: Nutri-Score C, 8 points, as the 2023 formula gives without it (audit 55, finding 5)', () => {
    const health = evaluate({
      name: 'Beignets framboises',
      lang: 'fr',
      categoryTags: ['en:snacks', 'en:sweet-snacks', 'en:biscuits-and-cakes', 'en:pastries', 'en:doughnuts'],
      nutriments: {
        energyKcal: 304,
        energyKj: 1271,
        saturatedFat: 1.7,
        sugars: 12.7,
        salt: 0.7,
        fiber: 0,
        proteins: 5.8,
      },
    }).ratings.health;
    expect(health.nutri_score).toEqual({ grade: 'C', points: 8 });
  });

  it('a gum whose list names polyols: 168 kcal beside 68 g of carbohydrate is no mistyping (audit 53, finding 2)', () => {
    const notes = (ingredientsText: string) =>
      JSON.stringify(
        evaluate({
          name: 'Sugar-free gum',
          lang: 'en',
          ingredientsText,
          nutriments: { energyKcal: 168, energyKj: 703, fat: 0, carbohydrates: 68.1, sugars: 0, proteins: 0, salt: 0 },
        }).ratings.health,
      );
    expect(notes('Sweeteners (sorbitol, maltitol, xylitol), gum base, flavourings')).not.toMatch(/likely mistyped/);
    expect(notes('Glucose syrup, gum base, flavourings')).toMatch(/likely mistyped/);
  });
});

describe('a cosmetic read as its kind and its brand (audit 54, findings 1 and 7)', () => {
  const dove = {
    name: 'Dove Original Anti-perspirant Deodorant Aerosol',
    brand: 'Dove',
    kind: 'cosmetic' as const,
    lang: 'en',
    category: 'Anti-perspirant',
    categoryTags: ['en:anti-perspirants'],
  };

  it('an avoided “aluminium” in an anti-perspirant with no list: contains; in a deodorant: can’t tell', () => {
    expect(alerts(dove, { health: { avoid_ingredients: ['aluminium'] } })).toEqual([
      'Contains aluminium — on your list of ingredients to avoid',
    ]);
    const deodorant = {
      ...dove,
      name: 'Dove Deodorant Spray',
      category: 'Deodorants',
      categoryTags: ['en:deodorants'],
    };
    expect(alerts(deodorant, { health: { avoid_ingredients: ['aluminium'] } })).toEqual([
      "Can't tell whether it contains aluminium — no ingredient list on record",
    ]);
  });

  it('a cruelty-free preference beside the brand’s PETA listing: said as a pledge, not “no such label”', () => {
    const text = (
      evaluate(dove, { ethical: { certifications: ['cruelty_free'] } }).ratings.ethical.recommendations ?? []
    ).join(' ');
    expect(text).toMatch(/PETA Beauty Without Bunnies lists the brand as cruelty free on the company's own pledge/);
    expect(text).not.toMatch(/shows no such label/);
  });
});

describe('a plant’s fraction is of that plant; butteroil is butter oil (audit 54, finding 4)', () => {
  it('“PEA FIBER”, “BUTTEROIL”', () => {
    const plant = evaluate({ lang: 'en', ingredientsText: 'PEA PROTEIN, PEA FIBER, SALT' }).ratings.ethical
      .animal_derived_content;
    expect([plant.vegan, plant.uncertain_ingredients]).toEqual(['yes', []]);
    const butter = evaluate({ lang: 'en', ingredientsText: 'SUGAR, BUTTEROIL, SALT' }).ratings.ethical
      .animal_derived_content;
    expect([butter.vegan, butter.vegetarian, butter.uncertain_ingredients]).toEqual(['no', 'yes', []]);
  });
});

describe('audits 56 and 57: salt, a US zero, a cosmetic’s environmental avoid word', () => {
  it('“MEDITERRANEAN SEA SALT.” alone: no Nutri-Score, whatever a record publishes (audit 56, finding 2)', () => {
    const health = evaluate({
      name: 'Mediterranean Sea Salt',
      lang: 'en',
      ingredientsText: 'MEDITERRANEAN SEA SALT.',
      nutriScoreGrade: 'e',
    }).ratings.health;
    expect(health.nutri_score).toBeUndefined();
    expect(health.impact_summary).toMatch(/No Nutri-Score: it does not apply to this kind of product/);
  });

  it('a US panel’s 0 g saturates beside 13.9 g of fat in an 18 g serving is its rounding (audit 57, finding 2)', () => {
    const facts = {
      name: 'Rosemary & Sea Salt Artisan Flatbread',
      lang: 'en',
      countries: ['en:united-states'],
      servingQuantity: 18,
      nutriments: {
        energyKcal: 389,
        fat: 13.89,
        saturatedFat: 0,
        carbohydrates: 55.56,
        sugars: 5.56,
        salt: 1.8,
        fiber: 5.6,
        proteins: 11.11,
      },
    };
    expect(JSON.stringify(evaluate(facts).ratings.health)).not.toMatch(/likely mistyped/);
    // Not where the serving is large enough that its saturates could not round to 0.
    expect(JSON.stringify(evaluate({ ...facts, servingQuantity: 100 }).ratings.health)).toMatch(/likely mistyped/);
  });

  it('a cosmetic with no list: an environmental avoid word is “can’t tell” (audit 56, finding 1)', () => {
    expect(
      alerts(
        { name: 'Hydrating Cleanser', kind: 'cosmetic', lang: 'en' },
        { environment: { ingredients_to_avoid: ['microplastics'] } },
      ),
    ).toEqual(["Can't tell whether it contains microplastics — no ingredient list on record"]);
  });
});

describe('plants the taxonomy leaves without a vegan status (audit 57, finding 4)', () => {
  it('flax and poppy seeds, a natural orange oil: vegan; beside honey, not', () => {
    const read = (ingredientsText: string) =>
      evaluate({ lang: 'en', ingredientsText }).ratings.ethical.animal_derived_content;
    const seeds = read('WHEAT FLOUR, WATER, FLAX, POPPY SEEDS, NATURAL ORANGE OIL, SALT');
    expect([seeds.vegan, seeds.uncertain_ingredients]).toEqual(['yes', []]);
    expect(read('WHEAT FLOUR, FLAX, HONEY').vegan).toBe('no');
  });
});

describe('audits 58 and 59: a trans fat by its name, a fat “not hydrogenated”', () => {
  it('avoiding “trans fat” or “partially hydrogenated oil” beside “PARTIALLY HYDROGENATED SOYBEAN AND COTTONSEED OILS”', () => {
    const facts = {
      lang: 'en',
      ingredientsText: 'ENRICHED FLOUR, WATER, SUGAR, PARTIALLY HYDROGENATED SOYBEAN AND COTTONSEED OILS, SALT, PORK',
    };
    expect(
      alerts(facts, { health: { avoid_ingredients: ['trans fat', 'partially hydrogenated oil', 'chicken'] } }),
    ).toEqual([
      'Contains trans fat — on your list of ingredients to avoid',
      'Contains partially hydrogenated oil — on your list of ingredients to avoid',
    ]);
  });

  it('“VEGETABLE FAT (PALM, NOT HYDROGENATED)”: no hydrogenated fat, palm oil all the same', () => {
    const r = evaluate({
      lang: 'en',
      ingredientsText: 'WHEAT FLOUR, VEGETABLE FAT (PALM, NOT HYDROGENATED), EGGS',
    }).ratings;
    expect(r.health.ingredients.notable_ingredients.map((n) => n.name)).not.toContain('Hydrogenated fat');
    expect(r.environmental.palm_oil.contains).toBe(true);
  });
});
