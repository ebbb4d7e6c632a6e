import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

const alice = { authorization: 'Bearer user:alice' };

// A shopper's preferences, history, household and lists must not be kept by a shared device's browser cache or a
// proxy in front.
describe('personal API responses are never cached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it.each([
    ['GET /api/preferences', { method: 'GET', url: '/api/preferences', headers: alice }, 200],
    ['POST /api/preferences', { method: 'POST', url: '/api/preferences', headers: alice, payload: {} }, 200],
    ['GET /api/history', { method: 'GET', url: '/api/history', headers: alice }, 200],
    [
      'POST /api/history',
      { method: 'POST', url: '/api/history', headers: alice, payload: { product_id: 'nutella-400g' } },
      200,
    ],
    ['DELETE /api/history/{id}', { method: 'DELETE', url: '/api/history/nutella-400g', headers: alice }, 204],
    ['DELETE /api/history', { method: 'DELETE', url: '/api/history', headers: alice }, 204],
    [
      'an error: 404 from DELETE /api/history/{id}',
      { method: 'DELETE', url: '/api/history/none', headers: alice },
      404,
    ],
    ['an error: 401 without a token', { method: 'GET', url: '/api/preferences' }, 401],
    ['GET /api/profiles', { method: 'GET', url: '/api/profiles', headers: alice }, 200],
    [
      'POST /api/profiles/alerts (no sign-in: the people travel with the request)',
      {
        method: 'POST',
        url: '/api/profiles/alerts',
        payload: { product_ids: ['nutella-400g'], profiles: [{ name: 'Me' }] },
      },
      200,
    ],
    ['GET /api/lists', { method: 'GET', url: '/api/lists', headers: alice }, 200],
    ['POST /api/lists', { method: 'POST', url: '/api/lists', headers: alice, payload: { name: 'Weekly' } }, 201],
    [
      'POST /api/lists/report (a list kept on a device)',
      { method: 'POST', url: '/api/lists/report', payload: { items: [{ product_id: 'nutella-400g' }] } },
      200,
    ],
    ['an error: 404 from a revoked share link', { method: 'GET', url: '/api/lists/shared/gone' }, 404],
  ] as const)('%s says Cache-Control: private, no-store', async (_label, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the shared product responses as they were', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/nutella-400g' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('no-store');
  });
});
