/**
 * Blind audits 106 to 114 (fresh packs nobody tuned on, engines 77 and 78), as rules: an unknown footprint is weighed
 * as the highest and the score said partial; the pack read as it is made (laminates, unstated plastics, drinks cartons,
 * sleeves, thin aluminium); the list read as written (a printed serving, a mineral, a fat content, INS numbers, colour
 * indexes, doses, packaging statements, drug-facts headings, footnotes); a cosmetic read as INCI (plant butters and
 * oils, oleochemicals that may be palm, names of no animal); commodities (fish, a taxonomy's English names, AGRIBALYSE's
 * words for milk); wheat behind a gluten precaution; a preservative's slider; a Nutri-Score letter fibre could better.
 * Each rule with the audit's example, cases of its own and a guard.
 */
import { preferences, type PreferencesInput, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const environment = (facts: Partial<ProductFactsInput>) => evaluate(facts).ratings.environmental;
const packaging = (facts: Partial<ProductFactsInput>) => environment(facts).environmental_factors.packaging;

describe('a score without its footprint is partial, the footprint weighed as the highest (audits 106 and 109)', () => {
  const juice = {
    kind: 'beverage' as const,
    lang: 'en',
    ingredientsText: 'Water, apple juice from concentrate (12%), sugar.',
    packaging: ['en:glass', 'en:bottle'],
  };
  it('a drink whose category has no figure scores below one whose known footprint is medium', () => {
    const unknown = environment({ ...juice, categoryTags: ['en:beverages'] });
    const known = environment({ ...juice, categoryTags: ['en:beverages', 'en:fruit-juices'] });
    expect(unknown.environmental_factors.carbon_footprint.rating).toBe('unknown');
    expect(known.environmental_factors.carbon_footprint.rating).not.toBe('unknown');
    expect(unknown.score).toBeDefined();
    expect(unknown.score!).toBeLessThan(known.score!);
    expect(unknown.impact_summary).toMatch(/Partial score: no footprint figure fits its category/);
    expect(unknown.reliability).toBe('Low');
  });

  it('a toothpaste is partial too, and a B no longer', () => {
    const paste = environment({
      kind: 'cosmetic',
      lang: 'en',
      categoryTags: ['en:toothpastes'],
      ingredientsText: 'Sorbitol, Aqua, Hydrated Silica, Sodium Fluoride',
      packaging: ['en:tube', 'en:plastic', 'en:box', 'en:cardboard'],
    });
    expect(paste.impact_summary).toMatch(/Partial score/);
    expect(paste.grade).not.toMatch(/A|B/);
  });

  it('guard: a known footprint is not said partial', () => {
    const known = environment({ ...juice, categoryTags: ['en:beverages', 'en:fruit-juices'] });
    expect(known.impact_summary).not.toMatch(/Partial score/);
  });
});

describe('packaging read as the pack is made (audits 106, 108 and 109)', () => {
  it.each([
    [['en:pouch', 'en:plastic', 'en:aluminium']],
    [['en:sachet', 'en:pp', 'en:aluminium']],
    [['en:bag', 'en:plastic', 'en:aluminium']],
  ])('plastic and aluminium on record for a pouch, sachet or bag (%s) are one laminate, not recyclable', (tags) => {
    const pack = packaging({ kind: 'beverage', packaging: tags });
    expect(pack.recyclability).toBe('none');
    expect(pack.details).toMatch(/^Multilayer composite/);
    expect(pack.details).not.toMatch(/cans/);
  });

  it('guard: a can and a plastic bottle on one record stay two materials', () => {
    expect(
      packaging({ kind: 'beverage', packaging: ['en:can', 'en:aluminium', 'en:bottle', 'en:plastic'] }).details,
    ).toMatch(/^Aluminium.*Plastic/);
  });

  it.each([
    [['en:jar', 'en:plastic'], 'unknown'],
    [['en:tub', 'en:plastic'], 'unknown'],
    [['en:plastic'], 'unknown'],
    [['en:bottle', 'en:plastic'], 'partially'],
    [['en:plastic-bottle'], 'partially'],
  ])('a plastic of unstated polymer (%s) is partly recycled as a bottle only: %s', (tags, recyclability) => {
    expect(packaging({ kind: 'food', packaging: tags }).recyclability).toBe(recyclability);
  });

  it.each([
    ['a drinks carton and "carton"', 'beverage', ['en:tetra-pak', 'en:carton']],
    ['"carton" alone on a drink', 'beverage', ['en:carton']],
  ] as const)('%s: one drinks carton, no cardboard beside it', (_, kind, tags) => {
    const details = packaging({ kind, packaging: [...tags] }).details;
    expect(details).toMatch(/^Beverage carton/);
    expect(details).not.toMatch(/Cardboard/);
  });

  it('guards: "carton" on a food is board; board named as such beside a drinks carton stays', () => {
    expect(packaging({ kind: 'food', packaging: ['en:carton'] }).details).toMatch(/^Cardboard/);
    expect(packaging({ kind: 'beverage', packaging: ['en:tetra-pak', 'en:cardboard'] }).details).toMatch(/Cardboard/);
  });

  it('board beside a can is its sleeve, not lined food contact; board alone around a frozen food is lined', () => {
    const sleeve = packaging({ kind: 'food', packaging: ['en:can', 'en:metal', 'en:cardboard'] }).details;
    expect(sleeve).toMatch(/Cardboard: Cardboard is among the most recycled/);
    const box = packaging({ kind: 'food', categoryTags: ['en:frozen-foods'], packaging: ['en:cardboard'] }).details;
    expect(box).toMatch(/lined/);
  });
});

describe('a US panel’s 0 g with the serving only printed (audit 107, finding 5)', () => {
  const record = (serving_size: string) =>
    fromOpenFoodFacts({
      code: '0',
      product: {
        product_name: 'Plant-Based Deli Slices',
        lang: 'en',
        countries_tags: ['en:united-states'],
        serving_size,
        categories_tags: ['en:meat-alternatives'],
        ingredients_text: 'Water, wheat gluten, soy protein, salt.',
        nutriments: {
          'energy-kcal_100g': 192,
          fat_100g: 5.77,
          'saturated-fat_100g': 0,
          carbohydrates_100g: 9.62,
          sugars_100g: 1.92,
          fiber_100g: 1.92,
          proteins_100g: 25,
          salt_100g: 2.02,
        },
      },
    })!;
  it.each(['5 slices (52 g)', '2 oz (56g)'])('"%s": the 0 g is the label’s rounding, not a mistyping', (size) => {
    const r = evaluateProductStrict(record(size), knowledge).ratings.health;
    expect(JSON.stringify(r)).not.toMatch(/mistyped/);
  });
  it('guard: a serving too large for any 0 g to be rounding is still questioned', () => {
    const r = evaluateProductStrict(record('1 package (400 g)'), knowledge).ratings.health;
    expect(JSON.stringify(r)).toMatch(/mistyped/);
  });
});

describe('a mineral the list names as one is a nutrient, not an additive (audits 107 and 109)', () => {
  const additives = (ingredientsText: string, additiveTags: string[]) =>
    evaluate({
      lang: 'en',
      ingredientsText,
      additives: additiveTags,
    }).ratings.health.ingredients.notable_ingredients.map((n) => n.name);
  it.each([
    ['Filtered Water, Almonds (2.5%), Mineral (Calcium Phosphate), Salt.', ['en:e341'], /E341/],
    ['Water, Oats (10%), Minerals (Calcium Carbonate), Salt.', ['en:e170'], /E170/],
  ])('%s', (text, tags, code) => {
    expect(additives(text, tags).join(' ')).not.toMatch(code);
  });
  it('guard: the same salt under an additive class is the additive', () => {
    expect(additives('Water, Sugar, Acidity Regulator (Calcium Phosphates).', ['en:e341']).join(' ')).toMatch(/E341/);
  });
});

describe('an INCI plant butter is no dairy (audit 109, finding 1)', () => {
  const cosmetic = (ingredientsText: string) =>
    evaluate({ kind: 'cosmetic', lang: 'en', categoryTags: ['en:body-lotions'], ingredientsText }).ratings;
  it.each([
    'Aqua, Glycerin, Theobroma Cacao (Cocoa) Seed Butter, Cetearyl Alcohol',
    'Aqua, Butyrospermum Parkii (Shea) Butter, Tocopherol',
    'Aqua, Mangifera Indica (Mango) Seed Butter, Parfum',
  ])('%s: no dairy, no animal content', (text) => {
    const r = cosmetic(text);
    expect(r.health.allergens.dairy?.status ?? 'no').not.toBe('yes');
    expect(r.ethical.animal_derived_content.contains_animal_ingredients).not.toBe('yes');
  });
  it('guards: goat milk and a bare butter stay dairy', () => {
    expect(cosmetic('Aqua, Goat Milk, Glycerin').health.allergens.dairy?.status).toBe('yes');
    expect(cosmetic('Aqua, Butter, Glycerin').health.allergens.dairy?.status).toBe('yes');
  });
});

describe('a fat content after the list is no ingredient (audit 108, finding 2)', () => {
  const read = (lang: string, ingredientsText: string) =>
    evaluate({ lang, ingredientsText, categoryTags: ['en:dairies', 'en:yogurts'] }).ratings;
  it.each([
    ['de', 'Bio-Joghurt mild, 3,7 % Fett im Milchanteil.', ['Bio-Joghurt mild']],
    ['fr', 'Lait entier, ferments lactiques. 3,5 % de matière grasse.', ['Lait entier', 'ferments lactiques']],
    ['de', 'Vollmilch, Fettgehalt: 3,5 %', ['Vollmilch']],
  ])('%s "%s": the list is the ingredients, and no palm question', (lang, text, list) => {
    const r = read(lang, text);
    expect(r.health.ingredients.list).toEqual(list);
    expect(r.environmental.palm_oil.status).toBe('no');
  });
  it('guard: a cream of stated fat is a cream', () => {
    expect(read('en', 'Milk, 10% fat cream, sugar').health.ingredients.list).toContain('10% fat cream');
  });
});

describe('a preservative answers the preservatives slider (audit 108, finding 1)', () => {
  const saucisson = {
    lang: 'fr',
    ingredientsText: 'Viande de porc, sel, dextrose, conservateurs : nitrite de sodium, nitrate de potassium.',
    categoryTags: ['en:meats'],
  };
  it('a shopper sensitive to preservatives is told of the nitrite, under that slider', () => {
    const said = evaluate(saucisson, { health: { sensitivities: { preservatives: 5 } } }).personal_alerts.map(
      (a) => a.message,
    );
    expect(said).toContain('Contains Sodium nitrite (E250) — you are sensitive to preservatives');
  });
  it('guard: the chemicals slider still answers, and an unset slider says nothing', () => {
    const chemicals = evaluate(saucisson, { health: { sensitivities: { chemicals: 5 } } }).personal_alerts;
    expect(chemicals.map((a) => a.message)).toContain(
      'Contains Sodium nitrite (E250) — you are sensitive to chemicals',
    );
    const none = evaluate(saucisson, { health: { sensitivities: { artificial_additives: 5 } } }).personal_alerts;
    expect(none.map((a) => a.message).join('\n')).not.toMatch(/nitrite/);
  });
});

describe('what a toothpaste prints after its list is no ingredient (audit 109, finding 8)', () => {
  it('a colour index number ends an item, and a dose in ppm is a statement', () => {
    const list = evaluate({
      kind: 'cosmetic',
      lang: 'en',
      ingredientsText:
        'Aqua, Hydrated Silica, Sorbitol, Sodium Fluoride, CI 73360. Contains Sodium Fluoride 1450 ppm F.',
    }).ratings.health.ingredients.list;
    expect(list).toEqual(['Aqua', 'Hydrated Silica', 'Sorbitol', 'Sodium Fluoride', 'CI 73360']);
  });
  it('guard: a food’s "Contains: milk" is still read as a declaration', () => {
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Sugar, cocoa butter. Contains: milk.' }).ratings.health.allergens.dairy
        ?.status,
    ).toBe('yes');
  });
});

