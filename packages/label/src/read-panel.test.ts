import { describe, expect, it } from 'vitest';
import { readPanel } from './read-panel.ts';

const codes = (reading: ReturnType<typeof readPanel>) => reading.warnings.map((w) => w.code);

describe('readPanel', () => {
  it('reads an ingredient panel: the list, and the language from its heading and words', () => {
    const reading = readPanel('Zutaten: Zucker, Palmöl, HASELNÜSSE 13 %.\nKühl und trocken lagern.', 'ingredients');
    expect(reading).toEqual({
      panel: 'ingredients',
      language: 'de',
      ingredients: { text: 'Zucker, Palmöl, HASELNÜSSE 13 %.' },
      warnings: [],
    });
  });

  it('reads a lot and date line: the lines with a figure, as printed, or says none was found', () => {
    const reading = readPanel(
      'A consommer de préférence avant\nLOT L25318\n06/03/2026 14:32\nFabriqué en France',
      'lot',
    );
    expect(reading.lot).toEqual({ lines: ['LOT L25318', '06/03/2026 14:32'] });
    expect(reading.warnings).toEqual([]);
    expect(codes(readPanel('Fabriqué en France', 'lot'))).toEqual(['no_lot']);
  });

  it("keeps the shopper's language over the one the words suggest", () => {
    expect(readPanel('Ingredients: sugar, salt', 'ingredients', { language: 'nl' }).language).toBe('nl');
  });

  it('reads a nutrition panel per 100 g, with the layout it found', () => {
    const reading = readPanel('Nährwerte pro 100 g\nBrennwert 1576 kJ / 373 kcal\nFett 1,9 g', 'nutrition');
    expect(reading.nutrition).toEqual({
      basis: '100g',
      layout: 'eu',
      values: { energyKj: 1576, energyKcal: 373, fat: 1.9 },
    });
    expect(reading.language).toBe('de');
  });

  it.each([
    ['no words at all', '  \n ', 'ingredients', 'no_text'],
    ['an ingredient panel without a heading', 'sugar, cocoa butter, milk powder', 'ingredients', 'no_heading'],
    ['a nutrition panel without a table', 'Ingredients: sugar, salt', 'nutrition', 'no_table'],
  ] as const)('warns on %s', (_label, text, panel, code) => {
    expect(codes(readPanel(text, panel))).toContain(code);
  });

  it('warns when the OCR was unsure of what it read', () => {
    expect(codes(readPanel('Ingredients: sugar', 'ingredients', { confidence: 0.4 }))).toContain('low_confidence');
    expect(codes(readPanel('Ingredients: sugar', 'ingredients', { confidence: 0.9 }))).not.toContain('low_confidence');
  });
});
