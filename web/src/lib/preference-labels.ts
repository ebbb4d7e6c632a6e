import {
  ALLERGEN_IDS,
  ANIMAL_TESTING_STANCES,
  DIET_IDS,
  ENVIRONMENT_CERTIFICATION_IDS,
  ETHICAL_CERTIFICATION_IDS,
} from '@clearcart/contracts/preference-ids';
import { t, type MessageKey } from '../i18n/i18n.ts';

/**
 * Readable labels for the preference ids, in the current language: each label is read from the catalogue
 * when it is looked up (`ALLERGEN_LABELS.peanuts`), so a page drawn again after a change of language shows the new
 * one. Every `prefix.id` must be a message key, or the typecheck fails.
 */
function labels<P extends string, T extends string>(
  prefix: P,
  ids: readonly T[] & ([`${P}.${T}`] extends [MessageKey] ? unknown : never),
): Readonly<Record<T, string>> {
  const record = {} as Record<T, string>;
  for (const id of ids) {
    Object.defineProperty(record, id, { enumerable: true, get: () => t(`${prefix}.${id}` as MessageKey) });
  }
  return record;
}

export const ALLERGEN_LABELS = labels('allergen', ALLERGEN_IDS);
export const DIET_LABELS = labels('diet', DIET_IDS);
export const ENVIRONMENT_CERTIFICATION_LABELS = labels('envCert', ENVIRONMENT_CERTIFICATION_IDS);
export const ETHICAL_CERTIFICATION_LABELS = labels('ethCert', ETHICAL_CERTIFICATION_IDS);
export const ANIMAL_TESTING_LABELS = labels('animalTesting', ANIMAL_TESTING_STANCES);
export const SENSITIVITY_LABELS = labels('sensitivity', [
  'chemicals',
  'preservatives',
  'artificial_additives',
] as const);
