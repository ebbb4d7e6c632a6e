import type { LabelWarningCode, Nutriments } from '@clearcart/contracts';

/** The nutrition fields a table gives, in the engine's words. */
export const NUTRIENTS = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'fiber',
  'proteins',
  'salt',
] as const satisfies readonly (keyof Nutriments)[];
export type Nutrient = (typeof NUTRIENTS)[number];
export type NutritionValues = Partial<Record<Nutrient, number>>;

/** Why a reading needs the shopper's eye; the wire's codes (contracts) are these. */
export type { LabelWarningCode } from '@clearcart/contracts';

/** Something the shopper should check before the reading is used; `fields` are the doubtful values. */
export interface LabelWarning {
  code: LabelWarningCode;
  message: string;
  fields?: Nutrient[];
}
