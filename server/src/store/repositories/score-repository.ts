import type { ScoreCard, Weights } from '@clearcart/engine';
import type { Db } from '../database/db.ts';

export interface ScoredProduct {
  id: string;
  facts: unknown;
  card: ScoreCard;
}

/** A product's score card to store, with the categories it is compared in. */
export interface ScoreRow {
  id: string;
  kind: string;
  categories: string[];
  card: ScoreCard;
}

/**
 * Each product's score card (`product_scores`): the three scores and the facts the reasons quote, per engine and
 * knowledge version, with its categories, so better choices read a few rows of one category.
 */
export class ScoreRepository {
  constructor(
    private readonly db: Db,
    /** The engine and knowledge the cards are valid for; cards of another version are not read. */
    private readonly version: string,
  ) {}

  /** Products of this kind in this category other than `exceptId`, best first for these weights. */
  async inCategory(category: string, kind: string, exceptId: string, weights: Weights, limit: number) {
    // Better choices may lag a moment behind a write: a read replica answers when there is one.
    return this.db.read.query<ScoredProduct>(
      `SELECT s.product_id AS id, p.facts, s.card FROM product_scores s JOIN products p ON p.id = s.product_id
        WHERE s.categories @> ARRAY[$1::text] AND s.kind = $2 AND s.product_id <> $3 AND s.version = $4
        ORDER BY coalesce(s.health, 0) * $5 + coalesce(s.environmental, 0) * $6 + coalesce(s.ethical, 0) * $7 DESC
        LIMIT $8`,
      [category, kind, exceptId, this.version, weights.health, weights.environmental, weights.ethical, limit],
    );
  }

  async card(productId: string): Promise<ScoreCard | undefined> {
    const [row] = await this.db.read.query<{ card: ScoreCard }>(
      'SELECT card FROM product_scores WHERE product_id = $1 AND version = $2',
      [productId, this.version],
    );
    return row?.card;
  }

  /** The facts of up to `limit` products without a card of this version (new, changed, or scored by an older one). */
  async unscored(limit: number): Promise<unknown[]> {
    const rows = await this.db.query<{ facts: unknown }>(
      `SELECT p.facts FROM products p LEFT JOIN product_scores s ON s.product_id = p.id AND s.version = $1
        WHERE s.product_id IS NULL LIMIT $2`,
      [this.version, limit],
    );
    return rows.map((row) => row.facts);
  }

  /** Stores the cards, replacing older ones: one statement per batch. */
  async put(rows: readonly ScoreRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(
      `INSERT INTO product_scores (product_id, version, kind, categories, card, health, environmental, ethical)
       SELECT id, $8, kind, ARRAY(SELECT jsonb_array_elements_text(categories)), card, health, environmental, ethical
         FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[], $5::real[], $6::real[], $7::real[])
           AS u(id, kind, categories, card, health, environmental, ethical)
       ON CONFLICT (product_id) DO UPDATE SET version = EXCLUDED.version, kind = EXCLUDED.kind,
         categories = EXCLUDED.categories, card = EXCLUDED.card, health = EXCLUDED.health,
         environmental = EXCLUDED.environmental, ethical = EXCLUDED.ethical`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.kind),
        // As JSON: a text[][] would have to be rectangular.
        rows.map((r) => JSON.stringify(r.categories)),
        rows.map((r) => JSON.stringify(r.card)),
        rows.map((r) => r.card.scores.health ?? null),
        rows.map((r) => r.card.scores.environmental ?? null),
        rows.map((r) => r.card.scores.ethical ?? null),
        this.version,
      ],
    );
  }
}
