import {
  ALLERGEN_IDS,
  ANIMAL_TESTING_STANCES,
  DIET_IDS,
  personalAlert,
  ratings,
  type ProductFacts,
} from '@clearcart/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeProduct, evaluateProductStrict } from './evaluate.ts';
import { fixtureKnowledge, emptyKnowledge } from './test/knowledge-fixture.ts';

const tagWords = [
  'milk',
  'nuts',
  'palm-oil',
  'vegan',
  'non-vegan',
  'e171',
  'e951',
  'organic',
  'glass',
  'plastic',
  'beverages',
  'sodas',
  'cheeses',
  'fair-trade',
  'leaping-bunny',
  'gluten',
  'peanuts',
  'waters',
  'fats',
];
const tag = fc.oneof(
  fc.constantFrom(...tagWords).map((w) => `en:${w}`),
  fc.stringMatching(/^[a-z]{2}:[a-z0-9-]{1,12}$/),
);
const tags = fc.array(tag, { maxLength: 6 });
const words = [
  'milk',
  'palm oil',
  'peanuts',
  'cocoa',
  'gelatine',
  'E171',
  'e-250',
  'may contain',
  'traces of',
  '(',
  ')',
  '[',
  ',',
  ';',
  '.',
  '8,7%',
  'huile de palme',
  'NOISETTES',
  'coconut milk',
  'beef',
  'honey',
  'Ingredients:',
  '\n',
];
const ingredients = fc.oneof(
  fc.string(),
  fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 8 })), { maxLength: 25 }).map((p) => p.join(' ')),
);
const grams = fc.double({ min: 0, max: 100, noNaN: true });

const facts: fc.Arbitrary<ProductFacts> = fc.record(
  {
    id: fc.stringMatching(/^[a-z0-9][a-z0-9-]{1,20}$/),
    name: fc.string({ minLength: 1 }),
    brand: fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom("Jerry's & Co.", 'Crème Brûlée Inc', 'A, B')),
    aliases: fc.array(fc.string(), { maxLength: 3 }),
    category: fc.string({ minLength: 1 }),
    categoryTags: tags,
    kind: fc.constantFrom('food', 'beverage', 'cosmetic', 'household'),
    ingredientsText: ingredients,
    allergens: tags,
    traces: tags,
    additives: tags,
    nutriments: fc.record(
      {
        energyKcal: fc.double({ min: 0, max: 1000, noNaN: true }),
        energyKj: fc.double({ min: 0, max: 4000, noNaN: true }),
        fat: grams,
        saturatedFat: grams,
        sugars: grams,
        salt: grams,
        fiber: grams,
        proteins: grams,
        fruitsVegetablesNuts: grams,
      },
      { requiredKeys: [] },
    ),
    perMl: fc.boolean(),
    labels: tags,
    packaging: tags,
    ingredientsAnalysis: tags,
    novaGroup: fc.integer({ min: 1, max: 4 }),
    nutriScoreGrade: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    environmentalScoreGrade: fc.constantFrom('a-plus', 'a', 'b', 'c', 'd', 'e', 'f'),
    sources: fc.constant([{ title: 'property test' }]),
  },
  {
    requiredKeys: [
      'id',
      'name',
      'brand',
      'aliases',
      'category',
      'categoryTags',
      'kind',
      'allergens',
      'traces',
      'perMl',
      'labels',
      'packaging',
      'ingredientsAnalysis',
      'sources',
    ],
  },
);

const preferences = fc.oneof(
  fc.constant(undefined),
  fc.anything(),
  fc.record(
    {
      health: fc.record(
        {
          allergens: fc.uniqueArray(fc.constantFrom(...ALLERGEN_IDS)),
          dietary_restrictions: fc.uniqueArray(fc.constantFrom(...DIET_IDS)),
          sensitivities: fc.record({
            chemicals: fc.integer({ min: 0, max: 5 }),
            preservatives: fc.integer({ min: 0, max: 5 }),
            artificial_additives: fc.integer({ min: 0, max: 5 }),
          }),
          avoid_ingredients: fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 10 })), {
            maxLength: 4,
          }),
        },
        { requiredKeys: [] },
      ),
      environment: fc.record(
        {
          certifications: fc.uniqueArray(fc.constantFrom('organic', 'non_gmo', 'recyclable', 'biodegradable')),
          ingredients_to_avoid: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
      ethical: fc.record(
        {
          certifications: fc.uniqueArray(fc.constantFrom('fair_trade', 'cruelty_free', 'b_corp')),
          animal_testing: fc.constantFrom(...ANIMAL_TESTING_STANCES),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
);

describe('evaluateProduct never throws and always fits the contracts', () => {
  it.each([
    ['fixture knowledge', fixtureKnowledge],
    ['empty knowledge', emptyKnowledge],
  ])('arbitrary facts and preferences (%s)', (_label, knowledge) => {
    fc.assert(
      fc.property(facts, preferences, (f, p) => {
        const result = evaluateProductStrict(f, knowledge, p);
        const parsed = ratings.safeParse(result.ratings);
        if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
        for (const alert of result.personal_alerts) expect(personalAlert.safeParse(alert).success).toBe(true);
        describeProduct(f, knowledge);
      }),
      { numRuns: 300 },
    );
  });
});
