import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WordReader, type OcrLanguage, type OcrLine, type OcrWorker } from './word-reader.ts';
import { normaliseImage } from './normalise.ts';
import { cleanPanelText, inkBlots, PanelReader, rowsToReread, textOfLines, textSkew, topCut } from './panel-reader.ts';

const line = (text: string, x0: number, y0: number, x1 = x0 + 200, y1 = y0 + 30): OcrLine => ({
  text,
  bbox: { x0, y0, x1, y1 },
});

describe('textOfLines', () => {
  it('puts a table back together row by row when tesseract read its names and figures as two columns', () => {
    const names = [line('Fat', 10, 100), line('Carbohydrate', 10, 140), line('Protein', 10, 180)];
    const figures = [line('1.9 g', 600, 102), line('78 g', 600, 138), line('9.1 g', 600, 181)];
    expect(textOfLines([...names, ...figures], 'rows')).toBe('Fat  1.9 g\nCarbohydrate  78 g\nProtein  9.1 g');
  });

  it('leaves a blank line where a gap of a line or more separates two lines, and only there', () => {
    const lines = [line('Ingredients: sugar,', 10, 100), line('salt.', 10, 135), line('Store dry.', 10, 220)];
    expect(textOfLines(lines, 'auto')).toBe('Ingredients: sugar,\nsalt.\n\nStore dry.');
  });

  it("reads one column's blocks top to bottom even when tesseract gave them in another order", () => {
    const lines = [
      { ...line('potatoes, salt,', 10, 140, 400), block: 0 },
      { ...line('pepper.', 10, 175, 400), block: 0 },
      { ...line('Ingredients: clams,', 12, 100, 380), block: 1 },
    ];
    expect(textOfLines(lines, 'auto')).toBe('Ingredients: clams,\npotatoes, salt,\npepper.');
  });

  it("keeps the order of a block's own lines", () => {
    const lines = [
      { ...line('juice from concen-', 10, 100, 400), block: 0 },
      { ...line('trate, honey, ginger', 10, 133, 400), block: 0 },
      { ...line('and lemon.', 10, 131, 200), block: 0 },
    ];
    expect(textOfLines(lines, 'auto')).toBe('juice from concen-\ntrate, honey, ginger\nand lemon.');
  });

  it('keeps the order of columns side by side', () => {
    const lines = [line('Ingredients: sugar', 10, 100, 300), line('Zutaten: Zucker', 400, 90, 700)];
    expect(textOfLines(lines, 'auto')).toBe('Ingredients: sugar\n\nZutaten: Zucker');
  });

  it('leaves a blank line before a mark left of the last line and no lower (the edge of the pack)', () => {
    const lines = [
      line('Ingredients: salt, sugar,', 200, 100, 900),
      line('spices.', 200, 135),
      line('4', 0, 110, 30, 190),
    ];
    expect(textOfLines(lines, 'auto')).toBe('Ingredients: salt, sugar,\nspices.\n\n4');
  });

  it('drops lines with no letter or figure', () => {
    expect(textOfLines([line('| —', 10, 10), line('Fat 3 g', 10, 50)], 'rows')).toBe('Fat 3 g');
  });
});

