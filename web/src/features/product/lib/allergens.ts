import type { AllergenId } from '@clearcart/contracts';

/**
 * The spec's nine allergens (the contracts' MAJOR_ALLERGEN_IDS), written out here: importing them from the contracts
 * would load zod and build every API schema with the report (allergens.test.ts holds the two equal).
 */
export const MAJOR_ALLERGENS: ReadonlySet<string> = new Set<AllergenId>([
  'peanuts',
  'tree_nuts',
  'dairy',
  'eggs',
  'wheat',
  'soy',
  'fish',
  'shellfish',
  'sesame',
]);
