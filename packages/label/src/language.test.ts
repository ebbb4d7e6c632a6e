import { describe, expect, it } from 'vitest';
import { hasOffRecords } from '../../engine/src/test/off-records.ts';
import { detectLanguage } from './language.ts';
import { recordCases } from './test/panels.ts';

describe('detectLanguage', () => {
  it.each([
    ['en', 'Wheat flour, sugar, palm oil, salt, raising agent (sodium bicarbonate), natural flavouring.'],
    [
      'fr',
      'Farine de blé, sucre, huile de palme, sel, poudre à lever, arôme naturel. Peut contenir des traces de lait.',
    ],
    ['de', 'Weizenmehl, Zucker, Palmöl, Salz, Backtriebmittel Natriumcarbonate. Kann Spuren von Milch enthalten.'],
    [
      'es',
      'Harina de trigo, azúcar, aceite de palma, sal, gasificante, aroma natural. Puede contener trazas de leche.',
    ],
    [
      'it',
      'Farina di grano, zucchero, olio di palma, sale, agenti lievitanti, aroma naturale. Può contenere tracce di latte.',
    ],
    ['nl', 'Tarwebloem, suiker, palmolie, zout, rijsmiddel, natuurlijk aroma. Kan sporen van melk bevatten.'],
    ['fr', 'FARINE DE BLE, SUCRE, HUILE DE PALME, SEL'],
  ])('%s: %s', (language, text) => {
    expect(detectLanguage(text)?.language).toBe(language);
  });

  it('does not guess from too few words', () => {
    expect(detectLanguage('E330')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });
});

describe.skipIf(!hasOffRecords)('on real records whose language Open Food Facts states', () => {
  // The misses are mostly the records' own: a Spanish text in the English field, a Portuguese one in the French.
  it('tells the language of at least 90 % of their ingredient lists', () => {
    const stated = recordCases().filter((c) => c.ingredientsText && c.languageFrom === 'record');
    const right = stated.filter((c) => detectLanguage(c.ingredientsText!)?.language === c.language);
    const wrong = stated.filter((c) => !right.includes(c)).map((c) => `${c.id}: ${c.ingredientsText!.slice(0, 60)}`);
    console.info(
      `language of ${stated.length} real ingredient lists: ${right.length} right; wrong: ${wrong.join(' | ')}`,
    );
    expect(stated.length).toBeGreaterThanOrEqual(100);
    expect(right.length / stated.length).toBeGreaterThanOrEqual(0.9);
  });
});