describe('a cosmetic’s ingredients of no animal, and its oleochemicals (audits 107 and 109)', () => {
  const cosmetic = (ingredientsText: string) =>
    evaluate({ kind: 'cosmetic', lang: 'en', categoryTags: ['en:toothpastes'], ingredientsText }).ratings;
  it.each([
    'Aqua, Sorbitol, Hydrated Silica, PEG-6, Sodium Fluoride, CI 74160',
    'Aqua, Carbomer, Phenoxyethanol, Propylparaben, Disodium EDTA',
    'Aqua, Sodium Chloride, Cocamidopropyl Betaine, Coco-Glucoside',
    'Aqua, Sodium Chloride, Melaleuca Alternifolia Leaf Oil',
  ])('%s: nothing named as possibly animal', (text) => {
    expect(cosmetic(text).ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
  });
  it('guards: glycerin may be of tallow, carmine is an insect', () => {
    expect(cosmetic('Aqua, Glycerin, PEG-6').ethical.animal_derived_content.uncertain_ingredients).toEqual([
      'Glycerin',
    ]);
    expect(cosmetic('Aqua, CI 75470').ethical.animal_derived_content.contains_animal_ingredients).toBe('yes');
  });

  it.each([
    ['Sorbitol, Aqua, Hydrated Silica, Glycerin, Sodium Lauryl Sulfate, Sodium Fluoride', 'Glycerin'],
    ['Aqua, Cetearyl Alcohol, Glyceryl Stearate, Butyrospermum Parkii (Shea) Butter', 'Cetearyl Alcohol'],
  ])('%s: palm oil cannot be ruled out, said of %s, with the source', (text, first) => {
    const palm = cosmetic(text).environmental.palm_oil;
    expect(palm.status).toBe('maybe');
    expect(palm.status_ingredients[0]).toBe(first);
    expect(palm.sources?.map((s) => s.url)).toContain(
      'https://www.mpoc.org.my/the-role-of-palm-oil-in-cosmetics-products/',
    );
  });
  it('guards: coconut derivatives and a Latin plant oil state their oil; a food’s glycerol is not asked', () => {
    expect(
      cosmetic('Aqua, Cocamidopropyl Betaine, Sodium Chloride, Coco-Glucoside').environmental.palm_oil.status,
    ).toBe('no');
    expect(cosmetic('Aqua, Melaleuca Alternifolia Leaf Oil').environmental.palm_oil.status).toBe('no');
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Sugar, water, glycerol, citric acid.' }).ratings.environmental.palm_oil
        .status,
    ).toBe('no');
  });
});

