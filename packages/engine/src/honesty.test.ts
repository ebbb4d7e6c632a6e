/** An unknown is never an alert and never a grade; food rules apply to food. */
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const ratings = ratingsOf;

describe('grades only on enough facts', () => {
  it('a laundry liquid whose only fact is its ingredient list gets no environmental grade, and says why', () => {
    const env = ratings({
      kind: 'household',
      category: 'Laundry detergent',
      ingredientsText: 'aqua, sodium laureth sulfate, parfum',
    }).environmental;
    expect(env.score).toBeUndefined();
    expect(env.grade).toBeUndefined();
    expect(env.impact_summary).toMatch(
      /^Not enough data to score: no footprint figure for its category and no packaging/,
    );
  });
  it('a food with its category footprint is graded; without its ingredient list the score says it is partial', () => {
    const env = ratings({ categoryTags: ['en:spreads', 'en:hazelnut-spreads'] }).environmental;
    expect(env.environmental_factors.carbon_footprint.rating).not.toBe('unknown');
    expect(env.grade).toBeDefined();
    // Kinder Bueno without its list scored better than Nutella with cocoa and palm oil on record: partial, low
    // reliability, so neither compare nor better choices rank it.
    expect(env.impact_summary).toMatch(/Partial score: no ingredient list on record/);
    expect(env.reliability).toBe('Low');
    const listed = ratings({
      categoryTags: ['en:spreads', 'en:hazelnut-spreads'],
      ingredientsText: 'sugar, palm oil, hazelnuts 13%, skimmed milk powder, cocoa',
    }).environmental;
    // Its palm oil of no certification on record and its cocoa of no origin: risks possible, not found (audit 98).
    expect(listed.environmental_factors.resource_depletion.rating).toBe('unknown');
    expect(listed.environmental_factors.resource_depletion.details).toMatch(
      /No certification of this product's palm oil is on record, so this risk is possible, not found/,
    );
    expect(listed.impact_summary).not.toMatch(/Partial/);
  });
  it('a list that could not be read clears nothing: resources and labour unknown, no ethical grade, a partial score', () => {
    // An orange soda's list as a bad scan left it (third blind audit: it said "low" and "good", and scored +5).
    const garbled = ratings({
      categoryTags: ['en:spreads', 'en:hazelnut-spreads'],
      ingredientsText: 'qzrt vbnlk, wxqpt mrrg 12%, kltzv, ppqrv dsxx, zzrb 0,2%',
    });
    const env = garbled.environmental;
    expect(env.environmental_factors.resource_depletion).toMatchObject({
      rating: 'unknown',
      details: 'Its ingredient list could not be read, so its sourcing risks are not known.',
    });
    expect(env.impact_summary).toMatch(/Partial score: its ingredient list could not be read/);
    const ethical = garbled.ethical;
    expect(ethical.labor_practices).toMatchObject({ rating: 'unknown' });
    expect(ethical.labor_practices.details).toMatch(/could not be read/);
    expect(ethical.score).toBeUndefined();
    expect(ethical.impact_summary).toMatch(/^Not enough data to score: its ingredient list could not be read/);
    // A cosmetic's INCI list is read by its own reader: a soap's list still clears its supply chain (glycerin would
    // leave palm oil open: blind audit 109).
    const soap = ratings({
      kind: 'cosmetic',
      ingredientsText: 'sodium cocoate, aqua, sodium chloride, parfum',
    }).ethical;
    expect(soap.labor_practices.rating).toBe('good');
  });
});

describe('food rules apply to food', () => {
  it('a soap with titanium dioxide raises no food-additive concern; the same in a sweet does', () => {
    const soap = ratings({ kind: 'cosmetic', ingredientsText: 'sodium palmate, aqua, titanium dioxide (E171)' }).health;
    const sweet = ratings({ ingredientsText: 'sugar, glucose syrup, colour: titanium dioxide (E171)' }).health;
    expect(Object.keys(soap.health_concerns)).toEqual([]);
    expect(Object.keys(sweet.health_concerns).join(' ')).toMatch(/E171/i);
  });
});

