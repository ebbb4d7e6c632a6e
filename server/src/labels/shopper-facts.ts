import { createHash } from 'node:crypto';
import {
  productFacts,
  type Preferences,
  type ProductFacts,
  type ProductResponse,
  type ShopperFacts,
  UNKNOWN_BRAND,
} from '@clearcart/contracts';
import { attributionOf, describeProduct, ENGLISH, evaluateProduct, type Speech } from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';
import { checkNutrition, detectLanguage, type LabelWarningCode } from '@clearcart/label';
import { HttpError } from '../errors.ts';
import { fromWire, WIRE_FIELD } from './nutrition-fields.ts';

/** What the report says of facts a shopper read from the pack: where they come from, and that no one checked them. */
export const photoSourceTitle = (readOn: string): string =>
  `Read from your photos on ${readOn} — not checked by anyone`;

/** Checks whose failure means the figures cannot all be true: refused, not scored. */
const IMPOSSIBLE: ReadonlySet<LabelWarningCode> = new Set([
  'over_100g',
  'saturates_over_fat',
  'sugars_over_carbohydrates',
]);
/** Energy no food reaches per 100 g: pure fat is 37 kJ (9 kcal) a gram; a little more for rounding. */
const MAX_KJ = 3800;
const MAX_KCAL = 910;

const CATEGORY_TAG = /^[a-z]{2}:[\p{L}\p{N}-]+$/u;
const DEFAULT_CATEGORY = { food: 'Food', beverage: 'Beverage', cosmetic: 'Cosmetic', household: 'Household product' };

/**
 * The catalog's facts for a product a shopper read from its package: the same shape as a catalog record, so the
 * engine judges it by the same rules. Its only source is the shopper's photos, with the day they were read; the
 * engine lowers the reliability of facts no reader can check. Throws 422 `implausible_facts` for figures that cannot
 * all be true.
 */
export function shopperProductFacts(input: ShopperFacts, readOn: string): ProductFacts {
  const nutriments = input.nutrition ? fromWire(input.nutrition) : undefined;
  if (nutriments) {
    // Lenient on fibre (US tables count it inside carbohydrate): only what no table can say is refused.
    const impossible = checkNutrition(nutriments, true).filter((w) => IMPOSSIBLE.has(w.code));
    if ((nutriments.energyKj ?? 0) > MAX_KJ || (nutriments.energyKcal ?? 0) > MAX_KCAL) {
      impossible.push({ code: 'over_100g', message: 'The energy is more than any food has per 100 g.' });
    }
    if (impossible.length > 0) {
      const fields = [...new Set(impossible.flatMap((w) => w.fields ?? []))].map((f) => WIRE_FIELD[f]);
      throw new HttpError(
        'implausible_facts',
        `${impossible.map((w) => w.message).join(' ')}${fields.length > 0 ? ` Please check: ${fields.join(', ')}.` : ''}`,
      );
    }
  }
  const tag = input.category && CATEGORY_TAG.test(input.category) ? input.category : undefined;
  const category = tag ? humanize(tag) : (input.category ?? DEFAULT_CATEGORY[input.kind]);
  const lang =
    input.language ?? (input.ingredients_text ? detectLanguage(input.ingredients_text)?.language : undefined);
  const id = `read-${createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 20)}`;
  return productFacts.parse({
    id,
    ...(input.gtin ? { gtin: input.gtin } : {}),
    name: input.name.trim(),
    brand: input.brand?.trim() ?? UNKNOWN_BRAND,
    category,
    categoryTags: tag ? [tag] : [],
    kind: input.kind,
    ...(input.ingredients_text ? { ingredientsText: input.ingredients_text.trim() } : {}),
    ...(lang ? { lang } : {}),
    ...(nutriments ? { nutriments } : {}),
    perMl: input.nutrition?.basis === '100ml',
    // The front's words are the pack's claims as photographed today: the claims check dates them so.
    ...(input.front_text && input.front_text.length > 0
      ? {
          claims: input.front_text.map((text) => ({ text: text.trim(), from: 'front', ...(lang ? { lang } : {}) })),
          claimsSeenOn: readOn,
        }
      : {}),
    sources: [{ title: photoSourceTitle(readOn) }],
  });
}

/** "en:hazelnut-spreads" → "Hazelnut spreads". */
function humanize(tag: string): string {
  const words = tag.slice(3).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The full report of a product read from the shopper's photos, made on the spot and kept nowhere. */
export class ShopperFactsService {
  constructor(
    private readonly knowledge: Knowledge,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The catalog's facts of what the shopper confirmed, read today (throws 422 for figures that cannot all be true). */
  facts(input: ShopperFacts): ProductFacts {
    return shopperProductFacts(input, this.now().toISOString().slice(0, 10));
  }

  /** In the language of `speech` (English by default), as a catalog product's report is. */
  evaluate(input: ShopperFacts, preferences: Preferences | undefined, speech: Speech = ENGLISH): ProductResponse {
    const facts = this.facts(input);
    const described = describeProduct(facts, this.knowledge, speech);
    const evaluation = evaluateProduct(facts, this.knowledge, preferences, speech);
    const language = speech.messages.format.locale;
    return {
      entity: {
        id: facts.id,
        name: facts.name,
        brand: facts.brand,
        category: facts.category,
        // The shopper says which product it is; what is uncertain is the facts, which the source says.
        confidence: 1,
        identifiedBy: 'label text',
        type: facts.kind,
        ...(facts.gtin ? { gtin: facts.gtin } : {}),
        certifications: described.certifications,
        ...(described.parent_company ? { parent_company: described.parent_company } : {}),
        ...(described.manufacturer ? { manufacturer: described.manufacturer } : {}),
        insights: described.insights,
      },
      ratings: evaluation.ratings,
      personal_alerts: evaluation.personal_alerts,
      metadata: {
        data_quality: { evaluation_status: 'complete' },
        sources: facts.sources,
        attribution: attributionOf(facts, evaluation.ratings, speech),
        ...(language === 'en' ? {} : { language }),
      },
    };
  }
}
