import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.ts';
import type { Db } from '../store/database/db.ts';
import { InFlight, ProviderCache } from './cache.ts';

describe('ProviderCache', () => {
  let db: Db;
  let now = Date.parse('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    db = await openTestDb('pglite');
  });
  afterAll(() => db.close());

  it('returns values younger than the TTL, from memory and from the store', async () => {
    const cache = new ProviderCache(db, () => now);
    await cache.set('k1', { a: 1 });
    await expect(cache.get('k1', 1_000)).resolves.toEqual({ a: 1 });
    // A new instance has no memory: the store answers.
    await expect(new ProviderCache(db, () => now).get('k1', 1_000)).resolves.toEqual({ a: 1 });
    await expect(cache.get('missing', 1_000)).resolves.toBeUndefined();
  });

  it('treats entries at or past the TTL as absent', async () => {
    const cache = new ProviderCache(db, () => now);
    await cache.set('k2', 'value');
    now += 1_000;
    await expect(cache.get('k2', 1_000)).resolves.toBeUndefined();
    await expect(new ProviderCache(db, () => now).get('k2', 1_000)).resolves.toBeUndefined();
    await expect(cache.get('k2', 2_000)).resolves.toBe('value');
  });

  it('caches "nothing" as null, distinct from absent', async () => {
    const cache = new ProviderCache(db, () => now);
    await cache.set('k3', null);
    await expect(new ProviderCache(db, () => now).get('k3', 1_000)).resolves.toBeNull();
  });

  it('prunes old entries', async () => {
    const cache = new ProviderCache(db, () => now);
    await cache.set('old', 1);
    now += 10_000;
    await cache.set('new', 2);
    expect(await cache.prune(5_000)).toBeGreaterThanOrEqual(1);
    await expect(cache.get('old', 60_000)).resolves.toBeUndefined();
    await expect(cache.get('new', 60_000)).resolves.toBe(2);
  });
});

describe('InFlight', () => {
  it('shares one running fetch between concurrent callers', async () => {
    const inFlight = new InFlight();
    let calls = 0;
    const work = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 20));
    const [a, b] = await Promise.all([inFlight.run('x', work), inFlight.run('x', work)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    await inFlight.run('x', work);
    expect(calls).toBe(2);
  });
});
