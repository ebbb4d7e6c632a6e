import type { ActiveRecallsResponse, OfflinePackHeader, ProductFacts } from '@clearcart/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/server.ts';
import { clearOfflineStatus, offlineStatus } from './offline-status.ts';
import type { PackMeta } from './pack-store.ts';
import { deviceCountry, downloadPack, keepCurrent, PackVersionError, updatePack } from './pack-sync.ts';

// IndexedDB stands in as a map per generation; the server as NDJSON from msw. What is tested: what is written, when the
// pack in use changes, and what is refused.
const store = {
  meta: null as PackMeta | null,
  gens: new Map<number, Map<string, ProductFacts>>(),
  recalls: null as ActiveRecallsResponse | null,
};
let deviceVersion = '13:abc';

vi.mock('./pack-store.ts', () => ({
  packStore: {
    meta: async () => store.meta,
    setMeta: async (meta: PackMeta) => void (store.meta = meta),
    putProducts: async (gen: number, products: ProductFacts[]) => {
      const held = store.gens.get(gen) ?? new Map<string, ProductFacts>();
      for (const p of products) held.set(p.id, p);
      store.gens.set(gen, held);
    },
    removeProducts: async (gen: number, ids: string[]) => ids.forEach((id) => store.gens.get(gen)?.delete(id)),
    countProducts: async (gen: number) => store.gens.get(gen)?.size ?? 0,
    dropOtherGenerations: async (keep: number) => {
      for (const gen of store.gens.keys()) if (gen !== keep) store.gens.delete(gen);
    },
    clearPack: async () => {
      store.meta = null;
      store.gens.clear();
    },
    first: async () => undefined,
    setRecalls: async (recalls: ActiveRecallsResponse) => void (store.recalls = recalls),
  },
}));
vi.mock('./engine.ts', () => ({ loadEngine: async () => ({ version: async () => deviceVersion }) }));
vi.mock('../../../lib/barcode-reader.ts', () => ({ prefetchBarcodeReader: async () => undefined }));

const product = (id: string) => ({ id, name: id, brand: 'Acme' }) as ProductFacts;
/** A pack's header; a whole pack (one part) unless said otherwise, its total its count. */
const header = (overrides: Partial<OfflinePackHeader> = {}): OfflinePackHeader => ({
  format: 'clearcart-offline-pack/1',
  version: '13:abc',
  generatedAt: '2026-11-25T10:00:00.000Z',
  country: 'gb',
  since: null,
  limit: 10_000,
  count: 0,
  part: 0,
  parts: 1,
  bytes: 0,
  removed: [],
  ...overrides,
  total: overrides.total ?? overrides.count ?? 0,
});
/** A pack body: header, products, and the end line unless `cut`. */
const pack = (h: OfflinePackHeader, products: ProductFacts[], cut = false) =>
  [h, ...products, ...(cut ? [] : [{ end: true, count: products.length }])].map((v) => JSON.stringify(v)).join('\n');

let asked: URL[] = [];
/** The server's active recalls; null: it fails to answer them. */
let activeRecalls: ActiveRecallsResponse | null = null;
const serve = (answer: (url: URL) => string) =>
  server.use(
    http.get('*/api/offline-pack', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return new HttpResponse(answer(url), { headers: { 'content-type': 'application/x-ndjson' } });
    }),
    http.get('*/api/recalls/active', () =>
      activeRecalls ? HttpResponse.json(activeRecalls) : new HttpResponse(null, { status: 503 }),
    ),
  );

beforeEach(() => {
  store.meta = null;
  store.gens.clear();
  store.recalls = null;
  activeRecalls = null;
  deviceVersion = '13:abc';
  asked = [];
  clearOfflineStatus();
});

