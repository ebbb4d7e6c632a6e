import { describe, expect, it } from 'vitest';
import { brandOwnerOf } from './score-summary.tsx';

describe('brandOwnerOf', () => {
  it('is the brand owner, not the licensee whose record the Company tab shows (a US KitKat)', () => {
    const company = {
      name: 'The Hershey Company',
      ownership: [{ company: 'Nestlé S.A.', relation: 'brand owner' as const, sources: [] }],
      sources: [],
    };
    expect(brandOwnerOf({ insights: { company } })).toBe('Nestlé S.A.');
  });

  it('is the owner with its parents where the report gives them, else the company', () => {
    expect(brandOwnerOf({ parent_company: 'Beiersdorf AG, majority-owned by maxingvest ag', insights: {} })).toBe(
      'Beiersdorf AG, majority-owned by maxingvest ag',
    );
    expect(brandOwnerOf({ insights: { company: { name: 'Ferrero', sources: [] } } })).toBe('Ferrero');
  });
});
