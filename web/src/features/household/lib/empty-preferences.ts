import type { Preferences } from '@clearcart/contracts';

/** A new person's preferences: nothing to avoid yet (what the schema gives for `{}`, without loading it). */
export const emptyPreferencesFor = (): Preferences => ({
  health: {
    allergens: [],
    dietary_restrictions: [],
    sensitivities: { chemicals: 0, preservatives: 0, artificial_additives: 0 },
    avoid_ingredients: [],
  },
  environment: { certifications: [], ingredients_to_avoid: [] },
  ethical: { certifications: [], animal_testing: 'neutral', additional_concerns: '' },
});
