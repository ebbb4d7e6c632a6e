import { productFacts } from '@clearcart/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOffRecords, loadOffRecords, productOf } from '../test/off-records.ts';
import { knowledge } from '@clearcart/knowledge';
import { evaluateProductStrict } from '../evaluate.ts';
import { fromOpenFoodFacts, isPetFood, OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS } from './from-off.ts';

const nutella = {
  code: '3017620422003',
  product_name: 'Nutella',
  brands: 'Ferrero, Nutella',
  categories_tags: ['en:spreads', 'en:sweet-spreads', 'en:cocoa-and-hazelnuts-spreads'],
  ingredients_text: 'sucre, huile de palme, _NOISETTES_ 13%',
  allergens_tags: ['en:nuts', 'en:milk'],
  traces_tags: ['en:gluten'],
  additives_tags: ['en:e322'],
  labels_tags: ['en:kosher'],
  packaging_tags: ['en:glass'],
  ingredients_analysis_tags: ['en:palm-oil', 'en:non-vegan'],
  nova_group: 4,
  nutriscore_grade: 'e',
  ecoscore_grade: 'd',
  image_front_url: 'https://images.openfoodfacts.org/x.jpg',
  nutriments: {
    'energy-kcal_100g': 539,
    'energy-kj_100g': 2252,
    fat_100g: 30.9,
    'saturated-fat_100g': 10.6,
    sugars_100g: 56.3,
    salt_100g: 0.107,
    proteins_100g: 6.3,
  },
};