describe('rowsToReread', () => {
  // A table as sparse text read it (DejaVu Sans Mono, bench seed 32): the lone "0 g" cells of some rows lost.
  const table = [
    line('Pour 100 ml', 700, 60, 900),
    line('Énergie', 20, 100, 180),
    line('113 kJ / 27 kcal', 600, 100, 900),
    line('Matières grasses', 20, 140, 330),
    line('Glucides', 20, 180, 180),
    line('6,5 g', 800, 180, 900),
    line('dont sucres', 20, 220, 230),
    line('6,5 g', 800, 220, 900),
    line('Sel', 20, 260, 80),
    line('0 g', 840, 260, 900),
  ];

  it('asks for the rows named without a figure, across names and figures', () => {
    const rows = rowsToReread(table);
    expect(rows.map((r) => r.lines.map((l) => l.text))).toEqual([['Matières grasses']]);
    expect(rows[0]!.band).toMatchObject({ x0: 20 - 30, x1: 900 + 30 });
    expect(rows[0]!.band.y0).toBeLessThan(140);
    expect(rows[0]!.band.y1).toBeGreaterThan(170);
  });

  it('asks for a row with fewer figures than the table has columns, % of reference intake aside', () => {
    const twoColumns = [
      line('Per serving (18 g)  Per 100 g', 500, 60, 900),
      line('Fat', 20, 100, 80),
      line('1 g', 560, 100, 620),
      line('5.6 g', 820, 100, 900),
      line('8%', 940, 100, 980),
      line('of which sugars', 20, 140, 250),
      line('5.6 g', 820, 140, 900),
      line('Protein', 20, 180, 150),
      line('2 g', 560, 180, 620),
      line('11.1 g', 820, 180, 900),
    ];
    expect(rowsToReread(twoColumns).map((r) => r.lines.map((l) => l.text))).toEqual([['of which sugars', '5.6 g']]);
  });

  it('reads once a row fallen apart, its name on one line and its figures just under it', () => {
    const apart = [
      line('Per 100 g  Per serving (30 g)', 500, 60, 900),
      line('Fat', 20, 100, 80),
      line('2.2 g', 560, 100, 640),
      line('0.66 g', 820, 100, 900),
      line('Protein', 20, 140, 150),
      line('5.7 g', 560, 140, 640),
      line('1.7 g', 820, 140, 900),
      line('Salt', 20, 180, 90),
      line('0.43 g', 560, 200, 640),
      line('0.13 g', 820, 200, 900),
    ];
    const rows = rowsToReread(apart);
    expect(rows.map((r) => r.lines.map((l) => l.text))).toEqual([['Salt', '0.43 g', '0.13 g']]);
    expect(rows[0]!.band.y1).toBeGreaterThan(230);
  });

  it("leaves energy's kcal line alone, and a table whose rows all have their figures", () => {
    const complete = [
      line('Energy', 20, 100, 150),
      line('1576 kJ', 800, 100, 900),
      line('373 kcal', 800, 140, 900),
      line('Fat', 20, 180, 80),
      line('1.9 g', 820, 180, 900),
      line('Salt', 20, 220, 90),
      line('0.1 g', 820, 220, 900),
    ];
    expect(rowsToReread(complete)).toEqual([]);
  });
});

describe('inkBlots', () => {
  it('finds each blot of dark pixels as a box, specks of a few pixels left out', () => {
    const width = 40;
    const height = 20;
    const grey = new Uint8Array(width * height).fill(255);
    const paint = (x0: number, y0: number, x1: number, y1: number, level = 40) => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) grey[y * width + x] = level;
    };
    paint(2, 2, 6, 15); // a digit's stroke
    paint(10, 13, 11, 16); // a comma
    paint(20, 5, 28, 15, 230); // light grey: paper, not ink
    paint(35, 1, 35, 1); // a speck
    expect(inkBlots(grey, width, height)).toEqual([
      { x0: 2, y0: 2, x1: 6, y1: 15 },
      { x0: 10, y0: 13, x1: 11, y1: 16 },
    ]);
  });
});

describe('cleanPanelText', () => {
  it("takes a border's specks off the lines' ends and keeps one blank line between blocks", () => {
    expect(cleanPanelText('| Ingredients: sugar, |\n\n\n\\ salt. }\n— —\nStore dry.')).toBe(
      'Ingredients: sugar,\n\nsalt.\n\nStore dry.',
    );
  });
});

describe('textSkew', () => {
  it('finds the angle at which rows of ink line up', () => {
    const width = 200;
    const height = 120;
    const ink = new Uint8Array(width * height);
    // Three "lines" of ink rising to the right by 3° (tan ≈ 0.0524).
    for (const base of [30, 60, 90])
      for (let x = 0; x < width; x++) ink[Math.round(base - x * Math.tan((3 * Math.PI) / 180)) * width + x] = 1;
    expect(textSkew(ink, width, height)).toBe(3);
  });
});

