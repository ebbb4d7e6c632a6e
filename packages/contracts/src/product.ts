import { z } from 'zod';
import { certification, source } from './common.ts';
import { ratings, reportLanguage, sourceLanguage } from './report.ts';
import { openRecord } from './product-facts.ts';

/** One link in the ownership chain brand → owner → ultimate parent. */
export const ownershipLink = z.object({
  company: z.string(),
  relation: z.enum(['brand owner', 'parent', 'ultimate parent']),
  /** When this ownership began (year or ISO date); absent when not known. */
  as_of: z.string().optional(),
  /** When a curator last checked it against its sources (ISO date). */
  verified_on: z.string().optional(),
  /** A change announced but not completed when it was recorded; past `expected`, the link may be out of date. */
  pending: z.object({ event: z.string(), expected: z.string() }).optional(),
  sources: z.array(source),
});

/** Where someone else makes or sells the brand ("In the US, KitKat is made by Hershey under licence from Nestlé."). */
export const marketOwnership = z.object({
  text: z.string(),
  verified_on: z.string().optional(),
  sources: z.array(source),
});
export type OwnershipLink = z.infer<typeof ownershipLink>;

export const insights = z.object({
  product: z.object({ story: z.string(), sources: z.array(source), language: sourceLanguage }).optional(),
  brand: z
    .object({
      history: z.string().optional(),
      values: z.string().optional(),
      mission: z.string().optional(),
      reputation: z.string().optional(),
      story: z.string().optional(),
      sources: z.array(source),
      language: sourceLanguage,
    })
    .optional(),
  company: z
    .object({
      name: z.string(),
      description: z.string().optional(),
      about: z.string().optional(),
      sustainability_efforts: z.string().optional(),
      country: z.string().optional(),
      founded: z.string().optional(),
      ownership: z.array(ownershipLink).optional(),
      /** Who makes or sells the brand elsewhere, in the report's language (our sentences, not the company's). */
      markets: z.array(marketOwnership).optional(),
      sources: z.array(source),
      /** The language of the company's own statements (description, about, efforts, announced events). */
      language: sourceLanguage,
    })
    .optional(),
});
export type Insights = z.infer<typeof insights>;

export const identifiedBy = z.enum([
  'text search',
  'barcode',
  'label text',
  'catalog',
  'Open Food Facts',
  'Open Beauty Facts',
  'Open Products Facts',
  'LLM',
]);
export type IdentifiedBy = z.infer<typeof identifiedBy>;

export const productEntity = z
  .object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    category: z.string(),
    confidence: z.number().min(0).max(1),
    identifiedBy: identifiedBy,
    type: z.enum(['food', 'beverage', 'cosmetic', 'household']),
    gtin: z.string().optional(),
    quantity: z.string().optional(),
    image_url: z.string().optional(),
    certifications: z.array(certification),
    parent_company: z.string().optional(),
    manufacturer: z.string().optional(),
    insights: insights,
    ratings: ratings.optional(),
  })
  .meta({ id: 'ProductEntity' });
export type ProductEntity = z.infer<typeof productEntity>;

/** A line at the top of the report when the product conflicts with the shopper's preferences. */
export const personalAlert = z.object({
  code: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  message: z.string(),
});
export type PersonalAlert = z.infer<typeof personalAlert>;

/**
 * What a pack the shopper read supplied to a catalog record that lacked it, in their report only: which facts, and the
 * day they read them.
 */
export const readCompletion = z
  .object({
    facts: z.array(z.enum(['ingredients', 'nutrition'])).min(1),
    read_on: z.iso.date(),
  })
  .meta({ id: 'ReadCompletion' });
export type ReadCompletion = z.infer<typeof readCompletion>;

export const productResponse = z
  .object({
    entity: productEntity,
    ratings: ratings.optional(),
    personal_alerts: z.array(personalAlert).optional(),
    metadata: z.object({
      data_quality: z.object({ evaluation_status: z.enum(['basic', 'complete']) }),
      sources: z.array(source),
      attribution: z.array(z.string()).optional(),
      /** The Open Food Facts family's record the facts hold: which site, when fetched, and what it filled. */
      open_record: openRecord.optional(),
      /** The facts a pack the shopper read supplied, where the catalog had none (POST /products/evaluate/{id}/with-read). */
      completed_with: readCompletion.optional(),
      /**
       * The language the report's prose is written in, negotiated from Accept-Language (also the Content-Language
       * header); absent: English, the specification's own.
       */
      language: reportLanguage.optional(),
    }),
  })
  .meta({ id: 'ProductResponse' });