describe('fish carries the labour risk the US list names by country (audit 109, finding 2)', () => {
  const labour = (lang: string, ingredientsText: string, extra: Partial<ProductFactsInput> = {}) =>
    evaluate({ lang, ingredientsText, categoryTags: ['en:seafood'], ...extra }).ratings;
  it.each([
    ['it', 'Tonno, olio di oliva, sale.'],
    ['fr', 'Filets de maquereaux 60%, vin blanc, carottes.'],
    ['de', 'Alaska-Seelachs (60%), Paniermehl, Rapsöl.'],
  ])('%s "%s": labour possible, not found; resource depletion medium', (lang, text) => {
    const r = labour(lang, text);
    expect(r.ethical.labor_practices.rating).toBe('unknown');
    expect(r.ethical.labor_practices.details).toMatch(/lists fish from several countries/);
    expect(r.environmental.environmental_factors.resource_depletion.rating).toBe('medium');
  });
  it('guards: an EU origin on record clears it; a list with no fish has no fish card', () => {
    expect(labour('en', 'Tuna, water, salt.', { origins: 'Spain' }).ethical.labor_practices.rating).toBe('good');
    expect(labour('en', 'Wheat flour, water, salt.').ethical.labor_practices.details).not.toMatch(/fish/i);
  });
});

