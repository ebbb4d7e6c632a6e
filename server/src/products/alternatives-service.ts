import type { AlternativesResponse, InterfaceLanguage, Preferences, ProductFacts } from '@clearcart/contracts';
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
  Voice,
  type ScoreCard,
  type Speech,
} from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';
import { notFound } from '../errors.ts';
import { DEFAULT_LANGUAGE, speechIn } from '../i18n/report-language.ts';
import { within } from '../providers/http.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
import type { ScoreRepository } from '../store/repositories/score-repository.ts';
import type { OpenChoices } from './open-records.ts';

/** Alternatives offered at most. */
export const MAX_ALTERNATIVES = 5;
/** Candidates read per category, best first by the shopper's weights, before the personal checks. */
const CANDIDATE_POOL = 40;
/** Products scored per batch when the index catches up (seed, import, an engine or knowledge upgrade). */
const SCORE_BATCH = 250;

/**
 * Better choices for a product. Each product's score card — the three scores and the facts the reasons
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

  /** Better choices, their reasons and the answer's words in the report's `language`. */
  async alternatives(
    id: string,
    preferences: Preferences | undefined,
    language: InterfaceLanguage = DEFAULT_LANGUAGE,
  ): Promise<AlternativesResponse> {
    const facts = await this.products.get(id);
    if (!facts) throw notFound(`No product with id "${id}"`);
    return this.alternativesTo(facts, await this.card(facts), preferences, await speechIn(language));
  }

  /**
   * Better choices for a product the catalog does not have (read from its package): scored on the spot and
   * kept nowhere, then compared with the catalog's products of its category as any product is.
   */
  async alternativesOfFacts(
    facts: ProductFacts,
    preferences: Preferences | undefined,
    language: InterfaceLanguage = DEFAULT_LANGUAGE,
  ): Promise<AlternativesResponse> {
    return this.alternativesTo(
      facts,
      scoreCard(evaluateProduct(facts, this.knowledge).ratings),
      preferences,
      await speechIn(language),
    );
  }

  private async alternativesTo(
    facts: ProductFacts,
    current: ScoreCard,
    preferences: Preferences | undefined,
    speech: Speech,
  ): Promise<AlternativesResponse> {
    const id = facts.id;
    if (Object.keys(current.scores).length === 0) {
      return {
        product_id: id,
        category: null,
        alternatives: [],
        message: speech.messages.alternatives.notEnoughData,
      };
    }
    const found = await this.fromCatalog(facts, current, preferences, speech);
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
    return added ? this.fromCatalog(facts, current, preferences, speech) : found;
  }

  private async fromCatalog(
    facts: ProductFacts,
    current: ScoreCard,
    preferences: Preferences | undefined,
    speech: Speech,
  ): Promise<AlternativesResponse> {
    const id = facts.id;
    const m = speech.messages.alternatives;
    const weights = preferenceWeights(preferences);
    const voice = new Voice(speech);
    // The narrowest category with others of its kind names the answer when none of them, nor of the one above, is better.
    let nearest: string | undefined;
    for (const category of narrowCategories(facts.categoryTags, facts.category)) {
      const rows = await this.scores.inCategory(category, facts.kind, facts.id, weights, CANDIDATE_POOL);
      if (rows.length === 0) continue;
      nearest ??= categoryName(category, facts, voice);
      const alternatives = [];
      // Another size of the same product is not an alternative, and one size of each is enough.
      const seen = new Set([sameProduct(facts)]);
      for (const row of rows) {
        const judgement = judgeAlternative(current, row.card, weights, speech);
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
      if (alternatives.length === 0) continue;
      alternatives.sort((a, b) => b.gain - a.gain);
      return {
        product_id: id,
        category: categoryName(category, facts, voice),
        alternatives: alternatives.slice(0, MAX_ALTERNATIVES),
      };
    }
    return nearest !== undefined
      ? { product_id: id, category: nearest, alternatives: [], message: m.noneBetter(nearest) }
      : { product_id: id, category: null, alternatives: [], message: m.noneOfKind };
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

/**
 * A category as a shopper reads it: the product's category name, or the tag's name in the report's language (Open Food
 * Facts' where it has one, else the tag's words: "en:milk-chocolates").
 */
function categoryName(category: string, facts: ProductFacts, v: Voice): string {
  if (category === categoryKey(facts.category)) return facts.category;
  const words = v.tag('categories', category);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Products that differ only in size share their name and brand. */
const sameProduct = (p: ProductFacts): string => `${p.name.toLowerCase()}\u0000${p.brand.toLowerCase()}`;
