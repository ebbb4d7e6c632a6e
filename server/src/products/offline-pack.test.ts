import { describe, expect, it } from 'vitest';
import type { PackQuery, PackRepository, PackSelection } from '../store/repositories/pack-repository.ts';
import { aProduct } from '../../test/helpers.ts';
import { OfflinePackService } from './offline-pack.ts';

/** A store of five ranked products, each 100 bytes as the store writes them. */
const IDS = ['p-a', 'p-b', 'p-c', 'p-d', 'p-e'];
const store = {
  select: async (): Promise<PackSelection> => ({
    at: new Date('2026-11-28T08:00:00.000Z'),
    ids: [...IDS],
    newest: new Date('2026-11-27T08:00:00.000Z'),
    bytes: 500,
    removed: [],
  }),
  facts: async (ids: readonly string[]) => ids.map((id) => aProduct({ id, name: id, brand: 'Acme' })),
} as unknown as PackRepository;

const query: PackQuery = { country: 'fr', limit: 10_000, since: null };
const service = new OfflinePackService(store, '15:test', 2);
const productLines = async (part: number | null) => {
  const lines: string[] = [];
  for await (const chunk of service.lines(await service.plan(query, part))) lines.push(...chunk.split('\n'));
  return lines.filter(Boolean).slice(1, -1);
};

describe('an offline pack in parts (each a response a CDN can hold)', () => {
  it('slices the ranking: parts in turn hold the whole pack, in order, each saying how many parts there are', async () => {
    const plans = await Promise.all([0, 1, 2].map((part) => service.plan(query, part)));
    expect(plans.map((p) => p.ids)).toEqual([['p-a', 'p-b'], ['p-c', 'p-d'], ['p-e']]);
    expect(plans.map((p) => [p.header.part, p.header.parts, p.header.count, p.header.total])).toEqual([
      [0, 3, 2, 5],
      [1, 3, 2, 5],
      [2, 3, 1, 5],
    ]);
    const parts = (await Promise.all([0, 1, 2].map(productLines))).flat();
    expect(parts).toEqual(await productLines(null));
  });

  it('a part past the last holds no product; the whole pack is part null, one part of all', async () => {
    expect((await service.plan(query, 3)).header).toMatchObject({ part: 3, parts: 3, count: 0, total: 5 });
    expect((await service.plan(query, null)).header).toMatchObject({ part: null, parts: 3, count: 5, total: 5 });
  });

  it('gives each part its own tag, the same each time it is asked, and its share of the estimated size', async () => {
    const tags = await Promise.all([null, 0, 1, 2, 0].map(async (part) => (await service.plan(query, part)).etag));
    expect(new Set(tags).size).toBe(4);
    expect(tags[4]).toBe(tags[1]);
    const [whole, first] = await Promise.all([service.plan(query, null), service.plan(query, 0)]);
    expect(first.header.bytes).toBeLessThan(whole.header.bytes);
  });
});