describe('audit 108: a commodity read through the taxonomy, and the dairy picture kept to milk', () => {
  it('a Polish orange juice ("Sok pomarańczowy") names oranges, by the taxonomy’s English name', () => {
    const labour = evaluate({ lang: 'pl', ingredientsText: 'Sok pomarańczowy z zagęszczonego soku pomarańczowego.' })
      .ratings.ethical.labor_practices;
    expect(labour.details).toMatch(/oranges from Brazil/);
  });
  it('guard: an orange flavouring read by the taxonomy is no orange', () => {
    const labour = evaluate({ lang: 'fr', ingredientsText: 'Eau, sucre, arôme naturel d’orange.' }).ratings.ethical
      .labor_practices;
    expect(labour.details).not.toMatch(/Oranges/);
  });
  it('a pork sausage with lactose is not given the dairy cows’ picture; a yogurt is', () => {
    const welfare = (ingredientsText: string) =>
      evaluate({ lang: 'fr', ingredientsText }).ratings.ethical.animal_welfare.notes;
    expect(welfare('Viande de porc, sel, lactose, dextrose, épices.')).toBe('');
    expect(welfare('Lait entier, ferments lactiques.')).toMatch(/dairy farming/);
  });
});

describe('a footprint median without the foods the list rules out, by AGRIBALYSE’s own words (audit 109, finding 7)', () => {
  const carbon = (ingredientsText: string) =>
    environment({ lang: 'en', ingredientsText, categoryTags: ['en:snacks', 'en:bars', 'en:cereal-bars'] })
      .environmental_factors.carbon_footprint;
  it('a date bar with no milk leaves out the bars with "dairy" fillings and the "milky" one: medium, not high', () => {
    const c = carbon('Dates 49%, Cashews 31%, Raisins 11%, Cocoa 5%, Natural Orange Flavouring 4%.');
    expect(c.rating).toBe('medium');
    expect(c.method).toMatch(/those with dairy, which its list does not contain, left out/);
  });
  it('guard: a bar with milk keeps them', () => {
    expect(carbon('Oats, milk chocolate (sugar, cocoa butter, whole milk powder), glucose syrup.').method).not.toMatch(
      /left out/,
    );
  });
});

