import {
  DIMENSIONS,
  type Dimension,
  type PersonalAlert,
  type Preferences,
  type Ratings,
  type ThreeScores,
} from '@clearcart/contracts';
import { gradeOf } from './common.ts';
import { ENGLISH, Voice, type Speech } from './i18n/voice.ts';

/**
 * Better choices: which products of the same narrow category a careful friend would suggest instead of this one.
 * Pure: the server reads each product's score card once (from its preference-free evaluation) and asks here.
 */

export { DIMENSIONS, type Dimension };
export type Weights = Record<Dimension, number>;

/** What a product is compared on, read from its preference-free evaluation. */
export interface ScoreCard {
  /** 0–100 per dimension; absent where there is not enough data to score. */
  scores: Partial<Record<Dimension, number>>;
  /** Dimensions whose evaluation rests on too little data to judge (reliability Low). */
  unreliable: Dimension[];
  nutriScore?: 'A' | 'B' | 'C' | 'D' | 'E';
  nova?: number;
  palmOil: 'yes' | 'no' | 'maybe' | 'unknown';
  kgCo2ePerKg?: number;
  animalTesting: 'yes' | 'no' | 'unknown';
  /** Names of the labels and certifications on record, verified ones first. */
  certifications: string[];
  /** The pack's green claims the claims check found unsupported; absent when no claim is on record. */
  unsupportedClaims?: number;
}

export function scoreCard(ratings: Ratings): ScoreCard {
  const scores: ScoreCard['scores'] = {};
  const unreliable: Dimension[] = [];
  for (const dimension of DIMENSIONS) {
    const section = ratings[dimension];
    if (section.score !== undefined) scores[dimension] = section.score;
    if (section.reliability === 'Low') unreliable.push(dimension);
  }
  const { health, environmental, ethical } = ratings;
  const co2 = environmental.environmental_factors.carbon_footprint.kg_co2e_per_kg;
  return {
    scores,
    unreliable,
    ...(health.nutri_score ? { nutriScore: health.nutri_score.grade } : {}),
    ...(health.nova_group ? { nova: health.nova_group } : {}),
    palmOil: environmental.palm_oil.status,
    ...(co2 !== undefined ? { kgCo2ePerKg: co2 } : {}),
    animalTesting: ethical.animal_testing.status,
    ...(environmental.green_claims ? { unsupportedClaims: environmental.green_claims.unsupported } : {}),
    certifications: [
      ...new Set(
        [...health.certifications, ...environmental.certifications, ...ethical.certifications]
          .sort((a, b) => Number(b.verified) - Number(a.verified))
          .map((c) => c.name),
      ),
    ],
  };
}

/**
 * How much the shopper cares about each dimension: 1 each, plus 1 for every dimension they set a preference in.
 * With no preferences the three count equally.
 */
export function preferenceWeights(prefs: Preferences | undefined): Weights {
  if (!prefs) return { health: 1, environmental: 1, ethical: 1 };
  const { health, environment, ethical } = prefs;
  const sensitive = Object.values(health.sensitivities).some((level) => level > 0);
  const cares = {
    health:
      health.allergens.length + health.dietary_restrictions.length + health.avoid_ingredients.length > 0 || sensitive,
    environmental: environment.certifications.length + environment.ingredients_to_avoid.length > 0,
    ethical:
      ethical.certifications.length > 0 ||
      ethical.animal_testing !== 'neutral' ||
      ethical.additional_concerns.trim().length > 0,
  };
  return {
    health: cares.health ? 2 : 1,
    environmental: cares.environmental ? 2 : 1,
    ethical: cares.ethical ? 2 : 1,
  };
}

/** Below this weighted gain (points of 100) a product is not meaningfully better. */
export const MIN_GAIN = 5;

export interface Judgement {
  /** Weighted score gain over the current product, in points of 100. */
  gain: number;
  /** Short reasons, most important first ("Nutri-Score B instead of E", "no palm oil"). */
  reasons: string[];
}

/**
 * Whether `candidate` is a better choice than `current` for a shopper with these weights, and why; null when it is
 * not: not meaningfully better overall, worse on a dimension the shopper weights most, unscored where the current
 * product is scored, or too sparse to judge on a dimension compared.
 */
export function judgeAlternative(
  current: ScoreCard,
  candidate: ScoreCard,
  weights: Weights,
  /** The language of the reasons (English by default). */
  speech: Speech = ENGLISH,
): Judgement | null {
  const compared = DIMENSIONS.filter((d) => current.scores[d] !== undefined);
  if (compared.length === 0) return null;
  const top = Math.max(...compared.map((d) => weights[d]));
  let gain = 0;
  let total = 0;
  for (const d of compared) {
    const mine = current.scores[d] ?? 0;
    const theirs = candidate.scores[d];
    if (theirs === undefined || candidate.unreliable.includes(d)) return null;
    if (weights[d] === top && theirs < mine) return null;
    gain += weights[d] * (theirs - mine);
    total += weights[d];
  }
  gain /= total;
  if (gain < MIN_GAIN) return null;
  return { gain: Math.round(gain * 10) / 10, reasons: reasons(current, candidate, weights, new Voice(speech)) };
}

