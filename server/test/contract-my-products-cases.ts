// The contract test's cases for a shopper's products read from their packages and sharing them with Open Food Facts:
// one request for every (operation, status) pair they declare. Kept beside contract.test.ts, which spreads them into
// its CASES.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MY_PRODUCT_LIMITS } from '@clearcart/contracts';
import sharp from 'sharp';
import type { ProviderSettings } from '../src/providers/index.ts';
import { multipartBody } from './helpers.ts';

type AppKind = 'normal' | 'busy' | 'limited' | 'broken';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

const MB = 1024 * 1024;
const json = (body: string, headers: Record<string, string> = {}) => ({
  payload: body,
  headers: { 'content-type': 'application/json', ...headers },
});
const notJson = (headers: Record<string, string>) => ({
  payload: 'x',
  headers: { 'content-type': 'application/xml', ...headers },
});
const facts = { kind: 'food', name: 'Hazelnut spread', ingredients_text: 'Sugar, palm oil, hazelnuts 13%' };
const saved = (extra: object = {}) => JSON.stringify({ facts: { ...facts, ...extra } });
const NOBODYS = '00000000-0000-4000-8000-000000000000';

/**
 * The normal and broken apps share with an Open Food Facts that is never reached (the loop is not started, and
 * nothing listens on the discard port): the share route answers 202 or 500; the other apps have no account (503).
 */
export const CONTRACT_SHARING: ProviderSettings = {
  openFoodFactsWrite: { url: 'http://127.0.0.1:9', user: 'contract', password: 'contract' },
  shareQueue: { autoStart: false },
};

/**
 * The photo 503 is also the admission line refusing a photo while four others are decoded or waiting (load, not a
 * request): the case that produces it is a silent identity provider's (contract.test.ts), so none is left unreachable.
 */
export const MY_PRODUCTS_UNREACHABLE: string[] = [];

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
const photoForm = (data: Buffer, headers: Record<string, string>, panel = 'ingredients') => {
  const form = multipartBody([
    ['panel', panel],
    ['image', { filename: 'panel.png', type: 'image/png', data }],
  ]);
  return { payload: form.payload, headers: { ...form.headers, ...headers } };
};

