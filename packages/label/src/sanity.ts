import type { LabelWarning, NutritionValues } from './warnings.ts';

/** kJ in one kcal. */
export const KJ_PER_KCAL = 4.184;

/** Energy factors of Regulation (EU) 1169/2011 Annex XIV, kJ per gram. */
const KJ_PER_G = { fat: 37, carbohydrate: 17, protein: 17, fibre: 8 } as const;

/** How far printed energy may be from the factors' sum: 15 %, and never less than rounding leaves on small values. */
const ENERGY_TOLERANCE = 0.15;
const ENERGY_TOLERANCE_KJ = 30;

/** Printed values are rounded (to 0.1 g below 10 g): a comparison of two of them allows this much. */
const ROUNDING_G = 0.1;

/** The mass fields, all in g per 100 g. */
const MASS_FIELDS = ['fat', 'saturatedFat', 'carbohydrates', 'sugars', 'fiber', 'proteins', 'salt'] as const;

/**
 * The checks that tell a misread from a real table: energy within 15 % of 37·fat + 17·carbohydrate + 17·protein +
 * 8·fibre kJ, kJ and kcal agreeing, saturates ≤ fat, sugars ≤ carbohydrate, no value (nor their sum) over 100 g.
 * `fibreInCarbohydrate`: US tables count fibre in total carbohydrate (EU tables do not).
 */
export function checkNutrition(values: NutritionValues, fibreInCarbohydrate = false): LabelWarning[] {
  const warnings: LabelWarning[] = [];
  const { energyKj, energyKcal, fat, saturatedFat, carbohydrates, sugars, fiber } = values;

  const over = MASS_FIELDS.filter((f) => (values[f] ?? 0) > 100);
  const parts = (['fat', 'carbohydrates', 'proteins', 'salt'] as const).filter((f) => values[f] !== undefined);
  const sum = parts.reduce((total, f) => total + values[f]!, 0) + (fibreInCarbohydrate ? 0 : (fiber ?? 0));
  if (over.length > 0) {
    warnings.push({ code: 'over_100g', message: 'A value is over 100 g per 100 g.', fields: over });
  } else if (sum > 100 + ROUNDING_G * parts.length) {
    const fields = fiber !== undefined && !fibreInCarbohydrate ? [...parts, 'fiber' as const] : parts;
    warnings.push({ code: 'over_100g', message: 'The values add up to more than 100 g per 100 g.', fields });
  }
  if (fat !== undefined && saturatedFat !== undefined && saturatedFat > fat + ROUNDING_G) {
    warnings.push({
      code: 'saturates_over_fat',
      message: 'Saturates cannot be more than fat.',
      fields: ['fat', 'saturatedFat'],
    });
  }
  if (carbohydrates !== undefined && sugars !== undefined && sugars > carbohydrates + ROUNDING_G) {
    warnings.push({
      code: 'sugars_over_carbohydrates',
      message: 'Sugars cannot be more than carbohydrate.',
      fields: ['carbohydrates', 'sugars'],
    });
  }
  if (energyKj !== undefined && energyKcal !== undefined) {
    const fromKcal = energyKcal * KJ_PER_KCAL;
    // Each figure is rounded to a whole unit: the two may differ by a few kJ on top of 2 %.
    if (Math.abs(energyKj - fromKcal) > Math.max(0.02 * Math.max(energyKj, fromKcal), 6)) {
      warnings.push({
        code: 'energy_units_mismatch',
        message: 'The kJ and kcal figures do not agree.',
        fields: ['energyKj', 'energyKcal'],
      });
    }
  }
  const fit = energyFit(values, fibreInCarbohydrate);
  if (fit && !fit.within) {
    const energyFields = (['energyKj', 'energyKcal'] as const).filter((f) => values[f] !== undefined);
    warnings.push({
      code: 'energy_mismatch',
      message: `The energy (${Math.round(fit.energy)} kJ) is not what fat, carbohydrate and protein give (${Math.round(fit.expected)} kJ).`,
      fields: [...energyFields, 'fat', 'carbohydrates', 'proteins'],
    });
  }
  return warnings;
}

/**
 * The energy printed (kJ, else kcal × 4.184) against 37·fat + 17·carbohydrate + 17·protein + 8·fibre kJ: how far
 * apart (a share of the larger) and whether within the 15 % allowed. Undefined without energy, fat, carbohydrate
 * and protein.
 */
export function energyFit(
  values: NutritionValues,
  fibreInCarbohydrate = false,
): { energy: number; expected: number; error: number; within: boolean } | undefined {
  const { energyKj, energyKcal, fat, carbohydrates, fiber, proteins } = values;
  const energy = energyKj ?? (energyKcal !== undefined ? energyKcal * KJ_PER_KCAL : undefined);
  if (energy === undefined || fat === undefined || carbohydrates === undefined || proteins === undefined)
    return undefined;
  const fibre = fiber ?? 0;
  const available = fibreInCarbohydrate ? Math.max(0, carbohydrates - fibre) : carbohydrates;
  const expected =
    KJ_PER_G.fat * fat + KJ_PER_G.carbohydrate * available + KJ_PER_G.protein * proteins + KJ_PER_G.fibre * fibre;
  const gap = Math.abs(energy - expected);
  const larger = Math.max(energy, expected);
  return {
    energy,
    expected,
    error: larger > 0 ? gap / larger : 0,
    within: gap <= Math.max(ENERGY_TOLERANCE * larger, ENERGY_TOLERANCE_KJ),
  };
}
