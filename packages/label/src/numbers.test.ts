import { describe, expect, it } from 'vitest';
import { mendFigures, quantitiesIn } from './numbers.ts';

describe('mendFigures: OCR slips inside a table line, as the bench photos show them', () => {
  it.each<[label: string, read: string, mended: string]>([
    ['a zero read as O before mg (US sodium)', 'Sodium Omg 0%', 'Sodium 0mg 0%'],
    [
      'a zero read as O or © before kcal',
      'Énergie 0 kJ / © kcal 0 kJ] / O kcal 0%',
      'Énergie 0 kJ / 0 kcal 0 kJ / 0 kcal 0%',
    ],
    ['kJ with its J read as 3', 'Brennwert 1644 k3 / 389 kcal', 'Brennwert 1644 kJ / 389 kcal'],
    ['kJ read as KO', 'Énergie 411 KJ 1371 KO', 'Énergie 411 kJ 1371 kJ'],
    ['kJ read as Kk]', 'Energy 3107 Kk]', 'Energy 3107 kJ'],
    ['kJ with its J lost before the slash', 'Énergie 1663 k/ 398 kcal', 'Énergie 1663 kJ/ 398 kcal'],
    ['kJ read as k alone, twice', 'Energie 2042 k 408 k]', 'Energie 2042 kJ 408 kJ'],
    [
      'kJ read as one W before the slash to kcal',
      'Énergie 947W/216kcal 284W/65kcal 3%',
      'Énergie 947kJ/216kcal 284kJ/65kcal 3%',
    ],
    ['a one read as l before its g', 'of which sugars lg 0.82 g', 'of which sugars 1g 0.82 g'],
    ['a word ending in l is no figure', 'Total 1g', 'Total 1g'],
    ['kg stays kg', 'Net 1 kg', 'Net 1 kg'],
    // DejaVu Sans Mono's dotted zero, read as e in both columns: the per-serving column agreed with the lost zero.
    ['a zero read as e before its decimal mark', 'salt e.43g © e.13g 2%', 'salt 0.43g © 0.13g 2%'],
    ['a word ending in e before a figure is left alone', 'Sodium free 0.1 g', 'Sodium free 0.1 g'],
  ])('%s', (_label, read, mended) => {
    expect(mendFigures(read)).toBe(mended);
  });
});

describe('quantitiesIn', () => {
  it('reads kcal misread as "keal"', () => {
    expect(quantitiesIn('Energy 5kJ/1keal').map((q) => [q.value, q.unit])).toEqual([
      [5, 'kj'],
      [1, 'kcal'],
    ]);
  });
});
