import { describe, expect, it } from 'vitest';
import { mayBeOutOfDate } from './company-tab.tsx';

const link = { company: 'Kenvue', relation: 'brand owner' as const, sources: [] };

describe('mayBeOutOfDate', () => {
  it('flags an announced change whose expected date has passed', () => {
    const pending = { event: 'Kimberly-Clark agreed to acquire Kenvue.', expected: '2026-12-31' };
    expect(mayBeOutOfDate({ ...link, pending }, '2026-11-23')).toBe(false);
    expect(mayBeOutOfDate({ ...link, pending }, '2027-01-01')).toBe(true);
  });

  it('flags a link last checked more than two years ago, and not one never recorded as checked', () => {
    expect(mayBeOutOfDate({ ...link, verified_on: '2024-11-24' }, '2026-11-23')).toBe(false);
    expect(mayBeOutOfDate({ ...link, verified_on: '2024-11-22' }, '2026-11-23')).toBe(true);
    expect(mayBeOutOfDate(link, '2026-11-23')).toBe(false);
  });
});
