import type { ProductFacts } from '@clearcart/contracts';
import {
  categoriesOf,
  DIMENSIONS,
  evaluateProduct,
  judgeAlternative,
  narrowCategories,
  preferenceWeights,
  scoreCard,
  type Dimension,
  type ScoreCard,
} from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';

/** How much of the seed catalog can be given a verdict: the facts each kind needs, and the scores. */
export interface SeedCoverage {
  foodsAndDrinks: number;
  /** Foods and drinks with both an ingredient list and nutrition facts. */
  foodsAndDrinksWithFacts: number;
  cosmeticsAndHousehold: number;
  /** Cosmetics and household products with an ingredient list. */
  cosmeticsAndHouseholdWithIngredients: number;
  products: number;
  /** Products with a score in each tab. */
  scored: Record<Dimension, number>;
  /** Products with no score in any tab. */
  unscored: number;
}

const isFoodOrDrink = (p: ProductFacts) => p.kind === 'food' || p.kind === 'beverage';
const hasNutrition = (p: ProductFacts) => Object.keys(p.nutriments ?? {}).length > 0;
const hasIngredients = (p: ProductFacts) => (p.ingredientsText ?? '').trim().length > 0;

/** Each product's score card, from its preference-free evaluation (as the better-choices index keeps it). */
export function scoreCards(catalog: readonly ProductFacts[], knowledge: Knowledge): Map<string, ScoreCard> {
  return new Map(catalog.map((p) => [p.id, scoreCard(evaluateProduct(p, knowledge).ratings)]));
}

export function seedCoverage(catalog: readonly ProductFacts[], cards: ReadonlyMap<string, ScoreCard>): SeedCoverage {
  const foods = catalog.filter(isFoodOrDrink);
  const others = catalog.filter((p) => !isFoodOrDrink(p));
  const scored = Object.fromEntries(
    DIMENSIONS.map((d) => [d, catalog.filter((p) => cards.get(p.id)?.scores[d] !== undefined).length]),
  ) as Record<Dimension, number>;
  return {
    foodsAndDrinks: foods.length,
    foodsAndDrinksWithFacts: foods.filter((p) => hasNutrition(p) && hasIngredients(p)).length,
    cosmeticsAndHousehold: others.length,
    cosmeticsAndHouseholdWithIngredients: others.filter(hasIngredients).length,
    products: catalog.length,
    scored,
    unscored: catalog.filter((p) => Object.keys(cards.get(p.id)?.scores ?? {}).length === 0).length,
  };
}

const sameProduct = (p: ProductFacts): string => `${p.name.toLowerCase()}\u0000${p.brand.toLowerCase()}`;

/**
 * Better choices for `product` among the catalog's own, as the server's index finds them with no preferences: the
 * same kind in the product's narrowest category, judged better, one size of each. Ids, best first.
 */
export function betterChoicesIn(
  product: ProductFacts,
  catalog: readonly ProductFacts[],
  cards: ReadonlyMap<string, ScoreCard>,
): string[] {
  const current = cards.get(product.id);
  if (!current || Object.keys(current.scores).length === 0) return [];
  const weights = preferenceWeights(undefined);
  for (const category of narrowCategories(product.categoryTags, product.category)) {
    const inCategory = catalog.filter(
      (c) =>
        c.id !== product.id && c.kind === product.kind && categoriesOf(c.categoryTags, c.category).includes(category),
    );
    if (inCategory.length === 0) continue;
    const seen = new Set([sameProduct(product)]);
    const found: { id: string; gain: number }[] = [];
    for (const candidate of inCategory) {
      const judgement = judgeAlternative(current, cards.get(candidate.id)!, weights);
      if (!judgement || seen.has(sameProduct(candidate))) continue;
      seen.add(sameProduct(candidate));
      found.push({ id: candidate.id, gain: judgement.gain });
    }
    if (found.length === 0) continue;
    return found.sort((a, b) => b.gain - a.gain).map((f) => f.id);
  }
  return [];
}
