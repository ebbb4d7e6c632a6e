import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CLIENT_DIR, renderApiClient } from '../scripts/api-client.ts';
import { HttpError } from '../src/errors.ts';
import { API_EXAMPLES } from '../src/plugins/openapi-examples.ts';
import { contractOf, type Contract, type OperationKey } from './contract.ts';
import { contractViolations } from './contract-violations.ts';
import { accountCases, exhaustAccountExportLimit } from './contract-account-cases.ts';
import { exhaustHouseholdLimits, householdCases } from './contract-household-cases.ts';
import { exhaustLabelLimits, LABEL_UNREACHABLE, labelCases } from './contract-label-cases.ts';
import { CONTRACT_SHARING, MY_PRODUCTS_UNREACHABLE, myProductCases } from './contract-my-products-cases.ts';
import { exhaustOfflinePackLimit, offlinePackCases } from './contract-offline-pack-cases.ts';
import { recallCases } from './contract-recalls-cases.ts';
import { aProduct, fixtureProducts, multipartBody } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const MB = 1024 * 1024;
const user = { authorization: 'Bearer user:alice' };
const image = (data: Buffer, type = 'image/png', filename = 'photo.png') =>
  multipartBody([['image', { filename, type, data }]]);
const json = (body: string, headers: Record<string, string> = {}) => ({
  payload: body,
  headers: { 'content-type': 'application/json', ...headers },
});

/**
 * Which app a case needs: the normal one, one whose photo reader is closed (busy), one whose client has used up
 * its photos for the minute (limited), one whose store is down (broken), or one whose identity provider does not
 * answer (silent).
 */
type AppKind = 'normal' | 'busy' | 'limited' | 'broken' | 'silent';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

