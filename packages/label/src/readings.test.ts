import { describe, expect, it } from 'vitest';
import { quantitiesIn } from './numbers.ts';
import { alternativesOf, chooseReadings, type FieldReading, type MassNutrient } from './readings.ts';
import type { NutritionValues } from './warnings.ts';

/** The one quantity of a figure cell as OCR read it. */
const cell = (text: string) => quantitiesIn(text)[0]!;
const asGrams = (text: string) => cell(text).value / (cell(text).unit === 'mg' ? 1000 : 1);
const grams = (text: string) => alternativesOf(cell(text), asGrams(text)).map((a) => a.grams);

describe('alternativesOf: what a figure OCR read may have been', () => {
  it.each<[label: string, read: string, readings: number[]]>([
    ['a figure with its decimal mark and unit: as read only', '1,5 g', [1.5]],
    ['"<0,1 g" means what it says', '<0,1 g', [0.1]],
    ['"traces" too', 'traces', [0]],
    ['one digit: nothing to lose', '5 g', [5]],
    ['two digits with a unit: a decimal mark may be lost ("6,4 g" → "64 g")', '64 g', [64, 6.4]],
    ['three digits: the mark after one or two of them', '505 g', [505, 50.5, 5.05]],
    ['a bare final 9 may be the g ("15 g" → "159"), with or without a lost mark', '159', [159, 15, 1.5, 15.9, 1.59]],
    ['a g read "49" ("25 g" → "2549")', '2549', [2549, 254, 25.4, 25, 2.5, 254.9, 25.49]],
    ['a glued "9g" may be one g read twice ("1 g" → "19g")', '19g', [19, 1, 1.9]],
    ['a dotted zero read as 6 ("0,1 g" → "60,1 g")', '60,1 g', [60.1, 0.1]],
    ['sodium in mg: grams, as read or with a lost mark', '1190mg', [1.19, 0.119, 0.0119]],
  ])('%s', (_label, read, readings) => {
    expect(grams(read).map((g) => Math.round(g * 1e6) / 1e6)).toEqual([...new Set(readings)]);
  });

  it('says how unlikely each misreading is: as read costs nothing, the unit read as 9 least', () => {
    const costs = alternativesOf(cell('159'), 159).map((a) => a.cost);
    expect(costs[0]).toBe(0);
    expect(costs[1]).toBe(Math.min(...costs.slice(1)));
  });
});

/** A field read as `read`, per-100 only or with its per-serving cell (serving share of 100 g). */
function field(read: string, perServing?: { read: string; share: number }): FieldReading {
  const q = cell(read);
  const s = perServing ? cell(perServing.read) : undefined;
  return {
    alternatives: alternativesOf(q, asGrams(read)),
    ...(s && perServing
      ? {
          perServing: { alternatives: alternativesOf(s, asGrams(perServing.read)), share: perServing.share },
        }
      : {}),
  };
}

/** Runs the choice on a table given as name → cell, energy apart. */
function choose(energy: NutritionValues, cells: Partial<Record<MassNutrient, FieldReading>>) {
  const fields = new Map(Object.entries(cells) as [MassNutrient, FieldReading][]);
  const values: NutritionValues = { ...energy };
  for (const [name, f] of fields) values[name] = f.alternatives[0]!.grams;
  const choice = chooseReadings(values, fields, false);
  return { values, ...choice };
}

