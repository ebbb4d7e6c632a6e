import type { Preferences } from '@clearcart/contracts';

/**
 * What the preferences schema gives for `{}` (`defaultPreferences()`), written out so that a visitor with nothing
 * saved loads no zod (empty-preferences.test.ts holds the two equal). A new object each call.
 */
export const emptyPreferences = (): Preferences => ({
  health: {
    allergens: [],
    dietary_restrictions: [],
    sensitivities: { chemicals: 0, preservatives: 0, artificial_additives: 0 },
    avoid_ingredients: [],
  },
  environment: { certifications: [], ingredients_to_avoid: [] },
  ethical: { certifications: [], animal_testing: 'neutral', additional_concerns: '' },
});