const NUTRI_ORDER = 'ABCDE';

/** What makes the candidate better, by dimension in the order the shopper weights them; at most three. */
function reasons(current: ScoreCard, candidate: ScoreCard, weights: Weights, v: Voice): string[] {
  const m = v.m.alternatives;
  const byDimension: Record<Dimension, string[]> = { health: [], environmental: [], ethical: [] };
  if (
    current.nutriScore &&
    candidate.nutriScore &&
    NUTRI_ORDER.indexOf(candidate.nutriScore) < NUTRI_ORDER.indexOf(current.nutriScore)
  ) {
    byDimension.health.push(m.nutriScore({ theirs: candidate.nutriScore, mine: current.nutriScore }));
  }
  if (current.nova && candidate.nova && candidate.nova < current.nova) {
    byDimension.health.push(m.nova({ theirs: candidate.nova, mine: current.nova }));
  }
  if (current.palmOil === 'yes' && candidate.palmOil === 'no') byDimension.environmental.push(m.noPalmOil);
  // Claims checked and none unsupported, beside a pack with some: a reason, never a gain (a claim is not a grade).
  if ((current.unsupportedClaims ?? 0) > 0 && candidate.unsupportedClaims === 0)
    byDimension.environmental.push(m.noUnsupportedClaims);
  if (current.kgCo2ePerKg && candidate.kgCo2ePerKg !== undefined) {
    const less = Math.round((1 - candidate.kgCo2ePerKg / current.kgCo2ePerKg) * 100);
    if (less >= 20) byDimension.environmental.push(m.lessCarbon(less));
  }
  if (current.animalTesting === 'yes' && candidate.animalTesting === 'no') {
    byDimension.ethical.push(m.notTested);
  }
  // One label is reason enough: two names of one scheme ("Fairtrade", "Fair trade") read as a list of claims.
  const label = candidate.certifications.find((name) => !current.certifications.includes(name));
  if (label) byDimension.ethical.push(v.text(label));
  for (const d of DIMENSIONS) {
    const mine = current.scores[d];
    const theirs = candidate.scores[d];
    if (byDimension[d].length === 0 && mine !== undefined && theirs !== undefined && theirs - mine >= MIN_GAIN) {
      byDimension[d].push(m.score({ dimension: d, theirs: Math.round(theirs), mine: Math.round(mine) }));
    }
  }
  return [...DIMENSIONS]
    .sort((a, b) => weights[b] - weights[a])
    .flatMap((d) => byDimension[d])
    .slice(0, 3);
}

/**
 * A product the shopper should not be offered: any personal alert — an allergen they avoid (present, traced or not
 * ruled out), an ingredient on their avoid lists, a broken diet, a sensitivity, animal testing they avoid.
 */
export const breaksPreferences = (alerts: readonly PersonalAlert[]): boolean => alerts.length > 0;

/**
 * The categories a product is offered in as an alternative: its three most specific tags (potato crisps are crisps;
 * a diet cola's list runs "colas > diet sodas > diet cola") and its category's name — never the wider groups further
 * up (peanut butter is not offered for butter because both are "spreads").
 */
export const categoriesOf = (categoryTags: readonly string[], category: string): string[] => [
  ...new Set([...categoryTags.slice(-3), categoryKey(category)]),
];

/**
 * The categories to look for alternatives in, narrowest first: the product's most specific category tag, then its
 * category's name, then the tag just above the most specific, where nothing in those is better (a filled wafer bar's
 * chocolates, a cola's sodas), unless it tops the list. Never one further up: a suggestion from another shelf is the
 * absurd kind shoppers complain of.
 */
export function narrowCategories(categoryTags: readonly string[], category: string): string[] {
  const specific = categoryTags.at(-1);
  // The tag above, unless it is the top of the list ("beverages" above "waters" is every drink).
  const above = categoryTags.length >= 3 ? categoryTags.at(-2) : undefined;
  return [...new Set([...(specific ? [specific] : []), categoryKey(category), ...(above ? [above] : [])])];
}

/** The key of a category known only by its name. */
export const categoryKey = (category: string): string =>
  `category:${category.trim().toLowerCase().replace(/\s+/g, '-')}`;

/** The three scores with their grades, as the API shows them; null where a dimension is not scored. */
export function threeScores(scores: Partial<Record<Dimension, number | null>>): ThreeScores {
  const graded = (score: number | null | undefined) =>
    typeof score === 'number' ? { score, grade: gradeOf(score) } : null;
  return {
    health: graded(scores.health),
    environmental: graded(scores.environmental),
    ethical: graded(scores.ethical),
  };
}