export type ProductResponse = z.infer<typeof productResponse>;

export const candidate = z.object({
  product_id: z.string(),
  name: z.string(),
  brand: z.string(),
  /** Pack size ("400 g"), so sizes of the same product can be told apart. */
  quantity: z.string().optional(),
  /** Barcode: what tells apart two products of one name, brand and size (sold in two markets). */
  gtin: z.string().optional(),
  score: z.number().min(0).max(1),
});
export type Candidate = z.infer<typeof candidate>;

export const identifyResponse = z
  .object({
    product_id: z.string().nullable(),
    confidence: z.number().min(0).max(1),
    identified_by: identifiedBy.nullable(),
    candidates: z.array(candidate),
    message: z.string().optional(),
    /** What was read from an image: a barcode or the label's words. */
    read: z.string().optional(),
    /**
     * True when the barcode is not in the catalog yet but is being looked up online (the open databases' limits had
     * it wait): asked again in a minute, it will most likely be there. Absent otherwise.
     */
    looking_up: z.literal(true).optional(),
  })
  .meta({ id: 'IdentifyResponse' });
export type IdentifyResponse = z.infer<typeof identifyResponse>;

export const suggestionsResponse = z.object({ suggestions: z.array(candidate) }).meta({ id: 'Suggestions' });

/** The product's other pack sizes (and markets) in the catalog: the same product, another pack. */
export const sizesResponse = z.object({ sizes: z.array(candidate) }).meta({ id: 'Sizes' });
export type SizesResponse = z.infer<typeof sizesResponse>;

export const imageResponse = z.object({ imageUrl: z.string(), source: z.string() }).meta({ id: 'ProductImage' });
export const imageUnavailable = z.object({
  success: z.literal(false),
  error: z.literal('image_service_unavailable'),
  message: z.string(),
});

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  store: z.enum(['pglite', 'postgres']),
  products: z.number().int(),
});

/** A 0–100 score and its A–E grade; null where there is not enough data to score. */
const gradedScore = z
  .object({ score: z.number().min(0).max(100), grade: z.enum(['A', 'B', 'C', 'D', 'E']) })
  .nullable();

/** The three scores of a product. */
export const threeScores = z
  .object({ health: gradedScore, environmental: gradedScore, ethical: gradedScore })
  .meta({ id: 'ThreeScores' });
export type ThreeScores = z.infer<typeof threeScores>;

/** A product of the same narrow category that is a better choice for this shopper, and why. */
export const alternative = z
  .object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    quantity: z.string().optional(),
    image_url: z.string().optional(),
    scores: threeScores,
    /** Short reasons, most important first ("Nutri-Score B instead of E", "no palm oil"). */
    reasons: z.array(z.string()),
    /** Weighted score gain over the product, in points of 100. */
    gain: z.number(),
  })
  .meta({ id: 'Alternative' });
export type Alternative = z.infer<typeof alternative>;

export const alternativesResponse = z
  .object({
    product_id: z.string(),
    /** The category the alternatives share with the product; null when none could be compared. */
    category: z.string().nullable(),
    /** At most 5, best first; empty when nothing in the catalog is better (never padded). */
    alternatives: z.array(alternative),
    /** Why the list is empty. */
    message: z.string().optional(),
  })
  .meta({ id: 'Alternatives' });
export type AlternativesResponse = z.infer<typeof alternativesResponse>;

/** A report the shopper opened, with the product's scores as they stand now. */
export const historyEntry = z
  .object({
    product_id: z.string(),
    name: z.string(),
    brand: z.string(),
    quantity: z.string().optional(),
    image_url: z.string().optional(),
    scores: threeScores,
    viewed_at: z.iso.datetime(),
    /**
     * Set for a product the shopper read from its package (`GET /api/my-products/{id}`, the report from its facts);
     * `product_id` is then `mine:<id>`, and `viewed_at` when it was saved or last changed.
     */
    my_product_id: z.string().optional(),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyResponse = z.object({ entries: z.array(historyEntry) }).meta({ id: 'History' });
export type HistoryResponse = z.infer<typeof historyResponse>;

export const historyAddRequest = z
  .object({
    product_id: z.string().min(1).max(200),
    /** When it was viewed (a view made on this device before sign-in); now when absent. Never in the future. */
    viewed_at: z.iso.datetime().optional(),
  })
  .meta({ id: 'HistoryAdd' });
