import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { hasOffRecords, loadOffRecords, productOf } from '../../engine/src/test/off-records.ts';
import { mendAllergenWords } from './allergen-words.ts';
import { readPanel } from './read-panel.ts';

describe('mendAllergenWords', () => {
  it.each([
    ['Sugar, SQY LECITHIN, salt', 'Sugar, SOY LECITHIN, salt', [{ read: 'SQY', printed: 'SOY' }]],
    ['Sucre, LA1T écrémé en poudre', 'Sucre, LAIT écrémé en poudre', [{ read: 'LA1T', printed: 'LAIT' }]],
    ['Zucker, MAGERMILCHPULVER, M1LCH', 'Zucker, MAGERMILCHPULVER, MILCH', [{ read: 'M1LCH', printed: 'MILCH' }]],
    ['Harina de TRlGO', 'Harina de TRlGO', []], // not in capitals: OCR read it in lower case, no emphasis to lean on
    ['Lecitina de 5OJA', 'Lecitina de SOJA', [{ read: '5OJA', printed: 'SOJA' }]],
  ])('%s → %s', (text, expected, mended) => {
    expect(mendAllergenWords(text)).toEqual({ text: expected, mended });
  });

  it('leaves words in capitals that are not an allergen one slip of OCR away', () => {
    // ALUM is one letter from ATUM (tuna, in Portuguese), NUTTER from NOTTER, COC from COD: not slips OCR makes.
    const text =
      'INGREDIENTS: SUGAR, PALM OIL, E322, ORGANIC COCOA, CONTAINS 25% HAZELNUTS, ALUM, NUTTER BUTTER, COC, ' +
      'MAY CONTAIN PEANUTS';
    expect(mendAllergenWords(text)).toEqual({ text, mended: [] });
  });

  it('leaves every allergen word of the knowledge base as it is, in capitals', () => {
    const words = knowledge.allergens.flatMap((allergen) => allergen.words).filter((w) => /^\p{L}{3,}$/u.test(w));
    const text = words.map((word) => word.toUpperCase()).join(', ');
    expect(mendAllergenWords(text).mended).toEqual([]);
  });

  it('tells the shopper, on the reading of an ingredient panel', () => {
    const reading = readPanel('Ingredients: sugar, cocoa butter, emulsifier (SQY lecithin).', 'ingredients');
    expect(reading.ingredients?.text).toBe('sugar, cocoa butter, emulsifier (SOY lecithin).');
    expect(reading.warnings).toEqual([
      expect.objectContaining({
        code: 'allergen_corrected',
        message: expect.stringContaining('"SQY", taken for "SOY"'),
      }),
    ]);
  });
});

describe.skipIf(!hasOffRecords)('on real Open Food Facts ingredient lists (../shared/data)', () => {
  it('changes none of them: they are read as printed', () => {
    const texts = loadOffRecords().flatMap(({ record }) =>
      Object.entries(productOf(record))
        .filter(([key, value]) => /^ingredients_text(_[a-z]{2})?$/.test(key) && typeof value === 'string' && value)
        .map(([, value]) => value as string),
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap((text) => mendAllergenWords(text).mended)).toEqual([]);
  });
});
