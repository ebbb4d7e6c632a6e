import { preferences as preferencesSchema, type PersonalAlert, type Preferences } from '@clearcart/contracts';

/**
 * Validate whatever preferences the caller passed with the contracts schema (which also fills defaults). Invalid
 * preferences are ignored rather than thrown on: the report is then simply not personalised.
 */
export function preferencesFrom(input: unknown): Preferences | undefined {
  const parsed = input === undefined || input === null ? undefined : preferencesSchema.safeParse(input);
  return parsed?.success ? parsed.data : undefined;
}

const RANK = { high: 0, medium: 1, low: 2 } as const;

/** Alerts ordered high → low, keeping the order they were raised within a severity. */
export const sortedAlerts = (alerts: readonly PersonalAlert[]): PersonalAlert[] =>
  alerts
    .map((alert, i) => ({ alert, i }))
    .sort((a, b) => RANK[a.alert.severity] - RANK[b.alert.severity] || a.i - b.i)
    .map(({ alert }) => alert);
