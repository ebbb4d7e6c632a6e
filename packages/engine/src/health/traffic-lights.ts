import type { Nutriments, Source } from '@clearcart/contracts';

export const FSA_SOURCE: Source = {
  title:
    "UK Department of Health, 'Guide to creating a front of pack (FoP) nutrition label for pre-packed products sold through retail outlets' (2016)",
  url: 'https://www.gov.uk/government/publications/front-of-pack-nutrition-labelling-guidance',
};

export type TrafficLight = 'low' | 'medium' | 'high';
export type FsaNutrient = 'fat' | 'saturated_fat' | 'sugars' | 'salt';

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

export interface TrafficLightResult {
  nutrient: FsaNutrient;
  value: number;
  light: TrafficLight;
  low: number;
  high: number;
}

/** FSA/DH front-of-pack colour of one nutrient value. */
export function trafficLight(nutrient: FsaNutrient, value: number, perMl: boolean): TrafficLightResult {
  const [low, high] = (perMl ? DRINK : FOOD)[nutrient];
  const light: TrafficLight = value <= low ? 'low' : value > high ? 'high' : 'medium';
  return { nutrient, value, light, low, high };
}

/** Traffic lights for every nutrient the facts carry. */
export function trafficLights(nutriments: Nutriments | undefined, perMl: boolean): TrafficLightResult[] {
  if (!nutriments) return [];
  const values: [FsaNutrient, number | undefined][] = [
    ['fat', nutriments.fat],
    ['saturated_fat', nutriments.saturatedFat],
    ['sugars', nutriments.sugars],
    ['salt', nutriments.salt],
  ];
  return values.flatMap(([nutrient, value]) =>
    typeof value === 'number' && Number.isFinite(value) ? [trafficLight(nutrient, value, perMl)] : [],
  );
}