describe('a health grade needs its figures', () => {
  it('a food with only its fat on record gets no traffic-light grade, and says which figures are missing', () => {
    const health = ratings({
      categoryTags: ['en:desserts'],
      ingredientsText: 'milk, sugar, hazelnuts, starch',
      nutriments: { fat: 2.1 },
    }).health;
    expect(health.score).toBeUndefined();
    expect(health.grade).toBeUndefined();
    expect(health.impact_summary).toMatch(
      /^Not enough data to score \(nutrition facts missing: saturated fat, sugars and salt\)\./,
    );
    const full = ratings({
      categoryTags: ['en:desserts'],
      ingredientsText: 'milk, sugar, hazelnuts, starch',
      nutriments: { fat: 2.1, saturatedFat: 1.2, sugars: 14, salt: 0.1 },
    }).health;
    expect(full.grade).toBeDefined();
  });
});

describe("a cosmetic's name is not its ingredients (fourth blind audit)", () => {
  it("a moisturising cream's 'cream' is its texture, not dairy", () => {
    const cream = ratings({
      kind: 'cosmetic',
      name: 'CeraVe Moisturising Cream',
      category: 'Moisturising cream',
      categoryTags: ['en:body', 'en:body-creams'],
      ingredientsText:
        'Aqua/Water, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Cetyl Alcohol, Ceteareth-20, Petrolatum, Potassium Phosphate, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Dimethicone, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol',
    });
    expect(cream.health.allergens.dairy?.status).not.toBe('yes');
    expect(cream.ethical.animal_derived_content.animal_product_type).not.toContain('dairy');
    expect(cream.ethical.impact_summary).not.toMatch(/dairy/);
  });
});

describe('palm oil that may be there is not ruled out (fourth blind audit)', () => {
  it("'vegetable oils': resource depletion and labour unknown, never 'low' and 'good'", () => {
    const r = ratings({ ingredientsText: 'wheat flour, sugar, vegetable oils, salt' });
    expect(r.environmental.palm_oil.status).toBe('maybe');
    expect(r.environmental.environmental_factors.resource_depletion).toMatchObject({
      rating: 'unknown',
      details: '"vegetable oils" may be palm oil, so a deforestation risk is not ruled out.',
    });
    expect(r.ethical.labor_practices).toMatchObject({
      rating: 'unknown',
      details: '"vegetable oils" may be palm oil, so a labour risk in its supply chain is not ruled out.',
    });
    // Named oils clear it.
    const sunflower = ratings({ ingredientsText: 'wheat flour, sugar, sunflower oil, salt' });
    expect(sunflower.environmental.environmental_factors.resource_depletion.rating).toBe('low');
  });
});

describe('one soy in every section (fifth blind audit)', () => {
  it("soy that the allergens find is the commodity too: 'Soja Protein', 'soy oil'; a lecithin is no crop's share", () => {
    // Soy oil is the crop, but its allergen is a "may contain": fully refined, the law exempts it (next describe).
    for (const [ingredientsText, lang, allergen] of [
      ['Soja Protein Isolat, Salz, Süßungsmittel: Sucralose', 'de', 'yes'],
      ['Rye flour, water, soy oil, salt', 'en', 'unknown'],
    ] as const) {
      const r = ratings({ ingredientsText, lang });
      expect(r.health.allergens.soy?.status).toBe(allergen);
      // Said in resource depletion, possible rather than found where no origin is on record (blind audit 83).
      expect(r.environmental.environmental_factors.resource_depletion.details).toMatch(/^Soy/);
    }
    const lecithin = ratings({ ingredientsText: 'sugar, cocoa butter, emulsifier: soy lecithin', lang: 'en' });
    expect(lecithin.health.allergens.soy?.status).toBe('yes');
    expect(lecithin.environmental.environmental_factors.resource_depletion.details).not.toMatch(/soy/i);
  });
});

