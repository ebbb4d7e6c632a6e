import type { Nutriments } from '@clearcart/contracts';
import { plainWords } from '../ingredient-analysis.ts';
import { fold } from '../text.ts';

/** 1 kcal = 4.184 kJ (EU 1169/2011 Annex XIV uses the same conversion, rounded to 4.2 per factor). */
export const KJ_PER_KCAL = 4.184;

/**
 * Energy conversion factors of EU 1169/2011 Annex XIV, kcal per gram: carbohydrate and protein 4, fat 9, fibre 2.
 * Alcohol (7) and polyols (2.4) are not in the facts, so a drink with alcohol is not checked against its macros.
 */
const KCAL_PER_G = { carbohydrates: 4, proteins: 4, fat: 9, fiber: 2 } as const;

/** One way the nutrition facts disagree with themselves. */
export type NutritionInconsistency =
  | { code: 'energy_units'; kj: number; kcal: number }
  | { code: 'energy_macros'; kcal: number; fromMacros: number }
  | { code: 'macros_over_100'; total: number }
  /** The list names sugar first of `items`, so 100 g hold at least `atLeast` g of it; the table says `sugars`. */
  | { code: 'sugars_under_list'; sugars: number; atLeast: number; items: number }
  | {
      code: 'part_over_whole';
      part: 'sugars' | 'saturatedFat';
      partValue: number;
      whole: 'carbohydrates' | 'fat';
      wholeValue: number;
    };

/**
 * Checks the label's figures against each other before they are trusted: kJ against kcal, kcal against what the macros
 * give, the macros of 100 g summing to at most 100 g, sugars within carbohydrates and saturates within fat, and sugars
 * at least what a list that names sugar first holds. Label
 * rounding and the tolerances of EU guidance (±20 % on declared values) are allowed for; what falls outside cannot be
 * one product's true figures.
 */
export function nutritionInconsistencies(
  n: Nutriments | undefined,
  { perMl, alcoholic, sugarFloor: floor }: { perMl: boolean; alcoholic: boolean; sugarFloor?: SugarFloor | undefined },
): NutritionInconsistency[] {
  if (!n) return [];
  const found: NutritionInconsistency[] = [];
  const { energyKj: kj, energyKcal: kcal } = n;
  if (kj !== undefined && kcal !== undefined && Math.max(kj, kcal * KJ_PER_KCAL) > 20) {
    // Labels round each figure; beyond 10 % (and 10 kJ) the two are not the same energy.
    if (Math.abs(kj - kcal * KJ_PER_KCAL) > Math.max(10, 0.1 * Math.max(kj, kcal * KJ_PER_KCAL)))
      found.push({ code: 'energy_units', kj, kcal });
  }
  const energy = kcal ?? (kj !== undefined ? kj / KJ_PER_KCAL : undefined);
  if (
    energy !== undefined &&
    !alcoholic &&
    n.carbohydrates !== undefined &&
    n.proteins !== undefined &&
    n.fat !== undefined
  ) {
    const fromMacros =
      n.carbohydrates * KCAL_PER_G.carbohydrates +
      n.proteins * KCAL_PER_G.proteins +
      n.fat * KCAL_PER_G.fat +
      (n.fiber ?? 0) * KCAL_PER_G.fiber;
    // ±20 % is the tolerance EU guidance allows a declared value; polyols (2.4 kcal/g, counted in carbohydrates) pull
    // the declared energy below 4 kcal/g, so the margin is wider, and small energies get an absolute 40 kcal.
    if (Math.abs(energy - fromMacros) > Math.max(40, 0.3 * Math.max(energy, fromMacros)))
      found.push({
        code: 'energy_macros',
        kcal: Math.round(energy * 10) / 10,
        fromMacros: Math.round(fromMacros * 10) / 10,
      });
  }
  if (!perMl) {
    // 100 g of a food holds at most 100 g of fat, carbohydrates, protein, fibre and salt (2 g for rounding).
    const total = (n.fat ?? 0) + (n.carbohydrates ?? 0) + (n.proteins ?? 0) + (n.fiber ?? 0) + (n.salt ?? 0);
    if (total > 102) found.push({ code: 'macros_over_100', total: Math.round(total * 10) / 10 });
  }
  const within = (part: 'sugars' | 'saturatedFat', whole: 'carbohydrates' | 'fat'): void => {
    const partValue = n[part];
    const wholeValue = n[whole];
    if (
      partValue !== undefined &&
      wholeValue !== undefined &&
      partValue > wholeValue + Math.max(0.5, 0.05 * wholeValue)
    )
      found.push({ code: 'part_over_whole', part, partValue, whole, wholeValue });
  };
  within('sugars', 'carbohydrates');
  within('saturatedFat', 'fat');
  // Declared values may be 20 % off (EU guidance), and a share by weight at mixing is not the final product's.
  if (floor && n.sugars !== undefined && n.sugars < 0.8 * floor.atLeast)
    found.push({ code: 'sugars_under_list', sugars: n.sugars, ...floor });
  return found;
}

/** Sugar by its plain names (folded), with or without its plant or colour: the first item of a list it may head. */
const SUGAR =
  /^(?:(?:cane|beet|brown|white|raw cane|granulated) )?sugar$|^sucre(?: de canne| roux| de canne roux| blanc| de betterave)?$|^(?:rohr|rohrohr|kristall|rueben|brauner )?zucker$|^azucar(?: de cana| moreno| blanco)?$|^zucchero(?: di canna)?$|^(?:riet|kristal|biet)?suiker$/;

/**
 * A list that names sugar first holds at least its share of the largest item: a list is in descending order of
 * weight (EU 1169/2011 art. 18, 21 CFR 101.4), so the first of n items is at least 100/n g in 100 g.
 */
export interface SugarFloor {
  atLeast: number;
  items: number;
}

export function sugarFloor(ingredientList: readonly string[]): SugarFloor | undefined {
  const first = ingredientList[0];
  if (!first || ingredientList.length < 2) return undefined;
  const name = plainWords(fold(first.replace(/[*°]/g, ' '))).join(' ');
  if (!SUGAR.test(name)) return undefined;
  const items = ingredientList.length;
  return { atLeast: Math.floor((100 / items) * 10) / 10, items };
}
