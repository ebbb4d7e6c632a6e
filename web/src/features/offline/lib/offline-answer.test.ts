import type { ActiveRecallsResponse, ProductFacts, ProductResponse } from '@clearcart/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/server.ts';
import { api, ApiError, OFFLINE_QUEUED, onServerBack, setOfflineAnswerer } from '../../../lib/api-client.ts';
import { answerOffline } from './offline-answer.ts';
import { offlineCopyOf, offlineStatus, clearOfflineStatus } from './offline-status.ts';
import type { PackMeta, QueuedScan } from './pack-store.ts';

// The pack on the "device": IndexedDB and the engine's chunk stand in here; the rules under test are the answerer's.
const nutella = {
  id: 'nutella-400g',
  gtin: '3017620422003',
  name: 'Nutella',
  brand: 'Ferrero',
  aliases: ['Nutella hazelnut spread'],
} as ProductFacts;
const oatly = { id: 'oatly-oat-drink', gtin: '7394376616037', name: 'Oat Drink', brand: 'Oatly', aliases: [] } as never;
const meta: PackMeta = {
  gen: 3,
  version: '13:abc',
  country: 'gb',
  limit: 10_000,
  count: 2,
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const queue: Omit<QueuedScan, 'key'>[] = [];
/** The recalls kept beside the pack; null: none were downloaded. */
let keptRecalls: ActiveRecallsResponse | null = null;
let deviceVersion = '13:abc';
const readBarcode = vi.fn<(photo: Blob) => Promise<string | null>>();

vi.mock('./pack-store.ts', () => ({
  gtinKey: (gtin: string) => gtin.replace(/^0+/, ''),
  packStore: {
    meta: async () => meta,
    product: async (gen: number, id: string) =>
      gen === meta.gen ? [nutella, oatly].find((p: ProductFacts) => p.id === id) : undefined,
    byGtin: async (gen: number, gtin: string) =>
      gen === meta.gen
        ? [nutella, oatly].find((p: ProductFacts) => p.gtin?.replace(/^0+/, '') === gtin.replace(/^0+/, ''))
        : undefined,
    names: async () =>
      [nutella, oatly].map((p: ProductFacts) => ({
        id: p.id,
        name: p.name,
        brand: p.brand,
        words: [p.name, p.brand, ...p.aliases].join(' ').toLowerCase(),
      })),
    enqueue: async (scan: Omit<QueuedScan, 'key'>) => void queue.push(scan),
    recalls: async () => keptRecalls,
  },
}));
vi.mock('./engine.ts', () => ({
  loadEngine: async () => ({
    version: async () => deviceVersion,
    basicReport: (facts: ProductFacts) => ({ entity: { id: facts.id, name: facts.name }, basic: true }),
    completeReport: (facts: ProductFacts, body: unknown) => ({ entity: { id: facts.id }, body }),
  }),
}));
vi.mock('../../../lib/barcode-reader.ts', () => ({ readBarcode: (photo: Blob) => readBarcode(photo) }));

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const identify = (body: FormData) => answerOffline({ method: 'POST', path: '/products/identify', body });

beforeEach(() => {
  queue.length = 0;
  keptRecalls = null;
  deviceVersion = '13:abc';
  clearOfflineStatus();
});

describe('the device answers product calls from the pack', () => {
  it('a scanned barcode in the pack is identified (another spelling of it too); one that is not is kept, and said so', async () => {
    expect(await identify(form({ description: '3017620422003' }))).toMatchObject({
      product_id: 'nutella-400g',
      identified_by: 'barcode',
      read: '3017620422003',
    });
    expect(await identify(form({ description: '03017620422003' }))).toMatchObject({ product_id: 'nutella-400g' });

    const kept = await identify(form({ description: '5449000000996' })).catch((error: unknown) => error);
    expect(kept).toBeInstanceOf(ApiError);
    expect(kept).toMatchObject({
      code: OFFLINE_QUEUED,
      message: "Not in your offline products — we'll look it up when you're back online",
    });
    expect(queue).toEqual([{ kind: 'barcode', gtin: '5449000000996', at: expect.any(String) }]);
    expect(offlineStatus().queued).toBe(1);
  });

  it("a photo's barcode is read on the device; a photo without one is kept for the network", async () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    readBarcode.mockResolvedValueOnce('7394376616037');
    expect(await identify(form({ image: photo }))).toMatchObject({ product_id: 'oatly-oat-drink' });
    readBarcode.mockResolvedValueOnce(null);
    await expect(identify(form({ image: photo }))).rejects.toMatchObject({ code: OFFLINE_QUEUED });
    expect(queue).toEqual([{ kind: 'photo', photo: expect.any(Blob), at: expect.any(String) }]);
  });

  it('a name is searched over the pack: one match is the product, none says what needs a network', async () => {
    expect(await identify(form({ description: 'oat dri' }))).toMatchObject({
      product_id: 'oatly-oat-drink',
      identified_by: 'text search',
    });
    expect(await identify(form({ description: 'hazelnut spread' }))).toMatchObject({ product_id: 'nutella-400g' });
    await expect(identify(form({ description: 'marmite' }))).rejects.toMatchObject({
      code: 'offline',
      message: expect.stringContaining('none of your 2 offline products matches “marmite”'),
    });
    expect(queue).toEqual([]);
  });

  it('the report is made by the engine from the pack, personalised by the body sent, and marked as an offline copy', async () => {
    const body = { preferences: { health: { allergens: ['tree_nuts'] } } };
    expect(await answerOffline({ method: 'POST', path: '/products/evaluate/nutella-400g', body })).toEqual({
      entity: { id: 'nutella-400g' },
      body,
    });
    expect(await answerOffline({ method: 'GET', path: '/products/nutella-400g', body: undefined })).toMatchObject({
      basic: true,
    });
    expect(offlineCopyOf('nutella-400g')).toBe(meta.updatedAt);
    // Not in the pack, or not a product call: the network's failure stands.
    expect(await answerOffline({ method: 'GET', path: '/products/not-saved', body: undefined })).toBeUndefined();
    expect(await answerOffline({ method: 'GET', path: '/history', body: undefined })).toBeUndefined();
  });

  it("a product's active recalls are answered from those kept beside the pack, with when the registers were read", async () => {
    const recalls = (id: string) => answerOffline({ method: 'GET', path: `/products/${id}/recalls`, body: undefined });
    // None kept: the network's failure stands (the report says nothing it does not know).
    expect(await recalls('nutella-400g')).toBeUndefined();
    const recall = {
      notice: { id: 'F-0001-2026', status: 'active' },
      matchedBy: 'gtin',
      certainty: 'this-product',
      score: 1,
    } as ActiveRecallsResponse['recalls'][number]['recall'];
    keptRecalls = {
      recalls: [{ productId: 'nutella-400g', recall }],
      checkedAt: '2026-11-30T12:00:00.000Z',
      sources: ['rappelconso', 'fsa', 'openfda'],
    };
    expect(await recalls('nutella-400g')).toEqual({
      active: [recall],
      ended: [],
      checkedAt: '2026-11-30T12:00:00.000Z',
      sources: ['rappelconso', 'fsa', 'openfda'],
    });
    expect(await recalls('oatly-oat-drink')).toMatchObject({ active: [], checkedAt: '2026-11-30T12:00:00.000Z' });
  });

  it('a pack saved by another version of the engine is never used: no report, and a scan is kept', async () => {
    deviceVersion = '14:def';
    expect(await answerOffline({ method: 'POST', path: '/products/evaluate/nutella-400g', body: {} })).toBeUndefined();
    await expect(identify(form({ description: '3017620422003' }))).rejects.toMatchObject({
      code: OFFLINE_QUEUED,
      message: expect.stringContaining('saved by another version of ClearCart'),
    });
  });
});

