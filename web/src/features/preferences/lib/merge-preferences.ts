import type { Preferences } from '@clearcart/contracts';
import { ANIMAL_TESTING_STANCES } from '@clearcart/contracts/preference-ids';

function union<T extends string>(first: readonly T[], second: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of [...first, ...second]) {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** ANIMAL_TESTING_STANCES runs strictest first, so the smaller index is the stricter stance. */
function stricter(a: Preferences['ethical']['animal_testing'], b: Preferences['ethical']['animal_testing']) {
  return ANIMAL_TESTING_STANCES.indexOf(a) <= ANIMAL_TESTING_STANCES.indexOf(b) ? a : b;
}

function joinConcerns(account: string, local: string): string {
  const a = account.trim();
  const b = local.trim();
  if (!a) return b;
  if (!b || a.toLowerCase().includes(b.toLowerCase())) return a;
  return `${a}\n${b}`.slice(0, 2000);
}

/**
 * Merge preferences made on this device while signed out into the account's:
 * union of every list, the higher of each sensitivity, the stricter animal-testing stance, the account's language.
 */
export function mergePreferences(account: Preferences, local: Preferences): Preferences {
  return {
    health: {
      allergens: union(account.health.allergens, local.health.allergens),
      dietary_restrictions: union(account.health.dietary_restrictions, local.health.dietary_restrictions),
      sensitivities: {
        chemicals: Math.max(account.health.sensitivities.chemicals, local.health.sensitivities.chemicals),
        preservatives: Math.max(account.health.sensitivities.preservatives, local.health.sensitivities.preservatives),
        artificial_additives: Math.max(
          account.health.sensitivities.artificial_additives,
          local.health.sensitivities.artificial_additives,
        ),
      },
      avoid_ingredients: union(account.health.avoid_ingredients, local.health.avoid_ingredients),
    },
    environment: {
      certifications: union(account.environment.certifications, local.environment.certifications),
      ingredients_to_avoid: union(account.environment.ingredients_to_avoid, local.environment.ingredients_to_avoid),
    },
    ethical: {
      certifications: union(account.ethical.certifications, local.ethical.certifications),
      animal_testing: stricter(account.ethical.animal_testing, local.ethical.animal_testing),
      additional_concerns: joinConcerns(account.ethical.additional_concerns, local.ethical.additional_concerns),
    },
    // The account's choice of language stands; the device's is taken only when the account has none.
    ...((account.language ?? local.language) ? { language: account.language ?? local.language } : {}),
  };
}
