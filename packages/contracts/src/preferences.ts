import { z } from 'zod';
import {
  ALLERGEN_IDS,
  ANIMAL_TESTING_STANCES,
  DIET_IDS,
  ENVIRONMENT_CERTIFICATION_IDS,
  ETHICAL_CERTIFICATION_IDS,
  INTERFACE_LANGUAGES,
} from './preference-ids.ts';

export * from './preference-ids.ts';

export const allergenId = z.enum(ALLERGEN_IDS);
export type AllergenId = z.infer<typeof allergenId>;
export type DietId = (typeof DIET_IDS)[number];

const MAX_LIST = 50;
const MAX_TEXT = 100;
const sensitivity = z.number().int().min(0).max(5).default(0);
const textList = z
  .array(z.string().trim().max(MAX_TEXT))
  .max(MAX_LIST)
  // Empty entries dropped; repeats dropped case-insensitively, keeping the first spelling.
  .transform((items) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = item.toLowerCase();
      if (item.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .default([]);
const uniqueIds = <T extends readonly [string, ...string[]]>(ids: T) =>
  z
    .array(z.enum(ids))
    .max(ids.length * 2)
    .transform((items) => [...new Set(items)])
    .default([]);

/** The shopper's saved preferences. Unknown ids are rejected, lists trimmed and bounded. */
export const preferences = z
  .object({
    health: z
      .object({
        allergens: uniqueIds(ALLERGEN_IDS),
        dietary_restrictions: uniqueIds(DIET_IDS),
        sensitivities: z
          .object({ chemicals: sensitivity, preservatives: sensitivity, artificial_additives: sensitivity })
          .prefault({}),
        avoid_ingredients: textList,
      })
      .prefault({}),
    environment: z
      .object({ certifications: uniqueIds(ENVIRONMENT_CERTIFICATION_IDS), ingredients_to_avoid: textList })
      .prefault({}),
    ethical: z
      .object({
        certifications: uniqueIds(ETHICAL_CERTIFICATION_IDS),
        animal_testing: z.enum(ANIMAL_TESTING_STANCES).default('neutral'),
        additional_concerns: z.string().max(2000).default(''),
      })
      .prefault({}),
    /** The language the shopper chose for the interface and the reports; absent until they choose one. */
    language: z.enum(INTERFACE_LANGUAGES).optional(),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferences>;
export type PreferencesInput = z.input<typeof preferences>;

export const defaultPreferences = (): Preferences => preferences.parse({});

export const evaluateRequest = z.object({ preferences: preferences.optional() }).meta({ id: 'EvaluateRequest' });
