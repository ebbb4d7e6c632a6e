// The contract test's cases for the account's routes: one request for every (operation, status) pair they
// declare. Kept beside contract.test.ts, which spreads them into its CASES.
import type { FastifyInstance, InjectOptions } from 'fastify';

type AppKind = 'normal' | 'busy' | 'limited' | 'broken';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

const MB = 1024 * 1024;
const json = (body: string, headers: Record<string, string>) => ({
  payload: body,
  headers: { 'content-type': 'application/json', ...headers },
});

/** Spends the limited app's allowance of exports (5 a minute). */
export async function exhaustAccountExportLimit(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 5; i++)
    await app.inject({ url: '/api/account/export', headers: { authorization: 'Bearer user:alice' } });
}

export function accountCases(): Case[] {
  let counter = 0;
  /** A fresh account, so deleting one never meets another case's data. */
  const someone = () => ({ authorization: `Bearer user:leaving${++counter}` });
  const user = { authorization: 'Bearer user:alice' };
  const confirm = '{"confirm":true}';
  return [
    ['GET /api/account/export 200', 'normal', () => ({ url: '/api/account/export', headers: user })],
    ['GET /api/account/export 400', 'normal', () => ({ url: '/api/account/export?x=%00', headers: user })],
    ['GET /api/account/export 401', 'normal', () => ({ url: '/api/account/export' })],
    ['GET /api/account/export 429', 'limited', () => ({ url: '/api/account/export', headers: user })],
    ['GET /api/account/export 500', 'broken', () => ({ url: '/api/account/export', headers: user })],
    ['DELETE /api/account 204', 'normal', () => ({ url: '/api/account', ...json(confirm, someone()) })],
    ['DELETE /api/account 400', 'normal', () => ({ url: '/api/account', ...json('{"confirm":false}', someone()) })],
    ['DELETE /api/account 401', 'normal', () => ({ url: '/api/account', ...json(confirm, {}) })],
    [
      'DELETE /api/account 413',
      'normal',
      () => ({ url: '/api/account', ...json(`{"x":"${'a'.repeat(2 * MB)}"}`, someone()) }),
    ],
    [
      'DELETE /api/account 415',
      'normal',
      () => ({ url: '/api/account', payload: 'x', headers: { 'content-type': 'application/xml', ...someone() } }),
    ],
    ['DELETE /api/account 500', 'broken', () => ({ url: '/api/account', ...json(confirm, someone()) })],
  ];
}
