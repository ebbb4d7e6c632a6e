// The vocabularies alone: the contracts' index would load zod and build every API schema with the report.
import { MAJOR_ALLERGEN_IDS } from '@clearcart/contracts/preference-ids';

/** The spec's nine allergens, which the Health tab always lists. */
export const MAJOR_ALLERGENS: ReadonlySet<string> = new Set(MAJOR_ALLERGEN_IDS);
