/**
 * The front of a pack read from a photo: its lines come back from POST /api/labels/read, and the claims the
 * shopper confirms are checked in the report's Environmental tab, dated the day they were read.
 */
import type { LabelReading, ProductResponse } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers.ts';
import { panelPhoto, renderPanel } from './panel-photos.ts';
import { buildTestApp } from './test-app.ts';

/** A front of pack as printed: the product's name and its claims, one a line. */
export const FRONT_LINES = ['Hafer Drink', 'Klimaneutral', 'Umweltfreundlich', 'Flasche aus 100 % recyceltem PET'];

export const frontPhoto = async (): Promise<Buffer> =>
  panelPhoto(
    await renderPanel({ rows: FRONT_LINES.map((line) => ({ cells: [line] })) }, { font: 'DejaVu Sans', size: 30 }),
    {
      rotate: 1,
      blur: 0.4,
      unevenLight: 0.15,
      noise: 4,
      quality: 80,
    },
  );

describe('claims read from the front of the pack', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('reads the lines of a front-of-pack photo', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/labels/read',
      remoteAddress: '198.51.100.7',
      ...multipartBody([
        ['image', { filename: 'front.jpg', type: 'image/jpeg', data: await frontPhoto() }],
        ['panel', 'front'],
        ['lang', 'de'],
      ]),
    });
    expect(response.statusCode).toBe(200);
    const reading = response.json<LabelReading>();
    expect(reading.panel).toBe('front');
    expect(reading.front?.lines).toEqual(FRONT_LINES);
  });

  it("checks the front's claims in the shopper's language, dated the day they were read", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/evaluate-facts',
      headers: { 'accept-language': 'de' },
      payload: {
        facts: {
          kind: 'beverage',
          name: 'Hafer Drink',
          ingredients_text: 'Wasser, Hafer 10 %, Rapsöl, Salz',
          front_text: FRONT_LINES,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const check = response.json<ProductResponse>().ratings?.environmental.green_claims;
    expect(check?.claims.map((c) => [c.claim, c.from, c.verdict, c.allowed])).toEqual([
      ['Klimaneutral', 'front', 'offset', 'unless'],
      ['Umweltfreundlich', 'front', 'generic', 'unless'],
      ['Flasche aus 100 % recyceltem PET', 'front', 'specific', 'yes'],
    ]);
    expect(check?.claims[1]?.details).toMatch(/seit dem 27\. Sept\. 2026 nicht erlaubt/);
    // Photographed today, after the directive applied: no "predates" note.
    expect(check?.predates).toBe(false);
  });

  it('refuses a front text that is not a list of lines, with the 400 a client error gets', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/evaluate-facts',
      payload: { facts: { kind: 'food', name: 'X', ingredients_text: 'sugar', front_text: 'Eco' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
