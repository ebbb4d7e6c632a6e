import { describe, expect, it } from 'vitest';
import { draftFromReadings, type ReviewDraft } from './draft.ts';
import { checkDraft } from './validate-facts.ts';

const valid: ReviewDraft = {
  ...draftFromReadings({}, {}),
  kind: 'food',
  name: 'Nutella',
  ingredients: 'Sugar, palm oil, hazelnuts 13%',
};

describe('checkDraft (the contracts’ shopperFacts schema)', () => {
  it('gives the facts to send when the check passes', () => {
    expect(checkDraft(valid)).toEqual({
      ok: true,
      facts: { kind: 'food', name: 'Nutella', ingredients_text: 'Sugar, palm oil, hazelnuts 13%' },
    });
  });

  it.each([
    ['no kind chosen', { kind: null }, { kind: 'Choose what kind of product it is' }],
    ['no name', { name: '   ' }, { name: 'Type the product’s name' }],
    ['a name too long', { name: 'N'.repeat(201) }, { name: 'At most 200 characters' }],
    ['a barcode of 10 digits', { gtin: '3017620422' }, { gtin: 'A barcode has 8, 12, 13 or 14 digits' }],
    ['a barcode with letters', { gtin: '30176204220O3' }, { gtin: 'A barcode has 8, 12, 13 or 14 digits' }],
    [
      'neither the list nor the table',
      { ingredients: '' },
      { ingredients: 'Add the ingredient list, the nutrition table, or both' },
    ],
    ['a list too long', { ingredients: 'a'.repeat(10_001) }, { ingredients: 'At most 10,000 characters' }],
    [
      'a front line too long',
      { front: ['Oat Drink', 'e'.repeat(201)] },
      { front: 'A line has at most 200 characters' },
    ],
    [
      'more front lines than 30',
      { front: Array.from({ length: 31 }, (_, i) => `Line ${i}`) },
      { front: 'At most 30 lines' },
    ],
  ])('refuses %s, said beside the field', (_label, change, fields) => {
    const checked = checkDraft({ ...valid, ...change });
    expect(checked).toMatchObject({ ok: false, fields, count: 1 });
  });

  it("sends the front's words as the contract's front_text", () => {
    expect(checkDraft({ ...valid, front: ['Nutella', ' Eco-friendly '] })).toEqual({
      ok: true,
      facts: {
        kind: 'food',
        name: 'Nutella',
        ingredients_text: 'Sugar, palm oil, hazelnuts 13%',
        front_text: ['Nutella', 'Eco-friendly'],
      },
    });
  });

  it('takes a table alone as enough', () => {
    const checked = checkDraft({
      ...valid,
      ingredients: '',
      table: { basis: '100g', figures: { fat: '3', saturated_fat: '1' } },
    });
    expect(checked).toEqual({
      ok: true,
      facts: { kind: 'food', name: 'Nutella', nutrition: { basis: '100g', fat: 3, saturated_fat: 1 } },
    });
  });

  it('counts the table’s figures with the fields', () => {
    const checked = checkDraft({
      ...valid,
      name: '',
      table: { basis: '100g', figures: { fat: '2', saturated_fat: '12', salt: 'a pinch' } },
    });
    expect(checked).toEqual({
      ok: false,
      fields: { name: 'Type the product’s name' },
      table: { saturated_fat: 'Saturates cannot be more than fat', salt: 'Type a number, like 1.5' },
      count: 3,
    });
  });
});
