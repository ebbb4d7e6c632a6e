import type { AllergenId, Level as ContractLevel } from '@clearcart/contracts';

/** The parameters messages take: plain data, no sentences. */
export type Level = ContractLevel;
export type FsaNutrient = 'fat' | 'saturated_fat' | 'sugars' | 'salt';
export type Sensitivity = 'chemicals' | 'preservatives' | 'artificial_additives';
/** Whose keeping a welfare statement speaks of. */
export type Kept = 'animals' | 'cows' | 'hens';
export type ClaimWhere = 'label' | 'category' | 'name' | 'ingredients';
/** How the animals were kept, as the claim says; free-range eggs under the egg marketing rules that define the term. */
export type ClaimKind = 'outdoor' | 'cage-free' | 'cage' | 'free-range-eggs';
/** A footprint fitted to the foods of the kind a product's name says ("Jam, raspberry"), with a few as examples. */
export interface VarietyBasis {
  count: number;
  of: number;
  name: string;
  variety: string;
  examples: readonly string[];
}

export interface LightParams {
  nutrient: FsaNutrient;
  value: number;
  light: 'low' | 'medium' | 'high';
  low: number;
  high: number;
  perMl: boolean;
  /** Red by the guidance's per-portion criterion: the portion (g or ml), what it holds, and the limit. */
  portion?: { quantity: number; value: number; limit: number; over: number };
}

/** A nutrient the traffic lights call high: per 100 g/ml, or in one portion when the per-portion criterion made it so. */
export interface HighInParams {
  nutrient: FsaNutrient;
  value: number;
  perMl: boolean;
  portion?: { quantity: number; value: number };
}

/** Nutrition figures that disagree with each other: defined where they are found. */
export type { NutritionInconsistency } from '../health/nutrition-consistency.ts';

export interface NutriScoreParams {
  grade: string;
  points: number;
  estimated: boolean;
  prepared: boolean;
  category: string;
  fv: { basis: string; percent: number };
  /** No fibre figure on record: the points are the most it can have. */
  fibreUnknown?: boolean;
  /** With no fibre figure, the better grade enough fibre would give, where it would change the letter. */
  gradeWithFibre?: string;
}

/** Figures per 100 g or ml, as the facts hold them. */
export interface Figures {
  energyKj?: number | undefined;
  energyKcal?: number | undefined;
  fat?: number | undefined;
  saturatedFat?: number | undefined;
  carbohydrates?: number | undefined;
  sugars?: number | undefined;
  fiber?: number | undefined;
  proteins?: number | undefined;
  salt?: number | undefined;
}

export interface MarketParams {
  brand: string;
  /** Country names, when the market is a list of countries. */
  countries?: readonly string[];
  /** Category names, when the market is a kind of product. */
  categories?: readonly string[];
  relation: 'owner' | 'licensee' | 'joint venture';
  /** Who makes or sells the brand there. */
  maker: string;
  /** The brand's owner. */
  owner: string;
  /** The other party of a joint venture. */
  partner: string;
}

/** A footprint's basis in parts: AGRIBALYSE foods (their names as AGRIBALYSE gives them) and OFF categories. */
export interface FootprintBasisParams {
  count: number;
  /** Forms prepared at home were left out. */
  leftOut: boolean;
  categories: readonly string[];
  examples: readonly string[];
}

/**
 * How animal content was found, as data: the renderer says it in the report's language (i18n/voice.ts). The same
 * evidence in two forms is said once.
 */
export type AnimalEvidence =
  | { kind: 'off_vegan' | 'vegan_label' | 'off_non_vegan' | 'off_non_vegetarian' }
  /** A gluten-free claim on the pack, which rules gluten out (Reg. (EU) No 828/2014: at most 20 mg/kg). */
  | { kind: 'gluten_free_label' }
  /** An ingredient as written, with the knowledge's name for it (none for an INCI ingredient). */
  | { kind: 'ingredient'; segment: string; name?: string }
  /** An ingredient of an allergen that is an animal ("milk", "eggs"). */
  | { kind: 'allergen_ingredient'; segment: string; allergen: AllergenId }
  | { kind: 'additive'; code: string; name: string }
  | { kind: 'declared'; tags: string[] }
  | { kind: 'category'; tag: string }
  /** The product's name or category words, read when its ingredient list is missing or unreadable. */
  | { kind: 'name'; words: string; category?: true }
  /** An ingredient Open Food Facts' taxonomy knows is not vegan. */
  | { kind: 'not_vegan'; segment: string }
  /** A product known to be vegan or vegetarian, when nothing else names why. */
  | { kind: 'diet_product'; diet: 'vegan' | 'vegetarian' };

/** Why a food is not for a keto or low-carb diet: a leading ingredient as the list writes it, or its carbohydrate. */
export interface CarbDietExcluded {
  diets: readonly ('keto' | 'low_carb')[];
  because?: string;
  grams?: number;
  perMl?: boolean;
}
export type { NotEvidence } from '../analyse.ts';