describe('fromOpenFoodFacts: record shapes', () => {
  it.each([
    ['API v2 response {product}', { code: '3017620422003', status: 1, product: nutella }],
    [
      'API v0 response without code inside product',
      { code: '3017620422003', status: 1, product: { ...nutella, code: undefined } },
    ],
    ['bare product object', nutella],
  ])('%s', (_label, record) => {
    const facts = fromOpenFoodFacts(record);
    expect(facts).not.toBeNull();
    expect(facts).toMatchObject({
      id: 'off-3017620422003',
      gtin: '3017620422003',
      name: 'Nutella',
      brand: 'Ferrero',
      aliases: ['Nutella'],
      category: 'Cocoa and hazelnuts spreads',
      kind: 'food',
      perMl: false,
      allergens: ['en:nuts', 'en:milk'],
      traces: ['en:gluten'],
      additives: ['en:e322'],
      novaGroup: 4,
      nutriScoreGrade: 'e',
      environmentalScoreGrade: 'd',
      ingredientsText: 'sucre, huile de palme, NOISETTES 13%',
      sources: [
        {
          title: 'Open Food Facts product 3017620422003 (ODbL)',
          url: 'https://world.openfoodfacts.org/product/3017620422003',
        },
      ],
    });
    expect(facts?.nutriments).toEqual({
      energyKcal: 539,
      energyKj: 2252,
      fat: 30.9,
      saturatedFat: 10.6,
      sugars: 56.3,
      salt: 0.107,
      proteins: 6.3,
    });
  });

  it('reads a CSV export row (all strings, comma lists, environmental_score_* names)', () => {
    const facts = fromOpenFoodFacts({
      code: '0008005959101',
      product_name: 'Crab & Lobster Ravioli',
      brands: 'Nuovo Pasta',
      categories_tags: 'en:meals,en:pasta-dishes,en:ravioli',
      ingredients_text: 'Ricotta cheese (pasteurized milk), crab meat, eggs',
      allergens: 'en:eggs,en:gluten,en:milk,en:Shellfish',
      traces_tags: '',
      additives_tags: 'en:e160a,en:e410',
      labels_tags: '',
      packaging_tags: 'en:plastic',
      nova_group: '4',
      nutriscore_grade: 'c',
      environmental_score_grade: 'unknown',
      'energy-kcal_100g': '250',
      fat_100g: '10.5',
      'saturated-fat_100g': '5',
      sugars_100g: '2',
      salt_100g: '1.2',
      'fruits-vegetables-legumes-estimate-from-ingredients_100g': '12.5',
    });
    expect(facts).toMatchObject({
      id: 'off-0008005959101',
      gtin: '0008005959101',
      category: 'Ravioli',
      allergens: ['en:eggs', 'en:gluten', 'en:milk', 'en:shellfish'],
      additives: ['en:e160a', 'en:e410'],
      novaGroup: 4,
      nutriScoreGrade: 'c',
      nutriments: { energyKcal: 250, fat: 10.5, saturatedFat: 5, sugars: 2, salt: 1.2 },
      // OFF's share estimated from the ingredients is an estimate, never a figure from the pack.
      estimatedNutriments: { fruitsVegetablesNuts: 12.5 },
    });
    expect(facts?.nutriments?.fruitsVegetablesNuts).toBeUndefined();
    expect(facts?.environmentalScoreGrade).toBeUndefined();
  });

  it.each([
    ['beverage', ['en:beverages', 'en:sodas'], 'beverage', true],
    [
      'cocoa powder listed under beverages',
      ['en:beverages', 'en:instant-beverages', 'en:cocoa-and-chocolate-powders'],
      'food',
      false,
    ],
    ['no categories', [], 'food', false],
  ])('kind from categories: %s', (_label, categories, kind, perMl) => {
    const facts = fromOpenFoodFacts({ code: '5449000011527', product_name: 'X', categories_tags: categories });
    expect(facts?.kind).toBe(kind);
    expect(facts?.perMl).toBe(perMl);
  });

  it('a placeholder category ("null", as US exports write a missing one) is no category', () => {
    // Nothing else on record tells its kind either (blind audit 13, finding 4): not "Food".
    expect(fromOpenFoodFacts({ code: '0008273000253', product_name: 'Soy Milk', categories: 'null' })?.category).toBe(
      'Food or drink',
    );
  });

  it.each([
    ['no name', { code: '123', brands: 'X' }],
    ['placeholder name', { code: '123', product_name: 'null' }],
    ['not an object', 'hello'],
    ['array', [1, 2]],
    ['null', null],
    ['search results are for the caller', { count: 2, products: [nutella, nutella] }],
  ])('returns null: %s', (_label, record) => expect(fromOpenFoodFacts(record)).toBeNull());

  it.each([
    ['internal store code is not a GTIN', '1234510650038'.slice(0, 10), undefined],
    ['EAN-8', '57045443', '57045443'],
    ['UPC-A', '012345678905', '012345678905'],
  ])('gtin: %s', (_label, code, gtin) => {
    const facts = fromOpenFoodFacts({ code, product_name: 'X' });
    expect(facts?.id).toBe(`off-${code}`);
    expect(facts?.gtin).toBe(gtin);
  });

  it('keeps language-less packaging tags of old records, drops out-of-range nutrients and http images', () => {
    const facts = fromOpenFoodFacts({
      code: '5449000011527',
      product_name: 'Fanta',
      lc: 'fr',
      packaging_tags: ['canette', 'metal'],
      image_url: 'http://example.org/x.jpg',
      nutriments: { sugars_100g: 250, salt_100g: -1, sodium_100g: 0.2 },
    });
    expect(facts?.packaging).toEqual(['fr:canette', 'fr:metal']);
    expect(facts?.imageUrl).toBeUndefined();
    expect(facts?.nutriments).toEqual({ salt: 0.5 });
  });

  it.each([
    ['https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.1.400.jpg', true],
    ['https://static.openfoodfacts.org/images/products/544/900/001/1527/front_en.49.400.jpg', true],
    ['https://images.openbeautyfacts.org/images/products/1/front_fr.3.400.jpg', true],
    ['https://images.openfoodfacts.org.evil.example/x.jpg', false],
    ['https://evil.example/images.openfoodfacts.org/x.jpg', false],
    ['http://images.openfoodfacts.org/images/products/1/front.jpg', false],
    // The staging server's pictures: never shown, only the production hosts'.
    ['https://images.openfoodfacts.net/images/products/301/762/042/2003/front_en.595.400.jpg', false],
  ])('takes the front picture %s only from the Open Facts production image hosts: %s', (url, kept) => {
    const facts = fromOpenFoodFacts({ code: '5449000011527', product_name: 'Fanta', image_front_url: url });
    expect(facts?.imageUrl).toBe(kept ? url : undefined);
  });
});

describe('fromOpenFoodFacts: the portion', () => {
  const drink = { code: '5449000000996', product_name: 'Coca-Cola', categories_tags: ['en:beverages', 'en:sodas'] };
  it.each([
    // The shapes of the real records: a number or a string, with or without OFF's unit field.
    ['a number with its unit', { serving_size: '30 g', serving_quantity: 30, serving_quantity_unit: 'g' }, 30],
    ['a string, the unit in the printed size', { serving_size: 'Un biscuit (12,5 g)', serving_quantity: '12.5' }, 12.5],
    ['a size printed with a total', { serving_size: '40 g - (x 4= 160 g)', serving_quantity: 40 }, 40],
    ['0, OFF\'s "not known"', { serving_size: '1L', serving_quantity: 0 }, undefined],
    ['no quantity', { serving_size: '250.0' }, undefined],
    [
      'millilitres for a food whose figures are per 100 g',
      { serving_size: '330 ml', serving_quantity: 330 },
      undefined,
    ],
    ['a unit the printed size does not settle', { serving_size: '2 x 15 g (30 ml)', serving_quantity: 30 }, undefined],
  ])('of a food: %s', (_, fields, quantity) => {
    const facts = fromOpenFoodFacts({ ...nutella, ...fields });
    expect(facts?.servingSize).toBe(fields.serving_size);
    expect(facts?.servingQuantity).toBe(quantity);
  });

  it.each([
    ['in ml', { serving_size: '1 can (330 ml)', serving_quantity: 330, serving_quantity_unit: 'ml' }, 330],
    ['from centilitres, as old records have it', { serving_size: '33 cl', serving_quantity: '330' }, 330],
    [
      'in grams: not per 100 ml',
      { serving_size: '750g', serving_quantity: 750, serving_quantity_unit: 'g' },
      undefined,
    ],
  ])('of a drink: %s', (_, fields, quantity) => {
    const facts = fromOpenFoodFacts({ ...drink, ...fields });
    expect(facts?.perMl).toBe(true);
    expect(facts?.servingQuantity).toBe(quantity);
  });

  it('is absent when the record states none', () => {
    const facts = fromOpenFoodFacts(nutella);
    expect(facts?.servingSize).toBeUndefined();
    expect(facts?.servingQuantity).toBeUndefined();
  });
});