/** The cases; `normal` is the app most of them run on, for what a request needs to exist first. */
export function myProductCases(normal: () => FastifyInstance): Case[] {
  let counter = 0;
  /** A fresh account of the normal app, so cases do not meet each other's data. */
  const someone = () => ({ authorization: `Bearer user:mine${++counter}` });
  const user = { authorization: 'Bearer user:alice' };
  /** A read product of `headers`' account in the normal app. */
  const aProduct = async (headers: Record<string, string> = user, extra: object = {}): Promise<string> => {
    const response = await normal().inject({
      method: 'POST',
      url: '/api/my-products',
      ...json(saved(extra), headers),
    });
    return response.json<{ id: string }>().id;
  };
  const at = async (suffix = '', extra: object = {}) => `/api/my-products/${await aProduct(user, extra)}${suffix}`;
  return [
    ['GET /api/my-products 200', 'normal', () => ({ headers: user })],
    ['GET /api/my-products 400', 'normal', () => ({ url: '/api/my-products?x=%00', headers: user })],
    ['GET /api/my-products 401', 'normal', () => ({})],
    ['GET /api/my-products 500', 'broken', () => ({ headers: user })],
    ['POST /api/my-products 201', 'normal', () => json(saved(), user)],
    ['POST /api/my-products 400', 'normal', () => json(saved({ kind: 'toy' }), user)],
    ['POST /api/my-products 401', 'normal', () => json(saved())],
    [
      'POST /api/my-products 409',
      'normal',
      async () => {
        const full = someone();
        for (let i = 0; i < MY_PRODUCT_LIMITS.products; i++) await aProduct(full);
        return json(saved(), full);
      },
    ],
    ['POST /api/my-products 413', 'normal', () => json(`{"x":"${'a'.repeat(2 * MB)}"}`, user)],
    ['POST /api/my-products 415', 'normal', () => notJson(user)],
    [
      'POST /api/my-products 422',
      'normal',
      () => json(saved({ nutrition: { basis: '100g', fat: 2, saturated_fat: 12 } }), user),
    ],
    ['POST /api/my-products 500', 'broken', () => json(saved(), user)],
    ['GET /api/my-products/{id} 200', 'normal', async () => ({ url: await at(), headers: user })],
    ['GET /api/my-products/{id} 400', 'normal', () => ({ url: '/api/my-products/not-an-id', headers: user })],
    ['GET /api/my-products/{id} 401', 'normal', () => ({ url: `/api/my-products/${NOBODYS}` })],
    ['GET /api/my-products/{id} 404', 'normal', () => ({ url: `/api/my-products/${NOBODYS}`, headers: user })],
    ['GET /api/my-products/{id} 500', 'broken', () => ({ url: `/api/my-products/${NOBODYS}`, headers: user })],
    ['PUT /api/my-products/{id} 200', 'normal', async () => ({ url: await at(), ...json(saved(), user) })],
    ['PUT /api/my-products/{id} 400', 'normal', async () => ({ url: await at(), ...json('{"facts":{}}', user) })],
    ['PUT /api/my-products/{id} 401', 'normal', () => ({ url: `/api/my-products/${NOBODYS}`, ...json(saved()) })],
    ['PUT /api/my-products/{id} 404', 'normal', () => ({ url: `/api/my-products/${NOBODYS}`, ...json(saved(), user) })],
    [
      'PUT /api/my-products/{id} 413',
      'normal',
      () => ({ url: `/api/my-products/${NOBODYS}`, ...json(`{"x":"${'a'.repeat(2 * MB)}"}`, user) }),
    ],
    ['PUT /api/my-products/{id} 415', 'normal', () => ({ url: `/api/my-products/${NOBODYS}`, ...notJson(user) })],
    [
      'PUT /api/my-products/{id} 422',
      'normal',
      async () => ({
        url: await at(),
        ...json(saved({ nutrition: { basis: '100g', sugars: 40, carbohydrates: 20 } }), user),
      }),
    ],
    ['PUT /api/my-products/{id} 500', 'broken', () => ({ url: `/api/my-products/${NOBODYS}`, ...json(saved(), user) })],
    ['DELETE /api/my-products/{id} 204', 'normal', async () => ({ url: await at(), headers: user })],
    ['DELETE /api/my-products/{id} 400', 'normal', () => ({ url: '/api/my-products/not-an-id', headers: user })],
    ['DELETE /api/my-products/{id} 401', 'normal', () => ({ url: `/api/my-products/${NOBODYS}` })],
    ['DELETE /api/my-products/{id} 404', 'normal', () => ({ url: `/api/my-products/${NOBODYS}`, headers: user })],
    ['DELETE /api/my-products/{id} 500', 'broken', () => ({ url: `/api/my-products/${NOBODYS}`, headers: user })],
    [
      'POST /api/my-products/{id}/photos 201',
      'normal',
      async () => ({ url: await at('/photos'), ...photoForm(await png(), user) }),
    ],
    [
      'POST /api/my-products/{id}/photos 400',
      'normal',
      async () => ({ url: await at('/photos'), ...photoForm(await png(), user, 'back') }),
    ],
    [
      'POST /api/my-products/{id}/photos 401',
      'normal',
      async () => ({ url: `/api/my-products/${NOBODYS}/photos`, ...photoForm(await png(), {}) }),
    ],
    [
      'POST /api/my-products/{id}/photos 404',
      'normal',
      async () => ({ url: `/api/my-products/${NOBODYS}/photos`, ...photoForm(await png(), user) }),
    ],
    [
      'POST /api/my-products/{id}/photos 413',
      'normal',
      async () => ({ url: await at('/photos'), ...photoForm(Buffer.alloc(5 * MB + 1, 7), user) }),
    ],
    [
      'POST /api/my-products/{id}/photos 415',
      'normal',
      async () => ({ url: await at('/photos'), ...photoForm(Buffer.from('hello, not a photo'), user) }),
    ],
    [
      'POST /api/my-products/{id}/photos 422',
      'normal',
      async () => ({ url: await at('/photos'), ...photoForm((await png()).subarray(0, 40), user) }),
    ],
    [
      'POST /api/my-products/{id}/photos 429',
      'limited',
      async () => ({ url: `/api/my-products/${NOBODYS}/photos`, ...photoForm(await png(), user) }),
    ],
    [
      'POST /api/my-products/{id}/photos 500',
      'broken',
      async () => ({ url: `/api/my-products/${NOBODYS}/photos`, ...photoForm(await png(), user) }),
    ],
    [
      'POST /api/my-products/{id}/share 202',
      'normal',
      async () => ({ url: await at('/share', { gtin: '4006381333931' }), ...json('{"consent":true}', user) }),
    ],
    [
      'POST /api/my-products/{id}/share 400',
      'normal',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...json('{"consent":false}', user) }),
    ],
    [
      'POST /api/my-products/{id}/share 401',
      'normal',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...json('{"consent":true}') }),
    ],
    [
      'POST /api/my-products/{id}/share 404',
      'normal',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...json('{"consent":true}', user) }),
    ],
    [
      'POST /api/my-products/{id}/share 413',
      'normal',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...json(`{"x":"${'a'.repeat(2 * MB)}"}`, user) }),
    ],
    [
      'POST /api/my-products/{id}/share 415',
      'normal',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...notJson(user) }),
    ],
    [
      'POST /api/my-products/{id}/share 422',
      'normal',
      async () => ({ url: await at('/share'), ...json('{"consent":true}', user) }),
    ],
    [
      'POST /api/my-products/{id}/share 500',
      'broken',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...json('{"consent":true}', user) }),
    ],
    [
      'POST /api/my-products/{id}/share 503',
      'busy',
      () => ({ url: `/api/my-products/${NOBODYS}/share`, ...json('{"consent":true}', user) }),
    ],
  ];
}
