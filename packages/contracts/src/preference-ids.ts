// The preferences' vocabularies as plain constants, without zod: the web's first screens import them from here
// (`@clearcart/contracts/preference-ids`) without building any schema.

/**
 * The languages, written out here only: the interface and the reports speak them, packs are read in them
 * (a tesseract model is bundled for each), the knowledge's claim words are in them. English, the first, is the
 * specification's own. Adding a language is one line here and its catalogues (decision 076).
 */
export const INTERFACE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The languages other than English: those with translations of the English texts. */
export type TranslatedLanguage = Exclude<InterfaceLanguage, 'en'>;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = INTERFACE_LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== 'en',
);

/** The spec's nine allergens, in the order the report shows them. */
export const MAJOR_ALLERGEN_IDS = [
  'peanuts',
  'tree_nuts',
  'dairy',
  'eggs',
  'wheat',
  'soy',
  'fish',
  'shellfish',
  'sesame',
] as const;
/** The rest of the EU's 14 (Regulation 1169/2011, Annex II): shown when present, traced or avoided. */
export const EU_ALLERGEN_IDS = ['gluten', 'celery', 'mustard', 'lupin', 'molluscs', 'sulphites'] as const;
export const ALLERGEN_IDS = [...MAJOR_ALLERGEN_IDS, ...EU_ALLERGEN_IDS] as const;
export const DIET_IDS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'keto',
  'paleo',
  'low_carb',
  'low_sodium',
  'low_sugar',
] as const;
export const ENVIRONMENT_CERTIFICATION_IDS = [
  'organic',
  'non_gmo',
  'eco_friendly',
  'biodegradable',
  'recyclable',
  'carbon_neutral',
] as const;
export const ETHICAL_CERTIFICATION_IDS = [
  'fair_trade',
  'cruelty_free',
  'vegan_certified',
  'b_corp',
  'ethical_labor',
] as const;
export const ANIMAL_TESTING_STANCES = ['strongly_avoid', 'prefer_avoid', 'neutral', 'acceptable'] as const;
