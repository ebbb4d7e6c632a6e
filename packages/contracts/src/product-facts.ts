import { z } from 'zod';
import { source } from './common.ts';

/** Nutrition per 100 g (or 100 ml for drinks), as printed on the pack. */
/** The brand a product's facts give where none is on record: shown as that, never as a brand's name. */
export const UNKNOWN_BRAND = 'Unknown brand';

export const nutriments = z.object({
  energyKcal: z.number().nonnegative().optional(),
  energyKj: z.number().nonnegative().optional(),
  fat: z.number().nonnegative().optional(),
  saturatedFat: z.number().nonnegative().optional(),
  carbohydrates: z.number().nonnegative().optional(),
  sugars: z.number().nonnegative().optional(),
  salt: z.number().nonnegative().optional(),
  /** Sodium where the record gives it beside salt: kept only to check that the two agree (salt is what is scored). */
  sodium: z.number().nonnegative().optional(),
  fiber: z.number().nonnegative().optional(),
  proteins: z.number().nonnegative().optional(),
  /** Share of fruit, vegetables, legumes and nuts, percent (Nutri-Score input). */
  fruitsVegetablesNuts: z.number().min(0).max(100).optional(),
});
export type Nutriments = z.infer<typeof nutriments>;

export const productKind = z.enum(['food', 'beverage', 'cosmetic', 'household']);
export type ProductKind = z.infer<typeof productKind>;

/** What a site's record can complete in a catalog record, in the words the report uses. */
export const openRecordFacts = z.enum([
  'ingredients',
  'nutrition',
  'picture',
  'labels',
  'packaging',
  'categories',
  'origins',
  'grades',
]);
export type OpenRecordFact = z.infer<typeof openRecordFacts>;

export const openRecord = z
  .object({
    /** "Open Food Facts", "Open Beauty Facts", "Open Products Facts". */
    site: z.string().min(1),
    /** The product's page on the site. */
    url: z.url({ protocol: /^https$/ }),
    fetchedAt: z.iso.datetime(),
    /** What the site's record filled in the catalog's own; absent when the whole record is the site's. */
    filled: z.array(openRecordFacts).optional(),
  })
  .meta({ id: 'OpenRecord' });
export type OpenRecord = z.infer<typeof openRecord>;

const tag = z.string().regex(/^[a-z]{2}:[\p{L}\p{N}-]+$/u, 'a tag like "en:palm-oil"');

/**
 * What we know about one product, before any judgement: the seed catalog is written in
 * this shape, and Open Food Facts records are normalised into it.
 */
export const productFacts = z
  .object({
    /** Stable slug, e.g. "ferrero-nutella-400g". */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,80}$/),
    /** GTIN-8/12/13/14, only where certain. */
    gtin: z
      .string()
      .regex(/^\d{8}$|^\d{12,14}$/)
      .optional(),
    name: z.string().min(1),
    /** The brand, or `UNKNOWN_BRAND` where none is on record. */
    brand: z.string().min(1),
    /** Other names shoppers use ("Ben and Jerrys", "Coke Zero"). */
    aliases: z.array(z.string()).default([]),
    /** Human category, e.g. "Hazelnut spread". */
    category: z.string().min(1),
    /** Open Food Facts category tags, most general first, e.g. ["en:spreads", "en:hazelnut-spreads"]. */
    categoryTags: z.array(tag).default([]),
    kind: productKind,
    quantity: z.string().optional(),
    ingredientsText: z.string().optional(),
    /** Language of the ingredient text (ISO 639-1, "fi"), when known: some words count only in their language. */
    lang: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    /** Declared allergens as OFF tags ("en:milk", "en:nuts"). */
    allergens: z.array(tag).default([]),
    /** "May contain" declarations as OFF tags. */
    traces: z.array(tag).default([]),
    /** Additives as OFF tags ("en:e322"). When absent the engine finds them in the ingredients text. */
    additives: z.array(tag).optional(),
    nutriments: nutriments.optional(),
    /** Nutrition of the product as prepared (powders, syrups, dried soups), per 100 g/ml, when printed. */
    preparedNutriments: nutriments.optional(),
    /**
     * Open Food Facts' estimate of the nutrition per 100 g/ml from the ingredient list (its `nutriments_estimated`, and
     * the share of fruit, vegetables and legumes it estimates from the ingredients): never the label's figures.
     */
    estimatedNutriments: nutriments.optional(),
    /** Whether nutriments are per 100 ml (drinks) rather than per 100 g. */
    perMl: z.boolean().default(false),
    /** One portion as the pack prints it ("15 g", "1 can (330 ml)"), where the record states one. */
    servingSize: z.string().min(1).optional(),
    /** That portion's quantity in the nutriments' unit (g, or ml when `perMl`): the per-portion figures follow from it. */
    servingQuantity: z.number().positive().optional(),
    /** Labels as OFF tags ("en:organic", "en:fair-trade", "en:roundtable-on-sustainable-palm-oil"). */
    labels: z.array(tag).default([]),
    /**
     * Environmental claims the pack makes in words ("eco-friendly", "made with 50 % recycled plastic"), as printed: from
     * the product's name, its generic name, the record's labels and claims, or a front-of-pack photo. Labels known by
     * their tags stay in `labels`.
     */
    claims: z
      .array(
        z.object({
          text: z.string().trim().min(1).max(200),
          from: z.enum(['name', 'labels', 'front']),
          /** The language the claim is written in, when known (ISO 639-1). */
          lang: z
            .string()
            .regex(/^[a-z]{2}$/)
            .optional(),
        }),
      )
      .max(40)
      .optional(),
    /** When the pack's claims were last seen: the record's last change, or the day the front of the pack was photographed. */
    claimsSeenOn: z.iso.date().optional(),
    /** Packaging materials or shapes as OFF tags ("en:glass", "en:plastic", "en:pet-1-polyethylene-terephthalate"). */
    packaging: z.array(tag).default([]),
    origins: z.string().optional(),
    /**
     * Countries the product is sold in, as OFF tags ("en:united-states"): whose labelling rules its pack follows (a US
     * list may say "spices" for celery seed or mustard, which an EU list must name).
     */
    countries: z.array(tag).optional(),
    /** OFF ingredient analysis tags ("en:palm-oil", "en:vegan", "en:non-vegetarian"). */
    ingredientsAnalysis: z.array(tag).default([]),
    novaGroup: z.number().int().min(1).max(4).optional(),
    /** Nutri-Score letter as Open Food Facts published it (the engine computes its own from nutriments when it can). */
    nutriScoreGrade: z.enum(['a', 'b', 'c', 'd', 'e']).optional(),
    /** Open Food Facts Eco-Score / Environmental Score letter ("a-plus" … "f"), when published. */
    environmentalScoreGrade: z.enum(['a-plus', 'a', 'b', 'c', 'd', 'e', 'f']).optional(),
    imageUrl: z.url({ protocol: /^https$/ }).optional(),
    /** Where these facts come from. */
    sources: z.array(source).min(1),
    /** The Open Food Facts family's record these facts hold, when one was fetched: where, and when. */
    openRecord: openRecord.optional(),
  })
  .meta({ id: 'ProductFacts' });
export type ProductFacts = z.infer<typeof productFacts>;
export type ProductFactsInput = z.input<typeof productFacts>;