describe("soybean oil as the law reads it (EU 1169/2011 Annex II 6(a), FALCPA's highly refined oils)", () => {
  const soy = (ingredientsText: string, lang: string) => ratings({ ingredientsText, lang });
  it('an oil or fat of soy may bring soy protein, in every language; it is not a "contains"', () => {
    for (const [text, lang] of [
      ['Sugar, soybean oil, salt', 'en'],
      ['Sucre, huile de soja, sel', 'fr'],
      ['Zucker, Sojaöl, Salz', 'de'],
      ['Azúcar, aceite de soja, sal', 'es'],
      ['Zucchero, olio di semi di soia, sale', 'it'],
      ['Suiker, sojaolie, zout', 'nl'],
      ['Sugar, partially hydrogenated soybean oil', 'en'],
    ] as const) {
      const allergen = soy(text, lang).health.allergens.soy;
      expect(allergen?.status, text).toBe('unknown');
      expect(allergen?.may_contain, text).toBe(true);
      expect(allergen?.notes, text).toMatch(/can bring it/);
    }
  });
  it('one said fully refined names no soy; soy itself, or its lecithin, beside the oil still does', () => {
    expect(soy('Sucre, huile de soja entièrement raffinée, sel', 'fr').health.allergens.soy?.status).toBe('no');
    expect(soy('Sugar, fully refined soybean oil', 'en').health.allergens.soy?.status).toBe('no');
    expect(soy('Sugar, soy lecithin, soybean oil', 'en').health.allergens.soy?.status).toBe('yes');
    expect(soy('Farine de blé, huile de soja, soja', 'fr').health.allergens.soy?.status).toBe('yes');
  });
});

describe('an additive as EFSA last judged it (fifth blind audit)', () => {
  it("potassium sorbate: the 2019 group ADI of 11 mg/kg, not 2015's temporary 3 mg/kg and its 'exceeds'", () => {
    const r = ratings({ ingredientsText: 'water, sugar, preservative: potassium sorbate', lang: 'en' });
    const [, concern] = Object.entries(r.health.health_concerns).find(([name]) => /E202/i.test(name)) ?? [];
    expect(JSON.stringify(concern)).toContain('11 mg/kg');
    expect(JSON.stringify(concern)).not.toMatch(/exceeds|overexposure/);
    expect(r.health.sources?.map((s) => s.url)).toContain('https://doi.org/10.2903/j.efsa.2019.5625');
  });
});

describe('a gap in the record is said as the record’s (fifth blind audit)', () => {
  it('no category on record: the environmental score is missing a category, not a figure for it', () => {
    const r = ratings({ name: 'Granola', category: 'Food', categoryTags: [], ingredientsText: 'oats, honey, almonds' });
    expect(r.environmental.impact_summary).toMatch(/Not enough data to score: no category on record/);
    expect(r.environmental.impact_summary).not.toMatch(/for its category/);
  });
});

describe('a category that is the allergen (sixth blind audit: a sheep’s-milk yogurt)', () => {
  // Open Food Facts' record of a sheep's-milk yogurt whose "ingredients" are a scan of its lid.
  const lid =
    "brebis vanille ou allergiques entre OOC et +6'C •.N0ir sur l'opercule du pot être vendus séparément, métal Lo' plastique: à rec cier localement";
  const yogurt = (ingredientsText: string, categoryTags: string[]) =>
    ratings({ name: 'Yaourt de brebis vanille', lang: 'fr', ingredientsText, categoryTags }).health.allergens.dairy;
  it('contains milk by its category, whatever its list says or fails to say, and says which category', () => {
    const tags = ['en:dairies', 'en:fermented-milk-products', 'en:yogurts', 'en:sheep-milk-yogurts'];
    const scanned = yogurt(lid, tags);
    expect(scanned?.status).toBe('yes');
    expect(scanned?.notes).toMatch(/says it contains dairy \(milk\); its ingredient list could not be read\.$/);
    // A list that reads, yet names no milk: the category still says what it is.
    const silent = yogurt('sucre, arôme naturel de vanille, pectine', tags);
    expect(silent?.status).toBe('yes');
    expect(silent?.notes).toBe(
      'Its name or category “yogurts” says it contains dairy (milk); the ingredient list on record does not show it.',
    );
    expect(yogurt('lait de brebis, ferments lactiques', tags)?.status).toBe('yes');
  });
  it('a plant-based yogurt in a yogurt category is not milk by its category', () => {
    const tags = ['en:dairies', 'en:yogurts', 'en:dairy-substitutes', 'en:plant-based-yogurts'];
    expect(yogurt('soja 90 %, sucre, ferments', tags)?.status).toBe('no');
  });
});

