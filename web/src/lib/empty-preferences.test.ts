import { defaultPreferences } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { emptyPreferences } from './empty-preferences.ts';

describe('emptyPreferences', () => {
  it("is the schema's default", () => {
    expect(emptyPreferences()).toEqual(defaultPreferences());
  });

  it('is a new object each call', () => {
    const first = emptyPreferences();
    first.health.allergens.push('peanuts');
    expect(emptyPreferences().health.allergens).toEqual([]);
  });
});
