import type { PersonalAlert, Preferences } from '@clearcart/contracts';
import { verdictDecision } from '@clearcart/engine/view';
import { ALLERGEN_LABELS, DIET_LABELS } from '../../../lib/preference-labels.ts';
import { t } from '../../../i18n/i18n.ts';
import { inSentence } from './labels.ts';

/** The shopper's answer at the top of a report: does this product fit what they saved? */
export interface Verdict {
  kind: 'fits' | 'not-for-you' | 'cant-tell';
  title: string;
  /** Why: the conflicts, the facts missing, or what was checked. */
  detail: string;
}

/** What the saved preferences ask of a product, in the labels the preferences page uses. */
function checked(preferences: Preferences): string[] {
  const { health, ethical } = preferences;
  return [
    ...health.allergens.map((a) => inSentence(ALLERGEN_LABELS[a])),
    ...health.dietary_restrictions.map((d) => inSentence(DIET_LABELS[d])),
    ...health.avoid_ingredients,
    ...(ethical.animal_testing === 'strongly_avoid' || ethical.animal_testing === 'prefer_avoid'
      ? [t('verdict.animalTesting')]
      : []),
  ];
}

/**
 * The verdict for the shopper's preferences: "Not for you" when an alert says the product conflicts (high or medium:
 * it contains, or may contain, what they avoid), "Can't tell" when the only alerts are facts missing (low), and
 * "Fits your preferences", with what was checked, when nothing conflicts. None without preferences to check.
 */
export function verdictOf(alerts: readonly PersonalAlert[], preferences: Preferences | null): Verdict | null {
  const kind = verdictDecision(alerts, preferences);
  if (!kind || !preferences) return null;
  if (kind === 'not-for-you')
    return {
      kind,
      title: t('verdict.notForYou'),
      detail: alerts
        .filter((a) => a.severity !== 'low')
        .map((a) => a.message)
        .join('; '),
    };
  if (kind === 'cant-tell')
    return { kind, title: t('verdict.cantTell'), detail: alerts.map((a) => a.message).join('; ') };
  return { kind, title: t('verdict.fits'), detail: t('verdict.checked', { list: checked(preferences).join(', ') }) };
}
