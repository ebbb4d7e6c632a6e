import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyResponse } from '@clearcart/contracts';
import { MAX_HISTORY } from '../src/store/repositories/history-repository.ts';
import { aProduct, fixtureProducts, storeKinds } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const alice = { authorization: 'Bearer user:alice' };
const bob = { authorization: 'Bearer user:bob' };
const many = Array.from({ length: MAX_HISTORY + 5 }, (_, i) =>
  aProduct({ id: `biscuit-${i}`, name: `Biscuit ${i}`, brand: 'Test' }),
);

describe.each(storeKinds)('history API (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ kind, products: [...fixtureProducts, ...many] }));
  });
  afterAll(() => app.close());

  const list = async (headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/api/history', headers });
    expect(response.statusCode).toBe(200);
    return historyResponse.parse(response.json()).entries;
  };
  const add = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/history', headers, payload });

  it('remembers each opened report once, newest first, with name, brand and the time', async () => {
    expect((await add(alice, { product_id: 'nutella-400g' })).statusCode).toBe(200);
    await add(alice, { product_id: 'biscuit-1', viewed_at: '2026-01-01T10:00:00.000Z' });
    const reopened = await add(alice, { product_id: 'nutella-400g' });
    expect(historyResponse.parse(reopened.json()).entries.map((e) => e.product_id)).toEqual([
      'nutella-400g',
      'biscuit-1',
    ]);
    const [latest, older] = await list(alice);
    expect(latest).toMatchObject({ product_id: 'nutella-400g', name: 'Nutella', brand: 'Nutella' });
    expect(older).toMatchObject({ product_id: 'biscuit-1', viewed_at: '2026-01-01T10:00:00.000Z' });
    // A device's older view merged later does not move an entry back in time.
    await add(alice, { product_id: 'nutella-400g', viewed_at: '2025-05-05T00:00:00.000Z' });
    expect((await list(alice))[0]?.viewed_at).toBe(latest?.viewed_at);
  });

  it("is the shopper's own: another user sees none of it, and forgetting is per user", async () => {
    expect(await list(bob)).toEqual([]);
    await add(bob, { product_id: 'biscuit-2' });
    const other = await app.inject({ method: 'DELETE', url: '/api/history/nutella-400g', headers: bob });
    expect(other.statusCode).toBe(404);
    expect((await list(alice)).map((e) => e.product_id)).toContain('nutella-400g');
  });

  it('forgets one entry, then everything, on request', async () => {
    const one = await app.inject({ method: 'DELETE', url: '/api/history/biscuit-1', headers: alice });
    expect(one.statusCode).toBe(204);
    expect((await list(alice)).map((e) => e.product_id)).toEqual(['nutella-400g']);
    const all = await app.inject({ method: 'DELETE', url: '/api/history', headers: alice });
    expect(all.statusCode).toBe(204);
    expect(await list(alice)).toEqual([]);
    expect((await list(bob)).map((e) => e.product_id)).toEqual(['biscuit-2']);
  });

  it(`keeps the newest ${MAX_HISTORY}`, async () => {
    for (let i = 0; i < many.length; i++) {
      await add(alice, { product_id: `biscuit-${i}`, viewed_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() });
    }
    const entries = await list(alice);
    expect(entries).toHaveLength(MAX_HISTORY);
    expect(entries[0]?.product_id).toBe(`biscuit-${many.length - 1}`);
    expect(entries.map((e) => e.product_id)).not.toContain('biscuit-0');
  });

  it('refuses without a valid token, an unknown product, a future time and a malformed body', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/history' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
    expect((await app.inject({ method: 'DELETE', url: '/api/history' })).statusCode).toBe(401);
    expect((await add({}, { product_id: 'nutella-400g' })).statusCode).toBe(401);
    const unknown = await add(alice, { product_id: 'no-such-product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
    const future = await add(alice, { product_id: 'nutella-400g', viewed_at: '2999-01-01T00:00:00.000Z' });
    expect(future.statusCode).toBe(400);
    expect((await add(alice, { product: 'x' })).statusCode).toBe(400);
    expect((await add(alice, { product_id: 'nutella-400g', viewed_at: 'yesterday' })).statusCode).toBe(400);
  });
});
