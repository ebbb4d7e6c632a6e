// The contract test's cases for the offline pack: one request for every (operation, status) pair it declares.
// Kept beside contract.test.ts, which spreads them into its CASES.
import type { FastifyInstance, InjectOptions } from 'fastify';

type AppKind = 'normal' | 'busy' | 'limited' | 'broken';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

/** Spends the limited app's allowance of packs (refused with 400, but counted: the limit is 30 a minute). */
export async function exhaustOfflinePackLimit(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 30; i++) await app.inject({ url: '/api/offline-pack?country=france' });
}

/** The cases; `normal` is the app the 304 asks first for its tag. */
export function offlinePackCases(normal: () => FastifyInstance): Case[] {
  return [
    ['GET /api/offline-pack 200', 'normal', () => ({ url: '/api/offline-pack?count=1' })],
    [
      'GET /api/offline-pack 304',
      'normal',
      async () => {
        const first = await normal().inject({ url: '/api/offline-pack?count=1' });
        return { url: '/api/offline-pack?count=1', headers: { 'if-none-match': String(first.headers.etag) } };
      },
    ],
    ['GET /api/offline-pack 400', 'normal', () => ({ url: '/api/offline-pack?country=france' })],
    ['GET /api/offline-pack 429', 'limited', () => ({ url: '/api/offline-pack' })],
    ['GET /api/offline-pack 500', 'broken', () => ({ url: '/api/offline-pack' })],
  ];
}
