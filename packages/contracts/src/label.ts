import { z } from 'zod';
import { FRONT_TEXT_LIMITS } from './label-limits.ts';
import { INTERFACE_LANGUAGES } from './preference-ids.ts';
import { preferences } from './preferences.ts';
import { productKind } from './product-facts.ts';

export { FRONT_TEXT_LIMITS } from './label-limits.ts';

/**
 * The panel a shopper photographs: the ingredient list, the nutrition table, the front (its claims), or the lot and
 * date line (to check the pack in hand against a recall's batches).
 */
export const labelPanel = z.enum(['ingredients', 'nutrition', 'front', 'lot']).meta({ id: 'LabelPanel' });
export type LabelPanel = z.infer<typeof labelPanel>;

/** The pack languages read (ISO 639-1): the interface's languages, a tesseract model bundled for each. */
export const labelLanguage = z.enum(INTERFACE_LANGUAGES).meta({ id: 'LabelLanguage' });
export type LabelLanguageCode = z.infer<typeof labelLanguage>;

/** The fields of a nutrition table, per 100 g or 100 ml. */
export const nutritionField = z.enum([
  'energy_kj',
  'energy_kcal',
  'fat',
  'saturated_fat',
  'carbohydrates',
  'sugars',
  'fiber',
  'proteins',
  'salt',
]);
export type NutritionField = z.infer<typeof nutritionField>;

/** A figure as read or typed: never negative, and bounded so that no typo reaches the engine as a huge number. */
const figure = z.number().nonnegative().max(100_000);

/** A nutrition table per 100 g (or per 100 ml for drinks); salt, not sodium (sodium × 2.5). */
export const labelNutrition = z
  .object({
    basis: z.enum(['100g', '100ml']),
    energy_kj: figure.optional(),
    energy_kcal: figure.optional(),
    fat: figure.optional(),
    saturated_fat: figure.optional(),
    carbohydrates: figure.optional(),
    sugars: figure.optional(),
    fiber: figure.optional(),
    proteins: figure.optional(),
    salt: figure.optional(),
  })
  .meta({ id: 'LabelNutrition' });
export type LabelNutrition = z.infer<typeof labelNutrition>;

/** Why a reading needs the shopper's eye (see packages/label/src/warnings.ts for each). */
export const labelWarningCode = z.enum([
  'no_text',
  'no_heading',
  'no_ingredients',
  'no_table',
  'basis_assumed',
  'per_serving_converted',
  'salt_from_sodium',
  'energy_mismatch',
  'energy_units_mismatch',
  'saturates_over_fat',
  'sugars_over_carbohydrates',
  'over_100g',
  'low_confidence',
  'figures_corrected',
  'allergen_corrected',
  'no_claims',
  'no_lot',
]);
export type LabelWarningCode = z.infer<typeof labelWarningCode>;

export const labelWarning = z
  .object({
    code: labelWarningCode,
    message: z.string(),
    /** The values to check: the shopper's screen marks them as doubtful. */
    fields: z.array(nutritionField).optional(),
  })
  .meta({ id: 'LabelWarning' });
export type LabelWarning = z.infer<typeof labelWarning>;

/** What was read from one panel photo; nothing is kept. */
export const labelReading = z
  .object({
    panel: labelPanel,
    /** The pack's language: the one asked for, else the one its words show; null when they do not tell. */
    language: labelLanguage.nullable(),
    /** All the text read, line by line. */
    text: z.string(),
    /** The OCR's own confidence, 0..1. */
    confidence: z.number().min(0).max(1),
    ingredients: z.object({ text: z.string() }).optional(),
    nutrition: labelNutrition.optional(),
    /** The front of the pack: its lines of text, in which the report looks for environmental claims. */
    front: z.object({ lines: z.array(z.string()) }).optional(),
    /** The lot and date line's lines as read: those with a figure (a lot number, a date). */
    lot: z.object({ lines: z.array(z.string()) }).optional(),
    warnings: z.array(labelWarning),
  })
  .meta({ id: 'LabelReading' });
export type LabelReading = z.infer<typeof labelReading>;

/** The text fields of a panel upload (the photo is the `image` file part). */
export const labelReadFields = z.object({ panel: labelPanel, lang: labelLanguage.optional() });

const words = (max: number) => z.string().max(max).regex(/\S/, 'must not be blank');

/** A product as the shopper confirmed it from the photos of its package. */
export const shopperFacts = z
  .object({
    kind: productKind,
    name: words(200),
    brand: words(200).optional(),
    /** Words ("Hazelnut spread") or an Open Food Facts category tag ("en:hazelnut-spreads"). */
    category: words(200).optional(),
    gtin: z
      .string()
      .regex(/^\d{8}$|^\d{12,14}$/, 'a GTIN of 8, 12, 13 or 14 digits')
      .optional(),
    /** The ingredient list's language (ISO 639-1). */
    language: z
      .string()
      .regex(/^[a-z]{2}$/, 'a two-letter language code')
      .optional(),
    ingredients_text: words(10_000).optional(),
    nutrition: labelNutrition.optional(),
    /** What the front of the pack says, line by line, as the shopper confirmed it: its claims are checked. */
    front_text: z.array(words(FRONT_TEXT_LIMITS.characters)).max(FRONT_TEXT_LIMITS.lines).optional(),
  })
  .refine((f) => f.ingredients_text !== undefined || f.nutrition !== undefined, {
    message: 'send the ingredient list, the nutrition table, or both',
    path: ['ingredients_text'],
  })
  .refine((f) => f.nutrition === undefined || f.kind === 'food' || f.kind === 'beverage', {
    message: 'a nutrition table is for food and drinks only',
    path: ['nutrition'],
  })
  .meta({ id: 'ShopperFacts' });
export type ShopperFacts = z.infer<typeof shopperFacts>;

export const evaluateFactsRequest = z
  .object({ facts: shopperFacts, preferences: preferences.optional() })
  .meta({ id: 'EvaluateFactsRequest' });
export type EvaluateFactsRequest = z.infer<typeof evaluateFactsRequest>;

/**
 * A catalog product's report completed by what the shopper read from its pack (same barcode): the facts they read, the
 * day they read them (said in the report), and their preferences.
 */
export const evaluateWithReadRequest = z
  .object({ facts: shopperFacts, read_on: z.iso.date(), preferences: preferences.optional() })
  .meta({ id: 'EvaluateWithReadRequest' });
export type EvaluateWithReadRequest = z.infer<typeof evaluateWithReadRequest>;
