import { describe, expect, it } from 'vitest';
import { hasOffRecords, loadOffRecords, productOf } from '../../engine/src/test/off-records.ts';
import { findIngredientList, mendLines } from './ingredients.ts';
import type { LabelLanguage } from './language.ts';
import { ingredientPanel, panelText, recordCases, type IngredientLayout } from './test/panels.ts';

describe('findIngredientList', () => {
  it.each<[label: string, text: string, expected: { text: string; heading: string | null; language: string | null }]>([
    [
      'English, heading and colon, ends at the nutrition table',
      'Ingredients: wheat flour, sugar, palm oil.\nNutrition information\nEnergy 1500 kJ',
      { text: 'wheat flour, sugar, palm oil.', heading: 'Ingredients', language: 'en' },
    ],
    [
      'French, accented heading with a spaced colon, ends at the storage line',
      "Ingrédients : sucre, huile de palme, NOISETTES 13 %.\nÀ conserver à l'abri de la chaleur.",
      { text: 'sucre, huile de palme, NOISETTES 13 %.', heading: 'Ingrédients', language: 'fr' },
    ],
    [
      'German, ends at "Mindestens haltbar"',
      'Zutaten: Wasser, Zucker, Kohlensäure. Mindestens haltbar bis: siehe Deckel',
      { text: 'Wasser, Zucker, Kohlensäure.', heading: 'Zutaten', language: 'de' },
    ],
    [
      'Spanish, capitals, ends at a blank line',
      'INGREDIENTES: AZÚCAR, ACEITE DE PALMA, AVELLANAS 13%.\n\nLote: 123',
      { text: 'AZÚCAR, ACEITE DE PALMA, AVELLANAS 13%.', heading: 'INGREDIENTES', language: 'es' },
    ],
    [
      'Italian, heading alone on its line',
      'Ingredienti:\nzucchero, olio di palma, nocciole 13%, latte\nscremato in polvere 8,7%.\nConservare in luogo fresco.',
      {
        text: 'zucchero, olio di palma, nocciole 13%, latte scremato in polvere 8,7%.',
        heading: 'Ingredienti',
        language: 'it',
      },
    ],
    [
      'Dutch, diaeresis in the heading, ends at "Voedingswaarde"',
      'Ingrediënten: suiker, palmolie, HAZELNOTEN 13%, magere MELKpoeder.\nVoedingswaarde per 100 g',
      { text: 'suiker, palmolie, HAZELNOTEN 13%, magere MELKpoeder.', heading: 'Ingrediënten', language: 'nl' },
    ],
    [
      'OCR slips in the heading ("lngredients") and a colon read as "9"',
      'lngredients: sugar, cocoa butter.\n',
      { text: 'sugar, cocoa butter.', heading: 'lngredients', language: 'en' },
    ],
    [
      'a colon read as "9" after a line-opening heading',
      'Ingrédient 9 Sirop de glucose, purée d’abricot 27,5 %, sucre',
      { text: 'Sirop de glucose, purée d’abricot 27,5 %, sucre', heading: 'Ingrédient', language: 'fr' },
    ],
    [
      'a blank line inside a list that clearly goes on (a comma before it) does not end it',
      'Ingredients: sugar, milk powder,\n\nhazelnuts (12%).\n\nBest before: see lid',
      { text: 'sugar, milk powder, hazelnuts (12%).', heading: 'Ingredients', language: 'en' },
    ],
    [
      '"see ingredients in bold" is advice, not a heading',
      'Ingredients: oat flakes, BARLEY. Allergy advice: see ingredients in bold.',
      {
        text: 'oat flakes, BARLEY. Allergy advice: see ingredients in bold.',
        heading: 'Ingredients',
        language: 'en',
      },
    ],
    [
      'no heading: the panel is the list, up to the storage line',
      'Wasser, Zucker, Farbstoff E 150d.\nKühl und trocken lagern.',
      { text: 'Wasser, Zucker, Farbstoff E 150d.', heading: null, language: 'de' },
    ],
  ])('%s', (_label, text, expected) => {
    expect(findIngredientList(text)).toEqual(expected);
  });

  it('takes the list in the language asked for on a pack printed in several', () => {
    const pack =
      'Ingredients: sugar, palm oil, hazelnuts 13%. Ingrédients : sucre, huile de palme, noisettes 13 %.\n' +
      'Zutaten: Zucker, Palmöl, Haselnüsse 13 %.';
    expect(findIngredientList(pack, 'fr')?.text).toBe('sucre, huile de palme, noisettes 13 %.');
    expect(findIngredientList(pack, 'de')?.text).toBe('Zucker, Palmöl, Haselnüsse 13 %.');
    expect(findIngredientList(pack)?.text).toBe('sugar, palm oil, hazelnuts 13%.');
  });

  it('finds nothing in a photo without words', () => {
    expect(findIngredientList('|| — 12 ..')).toBeNull();
  });
});