describe.skipIf(!hasOffRecords)('fromOpenFoodFacts over the real OFF records', () => {
  const records = loadOffRecords();
  it('normalises every record with a name into valid ProductFacts', () => {
    let named = 0;
    let converted = 0;
    for (const { record } of records) {
      const product = productOf(record);
      const hasName = Object.entries(product).some(
        ([k, v]) =>
          /^(product_name(_[a-z]{2})?|generic_name(_[a-z]{2})?|abbreviated_product_name)$/.test(k) &&
          typeof v === 'string' &&
          v.trim().length > 0 &&
          v.trim() !== 'null',
      );
      if (hasName) named++;
      const facts = fromOpenFoodFacts(record);
      if (facts) {
        converted++;
        expect(productFacts.safeParse(facts).success).toBe(true);
        expect(facts.id.startsWith('off-')).toBe(true);
      }
    }
    console.log(`fromOpenFoodFacts: ${converted} of ${records.length} records converted (${named} have a name)`);
    expect(records.length).toBeGreaterThan(1000);
    expect(converted).toBe(named);
  });
});

describe.skipIf(!hasOffRecords)('real record: Nutella v2 capture', () => {
  it('reads the captured API response', () => {
    const record = loadOffRecords().find((r) => r.file.includes('3017620422003'));
    const facts = fromOpenFoodFacts(record?.record);
    expect(facts).toMatchObject({ id: 'off-3017620422003', name: 'Nutella', brand: 'Ferrero', novaGroup: 4 });
    expect(facts?.ingredientsAnalysis).toContain('en:palm-oil');
    expect(facts?.packaging).toContain('en:plastic');
    // serving_size "15g", serving_quantity "15" (a string, no unit field).
    expect(facts).toMatchObject({ servingSize: '15g', servingQuantity: 15 });
  });
});

