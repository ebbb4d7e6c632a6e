import type { ProductResponse } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows.ts';

/** A product response with just what the comparison reads. */
function product(
  id: string,
  over: {
    health?: number;
    nutri?: 'A' | 'E';
    palm?: 'yes' | 'no';
    allergens?: object;
    kg?: number;
    /** How many of the pack's green claims the claims check found unsupported; unset: no claim on record. */
    claims?: number;
  },
) {
  return {
    entity: { id, name: id, brand: 'Test', certifications: [] },
    metadata: { data_quality: { evaluation_status: 'complete' }, sources: [] },
    ratings: {
      health: {
        ...(over.health !== undefined ? { score: over.health, grade: over.health >= 60 ? 'B' : 'D' } : {}),
        ...(over.nutri ? { nutri_score: { grade: over.nutri, points: 0 } } : {}),
        allergens: over.allergens ?? {},
        certifications: [],
      },
      environmental: {
        palm_oil: { status: over.palm ?? 'unknown' },
        environmental_factors: {
          carbon_footprint: over.kg !== undefined ? { kg_co2e_per_kg: over.kg } : {},
          packaging: { recyclability: 'unknown' },
        },
        certifications: [],
        ...(over.claims !== undefined ? { green_claims: { claims: [], unsupported: over.claims } } : {}),
      },
      ethical: { certifications: [] },
    },
  } as unknown as ProductResponse;
}

const row = (rows: ReturnType<typeof compareRows>, label: string) => rows.find((r) => r.label === label);

describe('compareRows', () => {
  it('marks the better value of a row only where values differ and can be ranked', () => {
    const rows = compareRows([
      product('a', { health: 30, nutri: 'E', palm: 'yes', kg: 7.7 }),
      product('b', { health: 70, nutri: 'A', palm: 'no', kg: 7.7 }),
    ]);
    expect(row(rows, 'Health')?.cells.map((c) => [c.text, c.better])).toEqual([
      ['D · 30/100', false],
      ['B · 70/100', true],
    ]);
    expect(row(rows, 'Nutri-Score')?.cells.map((c) => c.better)).toEqual([false, true]);
    expect(row(rows, 'Palm oil')?.cells.map((c) => [c.text, c.better])).toEqual([
      ['Contains palm oil', false],
      ['No palm oil', true],
    ]);
    // Equal footprints: nothing to prefer.
    expect(row(rows, 'CO2e per kg')?.cells.map((c) => c.better)).toEqual([false, false]);
    // Owner is never ranked.
    expect(row(rows, 'Owner')?.cells.every((c) => !c.better)).toBe(true);
  });

  it("marks the shopper's own allergens, and only those make a product better", () => {
    const nuts = { tree_nuts: { status: 'yes', severity: 'high', notes: '', highlighted: true } };
    const milk = { dairy: { status: 'yes', severity: 'high', notes: '', highlighted: false } };
    const rows = compareRows([product('a', { allergens: nuts }), product('b', { allergens: milk })]);
    const allergens = row(rows, 'Allergens')!;
    expect(allergens.cells.map((c) => [c.text, c.highlighted ?? [], c.better])).toEqual([
      ['Tree nuts', ['Tree nuts'], false],
      ['Dairy', [], true],
    ]);
  });

  it('calls no product better on a row where another lacks the facts', () => {
    const rows = compareRows([
      product('graded', { health: 70, palm: 'no' }),
      product('no data', {}),
      product('worse', { health: 30, palm: 'yes' }),
    ]);
    expect(row(rows, 'Health')?.cells.map((c) => [c.text, c.better])).toEqual([
      ['B · 70/100', false],
      ['Not enough data', false],
      ['D · 30/100', false],
    ]);
    expect(row(rows, 'Palm oil')?.cells.every((c) => !c.better)).toBe(true);
    // No ingredient list: the shopper's own allergen is not known, so "none" is not better.
    const unknownMilk = { dairy: { status: 'unknown', severity: 'high', notes: '', highlighted: true } };
    const milk = { dairy: { status: 'yes', severity: 'high', notes: '', highlighted: true } };
    const allergens = row(
      compareRows([product('a', { allergens: unknownMilk }), product('b', { allergens: milk })]),
      'Allergens',
    );
    expect(allergens?.cells.map((c) => [c.text, c.better])).toEqual([
      ['Not on record', false],
      ['Dairy', false],
    ]);
  });

  it('shows a low-reliability score but ranks it against nothing (Kinder Bueno without its ingredient list)', () => {
    const [listed, unlisted] = [product('nutella', { health: 40 }), product('kinder', { health: 45 })];
    (listed.ratings!.health as { reliability?: string }).reliability = 'High';
    (unlisted.ratings!.health as { reliability?: string }).reliability = 'Low';
    expect(row(compareRows([listed, unlisted]), 'Health')?.cells.map((c) => [c.text, c.better])).toEqual([
      ['D · 40/100', false],
      ['D · 45/100 · low reliability', false],
    ]);
  });

  it('leaves out a row no product has a value for', () => {
    const rows = compareRows([product('a', {}), product('b', {})]);
    expect(row(rows, 'Nutri-Score')).toBeUndefined();
    expect(row(rows, 'NOVA group')).toBeUndefined();
    expect(row(rows, 'Owner')).toBeDefined();
    expect(row(rows, 'Claims check')).toBeUndefined();
  });

  it('says what the claims check found, and calls no product better for making no claim (issue 54)', () => {
    const claims = row(
      compareRows([product('a', { claims: 2 }), product('b', { claims: 0 }), product('c', {})]),
      'Claims check',
    );
    expect(claims?.cells.map((c) => c.text)).toEqual([
      '2 unsupported green claims',
      'No unsupported green claims',
      '–',
    ]);
    expect(claims?.cells.some((c) => c.better)).toBe(false);
    const one = row(compareRows([product('a', { claims: 1 }), product('b', {})]), 'Claims check');
    expect(one?.cells[0]?.text).toBe('1 unsupported green claim');
  });
});