describe("the engine's full reading of the list outranks the record's analysis tag (sixth blind audit)", () => {
  const lindt = 'Sugar, chocolate, hazelnuts, cocoa butter, milkfat, soy lecithin (emulsifier), artificial flavor.';
  const diet = (ingredientsText: string | undefined, ingredientsAnalysis: string[]) =>
    ratings({ ingredientsText, ingredientsAnalysis, countries: ['en:united-states'] }).ethical.animal_derived_content;
  it("a stale 'maybe-vegetarian' beside a list read ingredient by ingredient as vegetarian is a 'yes'", () => {
    const read = diet(lindt, ['en:palm-oil-free', 'en:non-vegan', 'en:maybe-vegetarian']);
    expect(read.vegetarian).toBe('yes');
    expect(read.vegan).toBe('no');
  });
  it('the tag decides only where the reading cannot: an unknown ingredient, or no list', () => {
    expect(diet(`${lindt}, zorblax extract`, ['en:maybe-vegetarian']).vegetarian).toBe('maybe');
    expect(diet(undefined, ['en:maybe-vegetarian']).vegetarian).toBe('maybe');
  });
  it("a record's 'non-vegetarian' or 'non-vegan' does not outweigh a list read whole as plant; its 'yes' is lowered to the 'maybe' it reads", () => {
    const plants = diet('sugar, cocoa butter, hazelnuts', ['en:non-vegan', 'en:non-vegetarian']);
    expect(plants.vegetarian).toBe('yes');
    expect(plants.vegan).toBe('yes');
    expect(diet('sugar, cheese', ['en:vegetarian']).vegetarian).toBe('maybe');
  });
  it("keeps a record's 'non-vegetarian' beside a list that shows animal content (rennet the list may not name)", () => {
    expect(diet('milk, salt, ferments', ['en:non-vegetarian']).vegetarian).toBe('no');
  });
});

describe('what a list says of a share and a function is said as it (sixth blind audit: an orange zero drink)', () => {
  const FANTA =
    'Ingredientes: agua carbonatada, 7% zumo de naranja a partir de concentrado, acidulantes: E-330 y E-296, edulcorantes: E-950, aspartamo y E-955, corrector de Naranja acidez E-331, conservador E-202, aromas de naranja y otros aromas naturales, antioxidante estabilizante E-412 y colorante betacaroteno.';
  const r = ratings({
    lang: 'es',
    kind: 'beverage',
    categoryTags: ['en:beverages', 'en:non-sugared-beverages'],
    ingredientsText: FANTA,
    nutriments: { energyKj: 17, fat: 0, saturatedFat: 0, sugars: 0.8, salt: 0.02, proteins: 0, fiber: 0 },
  });
  it('the fruit is the 7 % the list states, not 11 % with the "Naranja" of an acidity regulator', () => {
    expect(r.health.impact_summary).toMatch(/fruit, vegetables and legumes estimated at 7 % from the ingredient list/);
  });
  it('guar gum is not called an antioxidant for standing after "antioxidante estabilizante"', () => {
    const guar = r.health.ingredients.notable_ingredients.find((n) => /E412/.test(n.name));
    expect(guar?.purpose).not.toBe('Antioxidant');
  });
});