let png: Buffer;
const unsupportedAlternatives = () => ({
  url: '/api/products/nutella-400g/alternatives',
  payload: 'x',
  headers: { 'content-type': 'text/csv' },
});
const unsupportedEvaluate = () => ({
  url: '/api/products/evaluate/nutella-400g',
  payload: 'x',
  headers: { 'content-type': 'text/csv' },
});
/** One request for every (operation, status) pair the document declares; a new pair without a case fails below. */
const CASES: Case[] = [
  ['GET /api/health 200', 'normal', () => ({ url: '/api/health' })],
  ['GET /api/health 400', 'normal', () => ({ url: '/api/health?x=%00' })],
  ['GET /api/health 503', 'broken', () => ({ url: '/api/health' })],
  ['GET /api/config 200', 'normal', () => ({ url: '/api/config' })],
  ['GET /api/config 400', 'normal', () => ({ url: '/api/config?x=%00' })],
  ['POST /api/products/identify 200', 'normal', () => ({ ...multipartBody([['description', 'nutella']]) })],
  ['POST /api/products/identify 400', 'normal', () => ({ ...multipartBody([['description', ' ']]) })],
  ['POST /api/products/identify 413', 'normal', () => image(Buffer.alloc(5 * MB + 1, 7))],
  ['POST /api/products/identify 415', 'normal', () => image(Buffer.from('hello, not a photo'), 'image/jpeg', 'x.jpg')],
  ['POST /api/products/identify 422', 'normal', () => image(png.subarray(0, Math.floor(png.length / 2)))],
  ['POST /api/products/identify 503', 'busy', () => image(png)],
  ['POST /api/products/identify 429', 'limited', () => image(png)],
  ['POST /api/products/identify 500', 'broken', () => ({ ...multipartBody([['description', 'nutella']]) })],
  ['GET /api/products/search 200', 'normal', () => ({ url: '/api/products/search?q=nute' })],
  ['GET /api/products/search 400', 'normal', () => ({ url: `/api/products/search?q=${'a'.repeat(5_001)}` })],
  ['GET /api/products/search 500', 'broken', () => ({ url: '/api/products/search?q=nute' })],
  ['GET /api/products/product-image 200', 'normal', () => ({ url: '/api/products/product-image?name=Fanta%20Orange' })],
  ['GET /api/products/product-image 400', 'normal', () => ({ url: '/api/products/product-image' })],
  ['GET /api/products/product-image 404', 'normal', () => ({ url: '/api/products/product-image?name=Nutella' })],
  ['GET /api/products/product-image 500', 'broken', () => ({ url: '/api/products/product-image?name=Nutella' })],
  ['GET /api/products/{id} 200', 'normal', () => ({ url: '/api/products/nutella-400g' })],
  [
    'GET /api/products/{id} 304',
    'normal',
    async () => {
      const first = await apps.normal.inject({ url: '/api/products/nutella-400g' });
      return { url: '/api/products/nutella-400g', headers: { 'if-none-match': String(first.headers.etag) } };
    },
  ],
  ['GET /api/products/{id} 400', 'normal', () => ({ url: '/api/products/%E0%A4%A' })],
  ['GET /api/products/{id} 404', 'normal', () => ({ url: '/api/products/no-such-product' })],
  ['GET /api/products/{id} 414', 'normal', () => ({ url: `/api/products/${'a'.repeat(101)}` })],
  ['GET /api/products/{id} 500', 'broken', () => ({ url: '/api/products/nutella-400g' })],
  ['POST /api/products/evaluate/{id} 200', 'normal', () => ({ url: '/api/products/evaluate/nutella-400g' })],
  [
    'POST /api/products/evaluate/{id} 400',
    'normal',
    () => ({ url: '/api/products/evaluate/nutella-400g', ...json('{"preferences": 7}') }),
  ],
  ['POST /api/products/evaluate/{id} 404', 'normal', () => ({ url: '/api/products/evaluate/no-such-product' })],
  [
    'POST /api/products/evaluate/{id} 413',
    'normal',
    () => ({ url: '/api/products/evaluate/nutella-400g', ...json(`{"x":"${'a'.repeat(2 * MB)}"}`) }),
  ],
  ['POST /api/products/evaluate/{id} 414', 'normal', () => ({ url: `/api/products/evaluate/${'a'.repeat(101)}` })],
  ['POST /api/products/evaluate/{id} 415', 'normal', () => unsupportedEvaluate()],
  ['POST /api/products/evaluate/{id} 429', 'limited', () => ({ url: '/api/products/evaluate/nutella-400g' })],
  ['POST /api/products/evaluate/{id} 500', 'broken', () => ({ url: '/api/products/evaluate/nutella-400g' })],
  ['GET /api/preferences 200', 'normal', () => ({ url: '/api/preferences', headers: user })],
  ['GET /api/preferences 400', 'normal', () => ({ url: '/api/preferences?x=%00', headers: user })],
  ['GET /api/preferences 401', 'normal', () => ({ url: '/api/preferences' })],
  ['GET /api/preferences 500', 'broken', () => ({ url: '/api/preferences', headers: user })],
  ['POST /api/preferences 200', 'normal', () => ({ url: '/api/preferences', ...json('{}', user) })],
  ['POST /api/preferences 400', 'normal', () => ({ url: '/api/preferences', ...json('{"health": 1}', user) })],
  ['POST /api/preferences 401', 'normal', () => ({ url: '/api/preferences', ...json('{}') })],
  [
    'POST /api/preferences 413',
    'normal',
    () => ({ url: '/api/preferences', ...json(`{"x":"${'a'.repeat(2 * MB)}"}`, user) }),
  ],
  [
    'POST /api/preferences 415',
    'normal',
    () => ({ url: '/api/preferences', payload: 'x', headers: { 'content-type': 'text/csv', ...user } }),
  ],
  ['POST /api/preferences 500', 'broken', () => ({ url: '/api/preferences', ...json('{}', user) })],
  ['GET /api/products/{id}/alternatives 200', 'normal', () => ({ url: '/api/products/nutella-400g/alternatives' })],
  ['GET /api/products/{id}/alternatives 400', 'normal', () => ({ url: '/api/products/%E0%A4%A/alternatives' })],
  ['GET /api/products/{id}/alternatives 404', 'normal', () => ({ url: '/api/products/no-such/alternatives' })],
  [
    'GET /api/products/{id}/alternatives 414',
    'normal',
    () => ({ url: `/api/products/${'a'.repeat(101)}/alternatives` }),
  ],
  ['GET /api/products/{id}/alternatives 500', 'broken', () => ({ url: '/api/products/nutella-400g/alternatives' })],
  ['GET /api/products/{id}/sizes 200', 'normal', () => ({ url: '/api/products/nutella-400g/sizes' })],
  ['GET /api/products/{id}/sizes 400', 'normal', () => ({ url: '/api/products/%E0%A4%A/sizes' })],
  ['GET /api/products/{id}/sizes 404', 'normal', () => ({ url: '/api/products/no-such/sizes' })],
  ['GET /api/products/{id}/sizes 414', 'normal', () => ({ url: `/api/products/${'a'.repeat(101)}/sizes` })],
  ['GET /api/products/{id}/sizes 500', 'broken', () => ({ url: '/api/products/nutella-400g/sizes' })],
  ['POST /api/products/{id}/alternatives 200', 'normal', () => ({ url: '/api/products/nutella-400g/alternatives' })],
  [
    'POST /api/products/{id}/alternatives 400',
    'normal',
    () => ({ url: '/api/products/nutella-400g/alternatives', ...json('{"preferences": 7}') }),
  ],
  ['POST /api/products/{id}/alternatives 404', 'normal', () => ({ url: '/api/products/no-such/alternatives' })],
  [
    'POST /api/products/{id}/alternatives 413',
    'normal',
    () => ({ url: '/api/products/nutella-400g/alternatives', ...json(`{"x":"${'a'.repeat(2 * MB)}"}`) }),
  ],
  [
    'POST /api/products/{id}/alternatives 414',
    'normal',
    () => ({ url: `/api/products/${'a'.repeat(101)}/alternatives` }),
  ],
  ['POST /api/products/{id}/alternatives 415', 'normal', () => unsupportedAlternatives()],
  ['POST /api/products/{id}/alternatives 429', 'limited', () => ({ url: '/api/products/nutella-400g/alternatives' })],
  ['POST /api/products/{id}/alternatives 500', 'broken', () => ({ url: '/api/products/nutella-400g/alternatives' })],
  ['GET /api/history 200', 'normal', () => ({ url: '/api/history', headers: user })],
  ['GET /api/history 400', 'normal', () => ({ url: '/api/history?x=%00', headers: user })],
  ['GET /api/history 401', 'normal', () => ({ url: '/api/history' })],
  ['GET /api/history 500', 'broken', () => ({ url: '/api/history', headers: user })],
  ['POST /api/history 200', 'normal', () => ({ url: '/api/history', ...json('{"product_id":"nutella-400g"}', user) })],
  ['POST /api/history 400', 'normal', () => ({ url: '/api/history', ...json('{"product_id":7}', user) })],
  ['POST /api/history 401', 'normal', () => ({ url: '/api/history', ...json('{"product_id":"nutella-400g"}') })],
  ['POST /api/history 404', 'normal', () => ({ url: '/api/history', ...json('{"product_id":"no-such"}', user) })],
  ['POST /api/history 413', 'normal', () => ({ url: '/api/history', ...json(`{"x":"${'a'.repeat(2 * MB)}"}`, user) })],
  [
    'POST /api/history 415',
    'normal',
    () => ({ url: '/api/history', payload: 'x', headers: { 'content-type': 'text/csv', ...user } }),
  ],
  ['POST /api/history 500', 'broken', () => ({ url: '/api/history', ...json('{"product_id":"nutella-400g"}', user) })],
  ['DELETE /api/history 204', 'normal', () => ({ url: '/api/history', headers: user })],
  ['DELETE /api/history 400', 'normal', () => ({ url: '/api/history?x=%00', headers: user })],
  ['DELETE /api/history 401', 'normal', () => ({ url: '/api/history' })],
  ['DELETE /api/history 500', 'broken', () => ({ url: '/api/history', headers: user })],
  [
    'DELETE /api/history/{product_id} 204',
    'normal',
    async () => {
      await apps.normal.inject({ method: 'POST', url: '/api/history', ...json('{"product_id":"nutella-400g"}', user) });
      return { url: '/api/history/nutella-400g', headers: user };
    },
  ],
  ['DELETE /api/history/{product_id} 400', 'normal', () => ({ url: '/api/history/%E0%A4%A', headers: user })],
  ['DELETE /api/history/{product_id} 401', 'normal', () => ({ url: '/api/history/nutella-400g' })],
  ['DELETE /api/history/{product_id} 404', 'normal', () => ({ url: '/api/history/not-there', headers: user })],
  ['DELETE /api/history/{product_id} 500', 'broken', () => ({ url: '/api/history/nutella-400g', headers: user })],
  ...householdCases(() => apps.normal),
  ...labelCases(),
  ...offlinePackCases(() => apps.normal),
  ...myProductCases(() => apps.normal),
  ...recallCases(() => apps.normal),
  ...accountCases(),
];

