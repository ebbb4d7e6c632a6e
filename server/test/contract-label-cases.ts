// The contract test's cases for reading a pack's panels and evaluating the facts read: one request for every
// (operation, status) pair they declare. Kept beside contract.test.ts, which spreads them into its CASES.
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from './helpers.ts';

type AppKind = 'normal' | 'busy' | 'limited' | 'broken';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

const MB = 1024 * 1024;
const json = (body: string) => ({ payload: body, headers: { 'content-type': 'application/json' } });
const notJson = () => ({ payload: 'x', headers: { 'content-type': 'application/xml' } });
const facts = {
  kind: 'food',
  name: 'Nutella',
  ingredients_text: 'Sugar, palm oil, hazelnuts 13%, skimmed milk powder',
};

const blank = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
const panelForm = async (data?: Buffer, type = 'image/png') =>
  multipartBody([
    ['image', { filename: 'panel.png', type, data: data ?? (await blank()) }],
    ['panel', 'ingredients'],
  ]);

/** A can of the fixture catalog's Coca-Cola (no list, no table on record), read from its pack. */
const read = {
  facts: {
    kind: 'beverage',
    name: 'Coca-Cola',
    gtin: '5449000000996',
    ingredients_text: 'Carbonated water, sugar, colour: caramel E150d, phosphoric acid, natural flavourings',
  },
  read_on: '2026-12-01',
};
const WITH_READ = '/api/products/evaluate/coca-cola-330ml/with-read';

/** Neither route touches the store, so no outage of it can make them fail (better choices read the catalog's scores). */
export const LABEL_UNREACHABLE = ['POST /api/labels/read 500', 'POST /api/products/evaluate-facts 500'];

/** Spends the limited app's allowance of evaluations of read facts and of their better choices (refused, but counted). */
export async function exhaustLabelLimits(app: FastifyInstance): Promise<void> {
  for (const url of ['/api/products/evaluate-facts', '/api/products/evaluate-facts/alternatives', WITH_READ]) {
    for (let i = 0; i < 300; i++) await app.inject({ method: 'POST', url, ...notJson() });
  }
}

/** The cases (the limited app has used up its photos on identify: the photo limit is shared). */
export function labelCases(): Case[] {
  return [
    ['POST /api/labels/read 200', 'normal', () => panelForm()],
    ['POST /api/labels/read 400', 'normal', async () => multipartBody([['panel', 'front']])],
    ['POST /api/labels/read 413', 'normal', () => panelForm(Buffer.alloc(5 * MB + 1, 7))],
    ['POST /api/labels/read 415', 'normal', () => panelForm(Buffer.from('hello, not a photo'), 'image/jpeg')],
    ['POST /api/labels/read 422', 'normal', async () => panelForm((await blank()).subarray(0, 40))],
    ['POST /api/labels/read 429', 'limited', () => panelForm()],
    ['POST /api/labels/read 503', 'busy', () => panelForm()],
    ['POST /api/products/evaluate-facts 200', 'normal', () => json(JSON.stringify({ facts }))],
    [
      'POST /api/products/evaluate-facts 400',
      'normal',
      () => json(JSON.stringify({ facts: { ...facts, kind: 'toy' } })),
    ],
    ['POST /api/products/evaluate-facts 413', 'normal', () => json(`{"x":"${'a'.repeat(2 * MB)}"}`)],
    ['POST /api/products/evaluate-facts 415', 'normal', () => notJson()],
    [
      'POST /api/products/evaluate-facts 422',
      'normal',
      () => json(JSON.stringify({ facts: { ...facts, nutrition: { basis: '100g', fat: 2, saturated_fat: 12 } } })),
    ],
    ['POST /api/products/evaluate-facts 429', 'limited', () => json(JSON.stringify({ facts }))],
    ['POST /api/products/evaluate-facts/alternatives 200', 'normal', () => json(JSON.stringify({ facts }))],
    [
      'POST /api/products/evaluate-facts/alternatives 400',
      'normal',
      () => json(JSON.stringify({ facts: { ...facts, name: ' ' } })),
    ],
    ['POST /api/products/evaluate-facts/alternatives 413', 'normal', () => json(`{"x":"${'a'.repeat(2 * MB)}"}`)],
    ['POST /api/products/evaluate-facts/alternatives 415', 'normal', () => notJson()],
    [
      'POST /api/products/evaluate-facts/alternatives 422',
      'normal',
      () => json(JSON.stringify({ facts: { ...facts, nutrition: { basis: '100g', carbohydrates: 5, sugars: 50 } } })),
    ],
    ['POST /api/products/evaluate-facts/alternatives 429', 'limited', () => json(JSON.stringify({ facts }))],
    ['POST /api/products/evaluate-facts/alternatives 500', 'broken', () => json(JSON.stringify({ facts }))],
    [
      'POST /api/products/evaluate/{id}/with-read 200',
      'normal',
      () => ({ url: WITH_READ, ...json(JSON.stringify(read)) }),
    ],
    [
      'POST /api/products/evaluate/{id}/with-read 400',
      'normal',
      () => ({ url: WITH_READ, ...json(JSON.stringify({ ...read, read_on: 'yesterday' })) }),
    ],
    [
      'POST /api/products/evaluate/{id}/with-read 404',
      'normal',
      () => ({ url: '/api/products/evaluate/no-such-product/with-read', ...json(JSON.stringify(read)) }),
    ],
    [
      'POST /api/products/evaluate/{id}/with-read 413',
      'normal',
      () => ({ url: WITH_READ, ...json(`{"x":"${'a'.repeat(2 * MB)}"}`) }),
    ],
    [
      'POST /api/products/evaluate/{id}/with-read 414',
      'normal',
      () => ({ url: `/api/products/evaluate/${'a'.repeat(101)}/with-read`, ...json(JSON.stringify(read)) }),
    ],
    ['POST /api/products/evaluate/{id}/with-read 415', 'normal', () => ({ url: WITH_READ, ...notJson() })],
    [
      'POST /api/products/evaluate/{id}/with-read 422',
      'normal',
      () => ({ url: WITH_READ, ...json(JSON.stringify({ ...read, facts: { ...read.facts, gtin: '3017620422003' } })) }),
    ],
    [
      'POST /api/products/evaluate/{id}/with-read 429',
      'limited',
      () => ({ url: WITH_READ, ...json(JSON.stringify(read)) }),
    ],
    [
      'POST /api/products/evaluate/{id}/with-read 500',
      'broken',
      () => ({ url: WITH_READ, ...json(JSON.stringify(read)) }),
    ],
  ];
}