describe('mendLines', () => {
  it.each([
    ['a word cut at the line end is joined', 'Farb-\nstoff E 150d', 'Farbstoff E 150d'],
    ['a capital after the hyphen keeps it', 'sirop de Glucose-\nFructose', 'sirop de Glucose-Fructose'],
    ['a figure after the hyphen keeps it', 'colour (E-\n150d)', 'colour (E-150d)'],
    ['a usual compound keeps it', 'low-\nfat yoghurt', 'low-fat yoghurt'],
    ['a word left out keeps its hyphen and space', 'mono-\nand diglycerides', 'mono- and diglycerides'],
    ['the same words elsewhere decide', 'soya-lecithin, salt, soya-\nlecithin', 'soya-lecithin, salt, soya-lecithin'],
    ['an OCR that turned the break into a space', 'Natrium- cyclamat', 'Natriumcyclamat'],
    ['spacing before punctuation is tidied', 'sugar , milk ( 12 % ) .', 'sugar, milk (12 %).'],
  ])('%s', (_label, text, expected) => {
    expect(mendLines(text)).toBe(expected);
  });
});

describe.skipIf(!hasOffRecords)('on real Open Food Facts texts (../shared/data)', () => {
  it("agrees with Open Food Facts' own extraction from its OCR of real pack photos", () => {
    // OFF keeps its OCR of real photos with the list it extracted (`…_ocr_<time>` and `…_result`); where OFF found a
    // heading, the list we find starts where OFF's does and runs no shorter than the list proper.
    const seen = new Set<string>();
    let compared = 0;
    for (const { record } of loadOffRecords()) {
      const product = productOf(record);
      for (const [key, ocr] of Object.entries(product)) {
        if (!/^ingredients_text_[a-z]{2}_ocr_\d+$/.test(key) || typeof ocr !== 'string' || seen.has(ocr)) continue;
        seen.add(ocr);
        const off = product[`${key}_result`];
        if (typeof off !== 'string' || !/^\s*(ingr|zutat)/i.test(ocr)) continue;
        const ours = findIngredientList(ocr);
        // OFF's own extraction sometimes keeps a misread heading ("Ingrédient 9 Sirop…"): that word is not the list's.
        const words = (t: string) =>
          (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w, i) => i > 0 || !w.startsWith('ingr')).slice(0, 8);
        expect(words(ours?.text ?? ''), key).toEqual(words(off));
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  });

  it('gives back the printed list of real records, printed in several layouts', () => {
    const layouts: IngredientLayout[] = [
      { width: 30, hyphenate: true, headingAlone: false, upperHeading: false, after: 'nutrition', blankAfter: false },
      { width: 42, hyphenate: false, headingAlone: true, upperHeading: true, after: 'storage', blankAfter: true },
      { width: 54, hyphenate: true, headingAlone: true, upperHeading: false, after: 'storage', blankAfter: false },
      { width: 66, hyphenate: false, headingAlone: false, upperHeading: true, after: 'none', blankAfter: false },
    ];
    let total = 0;
    let exact = 0;
    let sameLetters = 0;
    const languages = new Set<LabelLanguage>();
    const letters = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
    for (const [i, c] of recordCases().entries()) {
      if (!c.ingredientsText) continue;
      const panel = ingredientPanel(c.ingredientsText, c.language, layouts[i % layouts.length]!);
      const found = findIngredientList(panelText(panel), c.language);
      total++;
      languages.add(c.language);
      if (found?.text === panel.expected) exact++;
      if (letters(found?.text ?? '') === letters(panel.expected)) sameLetters++;
    }
    console.info(
      `ingredient lists of ${total} real records in ${[...languages].join(', ')}: ${exact} exact, ${sameLetters} with every letter`,
    );
    expect(languages.size).toBeGreaterThanOrEqual(5);
    // The rest are records whose own text holds a heading or an end marker ("Poids net", "Ingrédients issus de…"),
    // or a hyphen at a line's end no rule can tell from a cut word.
    expect(exact / total).toBeGreaterThanOrEqual(0.93);
    expect(sameLetters / total).toBeGreaterThanOrEqual(0.95);
  });
});