describe('the API client asks the device only when the network fails', () => {
  afterEach(() => setOfflineAnswerer(null));

  it("uses the network's answer when there is one, the device's when fetch fails or the service worker says offline", async () => {
    const device = vi.fn(async () => ({ from: 'device' }));
    setOfflineAnswerer(device);
    server.use(http.get('*/api/products/online', () => HttpResponse.json({ from: 'server' })));
    expect(await api.get('/products/online')).toEqual({ from: 'server' });
    expect(device).not.toHaveBeenCalled();

    server.use(http.get('*/api/products/unplugged', () => HttpResponse.error()));
    expect(await api.get<ProductResponse>('/products/unplugged')).toEqual({ from: 'device' });
    server.use(
      http.get('*/api/products/worker', () =>
        HttpResponse.json({ error: 'offline', message: 'You are offline' }, { status: 503 }),
      ),
    );
    expect(await api.get('/products/worker')).toEqual({ from: 'device' });
    expect(device).toHaveBeenCalledTimes(2);
  });

  it('known to be offline, the device answers first, and the network is asked only for what it cannot answer', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let reached = 0;
    server.use(
      http.get('*/api/products/:id', () => {
        reached++;
        return HttpResponse.json({ from: 'server' });
      }),
    );
    setOfflineAnswerer(async ({ path }) => (path === '/products/saved' ? { from: 'device' } : undefined));
    expect(await api.get('/products/saved')).toEqual({ from: 'device' });
    expect(reached).toBe(0);
    // What the device lacks may still be on the service worker's shelf.
    expect(await api.get('/products/viewed-before')).toEqual({ from: 'server' });
    expect(reached).toBe(1);
    onLine.mockRestore();
  });

  it('a network found unreachable is not waited for again: the device answers first until the server answers', async () => {
    let up = false;
    let reached = 0;
    server.use(
      http.get('*/api/products/:id', () => {
        reached++;
        return up ? HttpResponse.json({ from: 'server' }) : HttpResponse.error();
      }),
    );
    const device = vi.fn(async ({ path }: { path: string }) =>
      path === '/products/saved' ? { from: 'device' } : undefined,
    );
    setOfflineAnswerer(device);
    const back = vi.fn();
    onServerBack(back);
    // The phone says it is online (navigator.onLine), but nothing gets through.
    expect(await api.get('/products/saved')).toEqual({ from: 'device' });
    expect(reached).toBe(1);
    expect(await api.get('/products/saved')).toEqual({ from: 'device' });
    expect(reached).toBe(1); // answered at once, the network not tried again
    // What the device lacks is still asked of the network, which answers again.
    up = true;
    expect(await api.get('/products/viewed-before')).toEqual({ from: 'server' });
    expect(reached).toBe(2);
    expect(back).toHaveBeenCalledTimes(1);
    expect(await api.get('/products/saved')).toEqual({ from: 'server' });
    expect(reached).toBe(3);
    onServerBack(null);
  });

  it("keeps the server's own errors, and a call that asks for the network only never gets the device's answer", async () => {
    setOfflineAnswerer(async () => ({ from: 'device' }));
    server.use(
      http.get('*/api/products/gone', () => HttpResponse.json({ error: 'not_found', message: 'No' }, { status: 404 })),
      http.get('*/api/products/unplugged', () => HttpResponse.error()),
    );
    await expect(api.get('/products/gone')).rejects.toMatchObject({ status: 404 });
    await expect(api.get('/products/unplugged', { offline: false })).rejects.toBeInstanceOf(TypeError);
  });
});
