import { describe, expect, it } from 'vitest';
import { decimalMarkOf, mendFigureLine, mendFigureWord, type Box, type DecimalMark } from './glyphs.ts';

/**
 * Words and blots of ink as the panel reader saw them on bench photos (seed 32, the prepared panel's dark blots):
 * [x0, y0, x1, y1] boxes in pixels, copied from real readings of DejaVu fonts 22–30 px, tilted and blurred. Rows
 * marked "laid out" place boxes as those fonts print, for a case the bench's photos did not show alone.
 */
const box = ([x0, y0, x1, y1]: readonly number[]): Box => ({ x0: x0!, y0: y0!, x1: x1!, y1: y1! });
const word = (text: string, bbox: readonly number[]) => ({ text, bbox: box(bbox) });
const blots = (...boxes: (readonly number[])[]): Box[] => boxes.map(box);

describe('mendFigureWord: a figure as its ink shows it', () => {
  it.each<[label: string, read: string, bbox: number[], ink: number[][], mark: DecimalMark, printed: string]>([
    [
      'a g hanging below the digits, read as 9 ("1 g" → "19")',
      '19',
      [823, 344, 870, 382],
      [
        [823, 344, 836, 373],
        [852, 351, 868, 381],
      ],
      ',',
      '1g',
    ],
    [
      'the g read as 9 after a decimal comma OCR kept ("25,2 g" → "25,29")',
      '25,29',
      [1218, 359, 1318, 395],
      [
        [1218, 359, 1233, 387],
        [1239, 359, 1254, 387],
        [1261, 383, 1264, 390],
        [1270, 359, 1285, 387],
        [1300, 366, 1317, 394],
      ],
      ',',
      '25,2g',
    ],
    [
      'a comma dropped and the g read as 9 ("1,5 g" → "159")',
      '159',
      [813, 529, 891, 566],
      [
        [813, 529, 826, 557],
        [833, 552, 837, 560],
        [844, 529, 859, 557],
        [874, 535, 890, 564],
      ],
      ',',
      '1,5g',
    ],
    [
      'a comma dropped and the g read as 0 ("9,9 g" → "990")',
      '990',
      [1240, 415, 1321, 451],
      [
        [1240, 415, 1257, 443],
        [1263, 438, 1267, 446],
        [1272, 415, 1288, 443],
        [1303, 421, 1320, 450],
      ],
      ',',
      '9,9g',
    ],
    [
      'a comma dropped where OCR read the g as such ("14,4 g" → "144g")',
      '144g',
      [792, 642, 893, 679],
      [
        [792, 642, 806, 670],
        [811, 642, 828, 670],
        [834, 666, 838, 674],
        [843, 642, 860, 670],
        [875, 649, 892, 678],
      ],
      ',',
      '14,4g',
    ],
    [
      'a g read as "49" after a point OCR kept ("19.3 g" → "19.349")',
      '19.349',
      [821, 329, 917, 362],
      [
        [821, 330, 835, 354],
        [840, 329, 856, 355],
        [862, 350, 865, 354],
        [871, 329, 886, 355],
        [901, 335, 916, 361],
      ],
      '.',
      '19.3g',
    ],
    [
      'a digit read twice and the g read as 9 ("1,9 g" → "1,99g", DejaVu Sans Mono)',
      '1,99g',
      [840, 438, 948, 479],
      [
        [841, 439, 855, 469],
        [867, 463, 872, 474],
        [884, 439, 901, 469],
        [929, 446, 947, 477],
      ],
      ',',
      '1,9g',
    ],
    [
      'a figure whose last digit stands on the line is left as read ("21,9", its g a word of its own)',
      '21,9',
      [1230, 640, 1300, 673],
      [
        [1230, 640, 1245, 669],
        [1252, 641, 1267, 669],
        [1274, 664, 1277, 672],
        [1282, 640, 1299, 669],
      ],
      ',',
      '21,9',
    ],
    [
      "a mark of the other kind is not the table's decimal mark: a point-sized speck in a comma table stays out",
      '113',
      [993, 340, 1053, 369],
      [
        [996, 341, 1003, 367],
        [1017, 342, 1024, 367],
        [1036, 363, 1039, 366],
        [1044, 343, 1051, 366],
      ],
      ',',
      '113',
    ],
    [
      'a comma dropped where OCR read "37,4 g" as "374" (the 4 and the g in one box of its own)',
      '374',
      [1223, 470, 1323, 507],
      [
        [1223, 470, 1238, 499],
        [1244, 471, 1258, 498],
        [1266, 495, 1270, 502],
        [1274, 471, 1291, 498],
        [1306, 477, 1322, 506],
      ],
      ',',
      '37,4g',
    ],
    [
      'laid out: more glyphs than OCR read characters, so the glyphs do not explain the word: it stays as read',
      '37',
      [1223, 470, 1323, 507],
      [
        [1223, 470, 1238, 499],
        [1244, 471, 1258, 498],
        [1274, 471, 1291, 498],
        [1306, 471, 1322, 498],
      ],
      ',',
      '37',
    ],
  ])('%s', (_label, read, bbox, ink, mark, printed) => {
    expect(mendFigureWord(word(read, bbox), blots(...ink), mark).text).toBe(printed);
  });

  it('leaves words that are not figures alone: names, energy, a serving in brackets', () => {
    for (const text of ['Fat', 'kcal', '(30', '16%']) {
      expect(mendFigureWord(word(text, [0, 0, 40, 30]), blots([0, 0, 10, 30]), ',').text).toBe(text);
    }
  });
});

