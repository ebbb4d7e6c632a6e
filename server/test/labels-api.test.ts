import type { LabelReading } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  euNutritionPanel,
  ingredientPanel,
  usNutritionPanel,
  type PrintedPanel,
} from '../../packages/label/src/test/panels.ts';
import { aProduct, multipartBody, type FormPart } from './helpers.ts';
import { panelPhoto, renderPanel, type PanelStyle } from './panel-photos.ts';
import { buildTestApp } from './test-app.ts';

const MB = 1024 * 1024;

/** Nutella's facts as a pack prints them (Open Food Facts 3017620422003). */
const nutella = aProduct({
  id: 'nutella-read',
  name: 'Nutella',
  brand: 'Ferrero',
  servingQuantity: 15,
  nutriments: {
    energyKj: 2252,
    energyKcal: 539,
    fat: 30.9,
    saturatedFat: 10.6,
    carbohydrates: 57.5,
    sugars: 56.3,
    fiber: 0,
    proteins: 6.3,
    salt: 0.107,
  },
});

const photoOfPanel = async (panel: PrintedPanel, style: Partial<PanelStyle> = {}) =>
  panelPhoto(await renderPanel(panel, { font: 'DejaVu Sans', size: 28, ...style }), {
    rotate: 1.5,
    blur: 0.5,
    unevenLight: 0.2,
    noise: 6,
    quality: 75,
  });