describe('a Nutri-Score letter that fibre could change says so (audit 109, finding 6)', () => {
  const spread = (fiber?: number) =>
    JSON.stringify(
      evaluate({
        lang: 'en',
        ingredientsText: 'Yeast extract, salt, malt extract, colour (caramel), vitamins.',
        categoryTags: ['en:spreads', 'en:salted-spreads'],
        nutriments: {
          energyKj: 790,
          fat: 0.5,
          saturatedFat: 0.1,
          carbohydrates: 11,
          sugars: 2.2,
          proteins: 26,
          salt: 8.6,
          ...(fiber !== undefined ? { fiber } : {}),
        },
      }).ratings.health,
    );
  it('with no fibre figure, a letter that enough fibre would better is said with that better letter', () => {
    expect(spread()).toMatch(
      /Nutri-Score E \(\d+ points or fewer, with no fibre figure on record: D at best with enough fibre;/,
    );
  });
  it('guard: with a fibre figure on record, no such words', () => {
    expect(spread(0.5)).not.toMatch(/at best with enough fibre/);
  });
});

describe('audits 110 and 111 (engine 78, fresh packs)', () => {
  it('a precaution for "cereals containing gluten" leaves wheat "may contain", never "not found" (audit 110)', () => {
    const r = evaluate({
      lang: 'pl',
      ingredientsText:
        'cukier, tłuszcz kakaowy, mleko w proszku pełne. Może zawierać orzechy laskowe i zboża zawierające gluten.',
      traces: ['en:gluten', 'en:nuts'],
    }).ratings.health.allergens;
    expect(r.wheat?.may_contain).toBe(true);
    expect(r.wheat?.status).not.toBe('no');
  });
  it('guard: a precaution for barley is none for wheat', () => {
    const r = evaluate({ lang: 'en', ingredientsText: 'Sugar, cocoa butter. May contain barley.' }).ratings.health
      .allergens;
    expect(r.wheat?.status).toBe('no');
  });

  it.each([
    ['a drinks carton with a plastic cap', ['en:brick', 'en:carton', 'en:cap', 'en:plastic']],
    ['a carton and a cap', ['en:carton', 'en:plastic', 'en:cap']],
  ])('%s on a drink is one drinks carton (audits 110 and 111)', (_, tags) => {
    expect(packaging({ kind: 'beverage', packaging: tags }).details).toMatch(/^Beverage carton/);
  });
  it('a crispbread’s box is plain board, not lined (audit 110); a frozen food’s still is', () => {
    const crisp = packaging({
      kind: 'food',
      categoryTags: ['en:breads', 'en:crispbreads'],
      nutriments: { fat: 1.7 },
      packaging: ['en:cardboard', 'en:box'],
    });
    expect(crisp.details).toMatch(/^Cardboard: Cardboard is among the most recycled/);
  });

  it('INS numbers after a class are read as E numbers: an Australian bread’s emulsifiers leave vegan and palm oil open (audit 111)', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:australia'],
      ingredientsText:
        'Wheat Flour, Water, Yeast, Wheat Gluten, Iodised Salt, Canola Oil, Soy Flour, Vinegar, Emulsifiers (481, 472e, 471), Preservative (282).',
    }).ratings;
    expect(r.ethical.animal_derived_content.vegan).toBe('maybe');
    expect(r.environmental.palm_oil.status).toBe('maybe');
    expect(r.health.ingredients.list).toContain('Emulsifiers (481, 472e, 471)');
  });
  it('guard: a number that is no additive stays a number', () => {
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Water, salt (100 mg), sugar.' }).ratings.ethical.animal_derived_content
        .vegan,
    ).toBe('yes');
  });

  it('what the pack adds to its packaging is no ingredient, and a synthesised vitamin is of no animal (audit 111)', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText:
        'WHOLE GRAIN WHEAT FLOUR, ENRICHED FLOUR (WHEAT FLOUR, NIACIN, REDUCED IRON, THIAMINE MONONITRATE {VITAMIN B1}, RIBOFLAVIN {VITAMIN B2}, FOLIC ACID), CANOLA OIL, SUGAR, SALT. BHT ADDED TO PACKAGING MATERIAL TO PRESERVE FRESHNESS. CONTAINS: WHEAT.',
    }).ratings;
    expect(r.health.ingredients.list.join(' ')).not.toMatch(/BHT/);
    expect(r.ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
    expect(r.health.allergens.wheat?.status).toBe('yes');
  });
  it('guard: vitamin D3 may still be of lanolin or fish oil', () => {
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Oat drink (water, oats), calcium carbonate, vitamin D3.' }).ratings
        .ethical.animal_derived_content.uncertain_ingredients,
    ).toContain('vitamin D3');
  });

  it('a drug-facts list’s headings are no part of an ingredient: the silicone after them is found (audit 111)', () => {
    const r = evaluate({
      kind: 'cosmetic',
      lang: 'en',
      ingredientsText:
        'Active Ingredient: Aluminum Zirconium Tetrachlorohydrex GLY (20%). Inactive Ingredients: Cyclopentasiloxane, Stearyl Alcohol, Dimethicone.',
    }).ratings;
    expect(r.health.ingredients.list).toEqual([
      'Aluminum Zirconium Tetrachlorohydrex GLY (20%)',
      'Cyclopentasiloxane',
      'Stearyl Alcohol',
      'Dimethicone',
    ]);
    expect(JSON.stringify(r.environmental.environmental_factors)).toMatch(/Cyclopentasiloxane/);
  });
});

