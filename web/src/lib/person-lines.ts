import type { PersonalAlert } from '@clearcart/contracts';
import { languageTag, t } from '../i18n/i18n.ts';

/** One person's line at the top of a report or on a list: whom a product is not for, and why. */
export interface PersonLine {
  kind: 'not-for' | 'cant-tell' | 'fits' | 'unset';
  text: string;
}

/**
 * "Contains peanuts — you avoid peanuts" → "contains peanuts": the fact, without the "you" said to one person. The
 * server writes the alerts in the shopper's language; German keeps its first letter (a noun keeps its capital).
 */
export const alertFact = (message: string, language: string = languageTag()): string => {
  const fact = message.split(' — ')[0]?.trim() ?? message;
  return language === 'de' ? fact : fact.charAt(0).toLowerCase() + fact.slice(1);
};

/**
 * "Not for Léa: contains peanuts" when an alert says the product conflicts (high or medium), "Can't tell for Léa:
 * cannot rule out peanuts" when the only alerts are facts missing (low), "Fits Léa" when nothing conflicts, and
 * "Léa: nothing to check" for someone with no preferences saved.
 */
export function personLine(stored: string, alerts: readonly PersonalAlert[], hasPreferences: boolean): PersonLine {
  const name = personName(stored);
  const conflicts = alerts.filter((a) => a.severity !== 'low');
  const facts = (list: readonly PersonalAlert[]) => [...new Set(list.map((a) => alertFact(a.message)))].join('; ');
  if (conflicts.length > 0) return { kind: 'not-for', text: t('household.notFor', { name, facts: facts(conflicts) }) };
  if (alerts.length > 0) return { kind: 'cant-tell', text: t('household.cantTell', { name, facts: facts(alerts) }) };
  if (!hasPreferences) return { kind: 'unset', text: t('household.unset', { name }) };
  return { kind: 'fits', text: t('household.fits', { name }) };
}

/** The name the household's first person has until renamed: stored in English, shown in the shopper's language. */
export const DEFAULT_PERSON_NAME = 'Me';

/** A person's name as shown: theirs, or "Me" in the current language. */
export const personName = (stored: string): string => (stored === DEFAULT_PERSON_NAME ? t('household.me') : stored);

/** `translate="no"` for a name a shopper typed (not the catalogue's to translate), nothing for "Me". */
export const nameTranslate = (stored: string): 'no' | undefined => (stored === DEFAULT_PERSON_NAME ? undefined : 'no');

/** Whether anything is saved to check a product against (the defaults check nothing). */
export function checksSomething(preferences: {
  health: {
    allergens: readonly string[];
    dietary_restrictions: readonly string[];
    avoid_ingredients: readonly string[];
    sensitivities: Record<string, number>;
  };
  environment: { certifications: readonly string[]; ingredients_to_avoid: readonly string[] };
  ethical: { certifications: readonly string[]; animal_testing: string; additional_concerns: string };
}): boolean {
  const { health, environment, ethical } = preferences;
  return (
    health.allergens.length + health.dietary_restrictions.length + health.avoid_ingredients.length > 0 ||
    Object.values(health.sensitivities).some((level) => level > 0) ||
    environment.certifications.length + environment.ingredients_to_avoid.length > 0 ||
    ethical.certifications.length > 0 ||
    ethical.animal_testing !== 'neutral'
  );
}
