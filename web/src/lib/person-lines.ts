import type { PersonalAlert } from '@clearcart/contracts';

/** One person's line at the top of a report or on a list: whom a product is not for, and why. */
export interface PersonLine {
  kind: 'not-for' | 'cant-tell' | 'fits' | 'unset';
  text: string;
}

/** "Contains peanuts — you avoid peanuts" → "contains peanuts": the fact, without the "you" said to one person. */
export const alertFact = (message: string): string => {
  const fact = message.split(' — ')[0]?.trim() ?? message;
  return fact.charAt(0).toLowerCase() + fact.slice(1);
};

/**
 * "Not for Léa: contains peanuts" when an alert says the product conflicts (high or medium), "Can't tell for Léa:
 * cannot rule out peanuts" when the only alerts are facts missing (low), "Fits Léa" when nothing conflicts, and
 * "Léa: nothing to check" for someone with no preferences saved.
 */
export function personLine(name: string, alerts: readonly PersonalAlert[], hasPreferences: boolean): PersonLine {
  const conflicts = alerts.filter((a) => a.severity !== 'low');
  const facts = (list: readonly PersonalAlert[]) => [...new Set(list.map((a) => alertFact(a.message)))].join('; ');
  if (conflicts.length > 0) return { kind: 'not-for', text: `Not for ${name}: ${facts(conflicts)}` };
  if (alerts.length > 0) return { kind: 'cant-tell', text: `Can't tell for ${name}: ${facts(alerts)}` };
  if (!hasPreferences) return { kind: 'unset', text: `${name}: no preferences to check` };
  return { kind: 'fits', text: `Fits ${name}` };
}

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
