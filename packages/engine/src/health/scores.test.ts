import { describe, expect, it } from 'vitest';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { isRedMeat, nutriScore, nutriScoreCategory, nutriScoreGrade } from './nutri-score.ts';
import { trafficLight } from './traffic-lights.ts';

describe('UK FSA front-of-pack traffic lights', () => {
  it.each([
    ['food sugars at the low limit', 'sugars', 5, false, 'low'],
    ['food sugars just above low', 'sugars', 5.1, false, 'medium'],
    ['food sugars at the high limit', 'sugars', 22.5, false, 'medium'],
    ['food sugars above high', 'sugars', 22.6, false, 'high'],
    ['food fat high', 'fat', 17.6, false, 'high'],
    ['food saturates low', 'saturated_fat', 1.5, false, 'low'],
    ['food salt high', 'salt', 1.51, false, 'high'],
    ['drink sugars high', 'sugars', 11.3, true, 'high'],
    ['drink sugars medium', 'sugars', 2.6, true, 'medium'],
    ['drink salt at its high limit', 'salt', 0.75, true, 'medium'],
    ['drink salt above', 'salt', 0.76, true, 'high'],
    ['drink fat low', 'fat', 1.5, true, 'low'],
    ['drink saturates high', 'saturated_fat', 2.6, true, 'high'],
  ] as const)('%s', (_label, nutrient, value, perMl, light) => {
    expect(trafficLight(nutrient, value, perMl).light).toBe(light);
  });
});

describe('Nutri-Score 2023', () => {
  it.each([
    [
      'hazelnut spread (Nutella figures): N = 6 energy + 15 sugars + 10 saturates, proteins not counted',
      {
        categoryTags: ['en:spreads'],
        nutriments: { energyKj: 2252, fat: 30.9, saturatedFat: 10.6, sugars: 56.3, salt: 0.107, proteins: 6.3 },
      },
      [],
      'E',
      31,
    ],
    [
      'cola: energy 3 + sugars 9',
      {
        kind: 'beverage',
        perMl: true,
        categoryTags: ['en:beverages', 'en:sodas'],
        nutriments: { energyKj: 180, fat: 0, saturatedFat: 0, sugars: 10.6, salt: 0, proteins: 0 },
      },
      [],
      'E',
      12,
    ],
    [
      'diet cola: sweetener adds 4 points',
      {
        kind: 'beverage',
        perMl: true,
        categoryTags: ['en:beverages', 'en:sodas'],
        additives: ['en:e951'],
        nutriments: { energyKj: 1, fat: 0, saturatedFat: 0, sugars: 0, salt: 0.02, proteins: 0 },
      },
      [],
      'C',
      4,
    ],
    [
      'sweetener found in the text counts too',
      {
        kind: 'beverage',
        perMl: true,
        categoryTags: ['en:beverages'],
        nutriments: { energyKj: 1, fat: 0, saturatedFat: 0, sugars: 0, salt: 0, proteins: 0 },
      },
      ['e955'],
      'C',
      4,
    ],
    [
      'water is A',
      {
        kind: 'beverage',
        perMl: true,
        categoryTags: ['en:beverages', 'en:waters', 'en:spring-waters'],
        nutriments: { energyKj: 0, fat: 0, saturatedFat: 0, sugars: 0, salt: 0.01 },
      },
      [],
      'A',
      0,
    ],
    [
      'olive oil: energy from saturates 4 + ratio 1',
      {
        categoryTags: ['en:fats', 'en:vegetable-oils'],
        nutriments: { energyKj: 3700, fat: 100, saturatedFat: 14, sugars: 0, salt: 0, proteins: 0 },
      },
      [],
      'C',
      5,
    ],
    [
      'cheese counts proteins although N ≥ 11',
      {
        categoryTags: ['en:dairies', 'en:cheeses'],
        nutriments: { energyKj: 1680, fat: 33, saturatedFat: 21, sugars: 0.5, salt: 1.8, proteins: 25 },
      },
      // N = 5 energy + 0 sugars + 10 saturates + 8 salt = 23; P = 7 proteins
      [],
      'D',
      16,
    ],
    [
      'general food with fibre, protein and vegetables',
      {
        categoryTags: ['en:meals'],
        nutriments: {
          energyKj: 400,
          fat: 2,
          saturatedFat: 0.5,
          sugars: 2,
          salt: 0.3,
          fiber: 5,
          proteins: 8,
          fruitsVegetablesNuts: 85,
        },
      },
      // N = 1 energy + 1 salt = 2; P = 2 fibre (5 g) + 5 vegetables + 3 proteins = 10
      [],
      'A',
      -8,
    ],
  ] as const)('%s', (_label, overrides, codes, grade, points) => {
    const result = nutriScore(makeFacts(overrides as never), codes);
    expect(result?.grade).toBe(grade);
    expect(result?.points).toBe(points);
  });

  it.each([
    ['missing sugars', { nutriments: { energyKj: 100, saturatedFat: 1, salt: 1 } }],
    [
      'alcohol',
      {
        kind: 'beverage',
        categoryTags: ['en:alcoholic-beverages'],
        nutriments: { energyKj: 100, saturatedFat: 0, sugars: 0, salt: 0 },
      },
    ],
    ['cosmetic', { kind: 'cosmetic', nutriments: { energyKj: 100, saturatedFat: 0, sugars: 0, salt: 0 } }],
  ] as const)('does not apply: %s', (_label, overrides) => {
    expect(nutriScore(makeFacts(overrides as never))).toBeNull();
  });

  it.each([
    [-1, 'general', 'A'],
    [0, 'general', 'A'],
    [1, 'general', 'B'],
    [10, 'general', 'C'],
    [11, 'general', 'D'],
    [19, 'general', 'E'],
    [-6, 'fats', 'A'],
    [-5, 'fats', 'B'],
    [2, 'beverage', 'B'],
    [3, 'beverage', 'C'],
    [7, 'beverage', 'D'],
    [10, 'beverage', 'E'],
  ] as const)('grade boundaries: %d points (%s) → %s', (points, category, grade) => {
    expect(nutriScoreGrade(points, category)).toBe(grade);
  });
});

