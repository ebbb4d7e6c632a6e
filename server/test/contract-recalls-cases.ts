// The contract test's cases for recalls and the inbox: one request for every (operation, status) pair
// they declare. Kept beside contract.test.ts, which spreads them into its CASES.
import type { FastifyInstance, InjectOptions } from 'fastify';

type AppKind = 'normal' | 'busy' | 'limited' | 'broken';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

const MB = 1024 * 1024;
const user = { authorization: 'Bearer user:alice' };
const json = (body: string, headers: Record<string, string> = {}) => ({
  payload: body,
  headers: { 'content-type': 'application/json', ...headers },
});
const subscription = JSON.stringify({
  endpoint: 'http://127.0.0.1:9/push/contract',
  keys: { p256dh: 'BPlaceholderKeyForTheContractOnly', auth: 'c29tZS1hdXRo' },
});
const big = `{"x":"${'a'.repeat(2 * MB)}"}`;
const csv = { payload: 'x', headers: { 'content-type': 'text/csv', ...user } };

export function recallCases(normal: () => FastifyInstance): Case[] {
  return [
    ['GET /api/products/{id}/recalls 200', 'normal', () => ({ url: '/api/products/nutella-400g/recalls' })],
    ['GET /api/recalls/active 200', 'normal', () => ({ url: '/api/recalls/active' })],
    ['GET /api/recalls/active 400', 'normal', () => ({ url: '/api/recalls/active?x=%00' })],
    ['GET /api/recalls/active 500', 'broken', () => ({ url: '/api/recalls/active' })],
    ['GET /api/products/{id}/recalls 400', 'normal', () => ({ url: '/api/products/%E0%A4%A/recalls' })],
    ['GET /api/products/{id}/recalls 404', 'normal', () => ({ url: '/api/products/no-such/recalls' })],
    ['GET /api/products/{id}/recalls 500', 'broken', () => ({ url: '/api/products/nutella-400g/recalls' })],
    [
      'POST /api/products/{id}/recalls/check 200',
      'normal',
      () => ({ url: '/api/products/nutella-400g/recalls/check', ...json('{"text":"L2305A 12/10/2026"}') }),
    ],
    [
      'POST /api/products/{id}/recalls/check 400',
      'normal',
      () => ({ url: '/api/products/nutella-400g/recalls/check', ...json('{"text":""}') }),
    ],
    [
      'POST /api/products/{id}/recalls/check 404',
      'normal',
      () => ({ url: '/api/products/no-such/recalls/check', ...json('{"text":"L1"}') }),
    ],
    [
      'POST /api/products/{id}/recalls/check 413',
      'normal',
      () => ({ url: '/api/products/nutella-400g/recalls/check', ...json(big) }),
    ],
    [
      'POST /api/products/{id}/recalls/check 415',
      'normal',
      () => ({
        url: '/api/products/nutella-400g/recalls/check',
        payload: 'x',
        headers: { 'content-type': 'text/csv' },
      }),
    ],
    [
      'POST /api/products/{id}/recalls/check 500',
      'broken',
      () => ({ url: '/api/products/nutella-400g/recalls/check', ...json('{"text":"L1"}') }),
    ],
    ['GET /api/push/key 200', 'normal', () => ({ url: '/api/push/key' })],
    ['GET /api/push/key 400', 'normal', () => ({ url: '/api/push/key?x=%00' })],
    ['GET /api/push/key 500', 'broken', () => ({ url: '/api/push/key' })],
    ['GET /api/notifications 200', 'normal', () => ({ url: '/api/notifications', headers: user })],
    ['GET /api/notifications 400', 'normal', () => ({ url: '/api/notifications?x=%00', headers: user })],
    ['GET /api/notifications 401', 'normal', () => ({ url: '/api/notifications' })],
    ['GET /api/notifications 500', 'broken', () => ({ url: '/api/notifications', headers: user })],
    [
      'POST /api/notifications/read 200',
      'normal',
      () => ({ url: '/api/notifications/read', ...json('{"ids":["1"]}', user) }),
    ],
    [
      'POST /api/notifications/read 400',
      'normal',
      () => ({ url: '/api/notifications/read', ...json('{"ids":[]}', user) }),
    ],
    [
      'POST /api/notifications/read 401',
      'normal',
      () => ({ url: '/api/notifications/read', ...json('{"ids":["1"]}') }),
    ],
    ['POST /api/notifications/read 413', 'normal', () => ({ url: '/api/notifications/read', ...json(big, user) })],
    ['POST /api/notifications/read 415', 'normal', () => ({ url: '/api/notifications/read', ...csv })],
    [
      'POST /api/notifications/read 500',
      'broken',
      () => ({ url: '/api/notifications/read', ...json('{"ids":["1"]}', user) }),
    ],
    [
      'POST /api/push/subscriptions 204',
      'normal',
      () => ({ url: '/api/push/subscriptions', ...json(subscription, user) }),
    ],
    [
      'POST /api/push/subscriptions 400',
      'normal',
      () => ({ url: '/api/push/subscriptions', ...json('{"endpoint":"x"}', user) }),
    ],
    ['POST /api/push/subscriptions 401', 'normal', () => ({ url: '/api/push/subscriptions', ...json(subscription) })],
    ['POST /api/push/subscriptions 413', 'normal', () => ({ url: '/api/push/subscriptions', ...json(big, user) })],
    ['POST /api/push/subscriptions 415', 'normal', () => ({ url: '/api/push/subscriptions', ...csv })],
    [
      'POST /api/push/subscriptions 500',
      'broken',
      () => ({ url: '/api/push/subscriptions', ...json(subscription, user) }),
    ],
    [
      'DELETE /api/push/subscriptions 204',
      'normal',
      async () => {
        await normal().inject({ method: 'POST', url: '/api/push/subscriptions', ...json(subscription, user) });
        return { url: '/api/push/subscriptions', ...json(subscription, user) };
      },
    ],
    ['DELETE /api/push/subscriptions 400', 'normal', () => ({ url: '/api/push/subscriptions', ...json('{}', user) })],
    ['DELETE /api/push/subscriptions 401', 'normal', () => ({ url: '/api/push/subscriptions', ...json(subscription) })],
    [
      'DELETE /api/push/subscriptions 404',
      'normal',
      () => ({ url: '/api/push/subscriptions', ...json('{"endpoint":"http://127.0.0.1:9/never"}', user) }),
    ],
    ['DELETE /api/push/subscriptions 413', 'normal', () => ({ url: '/api/push/subscriptions', ...json(big, user) })],
    [
      'DELETE /api/push/subscriptions 415',
      'normal',
      () => ({ url: '/api/push/subscriptions', method: 'DELETE', ...csv }),
    ],
    [
      'DELETE /api/push/subscriptions 500',
      'broken',
      () => ({ url: '/api/push/subscriptions', ...json(subscription, user) }),
    ],
  ];
}
