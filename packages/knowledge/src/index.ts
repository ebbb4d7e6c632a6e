import { additives } from './additives.ts';
import { allergens } from './allergens.ts';
import { brands } from './brands.ts';
import { commodities } from './commodities.ts';
import { companies } from './companies.ts';
import { cosmetics } from './cosmetics.ts';
import { footprints } from './footprints.ts';
import { ingredients } from './ingredients.ts';
import { ingredientVocabulary } from './ingredient-vocabulary.ts';
import { labels } from './labels.ts';
import { packaging } from './packaging.ts';
import { parents } from './parents.ts';
import type { Knowledge } from './types.ts';

export type * from './types.ts';

/** The curated knowledge base shipped with ClearCart. */
export const knowledge: Knowledge = {
  allergens,
  cosmetics,
  ingredientVocabulary,
  additives,
  ingredients,
  commodities,
  labels,
  packaging,
  footprints,
  companies,
  brands,
  parents,
};
