import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyResponse, productResponse } from '@clearcart/contracts';
import { multipartBody, type FormPart } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const multipart = (fields: Record<string, FormPart>) => multipartBody(Object.entries(fields));

describe('product API', () => {
  let app: FastifyInstance;
  let services: Awaited<ReturnType<typeof buildTestApp>>['services'];
  beforeAll(async () => {
    ({ app, services } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('identifies a product from a description and serves it by id', async () => {
    const identified = await app.inject({
      method: 'POST',
      url: '/api/products/identify',
      ...multipart({ description: 'nutella' }),
    });
    expect(identified.statusCode).toBe(200);
    const body = identifyResponse.parse(identified.json());
    expect(body.product_id).toBe('nutella-400g');

    const product = await app.inject({ method: 'GET', url: `/api/products/${body.product_id}` });
    expect(product.statusCode).toBe(200);
    const response = productResponse.parse(product.json());
    expect(response.entity).toMatchObject({ name: 'Nutella', brand: 'Nutella', category: 'Hazelnut spread' });
    expect(response.metadata.data_quality.evaluation_status).toBe('basic');
  });

  it.each([
    ['an empty description', { description: '' }],
    ['a whitespace description', { description: '   ' }],
    ['no field at all', { other: 'x' }],
  ])('answers 400 with {error, message} for %s', async (_label, fields) => {
    const response = await app.inject({ method: 'POST', url: '/api/products/identify', ...multipart(fields) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'description_required',
      message: 'Please enter a product name to search',
    });
  });

  it('answers 400 for a JSON body instead of a form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/identify',
      payload: { description: 'nutella' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error', 'multipart_required');
  });

  it('answers 413 for an image over 5 MB', async () => {
    const data = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/identify',
      ...multipart({ image: { filename: 'big.jpg', type: 'image/jpeg', data } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('error');
  });

  it('answers 415 for a file that is not an image, whatever its declared type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/identify',
      ...multipart({
        image: { filename: 'label.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a photo') },
      }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('error', 'not_an_image');
  });

  it('answers 404 {error, message} for an unknown product', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No product with id "no-such-product"' });
  });

  it('serves a product with an ETag: 304 while it is unchanged, the new version at once after a catalog write', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/products/creme-brulee' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/products/creme-brulee',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const facts = await services.products.get('creme-brulee');
    await services.products.upsert([{ ...facts!, name: 'Crème brûlée vanille' }], 'test');
    const changed = await app.inject({
      method: 'GET',
      url: '/api/products/creme-brulee',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ entity: { name: 'Crème brûlée vanille' } });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 not_found when the catalog has no image (503 is for an outage)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/product-image?name=Nutella&brand=Nutella' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'The catalog has no image of "Nutella"' });
  });

  it("gives the record's own image when the id is given, not a namesake's", async () => {
    const facts = (await services.products.get('creme-brulee'))!;
    const url = 'https://images.openfoodfacts.org/images/products/000/000/000/0001/front_fr.3.400.jpg';
    await services.products.upsert([{ ...facts, imageUrl: url }], 'test');
    const name = encodeURIComponent(facts.name);
    const byName = await app.inject({ method: 'GET', url: `/api/products/product-image?name=${name}` });
    expect(byName.json()).toMatchObject({ imageUrl: url });
    // Nutella has no picture on record: asked by its id under the crème brûlée's name, it still has none.
    const byId = await app.inject({ method: 'GET', url: `/api/products/product-image?name=${name}&id=nutella-400g` });
    expect(byId.statusCode).toBe(404);
    const own = await app.inject({ method: 'GET', url: `/api/products/product-image?name=Nutella&id=creme-brulee` });
    expect(own.json()).toMatchObject({ imageUrl: url });
  });

  it('answers 400 for malformed JSON and wrong types on evaluate, never 500', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/products/evaluate/nutella-400g',
      headers: { 'content-type': 'application/json' },
      payload: '{"preferences": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('error', 'invalid_json');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/products/evaluate/nutella-400g',
      payload: { preferences: { health: { allergens: ['gluten-ish'] } } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('suggests products as the shopper types', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/search?q=nut' });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions[0]).toMatchObject({ product_id: 'nutella-400g', name: 'Nutella' });
  });

  it('reports health with the store kind and product count', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', store: 'pglite', products: 8 });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products/identify',
        '/api/products/{id}',
        '/api/products/evaluate/{id}',
        '/api/preferences',
      ]),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error', 'not_found');
  });
});
