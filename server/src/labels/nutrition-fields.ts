import type { LabelNutrition, Nutriments, NutritionField } from '@clearcart/contracts';
import type { Nutrient, NutritionValues } from '@clearcart/label';

/** The wire's name of each nutrition field (snake_case, as the other product fields). */
export const WIRE_FIELD: Record<Nutrient, NutritionField> = {
  energyKj: 'energy_kj',
  energyKcal: 'energy_kcal',
  fat: 'fat',
  saturatedFat: 'saturated_fat',
  carbohydrates: 'carbohydrates',
  sugars: 'sugars',
  fiber: 'fiber',
  proteins: 'proteins',
  salt: 'salt',
};

const NUTRIENTS = Object.keys(WIRE_FIELD) as Nutrient[];

/** A table read or typed, as the wire has it. */
export function toWire(values: NutritionValues, basis: LabelNutrition['basis']): LabelNutrition {
  const out: LabelNutrition = { basis };
  for (const nutrient of NUTRIENTS) {
    const value = values[nutrient];
    if (value !== undefined) out[WIRE_FIELD[nutrient]] = value;
  }
  return out;
}

/** The wire's table as the engine's nutriments. */
export function fromWire(table: LabelNutrition): Nutriments & NutritionValues {
  const out: Nutriments = {};
  for (const nutrient of NUTRIENTS) {
    const value = table[WIRE_FIELD[nutrient]];
    if (value !== undefined) out[nutrient] = value;
  }
  return out;
}