/**
 * Every operation answers 421 to a Host name the app does not serve (what a DNS-rebinding page sends): each
 * operation's first request on the normal app, sent under another name.
 */
const firstNormal = new Map<string, Case>();
for (const c of CASES) {
  const operation = c[0].split(' ').slice(0, 2).join(' ');
  if (c[1] === 'normal' && !firstNormal.has(operation)) firstNormal.set(operation, c);
}
for (const [operation, [, , request]] of firstNormal) {
  CASES.push([
    `${operation} 421`,
    'normal',
    async () => {
      const sent = await request();
      return { ...sent, headers: { ...sent.headers, host: 'rebinding.example' } };
    },
  ]);
}

/**
 * Every operation that checks a sign-in answers 503 when the identity provider does not answer: its 401 request, with
 * a token, on the app whose provider is silent.
 */
// (An operation with a 503 of its own, a busy photo reader or sharing off, keeps that case.)
for (const [pair, , request] of CASES.filter(([pair]) => pair.endsWith(' 401'))) {
  if (CASES.some(([other]) => other === pair.replace(/ 401$/, ' 503'))) continue;
  CASES.push([
    pair.replace(/ 401$/, ' 503'),
    'silent',
    async () => {
      const sent = await request();
      return { ...sent, headers: { ...sent.headers, ...user } };
    },
  ]);
}

