import { describe, expect, it } from 'vitest';
import { checkNutrition, energyFit } from './sanity.ts';

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

describe('energyFit', () => {
  it.each<[label: string, values: Record<string, number>, fibreInCarbohydrate: boolean, within: boolean | undefined]>([
    [
      'a real table: 1533 kJ from 1 g fat, 2.5 g carbohydrate, 85.5 g protein',
      { energyKj: 1533, fat: 1, carbohydrates: 2.5, proteins: 85.5 },
      false,
      true,
    ],
    [
      'the same with "1 g" of fat read as 19',
      { energyKj: 1533, fat: 19, carbohydrates: 2.5, proteins: 85.5 },
      false,
      false,
    ],
    ['kcal alone stands for energy', { energyKcal: 366, fat: 1, carbohydrates: 2.5, proteins: 85.5 }, false, true],
    [
      'US: fibre counted inside carbohydrate',
      { energyKcal: 41, fat: 0, carbohydrates: 13, fiber: 4, proteins: 0 },
      true,
      true,
    ],
    ['no protein, no answer', { energyKj: 100, fat: 0, carbohydrates: 5 }, false, undefined],
  ])('%s', (_label, values, fibre, within) => {
    expect(energyFit(values, fibre)?.within).toBe(within);
  });
});