describe('MSC certifies a fishery, not its crews’ work (audit 111, finding 5)', () => {
  const fish = (labels: string[]) =>
    evaluate({
      lang: 'en',
      ingredientsText: 'Alaska pollock (65%), breadcrumb (wheat flour, water, salt), sunflower oil.',
      labels,
    }).ratings;
  it('an MSC fish: labour still possible, not found; the overfishing risk addressed', () => {
    const r = fish(['en:sustainable-seafood-msc']);
    expect(r.ethical.labor_practices.rating).toBe('unknown');
    expect(r.ethical.labor_practices.details).toMatch(/lists fish from several countries/);
    expect(r.environmental.environmental_factors.resource_depletion.details).toMatch(/MSC|Marine Stewardship/);
  });
  it('guard: an ASC fish’s labour is addressed by its social criteria', () => {
    expect(fish(['en:responsible-aquaculture-asc']).ethical.labor_practices.rating).not.toBe('unknown');
  });
});

describe('a drink powder scored as prepared, with only its figures as sold (audit 110, finding 2)', () => {
  const powder = (extra: Partial<ProductFactsInput>) =>
    evaluate({
      lang: 'es',
      ingredientsText: 'Azúcar, cacao desgrasado en polvo (18%), harina de trigo, sal, aroma (vainillina).',
      categoryTags: ['en:beverages', 'en:cocoa-and-chocolate-powders', 'en:cocoa-powders'],
      nutriments: {
        energyKj: 1600,
        fat: 2.5,
        saturatedFat: 1.5,
        carbohydrates: 80,
        sugars: 70,
        proteins: 6,
        salt: 0.3,
      },
      ...extra,
    }).ratings.health;
  it('no health grade, and the reason said', () => {
    const r = powder({});
    expect(r.score).toBeUndefined();
    expect(r.impact_summary).toMatch(/the Nutri-Score reads it as prepared/);
  });
  it('guard: with its figures as prepared on record, it is graded', () => {
    const r = powder({
      preparedNutriments: {
        energyKj: 300,
        fat: 1.8,
        saturatedFat: 1.1,
        carbohydrates: 12,
        sugars: 11,
        proteins: 3.5,
        salt: 0.1,
      },
    });
    expect(r.score).toBeDefined();
  });
});

