import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Defaults every test gets; tests override with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/products/search', () => HttpResponse.json({ suggestions: [] })),
  http.get('*/api/preferences', () =>
    HttpResponse.json({ error: 'unauthorized', message: 'Sign in' }, { status: 401 }),
  ),
  // The household and lists: none unless a test says otherwise.
  http.get('*/api/profiles', () => HttpResponse.json({ error: 'unauthorized', message: 'Sign in' }, { status: 401 })),
  http.get('*/api/lists', () => HttpResponse.json({ lists: [] })),
  // A signed-in shopper's read products: none unless a test says otherwise.
  http.get('*/api/my-products', () => HttpResponse.json({ items: [], sharing_available: false })),
  // A product's other pack sizes: none unless a test says otherwise.
  http.get('*/api/products/:id/sizes', () => HttpResponse.json({ sizes: [] })),
];

export const server = setupServer(...defaultHandlers);
