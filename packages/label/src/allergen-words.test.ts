import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { mendAllergenWords } from './allergen-words.ts';
import { readPanel } from './read-panel.ts';

describe('mendAllergenWords', () => {
  it.each([
    ['Sugar, SQY LECITHIN, salt', 'Sugar, SOY LECITHIN, salt', [{ read: 'SQY', printed: 'SOY' }]],
    ['Sucre, LA1T écrémé en poudre', 'Sucre, LAIT écrémé en poudre', [{ read: 'LA1T', printed: 'LAIT' }]],
    ['Zucker, MAGERMILCHPULVER, MILGH', 'Zucker, MAGERMILCHPULVER, MILCH', [{ read: 'MILGH', printed: 'MILCH' }]],
    ['Harina de TRlGO', 'Harina de TRlGO', []], // not in capitals: OCR read it in lower case, no emphasis to lean on
    ['Lecitina de 5OJA', 'Lecitina de SOJA', [{ read: '5OJA', printed: 'SOJA' }]],
  ])('%s → %s', (text, expected, mended) => {
    expect(mendAllergenWords(text)).toEqual({ text: expected, mended });
  });

  it('leaves words in capitals that are not an allergen one slip away', () => {
    const text = 'INGREDIENTS: SUGAR, PALM OIL, E322, ORGANIC COCOA, CONTAINS 25% HAZELNUTS, MAY CONTAIN PEANUTS';
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
