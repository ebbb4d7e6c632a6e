import type { Nutriments, ProductFacts, Source } from '@clearcart/contracts';

export const FSA_SOURCE: Source = {
  title:
    "UK Department of Health, 'Guide to creating a front of pack (FoP) nutrition label for pre-packed products sold through retail outlets' (2016)",
  url: 'https://www.gov.uk/government/publications/front-of-pack-nutrition-labelling-guidance',
};

export type TrafficLight = 'low' | 'medium' | 'high';
export const FSA_NUTRIENTS = ['fat', 'saturated_fat', 'sugars', 'salt'] as const;
export type FsaNutrient = (typeof FSA_NUTRIENTS)[number];

/** Low is ≤ the first figure, high is > the second (grams per 100 g, or per 100 ml for drinks). */
const FOOD: Record<FsaNutrient, [number, number]> = {
  fat: [3, 17.5],
  saturated_fat: [1.5, 5],
  sugars: [5, 22.5],
  salt: [0.3, 1.5],
};
const DRINK: Record<FsaNutrient, [number, number]> = {
  fat: [1.5, 8.75],
  saturated_fat: [0.75, 2.5],
  sugars: [2.5, 11.25],
  salt: [0.3, 0.75],
};

export const FSA_LABELS: Record<FsaNutrient, string> = {
  fat: 'fat',
  saturated_fat: 'saturated fat',
  sugars: 'sugars',
  salt: 'salt',
};

/**
 * The same guidance's per-portion criterion for red, which applies to portions over 100 g (foods) or 150 ml (drinks):
 * red when one portion holds more than 30 % (foods) or 15 % (drinks) of the adult reference intake of the nutrient
 * (RI: fat 70 g, saturates 20 g, sugars 90 g, salt 6 g; EU 1169/2011 Annex XIII Part B).
 */
const REFERENCE_INTAKE: Record<FsaNutrient, number> = { fat: 70, saturated_fat: 20, sugars: 90, salt: 6 };
export const PORTION_RULE = {
  food: { over: 100, share: 0.3 },
  drink: { over: 150, share: 0.15 },
} as const;

/** The grams in one portion, and the per-portion limit above which the portion is red. */
export interface PortionLight {
  quantity: number;
  value: number;
  limit: number;
  /** The portion size above which the per-portion criterion applies (100 g or 150 ml). */
  over: number;
}

export interface TrafficLightResult {
  nutrient: FsaNutrient;
  value: number;
  light: TrafficLight;
  low: number;
  high: number;
  /** Set when the portion rule, not the per-100 band, makes the light red. */
  portion?: PortionLight;
}

/**
 * FSA/DH front-of-pack colour of one nutrient value per 100 g/ml, then the guidance's per-portion criterion for red
 * when a portion (g, or ml for drinks) above its threshold is known: the scheme applied whole.
 */
export function trafficLight(
  nutrient: FsaNutrient,
  value: number,
  perMl: boolean,
  portion?: number,
): TrafficLightResult {
  const [low, high] = (perMl ? DRINK : FOOD)[nutrient];
  const light: TrafficLight = value <= low ? 'low' : value > high ? 'high' : 'medium';
  const rule = perMl ? PORTION_RULE.drink : PORTION_RULE.food;
  if (light !== 'high' && portion !== undefined && portion > rule.over) {
    const inPortion = Math.round(value * portion * 10) / 1000;
    const limit = Math.round(REFERENCE_INTAKE[nutrient] * rule.share * 100) / 100;
    if (inPortion > limit)
      return {
        nutrient,
        value,
        light: 'high',
        low,
        high,
        portion: { quantity: portion, value: inPortion, limit, over: rule.over },
      };
  }
  return { nutrient, value, light, low, high };
}

/** Traffic lights for every nutrient the facts carry; `portion` (g or ml) brings in the per-portion criterion. */
export function trafficLights(
  nutriments: Nutriments | undefined,
  perMl: boolean,
  portion?: number,
): TrafficLightResult[] {
  if (!nutriments) return [];
  const values: [FsaNutrient, number | undefined][] = [
    ['fat', nutriments.fat],
    ['saturated_fat', nutriments.saturatedFat],
    ['sugars', nutriments.sugars],
    ['salt', nutriments.salt],
  ];
  return values.flatMap(([nutrient, value]) =>
    typeof value === 'number' && Number.isFinite(value) ? [trafficLight(nutrient, value, perMl, portion)] : [],
  );
}

/** Can shapes: a can is drunk at once, so its content is one portion (the guidance's single consumption unit). */
const SINGLE_SERVE_SHAPES = new Set(['en:drink-can', 'en:can', 'en:beverage-can']);
/**
 * A drink in one container of at most 330 ml (a can, a small bottle, a carton with a straw) is drunk at once whatever
 * the container: its content is one portion. A bigger bottle can be closed again, so only a stated serving decides.
 */
const SINGLE_SERVE_ML = 330;
/**
 * Drinks made up before drinking: the pack is several portions once diluted. A juice "from concentrate" is drunk as
 * it is, so a concentrate counts only as a drink's concentrate, not as a juice's origin.
 */
const DILUTED = /syrup|cordial|squash|to-be-diluted|(?:drink|beverage)s?-concentrate|concentrated-(?:drink|beverage)/;

/**
 * One portion in the nutriments' unit: the record's stated portion, else a single-serve drink's content (a can up to
 * a litre, any drink up to 330 ml: quantity "330 ml", "33 cl"). Without either, the per-portion criterion is not
 * applied (the report cannot know the portion).
 */
export function portionOf(
  facts: Pick<ProductFacts, 'servingQuantity' | 'perMl' | 'quantity' | 'packaging'> &
    Partial<Pick<ProductFacts, 'categoryTags'>>,
): number | undefined {
  const stated = statedPortion(facts);
  if (stated !== undefined) return stated;
  if (!facts.perMl || facts.categoryTags?.some((tag) => DILUTED.test(tag))) return undefined;
  // One container: "330 ml", not "6 x 330 ml" or "2 × 250 ml".
  const ml = singleContainer(facts);
  const can = facts.packaging.some((tag) => SINGLE_SERVE_SHAPES.has(tag));
  return ml !== undefined && ml > 0 && ml <= (can ? 1000 : SINGLE_SERVE_ML) ? ml : undefined;
}

/** The content of one container whose quantity names one amount in the nutriments' unit ("330 ml", "33 cl", "250 g"). */
function singleContainer(facts: Pick<ProductFacts, 'perMl' | 'quantity'>): number | undefined {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|l|g|kg)\b/i.exec(facts.quantity ?? '');
  if (!m) return undefined;
  const unit = m[2]!.toLowerCase() as 'ml' | 'cl' | 'l' | 'g' | 'kg';
  if (/l$/.test(unit) !== facts.perMl) return undefined;
  return Number(m[1]!.replace(',', '.')) * { ml: 1, cl: 10, l: 1000, g: 1, kg: 1000 }[unit];
}

/**
 * The record's stated portion, unless it is larger than the one container the quantity gives (blind audit 13, finding
 * 7): a portion is never larger than the pack.
 */
export function statedPortion(facts: Pick<ProductFacts, 'servingQuantity' | 'perMl' | 'quantity'>): number | undefined {
  const serving = facts.servingQuantity;
  if (serving === undefined) return undefined;
  const pack = singleContainer(facts);
  return pack !== undefined && serving > pack ? undefined : serving;
}
