import { INTERFACE_LANGUAGES } from '@clearcart/contracts/preference-ids';
import { describe, expect, it } from 'vitest';
import { countryChoices } from './format.ts';

describe('the countries a pack can be for', () => {
  it.each([...INTERFACE_LANGUAGES])('in %s: places only, no test or union regions', (language) => {
    const choices = countryChoices(language);
    const codes = choices.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['fr', 'de', 'gb', 'xk']));
    for (const code of ['xa', 'xb', 'eu', 'ez', 'un', 'qo', 'zz']) expect(codes).not.toContain(code);
    expect(choices.filter((c) => /pseudo/i.test(c.name))).toEqual([]);
  });
});