describe('frozen vegetables with no list count as vegetables (audit 110, finding 4)', () => {
  it('frozen peas: the category’s share, not none', () => {
    const health = JSON.stringify(
      evaluate({
        lang: 'fr',
        ingredientsText: undefined,
        categoryTags: ['en:frozen-foods', 'en:frozen-vegetables'],
        nutriments: {
          energyKj: 290,
          fat: 0.4,
          saturatedFat: 0.1,
          carbohydrates: 8,
          sugars: 4,
          fiber: 5,
          proteins: 5,
          salt: 0.01,
        },
      }).ratings.health,
    );
    expect(health).toMatch(/fruit and vegetables estimated at 90 % from the category/);
  });
});

describe('audits 112 to 114 (engine 78, fresh packs)', () => {
  const cosmetic = (ingredientsText: string, extra: Partial<ProductFactsInput> = {}) =>
    evaluate({ kind: 'cosmetic', lang: 'en', ingredientsText, ...extra }).ratings;

  it('a footnote after the last item leaves the item whole: its limonene is a fragrance allergen (audit 114)', () => {
    const r = cosmetic('Aqua, Sodium Coco-Sulfate, Glycerin, Parfum, Limonene. *Certified organic ingredient');
    expect(r.health.impact_summary).toMatch(/Contains 1 fragrance allergen \(limonene\)/);
  });

  it('an almond oil named by its Latin variety is no palm oil; a wool fat never is (audit 114)', () => {
    const palm = cosmetic(
      'Panthenol, Lanolin, Prunus Amygdalus Dulcis Oil, Aqua, Petrolatum. Contains lanolin (wool fat).',
    ).environmental.palm_oil;
    expect(palm.status_ingredients.join(' ')).not.toMatch(/Prunus|wool/i);
  });

  it.each([
    'Aqua, Paraffinum Liquidum, Petrolatum, Ozokerite, Panthenol',
    'Aqua, Styrene/Acrylates Copolymer, Thymol, Menthol, Eucalyptol',
    'Butane, Propane, PPG-14 Butyl Ether, Cyclopentasiloxane',
  ])('%s: nothing named as possibly animal (audits 113 and 114)', (text) => {
    expect(cosmetic(text).ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
  });
  it('beeswax is animal, but no doubt for a vegetarian', () => {
    const animal = cosmetic('Aqua, Cera Alba, Paraffinum Liquidum').ethical.animal_derived_content;
    expect(animal.contains_animal_ingredients).toBe('yes');
    expect(animal.uncertain_ingredients).not.toContain('Cera Alba');
  });

  it('an aluminium tube is partly recycled, said as thin aluminium (audit 114)', () => {
    const tube = packaging({ kind: 'cosmetic', packaging: ['en:aluminium', 'en:tube'] });
    expect(tube.recyclability).toBe('partially');
    expect(tube.details).toMatch(/^Aluminium: Thin aluminium/);
  });
  it('guard: an aluminium can is fully recyclable', () => {
    expect(packaging({ kind: 'beverage', packaging: ['en:aluminium', 'en:can'] }).recyclability).toBe('fully');
  });

  it('a PET bottle tagged "plastic" too is one PET bottle (audit 112)', () => {
    const details = packaging({
      kind: 'beverage',
      packaging: ['en:plastic', 'en:bottle', 'en:pet-1-polyethylene-terephthalate'],
    }).details;
    expect(details).toMatch(/^PET/);
    expect(details).not.toMatch(/type not stated/);
  });

  it('INS 307b is mixed tocopherols (E306), not alpha-tocopherol; "Contains …, Milk and Soy" is a statement (audit 113)', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:australia'],
      ingredientsText: 'Rolled Oats, Sugar, Vegetable Oil, Antioxidant (307b). Contains Wheat, Oats, Milk and Soy.',
      additives: ['en:e307b'],
    }).ratings.health;
    const names = r.ingredients.notable_ingredients.map((n) => n.name).join(' ');
    expect(names).toMatch(/E306/);
    expect(names).not.toMatch(/E307/);
    expect(r.ingredients.list).not.toContain('Milk and Soy');
  });

  it('a persistent substance is said in the summary, never beside "no major concern", with its dated restriction (audit 113)', () => {
    const env = cosmetic(
      'Butane, Isobutane, Propane, Aluminum Chlorohydrate, Cyclopentasiloxane, Parfum',
    ).environmental;
    expect(env.impact_summary).not.toMatch(/No major environmental concern/);
    expect(JSON.stringify(env)).toMatch(/leave-on cosmetics from 6 June 2027/);
  });
});

