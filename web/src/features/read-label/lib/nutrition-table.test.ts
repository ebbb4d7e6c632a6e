import { describe, expect, it } from 'vitest';
import {
  doubtfulFields,
  formatFigure,
  impossibleFigures,
  nutritionOfTable,
  parseFigure,
  saltFromSodiumMg,
  setFigure,
  setSodium,
  sodiumMgFromSalt,
  sodiumText,
  tableFromNutrition,
  type TableDraft,
} from './nutrition-table.ts';

/** Nutella's table per 100 g, as the jar prints it (Open Food Facts 3017620422003). */
const NUTELLA = {
  basis: '100g',
  energy_kj: 2252,
  energy_kcal: 539,
  fat: 30.9,
  saturated_fat: 10.6,
  carbohydrates: 57.5,
  sugars: 56.3,
  fiber: 0,
  proteins: 6.3,
  salt: 0.107,
} as const;

describe('parseFigure', () => {
  it.each([
    ['a plain figure', '30.9', 30.9],
    ['a decimal comma', '30,9', 30.9],
    ['a unit after it', '30,9 g', 30.9],
    ['kJ stuck to it', '2252kJ', 2252],
    ['"<0.5 g" as its bound', '<0.5 g', 0.5],
    ['"traces" as 0', 'Traces', 0],
    ['a leading decimal mark', ',5', 0.5],
    ['spaces inside', ' 2 252 ', 2252],
  ])('reads %s', (_label, text, value) => {
    expect(parseFigure(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a dash, as tables print for none', '–'],
  ])('takes %s as no figure', (_label, text) => {
    expect(parseFigure(text)).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['words', 'about ten'],
    ['a negative figure', '-3'],
    ['two decimal marks', '1.2.3'],
  ])('refuses %s with a sentence', (_label, text) => {
    expect(parseFigure(text)).toEqual({ ok: false, message: 'Type a number, like 1.5' });
  });

  it('refuses a figure over the contracts’ bound', () => {
    expect(parseFigure('100001')).toEqual({ ok: false, message: 'This number is too large' });
  });
});

describe('formatFigure', () => {
  it.each([
    [0.107, '0.107'],
    [30.9, '30.9'],
    [2252, '2252'],
    [0.10749, '0.107'],
    [undefined, ''],
  ])('%s → "%s"', (value, text) => {
    expect(formatFigure(value)).toBe(text);
  });
});

describe('sodium and salt', () => {
  it('converts with salt = sodium × 2.5', () => {
    expect(sodiumMgFromSalt(0.107)).toBe(42.8);
    expect(saltFromSodiumMg(400)).toBe(1);
    expect(saltFromSodiumMg(sodiumMgFromSalt(1.25))).toBe(1.25);
  });

  it('shows sodium worked out from the salt read', () => {
    expect(sodiumText(tableFromNutrition(NUTELLA))).toBe('42.8');
    expect(sodiumText(tableFromNutrition({ basis: '100g', fat: 1 }))).toBe('');
  });

  it('sets salt from the sodium typed, and keeps what was typed in the sodium box', () => {
    const table = setSodium(tableFromNutrition(NUTELLA), '200');
    expect(table.figures.salt).toBe('0.5');
    expect(sodiumText(table)).toBe('200');
    expect(nutritionOfTable(table).nutrition?.salt).toBe(0.5);
  });

  it('leaves salt as it was while the sodium typed is not a number, and says so', () => {
    const table = setSodium(tableFromNutrition(NUTELLA), '2oo');
    expect(table.figures.salt).toBe('0.107');
    expect(nutritionOfTable(table).errors).toEqual({ sodium: 'Type a number, like 1.5' });
  });

  it('empties salt when the sodium box is emptied, and shows sodium from salt again once salt is typed', () => {
    const cleared = setSodium(tableFromNutrition(NUTELLA), '');
    expect(cleared.figures.salt).toBe('');
    const typed = setFigure(cleared, 'salt', '1');
    expect(typed.sodium).toBeUndefined();
    expect(sodiumText(typed)).toBe('400');
  });
});

describe('editing the table', () => {
  it('round-trips a reading: what was read is what is sent', () => {
    expect(nutritionOfTable(tableFromNutrition(NUTELLA))).toEqual({ nutrition: NUTELLA, errors: {} });
  });

  it('keeps what the shopper types, as typed, and sends it as a figure', () => {
    const table = setFigure(tableFromNutrition(NUTELLA), 'fat', '31,5');
    expect(table.figures.fat).toBe('31,5');
    expect(nutritionOfTable(table).nutrition?.fat).toBe(31.5);
  });

  it('sends a figure emptied as none, and no table at all when every figure is empty', () => {
    const noFat = setFigure(tableFromNutrition(NUTELLA), 'fat', ' ');
    expect(nutritionOfTable(noFat).nutrition).not.toHaveProperty('fat');
    const empty: TableDraft = { basis: '100ml', figures: { fat: '', salt: '' } };
    expect(nutritionOfTable(empty)).toEqual({ nutrition: undefined, errors: {} });
  });

  it('marks each figure that is not a number, by field', () => {
    const table = setFigure(setFigure(tableFromNutrition(NUTELLA), 'sugars', 'lots'), 'proteins', '6..3');
    expect(nutritionOfTable(table).errors).toEqual({
      sugars: 'Type a number, like 1.5',
      proteins: 'Type a number, like 1.5',
    });
  });

  it('keeps the basis of the reading, per 100 g when nothing says', () => {
    expect(tableFromNutrition({ basis: '100ml', energy_kj: 180 }).basis).toBe('100ml');
    expect(tableFromNutrition(undefined).basis).toBe('100g');
    expect(tableFromNutrition(undefined, '100ml').basis).toBe('100ml');
  });
});

describe('impossibleFigures', () => {
  it('passes a real table', () => {
    expect(impossibleFigures(NUTELLA)).toEqual({});
  });

  it.each([
    ['saturates over fat', { fat: 2, saturated_fat: 12 }, { saturated_fat: 'Saturates cannot be more than fat' }],
    [
      'sugars over carbohydrate',
      { carbohydrates: 5, sugars: 50 },
      { sugars: 'Sugars cannot be more than carbohydrate' },
    ],
    ['more than 100 g per 100 g', { proteins: 130 }, { proteins: 'More than 100 g per 100 g' }],
    ['more energy than pure fat', { energy_kj: 22520 }, { energy_kj: 'More energy than any food has' }],
    ['kcal over pure fat', { energy_kcal: 5390 }, { energy_kcal: 'More energy than any food has' }],
  ])('flags %s beside the figure', (_label, figures, errors) => {
    expect(impossibleFigures({ basis: '100g', ...figures })).toEqual(errors);
  });

  it('says per 100 ml for a drink', () => {
    expect(impossibleFigures({ basis: '100ml', sugars: 101 })).toEqual({ sugars: 'More than 100 g per 100 ml' });
  });

  it('is part of the table’s errors, a figure that is not a number said first', () => {
    const table: TableDraft = { basis: '100g', figures: { fat: '2', saturated_fat: '12', sugars: 'x' } };
    expect(nutritionOfTable(table).errors).toEqual({
      saturated_fat: 'Saturates cannot be more than fat',
      sugars: 'Type a number, like 1.5',
    });
  });
});

describe('doubtfulFields', () => {
  it('gathers the fields every warning asks to check', () => {
    const fields = doubtfulFields([
      { code: 'energy_mismatch', message: 'Check the energy.', fields: ['energy_kj', 'fat'] },
      { code: 'low_confidence', message: 'The photo was hard to read.' },
      { code: 'saturates_over_fat', message: 'Saturates over fat.', fields: ['saturated_fat', 'fat'] },
    ]);
    expect([...fields].sort()).toEqual(['energy_kj', 'fat', 'saturated_fat']);
  });
});
