import { describe, expect, it } from 'vitest';
import { checkNutrition } from './sanity.ts';

/** Nutella's table per 100 g (Open Food Facts 3017620422003): a real, consistent one. */
const nutella = {
  energyKj: 2252,
  energyKcal: 539,
  fat: 30.9,
  saturatedFat: 10.6,
  carbohydrates: 57.5,
  sugars: 56.3,
  fiber: 0,
  proteins: 6.3,
  salt: 0.107,
};

describe('checkNutrition', () => {
  it('passes a real table', () => {
    expect(checkNutrition(nutella)).toEqual([]);
  });

  it.each([
    [
      'a misread figure of energy (2252 read as 252)',
      { ...nutella, energyKj: 252, energyKcal: undefined },
      'energy_mismatch',
    ],
    ['kJ and kcal that do not agree', { ...nutella, energyKcal: 339 }, 'energy_units_mismatch'],
    ['saturates over fat (10.6 read as 106)', { ...nutella, saturatedFat: 106 }, 'saturates_over_fat'],
    ['sugars over carbohydrate', { ...nutella, sugars: 65.3 }, 'sugars_over_carbohydrates'],
    ['a value over 100 g', { ...nutella, carbohydrates: 575, sugars: 56.3 }, 'over_100g'],
    ['values adding up to over 100 g', { fat: 60, carbohydrates: 50, proteins: 10 }, 'over_100g'],
  ])('flags %s', (_label, values, code) => {
    expect(checkNutrition(values).map((w) => w.code)).toContain(code);
  });

  it('names the doubtful fields', () => {
    expect(
      checkNutrition({ ...nutella, saturatedFat: 106 }).find((w) => w.code === 'saturates_over_fat')?.fields,
    ).toEqual(['fat', 'saturatedFat']);
  });

  it('leaves small values to rounding: a drink of 1 kJ with no macronutrients is no misread', () => {
    expect(checkNutrition({ energyKj: 1, energyKcal: 0, fat: 0, carbohydrates: 0, proteins: 0 })).toEqual([]);
  });

  it('counts fibre inside carbohydrate on US tables', () => {
    // 200 kcal = 837 kJ; 10 g fat, 20 g carbohydrate of which 8 g fibre, 5 g protein.
    const us = { energyKcal: 200, fat: 10, carbohydrates: 20, fiber: 8, proteins: 5 };
    expect(checkNutrition(us, true)).toEqual([]);
  });
});