describe('topCut', () => {
  /** A prepared panel (white paper) with dark text lines 30 px tall every 45 px from y = 20, or ink everywhere. */
  const panel = (width: number, height: number, dense = false) => {
    const grey = new Uint8Array(width * height).fill(255);
    for (let y = 0; y < height; y++) {
      if (dense || (y >= 20 && (y - 20) % 45 < 30)) grey.fill(0, y * width + 10, y * width + width - 10);
    }
    return grey;
  };

  it('cuts in the middle of the blank gap after the first eight lines', () => {
    // The eighth line runs 335–364, the gap under it 365–379.
    expect(topCut(panel(400, 1000), 400, 1000)).toEqual({ y: 372, gap: true });
  });

  it('or at the gap nearest 40 % of the height when that comes first', () => {
    // 400 falls on the line at 380–409; the gap below it runs 410–424.
    expect(topCut(panel(400, 1000), 400, 1000, 0.4, 20)).toEqual({ y: 417, gap: true });
  });

  it('cuts at 40 % when no blank row is near, and not at all when the panel is too short to cut', () => {
    expect(topCut(panel(400, 1000, true), 400, 1000)).toEqual({ y: 400, gap: false });
    expect(topCut(panel(400, 250), 400, 250)).toBeNull();
  });

  it('takes a few specks in a row, and a mark along the edge, for blank paper', () => {
    const grey = panel(400, 1000);
    grey[417 * 400 + 50] = 0;
    for (let y = 0; y < 1000; y++) grey.fill(0, y * 400 + 2, y * 400 + 12);
    expect(topCut(grey, 400, 1000, 0.4, 20)).toEqual({ y: 417, gap: true });
  });
});

/** Workers that answer by model: what each would read, and which ran. */
function fakeModels(read: Partial<Record<OcrLanguage, string>>) {
  const calls: OcrLanguage[] = [];
  const factory = (model: OcrLanguage) => async (): Promise<OcrWorker> => ({
    async recognize() {
      calls.push(model);
      return { data: { text: read[model] ?? '', confidence: 90 } };
    },
    async terminate() {},
  });
  return { calls, factory };
}