describe("Nutri-Score 2023: Open Food Facts' category and data rules", () => {
  const full = { energyKj: 200, fat: 1, saturatedFat: 0.5, sugars: 5, salt: 0.1, proteins: 3 };
  const category = (tags: string[], kind: 'food' | 'beverage' = 'food') =>
    nutriScoreCategory({ categoryTags: tags, kind });

  it('milk, dairy drinks and plant-based milks are beverages; iced tea is scored, tea and honey are not', () => {
    expect(category(['en:dairies', 'en:milks'])).toBe('beverage');
    expect(category(['en:dairies', 'en:dairy-drinks'])).toBe('beverage');
    expect(category(['en:milk-substitute', 'en:plant-milks'])).toBe('beverage');
    expect(category(['en:beverages', 'en:teas', 'en:iced-teas'], 'beverage')).toBe('beverage');
    expect(category(['en:beverages', 'en:teas'], 'beverage')).toBeNull();
    expect(category(['en:sweeteners', 'en:honeys'])).toBeNull();
    expect(category(['en:chewing-gum'])).toBeNull();
  });

  it('only unflavoured spring waters are water, graded A without nutrition facts', () => {
    expect(category(['en:beverages', 'en:waters', 'en:spring-waters'], 'beverage')).toBe('water');
    expect(category(['en:beverages', 'en:spring-waters', 'en:flavored-waters'], 'beverage')).toBe('beverage');
    expect(category(['en:beverages', 'en:spring-waters', 'en:flavoured-waters'], 'beverage')).toBe('beverage');
    expect(nutriScore(makeFacts({ kind: 'beverage', categoryTags: ['en:spring-waters'] } as never))?.grade).toBe('A');
  });

  it('fats group includes creams, nuts and seeds but not chestnuts; cheese excludes fromages blancs', () => {
    expect(category(['en:dairies', 'en:creams'])).toBe('fats');
    expect(category(['en:nuts', 'en:almonds'])).toBe('fats');
    expect(category(['en:nuts', 'en:chestnuts'])).toBe('general');
    expect(category(['en:cheeses'])).toBe('cheese');
    expect(category(['en:cheeses', 'fr:fromages-blancs'])).toBe('general');
  });

  it('needs proteins, and fat on the fats’ table only; saturates 0 when fat is 0, sugars 0 when carbohydrates are 0', () => {
    expect(
      nutriScore(makeFacts({ categoryTags: ['en:snacks'], nutriments: { ...full, proteins: undefined } })),
    ).toBeNull();
    // The 2023 formula counts total fat only as the saturates' share on the fats' table (blind audit 55).
    expect(nutriScore(makeFacts({ categoryTags: ['en:snacks'], nutriments: { ...full, fat: undefined } }))).toEqual(
      nutriScore(makeFacts({ categoryTags: ['en:snacks'], nutriments: full })),
    );
    expect(
      nutriScore(
        makeFacts({ categoryTags: ['en:fats', 'en:vegetable-oils'], nutriments: { ...full, fat: undefined } }),
      ),
    ).toBeNull();
    const deduced = { energyKj: 200, fat: 0, carbohydrates: 0, salt: 0.1, proteins: 3 };
    expect(nutriScore(makeFacts({ categoryTags: ['en:snacks'], nutriments: deduced }))).not.toBeNull();
  });

  it('powders and syrups are graded on their values as prepared, or not at all', () => {
    const powder = {
      categoryTags: ['en:beverage-preparations', 'en:instant-beverages'],
      nutriments: { ...full, energyKj: 1600, sugars: 70 },
    };
    expect(nutriScore(makeFacts(powder as never))).toBeNull();
    const prepared = nutriScore(makeFacts({ ...powder, preparedNutriments: full }));
    expect(prepared?.prepared).toBe(true);
    expect(prepared?.category).toBe('beverage');
  });

  it('olive oil counts as fruit whatever its list says, crisps as none: the category settles it (B, not C)', () => {
    const oil = { energyKj: 3700, fat: 100, saturatedFat: 14, sugars: 0, salt: 0, proteins: 0 };
    const olive = nutriScore(
      makeFacts({
        categoryTags: ['en:fats', 'en:vegetable-oils', 'en:olive-oils'],
        ingredientsText: 'Extra virgin olive oil',
        nutriments: oil,
      }),
    );
    expect(olive?.fruitsVegetablesLegumes).toEqual({ percent: 100, basis: 'category' });
    expect(olive?.grade).toBe('B');
    const crisps = nutriScore(
      makeFacts({
        categoryTags: ['en:snacks', 'en:crisps'],
        nutriments: { ...full, fruitsVegetablesNuts: 60 },
      }),
    );
    expect(crisps?.fruitsVegetablesLegumes.percent).toBe(0);
  });

  it('red meat over 10 % caps protein points at 2, by category or by ingredients', () => {
    const meat = { energyKj: 800, fat: 10, saturatedFat: 4, sugars: 0.5, salt: 0.8, proteins: 20 };
    const byCategory = nutriScore(makeFacts({ categoryTags: ['en:meats', 'en:beef'], nutriments: meat }));
    const poultry = nutriScore(makeFacts({ categoryTags: ['en:meats', 'en:poultries'], nutriments: meat }));
    expect(byCategory!.positive).toBe(2);
    expect(poultry!.positive).toBeGreaterThan(2);
    expect(isRedMeat({ categoryTags: [] }, ['water', 'pork 12%', 'salt'])).toBe(true);
    expect(isRedMeat({ categoryTags: [] }, ['cheese', 'pork 5%'])).toBe(false);
  });
});
