import type { ProductFacts, Source } from '@clearcart/contracts';

export const NUTRI_SCORE_SOURCE: Source = {
  title: 'Santé publique France, Nutri-Score (2023 algorithm update)',
  url: 'https://www.santepubliquefrance.fr/en/nutri-score',
};

export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';
export type NutriScoreCategory = 'general' | 'beverage' | 'water' | 'fats' | 'cheese';

/** Points go up by one each time the value is strictly above a threshold (≥ for the saturates ratio). */
const T = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energyBeverage: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  energyFromSaturates: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  sugarsBeverage: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  saturatedFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  saturatesRatio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  salt: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  fruitsVegetables: [40, 60, 80, 80, 80],
  fruitsVegetablesBeverage: [40, 40, 60, 60, 80, 80],
  fiber: [3.0, 4.1, 5.2, 6.3, 7.4],
  proteins: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  proteinsBeverage: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
} as const;

const points = (value: number, thresholds: readonly number[], orEqual = false): number =>
  thresholds.filter((t) => (orEqual ? value >= t : value > t)).length;

/** Non-nutritive sweeteners (E-numbers); beverages containing one get 4 extra points. */
const SWEETENERS = new Set(['e950', 'e951', 'e952', 'e954', 'e955', 'e957', 'e959', 'e960', 'e961', 'e962', 'e969']);

const FATS_OILS_NUTS = [
  'en:fats',
  'en:vegetable-fats',
  'en:vegetable-oils',
  'en:animal-fats',
  'en:butters',
  'en:margarines',
  'en:nuts',
  'en:seeds',
  'en:nut-butters',
  'en:oilseed-purees',
];
const NOT_SCORED = [
  'en:alcoholic-beverages',
  'en:baby-foods',
  'en:baby-milks',
  'en:spices',
  'en:herbs',
  'en:teas',
  'en:coffees',
];
const RED_MEAT = ['en:beef', 'en:pork', 'en:veal', 'en:lamb-meat', 'en:beef-meat', 'en:pork-meat', 'en:horse-meat'];

/** Which Nutri-Score table applies, or null when Nutri-Score does not apply (alcohol, baby food, spices, tea, coffee). */
export function nutriScoreCategory(facts: Pick<ProductFacts, 'categoryTags' | 'kind'>): NutriScoreCategory | null {
  const tags = new Set(facts.categoryTags);
  if (NOT_SCORED.some((t) => tags.has(t))) return null;
  if (facts.kind === 'beverage') {
    return tags.has('en:waters') && !tags.has('en:flavoured-waters') ? 'water' : 'beverage';
  }
  if (facts.kind !== 'food') return null;
  if (tags.has('en:cheeses')) return 'cheese';
  if (FATS_OILS_NUTS.some((t) => tags.has(t))) return 'fats';
  return 'general';
}

export interface NutriScore {
  grade: NutriScoreGrade;
  points: number;
  category: NutriScoreCategory;
  negative: number;
  positive: number;
}

/**
 * Nutri-Score (2023 algorithm for foods and 2023 for beverages) from nutrition per 100 g/ml. Needs energy, sugars,
 * saturated fat and salt; `additiveCodes` adds additives found in the ingredient text. Fibre, protein and fruit/vegetable share count as 0 when missing. Null when it cannot apply.
 */
export function nutriScore(facts: ProductFacts, additiveCodes: readonly string[] = []): NutriScore | null {
  const category = nutriScoreCategory(facts);
  const n = facts.nutriments;
  if (!category || !n) return null;
  const energyKj = n.energyKj ?? (n.energyKcal !== undefined ? n.energyKcal * 4.184 : undefined);
  if (energyKj === undefined || n.sugars === undefined || n.saturatedFat === undefined || n.salt === undefined)
    return null;
  if (category === 'water') return { grade: 'A', points: 0, category, negative: 0, positive: 0 };
  const beverage = category === 'beverage';
  const fats = category === 'fats';
  const tags = new Set(facts.categoryTags);

  let negative = points(n.sugars, beverage ? T.sugarsBeverage : T.sugars) + points(n.salt, T.salt);
  if (fats) {
    negative += points(n.saturatedFat * 37, T.energyFromSaturates);
    const ratio = n.fat && n.fat > 0 ? (n.saturatedFat / n.fat) * 100 : 0;
    negative += points(ratio, T.saturatesRatio, true);
  } else {
    negative += points(energyKj, beverage ? T.energyBeverage : T.energy) + points(n.saturatedFat, T.saturatedFat);
  }
  const codes = [...(facts.additives ?? []), ...additiveCodes].map((tag) => tag.slice(tag.indexOf(':') + 1));
  if (beverage && codes.some((code) => SWEETENERS.has(code))) negative += 4;

  let proteinPoints = points(n.proteins ?? 0, beverage ? T.proteinsBeverage : T.proteins);
  if (RED_MEAT.some((t) => tags.has(t))) proteinPoints = Math.min(proteinPoints, 2);
  const countProteins = beverage || category === 'cheese' || negative < (fats ? 7 : 11);
  const fvPoints = points(n.fruitsVegetablesNuts ?? 0, beverage ? T.fruitsVegetablesBeverage : T.fruitsVegetables);
  // The foods table jumps from 2 to 5 points above 80 %: the three 80s in the list give that.
  const positive = points(n.fiber ?? 0, T.fiber) + fvPoints + (countProteins ? proteinPoints : 0);

  const score = negative - positive;
  return { grade: nutriScoreGrade(score, category), points: score, category, negative, positive };
}

/** Letter for a Nutri-Score point total (2023 grade boundaries). */
export function nutriScoreGrade(score: number, category: NutriScoreCategory): NutriScoreGrade {
  if (category === 'water') return 'A';
  if (category === 'beverage') return score <= 2 ? 'B' : score <= 6 ? 'C' : score <= 9 ? 'D' : 'E';
  const a = category === 'fats' ? -6 : 0;
  return score <= a ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
}