describe('mendFigureLine: the words of one row', () => {
  it('reads a lone "9" hanging after a figure as its g, and drops it when the figure already took it', () => {
    // "4,6 g" read as "4,6" and "9" (DejaVu Sans Mono 26 px): the 9 hangs below the digits of 4,6.
    const ink = blots([1288, 321, 1306, 349], [1318, 344, 1323, 354], [1332, 320, 1351, 350], [1377, 327, 1395, 358]);
    expect(mendFigureLine([word('4,6', [1288, 309, 1360, 359]), word('9', [1374, 305, 1400, 363])], ink, ',')).toBe(
      '4,6 g',
    );
    // Tesseract's box for "4,6" ran over the g: the word already has it, the lone 9 is the same glyph.
    expect(mendFigureLine([word('4,6', [1288, 309, 1396, 359]), word('9', [1374, 305, 1400, 363])], ink, ',')).toBe(
      '4,6g',
    );
  });

  it('laid out: joins a figure OCR split at its decimal point ("2.6g" read as "2" and "6g")', () => {
    const ink = blots([1332, 330, 1348, 357], [1356, 352, 1360, 357], [1368, 330, 1384, 357], [1392, 336, 1408, 365]);
    expect(
      mendFigureLine(
        [word('Fat', [1000, 330, 1060, 357]), word('2', [1332, 329, 1349, 358]), word('6g', [1366, 329, 1410, 366])],
        ink,
        '.',
      ),
    ).toBe('Fat 2.6g');
  });

  it('laid out: leaves energy figures alone (followed by kJ or kcal)', () => {
    const ink = blots([0, 0, 15, 29], [20, 25, 23, 29], [30, 0, 45, 29], [60, 5, 75, 36]);
    expect(mendFigureLine([word('109', [0, 0, 76, 36]), word('kJ', [90, 0, 120, 29])], ink, ',')).toBe('109 kJ');
  });
});

describe('decimalMarkOf', () => {
  it.each<[label: string, text: string, language: string | null, mark: DecimalMark]>([
    ['commas read in the figures', 'Fett 1,9 g\nSalz 0,12 g', 'en', ','],
    ['points read in the figures', 'Fat 1.9 g\nSalt 0.12 g', 'fr', '.'],
    ['none read: English writes a point', 'Fat 19\nSalt 012', 'en', '.'],
    ['none read: the other languages a comma', 'Fett 19\nSalz 012', 'de', ','],
    ['none read and no language', 'Fat 19', null, null],
  ])('%s', (_label, text, language, mark) => {
    expect(decimalMarkOf(text, language)).toBe(mark);
  });
});