/**
 * Declared, but no request produces them here: health and config touch nothing that can fail, and the image 503
 * is for an outage of an image service, which the catalog-only lookup cannot have.
 */
const UNREACHABLE = [
  'GET /api/health 500',
  'GET /api/config 500',
  'GET /api/products/product-image 503',
  ...LABEL_UNREACHABLE,
  ...MY_PRODUCTS_UNREACHABLE,
];

const apps = {} as Record<AppKind, FastifyInstance>;
/** When the limited app began using up its limits: each limit lasts a minute from its first request. */
let limitedAt = 0;

describe('the API contract (OpenAPI document at /api/docs/json)', () => {
  let contract: Contract;
  let served: unknown;

  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    // A product with its Open Food Facts front image (from a real record: Fanta Orange, 5449000011527).
    const withImage = aProduct({
      id: 'fanta-orange',
      gtin: '5449000011527',
      name: 'Fanta Orange',
      brand: 'Fanta',
      category: 'Soft drink',
      imageUrl: 'https://static.openfoodfacts.org/images/products/544/900/001/1527/front_en.49.400.jpg',
    });
    apps.normal = (await buildTestApp({ products: [...fixtureProducts, withImage], providers: CONTRACT_SHARING })).app;
    const busy = await buildTestApp();
    await busy.services.wordReader.close();
    apps.busy = busy.app;
    const limited = await buildTestApp();
    await limited.services.wordReader.close();
    limitedAt = Date.now();
    for (let i = 0; i < 20; i++) {
      await limited.app.inject({ method: 'POST', url: '/api/products/identify', ...image(png) });
    }
    // Refused (415) but counted: the evaluate limit is 300 a minute.
    for (let i = 0; i < 300; i++) {
      await limited.app.inject({ ...unsupportedEvaluate(), method: 'POST' });
    }
    for (let i = 0; i < 300; i++) {
      await limited.app.inject({ ...unsupportedAlternatives(), method: 'POST' });
    }
    await exhaustHouseholdLimits(limited.app);
    await exhaustLabelLimits(limited.app);
    await exhaustOfflinePackLimit(limited.app);
    await exhaustAccountExportLimit(limited.app);
    apps.limited = limited.app;
    const broken = await buildTestApp({ providers: CONTRACT_SHARING });
    // The store goes down after start-up: every query now fails as an outage would.
    broken.db.query = () => Promise.reject(new Error('store unavailable'));
    broken.db.transaction = () => Promise.reject(new Error('store unavailable'));
    apps.broken = broken.app;
    const silent = await buildTestApp({
      tokens: {
        verify: () =>
          Promise.reject(new HttpError('busy', 'The sign-in service did not answer. Please try again in a moment.')),
        account: () => Promise.resolve(null),
        deleteAccount: () => Promise.resolve(),
      },
    });
    apps.silent = silent.app;
    served = (await apps.normal.inject({ method: 'GET', url: '/api/docs/json' })).json();
    contract = contractOf(apps.normal);
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser), every $ref resolving', async () => {
    const document = structuredClone(served) as Parameters<typeof SwaggerParser.validate>[0];
    await expect(SwaggerParser.validate(document)).resolves.toMatchObject({ openapi: '3.1.0' });
  });

  it('serves the same document as YAML', async () => {
    const yaml = await apps.normal.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(parseYaml(yaml.body)).toEqual(served);
  });

  it('matches the committed document and typed client in packages/api-client (else: npm run api:client)', async () => {
    for (const [name, text] of Object.entries(await renderApiClient(served as object))) {
      expect(readFileSync(join(API_CLIENT_DIR, name), 'utf8'), name).toBe(text);
    }
  });

  it("declares Bearer security on the shopper's own data (preferences, history, household, lists, read products, account, recall inbox), and only there", () => {
    const paths = (served as { paths: Record<string, Record<string, { security?: unknown }>> }).paths;
    const secured = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(secured.sort()).toEqual([
      'DELETE /api/account',
      'DELETE /api/history',
      'DELETE /api/history/{product_id}',
      'DELETE /api/lists/{id}',
      'DELETE /api/lists/{id}/items/{item_id}',
      'DELETE /api/lists/{id}/share',
      'DELETE /api/my-products/{id}',
      'DELETE /api/profiles/{id}',
      'DELETE /api/push/subscriptions',
      'GET /api/account/export',
      'GET /api/history',
      'GET /api/lists',
      'GET /api/lists/{id}',
      'GET /api/lists/{id}/export',
      'GET /api/my-products',
      'GET /api/my-products/{id}',
      'GET /api/notifications',
      'GET /api/preferences',
      'GET /api/profiles',
      'POST /api/history',
      'POST /api/lists',
      'POST /api/lists/import',
      'POST /api/lists/{id}/items',
      'POST /api/lists/{id}/share',
      'POST /api/my-products',
      'POST /api/my-products/{id}/photos',
      'POST /api/my-products/{id}/share',
      'POST /api/notifications/read',
      'POST /api/preferences',
      'POST /api/profiles',
      'POST /api/push/subscriptions',
      'PUT /api/lists/{id}',
      'PUT /api/lists/{id}/items/{item_id}',
      'PUT /api/lists/{id}/order',
      'PUT /api/my-products/{id}',
      'PUT /api/profiles/{id}',
    ]);
  });

  it.each(Object.entries(API_EXAMPLES))('example %s matches its schema and is in the document', (key, example) => {
    const [method = '', path = '', status = ''] = key.split(' ');
    const served_ = (served as { paths: Record<string, Record<string, unknown>> }).paths[path]?.[
      method.toLowerCase()
    ] as { responses: Record<string, { content: Record<string, { example?: unknown }> }> } | undefined;
    expect(served_?.responses[status]?.content['application/json']?.example).toEqual(example);
    const pointer = `openapi#/paths/${path.replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    expect(contract.validate(pointer, example)).toBeNull();
  });

  it('has a case for every (operation, status) pair it declares, and no case for an undeclared one', () => {
    const declared = contract.declaredPairs().sort();
    const cased = [...CASES.map(([pair]) => pair), ...UNREACHABLE].sort();
    expect(cased).toEqual(declared);
  });

  it.each(CASES)('%s: a real response keeps the contract', async (pair, kind, request) => {
    const [method, path, status] = pair.split(' ') as [string, string, string];
    // Cases on a path without parameters need not repeat it.
    const options = { method: method as 'GET', url: path, ...(await request()) };
    // The limited app's limits last a minute from when they were used up, and this file can take longer than that
    // on a busy machine: its requests are made with the clock at that moment, never on a lucky timing.
    if (kind === 'limited') vi.useFakeTimers({ toFake: ['Date'], now: limitedAt });
    let response;
    try {
      response = await apps[kind].inject(options);
    } finally {
      vi.useRealTimers();
    }
    expect(response.statusCode).toBe(Number(status));
    const operation = `${method} ${path}` as OperationKey;
    const contentType = String(response.headers['content-type'] ?? '');
    expect(contract.check(operation, response.statusCode, contentType, response.body)).toBeNull();
  });

  it('counts what it covers', () => {
    const declared = contract.declaredPairs();
    console.info(
      `API contract: ${CASES.length} of ${declared.length} (operation, status) pairs produced by real requests; ` +
        `not producible: ${UNREACHABLE.join(', ')}`,
    );
    expect(CASES.length + UNREACHABLE.length).toBe(declared.length);
  });

  describe('catches drift', () => {
    it('an error code outside the closed set, or with the wrong status', () => {
      const body = (error: string) => JSON.stringify({ error, message: 'x' });
      expect(contract.check('GET /api/products/{id}', 404, 'application/json', body('gone'))).toMatch(/error/);
      expect(contract.check('GET /api/products/{id}', 404, 'application/json', body('bad_request'))).toMatch(
        /belongs to status 400/,
      );
    });
    it('a status the operation does not declare', () => {
      expect(contract.check('GET /api/config', 404, 'application/json', '{}')).toMatch(/does not declare/);
    });
    it('a missing field in a success body', () => {
      expect(contract.check('GET /api/health', 200, 'application/json', '{"status":"ok"}')).toMatch(/required/);
    });
    it('a response of a route the document does not know, seen by the hook every test app carries', async () => {
      const { app } = await buildTestApp();
      app.get('/api/undocumented', { schema: { hide: true } }, async () => ({ hello: 'world' }));
      const before = contractViolations.length;
      await app.inject({ method: 'GET', url: '/api/undocumented' });
      const added = contractViolations.splice(before);
      await app.close();
      expect(added).toEqual(['GET /api/undocumented is not in the document']);
    });
  });
});
