import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_PRODUCTS_STORAGE_KEY } from '../config/constants.ts';
import { keepProduct, keptProducts } from '../features/read-label/lib/kept-products.ts';
import { forgetShopper } from './forget-shopper.ts';

/** The browser's CacheStorage as the service worker fills it (jsdom has none): caches by name, answers by address. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (request: RequestInfo | URL) =>
      new URL(String(request instanceof Request ? request.url : request), location.href).href;
    return {
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(key(request), response),
      match: async (request: RequestInfo | URL) => store.get(key(request)),
    };
  };
  const paths = (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  return { caches: { open, keys: async () => [...stores.keys()] }, paths };
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

describe('forgetShopper', () => {
  it('leaves none of the products the shopper read from packages on the device', async () => {
    keepProduct({ kind: 'food', name: 'Nutella', ingredients_text: 'Sugar, palm oil, hazelnuts' });
    expect(keptProducts()).toHaveLength(1);
    await forgetShopper(new QueryClient());
    expect(keptProducts()).toEqual([]);
    expect(localStorage.getItem(READ_PRODUCTS_STORAGE_KEY)).toBeNull();
  });

  it("clears every answer held of the shopper's: the query cache, and what the service worker kept but the app's own files", async () => {
    const { caches, paths } = fakeCaches();
    (globalThis as { caches?: unknown }).caches = caches;
    const data = await caches.open('clearcart-data-v1');
    for (const path of [
      '/api/config',
      '/api/products/nutella-400g',
      '/api/products/nutella-400g/image',
      '/api/products/search',
      '/offline/evaluate/nutella-400g',
    ]) {
      await data.put(path, new Response('{}'));
    }
    const shell = await caches.open('clearcart-shell-v1');
    await shell.put('/', new Response('<!doctype html>'));
    const queries = new QueryClient();
    queries.setQueryData(['preferences'], { health: { allergens: ['peanuts'] } });
    queries.setQueryData(['search', 'gluten free'], { suggestions: [] });

    await forgetShopper(queries);

    expect(queries.getQueryCache().getAll()).toEqual([]);
    expect(paths('clearcart-data-v1')).toEqual(['/api/config']);
    expect(paths('clearcart-shell-v1')).toEqual(['/']);
  });
});