describe('POST /api/labels/read', () => {
  let app: FastifyInstance;
  const read = (parts: [string, FormPart][], client = '198.51.100.1') =>
    app.inject({
      method: 'POST',
      url: '/api/labels/read',
      remoteAddress: client,
      ...multipartBody(parts),
    });
  const image = (data: Buffer, type = 'image/jpeg'): [string, FormPart] => [
    'image',
    { filename: 'panel.jpg', type, data },
  ];

  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('reads an ingredient list, and tells its language from its words', async () => {
    const panel = ingredientPanel(
      'Sugar, palm oil, HAZELNUTS 13%, skimmed MILK powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (SOY), vanillin.',
      'en',
      { width: 44, hyphenate: true, headingAlone: false, upperHeading: false, after: 'storage', blankAfter: true },
    );
    const response = await read([image(await photoOfPanel(panel)), ['panel', 'ingredients']]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<LabelReading>();
    expect(body).toMatchObject({ panel: 'ingredients', language: 'en' });
    expect(body.confidence).toBeGreaterThan(0.5);
    expect(body.text).toMatch(/Ingredients/);
    const list = body.ingredients?.text ?? '';
    expect(list).toMatch(/^Sugar, palm oil, HAZELNUTS 13%/);
    // The storage line after the list is not part of it.
    expect(list).not.toMatch(/Store/);
    expect(list).toMatch(/vanillin\.$/);
  });

  it('reads a French list with the French model when no language is given', async () => {
    const panel = ingredientPanel(
      'sucre, huile de palme, NOISETTES 13 %, LAIT écrémé en poudre 8,7 %, cacao maigre 7,4 %, émulsifiants : lécithines [SOJA], vanilline.',
      'fr',
      { width: 40, hyphenate: false, headingAlone: true, upperHeading: false, after: 'nutrition', blankAfter: false },
    );
    const body = (
      await read([image(await photoOfPanel(panel, { font: 'DejaVu Serif' })), ['panel', 'ingredients']])
    ).json<LabelReading>();
    expect(body.language).toBe('fr');
    expect(body.ingredients?.text).toMatch(/^sucre, huile de palme, NOISETTES 13 %, LAIT écrémé en poudre/);
    expect(body.ingredients?.text).not.toMatch(/Valeurs/);
  });

  it('reads an EU nutrition table in German per 100 g, when the shopper says the language', async () => {
    const panel = euNutritionPanel(nutella.nutriments!, nutella, 'de', {
      columns: 'per100-serving-ri',
      energy: 'one-line',
      small: 'zero',
    });
    const response = await read([image(await photoOfPanel(panel)), ['panel', 'nutrition'], ['lang', 'de']]);
    expect(response.statusCode).toBe(200);
    const body = response.json<LabelReading>();
    expect(body.language).toBe('de');
    expect(body.nutrition).toEqual({
      basis: '100g',
      energy_kj: 2252,
      energy_kcal: 539,
      fat: 30.9,
      saturated_fat: 10.6,
      carbohydrates: 57.5,
      sugars: 56.3,
      fiber: 0,
      proteins: 6.3,
      salt: 0.11,
    });
    expect(body.warnings).toEqual([]);
  });

  it('converts a US Nutrition Facts panel to per 100 g, and says so', async () => {
    const panel = usNutritionPanel(nutella.nutriments!, nutella);
    const body = (await read([image(await photoOfPanel(panel)), ['panel', 'nutrition']])).json<LabelReading>();
    expect(body.nutrition).toMatchObject({ basis: '100g', energy_kcal: panel.expected.energyKcal });
    expect(body.nutrition?.fat).toBe(panel.expected.fat);
    expect(body.warnings.map((w) => w.code)).toContain('per_serving_converted');
  });

  it('marks a table that cannot be right instead of passing it on silently', async () => {
    // Saturates over fat: whether OCR reads it as printed (flagged) or the reader puts back a decimal mark it thinks
    // was lost (flagged as corrected), the shopper is told to check saturates.
    const panel: PrintedPanel = {
      rows: [
        { cells: ['Nutrition information'], bold: true },
        { cells: ['', 'Per 100 g'] },
        { cells: ['Fat', '2 g'] },
        { cells: ['of which saturates', '12.5 g'] },
      ],
    };
    const photo = await photoOfPanel(panel, { font: 'DejaVu Serif' });
    const body = (await read([image(photo), ['panel', 'nutrition'], ['lang', 'en']])).json<LabelReading>();
    expect(body.nutrition?.fat).toBe(2);
    const doubtful = body.warnings.filter((w) => w.fields?.includes('saturated_fat')).map((w) => w.code);
    expect(doubtful.some((code) => code === 'saturates_over_fat' || code === 'figures_corrected')).toBe(true);
  });

  it('answers 200 with a warning when the photo holds no words', async () => {
    const blank = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = (await read([image(blank, 'image/png'), ['panel', 'ingredients']])).json<LabelReading>();
    expect(body.ingredients).toBeUndefined();
    expect(body.warnings.map((w) => w.code)).toEqual(['no_text']);
  });

  describe('refuses what it cannot read, with {error, message}', () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
    });

    it.each([
      ['no panel', () => [image(png)]],
      ['an unknown panel', () => [image(png), ['panel', 'back-of-the-box']]],
      ['a language we do not read', () => [image(png), ['panel', 'ingredients'], ['lang', 'pt']]],
      ['no photo', () => [['panel', 'ingredients']]],
    ] as [string, () => [string, FormPart][]][])('400 for %s', async (_label, parts) => {
      const response = await read(parts());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });

    it('400 for a body that is not a multipart form', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/labels/read', payload: { panel: 'nutrition' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'multipart_required' });
    });

    it('415 for a file that is not an image', async () => {
      const response = await read([image(Buffer.from('a text file, not a photo')), ['panel', 'ingredients']]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'not_an_image' });
    });

    it('413 for a photo over 5 MB', async () => {
      const response = await read([image(Buffer.alloc(5 * MB + 1, 7)), ['panel', 'ingredients']]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'file_too_large' });
    });

    it('422 for an image that cannot be decoded', async () => {
      const response = await read([image(png.subarray(0, 40), 'image/png'), ['panel', 'ingredients']]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'unreadable_image' });
    });
  });
});

describe('POST /api/labels/read under load', () => {
  it('shares the photo limit with identify: 20 photos a minute per client in all', async () => {
    const { app, services } = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      // A closed reader answers at once (503): the test is about the limit, not OCR.
      await services.wordReader.close();
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const photo: [string, FormPart] = ['image', { filename: 'p.png', type: 'image/png', data: png }];
      const send = (url: string, parts: [string, FormPart][]) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '127.0.0.1',
          ...multipartBody(parts),
          headers: { ...multipartBody(parts).headers, 'x-forwarded-for': '203.0.113.9' },
        });
      for (let i = 0; i < 19; i++) expect((await send('/api/products/identify', [photo])).statusCode).toBe(503);
      const busy = await send('/api/labels/read', [photo, ['panel', 'ingredients']]);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ error: 'busy' });
      expect(busy.headers['retry-after']).toBeDefined();
      const refused = await send('/api/labels/read', [photo, ['panel', 'nutrition']]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate_limited' });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
