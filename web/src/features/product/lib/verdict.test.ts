import { defaultPreferences, type PersonalAlert, type Preferences } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './verdict.ts';

const prefs = (change: (p: Preferences) => void) => {
  const p = defaultPreferences();
  change(p);
  return p;
};
const alert = (severity: PersonalAlert['severity'], message: string): PersonalAlert => ({
  code: 'allergen:peanuts',
  severity,
  message,
});

describe('verdictOf', () => {
  const peanutsVegan = prefs((p) => {
    p.health.allergens.push('peanuts');
    p.health.dietary_restrictions.push('vegan');
  });

  it.each([
    ['a conflict', [alert('high', 'Contains peanuts — you avoid peanuts')], 'Not for you', 'Contains peanuts'],
    ['traces', [alert('medium', 'May contain peanuts — you avoid peanuts')], 'Not for you', 'May contain'],
    [
      'only missing facts',
      [alert('low', 'Cannot rule out peanuts — no ingredient list on record')],
      "Can't tell",
      'Cannot rule out',
    ],
    ['nothing', [], 'Fits your preferences', 'Checked: peanuts, vegan.'],
  ] as const)('%s', (_, alerts, title, detail) => {
    const verdict = verdictOf(alerts, peanutsVegan);
    expect(verdict?.title).toBe(title);
    expect(verdict?.detail).toContain(detail);
  });

  it('says nothing without preferences, or with nothing to check', () => {
    expect(verdictOf([], null)).toBeNull();
    expect(verdictOf([], defaultPreferences())).toBeNull();
  });
});