describe('chooseReadings: the reading the table itself supports', () => {
  it('puts back a decimal mark the energy shows lost (a cola: "Glucides 64 g" for 6,4 g at 109 kJ)', () => {
    const read = choose(
      { energyKj: 109, energyKcal: 26 },
      { fat: field('0 g'), carbohydrates: field('64 g'), sugars: field('64g'), proteins: field('0 g') },
    );
    expect(read.values).toMatchObject({ carbohydrates: 6.4, sugars: 6.4 });
    expect(read.corrected.sort()).toEqual(['carbohydrates', 'sugars']);
  });

  it('takes the g read as 9 away where the energy shows it ("Fett 19" for 1 g at 1533 kJ)', () => {
    const read = choose(
      { energyKj: 1533, energyKcal: 361 },
      { fat: field('19'), carbohydrates: field('2,5 g'), proteins: field('85,5 g') },
    );
    expect(read.values.fat).toBe(1);
  });

  it('follows the per-serving column where the checks alone cannot tell ("dont sucres 159 2,3 g", 152 g serving)', () => {
    const read = choose(
      { energyKj: 1287 },
      {
        fat: field('16,6 g'),
        carbohydrates: field('24,6 g'),
        sugars: field('159', { read: '2,3 g', share: 1.52 }),
        proteins: field('14,4 g'),
      },
    );
    expect(read.values.sugars).toBe(1.5);
    expect(read.doubtful).toEqual([]);
  });

  it('flags a field whose per-serving cell carries the same misreading ("dont sucres 159 239": 15 g or 1,5 g)', () => {
    const read = choose(
      { energyKj: 1287 },
      {
        fat: field('16,6 g'),
        carbohydrates: field('24,6 g'),
        sugars: field('159', { read: '239', share: 1.52 }),
        proteins: field('14,4 g'),
      },
    );
    expect(read.corrected).toEqual(['sugars']);
    expect(read.doubtful).toEqual(['sugars']);
  });

  it('leaves a table that passes every check as it was read, however its figures might have been misread', () => {
    const read = choose(
      { energyKj: 1576, energyKcal: 373 },
      { fat: field('19 g'), carbohydrates: field('40 g'), proteins: field('11 g') },
    );
    expect(read).toMatchObject({ values: { fat: 19, carbohydrates: 40, proteins: 11 }, corrected: [], doubtful: [] });
  });

  it('never changes a figure to bring an energy that stays off into line (alcohol, polyols)', () => {
    // A sugar-free gum: polyols count 10 kJ/g, not 17; no lost mark makes 37·f + 17·c + 17·p fit 700 kJ.
    const read = choose({ energyKj: 700 }, { fat: field('0 g'), carbohydrates: field('64 g'), proteins: field('0 g') });
    expect(read).toMatchObject({ values: { carbohydrates: 64 }, corrected: [] });
  });

  it('marks as doubtful a field two readings fit equally well ("Protein 179g" with a 28 g serving of "59")', () => {
    const read = choose(
      { energyKj: 848, energyKcal: 161 },
      {
        fat: field('1,8 g'),
        carbohydrates: field('21,4 g'),
        fiber: field('14,3 g'),
        proteins: field('179g', { read: '59', share: 0.28 }),
      },
    );
    expect(read.doubtful).toContain('proteins');
  });

  it('reads the zeros of a dotted-zero font misread as 6, and flags the figures the checks cannot tell', () => {
    // DejaVu Sans Mono, bench seed 32: every "0 g" of a drink read "6 g".
    const read = choose(
      { energyKj: 227, energyKcal: 54 },
      {
        fat: field('6 g'),
        saturatedFat: field('6g'),
        carbohydrates: field('13.2 g'),
        sugars: field('13.2 g'),
        proteins: field('6 g'),
        salt: field('6 g'),
      },
    );
    expect(read.values).toMatchObject({ fat: 0, proteins: 0, carbohydrates: 13.2 });
    expect(read.doubtful).toContain('salt');
  });

  it('flags a figure that still disagrees with its per-serving one when no reading mends it', () => {
    // "Protéines 5,6g 5,069" with a serving of 100 g: 5,069 is no misreading the rules know of.
    const read = choose(
      { energyKj: 2241 },
      {
        fat: field('27g'),
        carbohydrates: field('61g'),
        proteins: field('5,06 g', { read: '5,6g', share: 1 }),
      },
    );
    expect(read.doubtful).toEqual(['proteins']);
  });
});