describe('fromOpenFoodFacts never throws', () => {
  it('returns null or valid ProductFacts for arbitrary JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ product: fc.jsonValue() }),
          fc.dictionary(
            fc.constantFrom(
              'code',
              'product_name',
              'brands',
              'categories_tags',
              'allergens_tags',
              'nutriments',
              'packagings',
              'labels_tags',
              'nova_group',
              'packaging_tags',
              'ingredients_text',
              'traces',
              'serving_size',
              'serving_quantity',
              'serving_quantity_unit',
            ),
            fc.jsonValue(),
          ),
        ),
        (record) => {
          const facts = fromOpenFoodFacts(record);
          if (facts !== null) expect(productFacts.safeParse(facts).success).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the Open Food Facts family', () => {
  it('an Open Beauty Facts record is a cosmetic, with its own id prefix and source', () => {
    const facts = fromOpenFoodFacts(
      {
        code: '3600523614455',
        product: { product_name: 'Shampoo', brands: 'Elvive', ingredients_text: 'Aqua, Sodium Laureth Sulfate' },
      },
      OPEN_BEAUTY_FACTS,
    );
    expect(facts).toMatchObject({ id: 'obf-3600523614455', kind: 'cosmetic', category: 'Cosmetic' });
    expect(facts?.sources[0]).toEqual({
      title: 'Open Beauty Facts product 3600523614455 (ODbL)',
      url: 'https://world.openbeautyfacts.org/product/3600523614455',
    });
  });
  it('an Open Products Facts record is a household product', () => {
    expect(
      fromOpenFoodFacts({ code: '8001090621297', product: { product_name: 'Pods' } }, OPEN_PRODUCTS_FACTS)?.kind,
    ).toBe('household');
  });

  it.each([
    ['product_type "beauty" in the food database', { product_type: 'beauty' }, OPEN_FOOD_FACTS, 'cosmetic'],
    ['a shampoo category in the food database', { categories_tags: ['en:shampoos'] }, OPEN_FOOD_FACTS, 'cosmetic'],
    ['product_type "product"', { product_type: 'product' }, OPEN_FOOD_FACTS, 'household'],
    ['a cleaning category', { categories_tags: ['en:cleaning-products'] }, OPEN_FOOD_FACTS, 'household'],
    ['product_type "food" in the beauty database', { product_type: 'food' }, OPEN_BEAUTY_FACTS, 'food'],
    [
      'a drink by its category',
      { product_type: 'food', categories_tags: ['en:beverages'] },
      OPEN_FOOD_FACTS,
      'beverage',
    ],
    ['nothing but the beauty site', {}, OPEN_BEAUTY_FACTS, 'cosmetic'],
    ['nothing but the food site', {}, OPEN_FOOD_FACTS, 'food'],
  ] as const)('the kind comes from the record: %s', (_, fields, site, kind) => {
    expect(fromOpenFoodFacts({ code: '3600523614455', product_name: 'Product', ...fields }, site)?.kind).toBe(kind);
  });
  it('pet food is not rated, and is told apart from a record without a name', () => {
    const dogFood = { code: '3600523614455', product_name: 'Dog food', product_type: 'petfood' };
    expect(fromOpenFoodFacts(dogFood)).toBeNull();
    expect(isPetFood(dogFood)).toBe(true);
    expect(isPetFood({ code: '3600523614455' })).toBe(false);
  });
  it('a shampoo found in the food database is judged as a cosmetic: CI 19140 is no food additive there', () => {
    const shampoo = fromOpenFoodFacts({
      code: '3600523614455',
      product_name: 'Shampoo',
      product_type: 'beauty',
      ingredients_text: 'Aqua, Sodium Laureth Sulfate, Parfum, CI 19140',
    });
    const health = evaluateProductStrict(shampoo!, knowledge).ratings.health;
    expect(JSON.stringify(health)).not.toMatch(/Additives of concern|E102/);
  });
});

describe("fromOpenFoodFacts: OFF's estimate from the ingredient list", () => {
  const bread = {
    code: '3029330003533',
    product_name: 'Crousti Moelleux Complet',
    categories_tags: ['en:breads'],
    nutriments: { 'fruits-vegetables-legumes-estimate-from-ingredients_100g': 0.55 },
    nutriments_estimated: {
      'energy-kcal_100g': 237.267,
      'energy-kj_100g': 1003.5,
      fat_100g: 2.0926,
      'saturated-fat_100g': 0.268575,
      sugars_100g: 1.1288,
      salt_100g: 0.584727,
      proteins_100g: 6.84465,
      'vitamin-c_100g': 0.000166375,
    },
  };

  it('reads `nutriments_estimated` apart from the label, with the estimated share of fruit and vegetables', () => {
    const facts = fromOpenFoodFacts(bread);
    expect(facts?.nutriments).toBeUndefined();
    expect(facts?.estimatedNutriments).toEqual({
      energyKcal: 237.267,
      energyKj: 1003.5,
      fat: 2.0926,
      saturatedFat: 0.268575,
      sugars: 1.1288,
      salt: 0.584727,
      proteins: 6.84465,
      fruitsVegetablesNuts: 0.55,
    });
  });

  it('keeps a label table measured beside the estimate', () => {
    const facts = fromOpenFoodFacts({ ...bread, nutriments: { ...bread.nutriments, 'energy-kcal_100g': 246 } });
    expect(facts?.nutriments).toEqual({ energyKcal: 246 });
    expect(facts?.estimatedNutriments?.energyKcal).toBe(237.267);
  });

  it('reads the figures of a record OFF graded on its estimate, without a separate one, as that estimate', () => {
    const { nutriments_estimated: estimate, ...rest } = bread;
    const flattened = { ...rest, nutriments: estimate, nutrition_score_warning_nutriments_estimated: 1 };
    const facts = fromOpenFoodFacts(flattened);
    expect(facts?.nutriments).toBeUndefined();
    expect(facts?.estimatedNutriments?.sugars).toBe(1.1288);
    const tagged = fromOpenFoodFacts({
      ...rest,
      nutriments: estimate,
      misc_tags: ['en:nutriscore-computed', 'en:nutriscore-using-estimated-nutrition-facts'],
    });
    expect(tagged?.nutriments).toBeUndefined();
  });

  it("reads no 2021 share of fruit, vegetables and nuts, which OFF's 2023 Nutri-Score does not count", () => {
    const facts = fromOpenFoodFacts({
      code: '3029330003533',
      product_name: 'Bread',
      nutriments: { 'fruits-vegetables-nuts_100g': 40, 'fruits-vegetables-nuts-estimate_100g': 40, fat_100g: 1 },
    });
    expect(facts?.nutriments).toEqual({ fat: 1 });
    expect(facts?.estimatedNutriments).toBeUndefined();
  });
});