describe('a class word the shopper avoids meets its members (audits 111 and 114)', () => {
  const alerts = (ingredientsText: string, avoid: string[]) =>
    evaluate({ kind: 'cosmetic', lang: 'en', ingredientsText }, { health: { avoid_ingredients: avoid } })
      .personal_alerts.map((a) => a.message)
      .join('\n');
  it.each([
    ['Cyclopentasiloxane, Stearyl Alcohol, Dimethicone, Talc', 'silicones'],
    ['Panthenol, Lanolin, Paraffinum Liquidum, Petrolatum', 'petroleum'],
    ['Aqua, Sodium Laureth Sulfate, Styrene/Acrylates Copolymer, Parfum', 'microplastics'],
    ['Aqua, Glycerin, Methylparaben, Propylparaben', 'parabens'],
  ])('%s: "%s" is found', (text, word) => {
    expect(alerts(text, [word])).toMatch(new RegExp(`Contains ${word} — on your list`));
  });
  it('guard: a list without any says nothing of them', () => {
    expect(alerts('Aqua, Glycerin, Sodium Chloride, Parfum', ['silicones', 'parabens'])).not.toMatch(
      /silicones|parabens/,
    );
  });
});

describe('an avoided salt word meets its kinds (audit 116, finding 1)', () => {
  it('"phosphate" finds a pyrophosphate (E450, diphosphates)', () => {
    const said = evaluate(
      {
        lang: 'en',
        countries: ['en:united-states'],
        ingredientsText: 'White tuna, water, salt, pyrophosphate.',
        additives: ['en:e450'],
      },
      { health: { avoid_ingredients: ['phosphate'] } },
    )
      .personal_alerts.map((a) => a.message)
      .join('\n');
    expect(said).toMatch(/Contains phosphate — on your list/);
  });
  it('guard: a list without one says nothing of it', () => {
    const said = evaluate(
      { lang: 'en', ingredientsText: 'White tuna, water, salt.' },
      { health: { avoid_ingredients: ['phosphate'] } },
    )
      .personal_alerts.map((a) => a.message)
      .join('\n');
    expect(said).not.toMatch(/Contains phosphate/);
  });
});

describe('a share beside a synthetic INCI name leaves it of no animal (audit 116, finding 8)', () => {
  it.each(['Sodium Fluoride 0.243%', 'DMDM Hydantoin'])('%s', (item) => {
    const animal = evaluate({ kind: 'cosmetic', lang: 'en', ingredientsText: `Aqua, Sorbitol, ${item}` }).ratings
      .ethical.animal_derived_content;
    expect(animal.uncertain_ingredients).toEqual([]);
  });
});

describe('an origin on record that does not settle a risk is said, never "not on record" (audit 115, finding 3)', () => {
  const labour = (origins?: string) =>
    evaluate({
      lang: 'de',
      ingredientsText: 'Alaska-Seelachsfilet (65%), Paniermehl (Weizenmehl, Wasser, Salz), Rapsöl.',
      ...(origins ? { origins } : {}),
    }).ratings.ethical;
  it('a fishing area: possible, said with the origin written', () => {
    const r = labour('Nordostpazifik (FAO 67)');
    expect(r.labor_practices.details).toMatch(/“Nordostpazifik \(FAO 67\)”, which does not settle/);
    expect(r.labor_practices.details).not.toMatch(/not on record/);
    expect(r.impact_summary + r.overall_summary).not.toMatch(/not on record/);
  });
  it('guard: with no origin, "not on record"', () => {
    expect(labour().labor_practices.details).toMatch(/not on record/);
  });
});
