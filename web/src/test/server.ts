import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Defaults every test gets; tests override with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/products/search', () => HttpResponse.json({ suggestions: [] })),
  http.get('*/api/preferences', () =>
    HttpResponse.json({ error: 'unauthorized', message: 'Sign in' }, { status: 401 }),
  ),
];

export const server = setupServer(...defaultHandlers);
