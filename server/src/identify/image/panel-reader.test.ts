import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LabelReader, type OcrLanguage, type OcrLine, type OcrWorker } from './label-reader.ts';
import { normaliseImage } from './normalise.ts';
import { cleanPanelText, PanelReader, textOfLines, textSkew } from './panel-reader.ts';

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

  it('drops lines with no letter or figure', () => {
    expect(textOfLines([line('| —', 10, 10), line('Fat 3 g', 10, 50)], 'rows')).toBe('Fat 3 g');
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
    const reader = new PanelReader(new LabelReader({ createWorker: factory('eng') }), {
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
    const english = new LabelReader({ createWorker: factory('eng') });
    const reader = new PanelReader(english, { createWorker: (m) => factory(m)() });
    const read = await reader.read(await photo(), 'ingredients');
    expect(read).toMatchObject({ language: 'fr', models: ['eng', 'fra'], text: expect.stringMatching(/^Ingrédients/) });
    expect(calls).toEqual(['eng', 'fra']);
    expect(reader.loaded()).toEqual(['fra']);
    await reader.close();
    await english.close();
  });

  it('keeps at most maxLanguages other models loaded, closing the least recently used', async () => {
    const { factory } = fakeModels({});
    const reader = new PanelReader(new LabelReader({ createWorker: factory('eng') }), {
      createWorker: (m) => factory(m)(),
      maxLanguages: 2,
    });
    const img = await photo();
    for (const language of ['fr', 'de', 'it'] as const) await reader.read(img, 'nutrition', language);
    expect(reader.loaded()).toEqual(['deu', 'ita']);
    await reader.close();
  });
});
