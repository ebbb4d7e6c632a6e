import { defaultPreferences } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { parseCommaList } from './comma-list.ts';
import { mergePreferences } from './merge-preferences.ts';

describe('parseCommaList', () => {
  it('trims entries and drops empty ones', () => {
    expect(parseCommaList(' aspartame , ,palm oil,, ')).toEqual(['aspartame', 'palm oil']);
    expect(parseCommaList('')).toEqual([]);
  });
});

describe('mergePreferences', () => {
  it('unions lists, keeps the max sensitivity and the stricter animal-testing stance', () => {
    const account = defaultPreferences();
    account.health.allergens = ['peanuts'];
    account.health.sensitivities.chemicals = 4;
    account.health.avoid_ingredients = ['Aspartame'];
    const local = defaultPreferences();
    local.health.allergens = ['peanuts', 'sesame'];
    local.health.sensitivities.chemicals = 2;
    local.health.sensitivities.preservatives = 3;
    local.health.avoid_ingredients = ['aspartame', 'carrageenan'];
    local.ethical.animal_testing = 'strongly_avoid';
    local.ethical.additional_concerns = 'child labour';

    const merged = mergePreferences(account, local);
    expect(merged.health.allergens).toEqual(['peanuts', 'sesame']);
    expect(merged.health.sensitivities).toEqual({ chemicals: 4, preservatives: 3, artificial_additives: 0 });
    expect(merged.health.avoid_ingredients).toEqual(['Aspartame', 'carrageenan']);
    expect(merged.ethical.animal_testing).toBe('strongly_avoid');
    expect(merged.ethical.additional_concerns).toBe('child labour');
    expect(merged).not.toHaveProperty('language');
  });

  it("keeps the account's language, and takes the device's only when the account has none", () => {
    const account = defaultPreferences();
    const local = { ...defaultPreferences(), language: 'de' as const };
    expect(mergePreferences(account, local).language).toBe('de');
    expect(mergePreferences({ ...account, language: 'fr' }, local).language).toBe('fr');
  });
});