const photo = async (width = 800, height = 600) =>
  normaliseImage(
    await sharp({ create: { width, height, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );

describe('PanelReader (fake OCR)', () => {
  it("reads in the shopper's language when given: one pass, that language's model", async () => {
    const { calls, factory } = fakeModels({ deu: 'Zutaten: Zucker, Salz' });
    const reader = new PanelReader(new WordReader({ createWorker: factory('eng') }), {
      createWorker: (m) => factory(m)(),
    });
    const read = await reader.read(await photo(), 'ingredients', 'de');
    expect(read).toEqual({ text: 'Zutaten: Zucker, Salz', confidence: 0.9, language: 'de', models: ['deu'] });
    expect(calls).toEqual(['deu']);
    await reader.close();
  });

  it('finds the language from the top of the panel read in English, then reads it all in that language', async () => {
    const { calls, factory } = fakeModels({
      eng: 'Ingredients: sucre, huile de palme, lait',
      fra: 'Ingrédients : sucre, huile de palme, lait écrémé',
    });
    const english = new WordReader({ createWorker: factory('eng') });
    const reader = new PanelReader(english, { createWorker: (m) => factory(m)() });
    const read = await reader.read(await photo(), 'ingredients');
    expect(read).toMatchObject({ language: 'fr', models: ['eng', 'fra'], text: expect.stringMatching(/^Ingrédients/) });
    expect(calls).toEqual(['eng', 'fra']);
    expect(reader.loaded()).toEqual(['fra']);
    await reader.close();
    await english.close();
  });

  it('reads an English pack once: the top read to find the language, then the rest, in English', async () => {
    const heights: number[] = [];
    const worker: OcrWorker = {
      async recognize(image) {
        heights.push((await sharp(image).metadata()).height ?? 0);
        return { data: { text: 'Ingredients: sugar, salt and milk', confidence: 90 } };
      },
      async terminate() {},
    };
    const english = new WordReader({ createWorker: async () => worker });
    const reader = new PanelReader(english, {
      createWorker: () => Promise.reject(new Error('no other model is needed')),
    });
    const read = await reader.read(await photo(), 'ingredients');
    expect(read).toMatchObject({ language: 'en', models: ['eng'] });
    // Two bands, one above the other, that make the whole prepared panel (800×600 enlarged to 1600×1200).
    expect(heights).toHaveLength(2);
    expect(heights[0]! + heights[1]!).toBe(1200);
    expect(reader.loaded()).toEqual([]);
    await reader.close();
    await english.close();
  });

  it('joins a list cut between the two bands, whatever tesseract found along the edge between them', async () => {
    const lines = (items: OcrLine[]) => ({ blocks: items.map((l) => ({ paragraphs: [{ lines: [l] }] })) });
    let calls = 0;
    const worker: OcrWorker = {
      async recognize() {
        // Each band in its own pixels, its blocks numbered from 0: the top band first (the cut, in the blank photo's middle below the least top, is at 700).
        const band =
          calls++ === 0
            ? [
                line('Ingredients: sugar, salt and', 100, 600, 900, 640),
                line('rr', 1500, 10, 1520, 690),
                line('milk powder, cocoa butter,', 100, 650, 900, 690),
              ]
            : [line('Store dry.', 100, 200, 400, 240), line('eggs.', 100, 10, 300, 50)];
        return { data: { text: band.map((l) => l.text).join('\n'), confidence: 90, ...lines(band) } };
      },
      async terminate() {},
    };
    const english = new WordReader({ createWorker: async () => worker });
    const reader = new PanelReader(english);
    const read = await reader.read(await photo(), 'ingredients');
    expect(read.models).toEqual(['eng']);
    expect(read.text).toContain('milk powder, cocoa butter,\neggs.');
    await reader.close();
    await english.close();
  });

  it('keeps at most maxLanguages other models loaded, closing the least recently used', async () => {
    const { factory } = fakeModels({});
    const reader = new PanelReader(new WordReader({ createWorker: factory('eng') }), {
      createWorker: (m) => factory(m)(),
      maxLanguages: 2,
    });
    const img = await photo();
    for (const language of ['fr', 'de', 'it'] as const) await reader.read(img, 'nutrition', language);
    expect(reader.loaded()).toEqual(['deu', 'ita']);
    await reader.close();
  });
});

describe('PanelReader: a second reading of the rows the first left without figures', () => {
  it('reads such a row again as one line and puts its pieces in place of the name alone', async () => {
    const lines = (items: OcrLine[]) => ({ blocks: [{ paragraphs: [{ lines: items }] }] });
    const crops: number[] = [];
    const worker: OcrWorker = {
      async recognize(image) {
        const { height = 0 } = await sharp(image).metadata();
        if (height < 200) {
          // The row cut out: "Matières grasses … 0 g" as one line, in the crop's own pixels.
          crops.push(height);
          const row = line('Matières grasses 0 g', 40, 10, 900, 40);
          return { data: { text: row.text, confidence: 90, ...lines([row]) } };
        }
        const table = [
          line('Valeurs nutritionnelles', 20, 20, 400),
          line('Énergie', 20, 100, 180),
          line('113 kJ / 27 kcal', 600, 100, 900),
          line('Matières grasses', 20, 140, 330),
          line('Glucides', 20, 180, 180),
          line('6,5 g', 800, 180, 900),
          line('Sel', 20, 220, 80),
          line('0 g', 840, 220, 900),
        ];
        return { data: { text: table.map((l) => l.text).join('\n'), confidence: 90, ...lines(table) } };
      },
      async terminate() {},
    };
    const english = new WordReader({ createWorker: async () => worker });
    const reader = new PanelReader(english);
    const read = await reader.read(await photo(1000, 400), 'nutrition', 'en');
    expect(crops).toHaveLength(1);
    expect(read.text.split('\n')).toContain('Matières grasses 0 g');
    expect(read.text.split('\n')).not.toContain('Matières grasses');
    await reader.close();
    await english.close();
  });
});
