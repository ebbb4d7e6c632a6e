import type { AlternativesResponse, Preferences, ProductFacts } from '@clearcart/contracts';
import { productFacts } from '@clearcart/contracts';
import {
  breaksPreferences,
  categoriesOf,
  categoryKey,
  evaluateProduct,
  judgeAlternative,
  narrowCategories,
  preferenceWeights,
  scoreCard,
  threeScores,
  type ScoreCard,
} from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';
import { notFound } from '../errors.ts';
import { within } from '../providers/http.ts';
import type { ProductRepository } from '../store/product-repository.ts';
import type { ScoreRepository } from '../store/score-repository.ts';
import type { OpenChoices } from './open-records.ts';

/** Alternatives offered at most. */
export const MAX_ALTERNATIVES = 5;
/** Candidates read per category, best first by the shopper's weights, before the personal checks. */
const CANDIDATE_POOL = 40;
/** Products scored per batch when the index catches up (seed, import, an engine or knowledge upgrade). */
const SCORE_BATCH = 250;

/**
 * Better choices for a product (issue 17). Each product's score card — the three scores and the facts the reasons
 * quote, from its preference-free evaluation — is kept in `product_scores` with its categories, so a request reads a
 * few dozen rows of one category instead of evaluating the catalog; only those few are evaluated again with the
 * shopper's preferences, to drop any that raise an alert for them.
 */
export class AlternativesService {
  constructor(
    private readonly scores: ScoreRepository,
    private readonly products: ProductRepository,
    private readonly knowledge: Knowledge,
    /** The Open Food Facts family's products of the category, asked when the catalog has nothing better. */
    private readonly wider?: OpenChoices,
  ) {}

  async alternatives(id: string, preferences: Preferences | undefined): Promise<AlternativesResponse> {
    const facts = await this.products.get(id);
    if (!facts) throw notFound(`No product with id "${id}"`);
    const current = await this.card(facts);
    if (Object.keys(current.scores).length === 0) {
      return {
        product_id: id,
        category: null,
        alternatives: [],
        message: 'Not enough data on this product to compare it with others.',
      };
    }
    const found = await this.fromCatalog(facts, current, preferences);
    if (found.alternatives.length > 0 || !this.wider) return found;
    // The site's products are scored as they arrive; when that takes longer than the wait, the next request has them.
    const wider = this.wider;
    const added = await within(
      wider.waitMs,
      wider.discover(facts).then(async (products) => {
        if (products.length > 0) await this.score(products);
        return products.length;
      }),
    );
    return added ? this.fromCatalog(facts, current, preferences) : found;
  }

  private async fromCatalog(
    facts: ProductFacts,
    current: ScoreCard,
    preferences: Preferences | undefined,
  ): Promise<AlternativesResponse> {
    const id = facts.id;
    const weights = preferenceWeights(preferences);
    for (const category of narrowCategories(facts.categoryTags, facts.category)) {
      const rows = await this.scores.inCategory(category, facts.kind, facts.id, weights, CANDIDATE_POOL);
      if (rows.length === 0) continue;
      const alternatives = [];
      // Another size of the same product is not an alternative, and one size of each is enough.
      const seen = new Set([sameProduct(facts)]);
      for (const row of rows) {
        const judgement = judgeAlternative(current, row.card, weights);
        if (!judgement) continue;
        const candidate = productFacts.parse(row.facts);
        if (seen.has(sameProduct(candidate))) continue;
        if (preferences && breaksPreferences(evaluateProduct(candidate, this.knowledge, preferences).personal_alerts)) {
          continue;
        }
        alternatives.push({
          id: candidate.id,
          name: candidate.name,
          brand: candidate.brand,
          ...(candidate.quantity ? { quantity: candidate.quantity } : {}),
          ...(candidate.imageUrl ? { image_url: candidate.imageUrl } : {}),
          scores: threeScores(row.card.scores),
          ...judgement,
        });
        seen.add(sameProduct(candidate));
      }
      alternatives.sort((a, b) => b.gain - a.gain);
      const name = categoryName(category, facts);
      return {
        product_id: id,
        category: name,
        alternatives: alternatives.slice(0, MAX_ALTERNATIVES),
        ...(alternatives.length === 0
          ? { message: `Nothing in our catalog is a better choice in this category (${name}).` }
          : {}),
      };
    }
    return {
      product_id: id,
      category: null,
      alternatives: [],
      message: 'No other product of this kind is in our catalog yet.',
    };
  }

  /** The product's score card, scored now (and kept) when the index does not have it yet. */
  private async card(facts: ProductFacts): Promise<ScoreCard> {
    return (await this.scores.card(facts.id)) ?? (await this.score([facts]))[0]!;
  }

  /**
   * Scores every product the index lacks (new, changed — the repository drops a changed product's card — or scored by
   * an older engine or knowledge), in batches; returns how many. Run at start-up in the background; a product written
   * later is scored when first viewed.
   */
  async refresh(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.scores.unscored(SCORE_BATCH);
      if (rows.length === 0) return total;
      await this.score(rows.map((row) => productFacts.parse(row)));
      total += rows.length;
    }
  }

  private async score(products: readonly ProductFacts[]): Promise<ScoreCard[]> {
    const cards = products.map((facts) => scoreCard(evaluateProduct(facts, this.knowledge).ratings));
    await this.scores.put(
      products.map((p, i) => ({
        id: p.id,
        kind: p.kind,
        categories: categoriesOf(p.categoryTags, p.category),
        card: cards[i]!,
      })),
    );
    return cards;
  }
}

/** A category as a shopper reads it: the product's category name, or the tag's words ("en:milk-chocolates"). */
function categoryName(category: string, facts: ProductFacts): string {
  if (category === categoryKey(facts.category)) return facts.category;
  const words = category.replace(/^[a-z]{2}:/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Products that differ only in size share their name and brand. */
const sameProduct = (p: ProductFacts): string => `${p.name.toLowerCase()}\u0000${p.brand.toLowerCase()}`;
