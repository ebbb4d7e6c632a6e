import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishNumber } from './format.ts';

describe('englishNumber', () => {
  it('writes what Intl writes in British English, for any number and fraction digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e7, max: 1e7, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }),
          // Figures as reports print them: a few decimals, ties included (1.005, 0.25).
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1000),
          fc.constant(-0),
        ),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (value, min, max) => {
          const options = {
            ...(min !== undefined ? { minimumFractionDigits: min } : {}),
            ...(max !== undefined ? { maximumFractionDigits: max } : {}),
          };
          let expected: string;
          try {
            expected = new Intl.NumberFormat('en-GB', options).format(value);
          } catch {
            return; // options Intl refuses (minimum over maximum) are not asked for
          }
          const ours = englishNumber(value, options);
          if (ours !== null) expect(ours).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it.each([
    [2252.5, undefined, '2,252.5'],
    [0.05, { maximumFractionDigits: 1 }, '0.1'],
    [1.005, { maximumFractionDigits: 2 }, '1.01'],
    [9.96, { maximumFractionDigits: 1 }, '10'],
    [1e-7, undefined, null],
    [-0.04, { maximumFractionDigits: 1 }, '-0'],
    [1234567, undefined, '1,234,567'],
  ] as const)('%s → %s', (value, options, expected) => {
    expect(englishNumber(value, options)).toBe(expected);
    if (expected !== null) expect(new Intl.NumberFormat('en-GB', options).format(value)).toBe(expected);
  });

  it('leaves to Intl what it does not write itself', () => {
    expect(englishNumber(0.5, { style: 'percent' })).toBeNull();
    expect(englishNumber(Number.NaN)).toBeNull();
  });
});