describe('saving the pack', () => {
  it('writes the products beside the pack in use and switches to them when the pack is whole, with its progress', async () => {
    const products = Array.from({ length: 1203 }, (_, i) => product(`p-${i}`));
    serve(() => pack(header({ count: products.length }), products));
    const progress: number[] = [];
    const meta = await downloadPack({ country: 'gb', onProgress: (p) => progress.push(p.received) });
    expect(asked[0]?.searchParams.get('country')).toBe('gb');
    expect(meta).toMatchObject({ gen: 1, count: 1203, version: '13:abc', updatedAt: '2026-11-25T10:00:00.000Z' });
    expect(store.gens.get(1)?.size).toBe(1203);
    expect(progress).toEqual([0, 500, 1000, 1203]);
    expect(offlineStatus().pack).toMatchObject({ count: 1203, country: 'gb' });
  });

  it('keeps the active recalls beside the pack, at each download and update; a failure keeps those saved before', async () => {
    const recalls = (checkedAt: string): ActiveRecallsResponse => ({ recalls: [], checkedAt, sources: ['fsa'] });
    activeRecalls = recalls('2026-11-25T09:00:00.000Z');
    serve(() => pack(header({ count: 1 }), [product('a')]));
    await downloadPack({ country: 'gb' });
    expect(store.recalls).toEqual(recalls('2026-11-25T09:00:00.000Z'));
    activeRecalls = recalls('2026-11-26T09:00:00.000Z');
    serve(() => pack(header({ since: '2026-11-25T10:00:00.000Z' }), []));
    await updatePack();
    expect(store.recalls?.checkedAt).toBe('2026-11-26T09:00:00.000Z');
    activeRecalls = null;
    await updatePack();
    expect(store.recalls?.checkedAt).toBe('2026-11-26T09:00:00.000Z');
  });

  it('fetches the pack part after part (each a response a CDN can hold) and counts progress over the whole', async () => {
    const parts = [[product('a'), product('b')], [product('c')]];
    serve((url) => {
      const part = Number(url.searchParams.get('part'));
      return pack(header({ part, parts: 2, count: parts[part]!.length, total: 3 }), parts[part]!);
    });
    const progress: string[] = [];
    const meta = await downloadPack({
      country: 'gb',
      onProgress: (p) => progress.push(`${p.received}/${p.total}`),
    });
    expect(asked.map((url) => url.searchParams.get('part'))).toEqual(['0', '1']);
    expect(meta).toMatchObject({ gen: 1, count: 3 });
    expect([...store.gens.get(1)!.keys()]).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual(['0/3', '2/3', '2/3', '3/3']);
  });

  it('a part made for another ranking than the first (the catalog changed meanwhile) fails the download', async () => {
    serve((url) =>
      url.searchParams.get('part') === '0'
        ? pack(header({ part: 0, parts: 2, count: 1, total: 2 }), [product('a')])
        : pack(header({ part: 1, parts: 3, count: 1, total: 5 }), [product('b')]),
    );
    await expect(downloadPack({ country: 'gb' })).rejects.toThrow('cut short');
    expect(store.meta).toBeNull();
    expect(store.gens.size).toBe(0);
  });

  it('a download cut short (no end line) leaves the pack in use as it was', async () => {
    serve(() => pack(header({ count: 2 }), [product('a'), product('b')]));
    await downloadPack({ country: 'gb' });
    serve(() => pack(header({ count: 3 }), [product('x')], true));
    await expect(downloadPack({ country: 'gb' })).rejects.toThrow('cut short');
    expect(store.meta?.gen).toBe(1);
    expect([...store.gens.keys()]).toEqual([1]);
    expect([...store.gens.get(1)!.keys()]).toEqual(['a', 'b']);
  });

  it('refuses a pack made for another engine before writing a product, and says the app needs a reload', async () => {
    serve(() => pack(header({ version: '14:new', count: 1 }), [product('a')]));
    await expect(downloadPack({ country: null })).rejects.toBeInstanceOf(PackVersionError);
    expect(store.gens.size).toBe(0);
    expect(store.meta).toBeNull();
    expect(offlineStatus().outdated).toBe(true);
  });

  it("takes the shopper's country from the device's languages", () => {
    expect(deviceCountry(['en-GB', 'fr'])).toBe('gb');
    expect(deviceCountry(['fr'])).toBe('fr');
    expect(deviceCountry(['not a tag'])).toBeNull();
  });
});

describe('keeping it current', () => {
  beforeEach(async () => {
    serve(() => pack(header({ count: 3 }), [product('a'), product('b'), product('c')]));
    await downloadPack({ country: 'gb' });
    asked = [];
  });

  it('asks only for what changed since the pack, applies it and drops what the catalog removed', async () => {
    serve(() =>
      pack(header({ since: '2026-11-25T10:00:00.000Z', generatedAt: '2026-11-26T08:00:00.000Z', removed: ['b'] }), [
        { ...product('a'), quantity: '750 g' },
        product('d'),
      ]),
    );
    expect(await updatePack()).toBe('updated');
    expect(asked[0]?.searchParams.get('since')).toBe('2026-11-25T10:00:00.000Z');
    expect(asked[0]?.searchParams.get('country')).toBe('gb');
    expect([...store.gens.get(1)!.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(store.gens.get(1)!.get('a')?.quantity).toBe('750 g');
    expect(store.meta).toMatchObject({ gen: 1, count: 3, updatedAt: '2026-11-26T08:00:00.000Z' });
  });

  it('a server moved to another engine (and this app with it) sends the whole pack again', async () => {
    deviceVersion = '14:new';
    serve((url) =>
      url.searchParams.has('since')
        ? pack(header({ version: '14:new' }), [])
        : pack(header({ version: '14:new', count: 1 }), [product('z')]),
    );
    expect(await updatePack()).toBe('replaced');
    expect(store.meta).toMatchObject({ gen: 2, version: '14:new', count: 1 });
    expect([...store.gens.keys()]).toEqual([2]);
  });

  it('a pack this app cannot read (saved by another version) is downloaded again at once, whatever the hour', async () => {
    deviceVersion = '14:new';
    serve(() => pack(header({ version: '14:new', count: 1 }), [product('z')]));
    expect(await keepCurrent(false)).toBe('replaced');
    expect(asked[0]?.searchParams.has('since')).toBe(false);
    expect(store.meta?.version).toBe('14:new');
    deviceVersion = '14:new';
    expect(await keepCurrent(false)).toBe('none');
  });
});
