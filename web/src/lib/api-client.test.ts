import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { ERROR_CODES } from '@clearcart/contracts';
import { api, ApiError, apiErrorText, errorDescription, failureDescription, setTokenProvider } from './api-client.ts';

describe('api client', () => {
  it('sends JSON with the bearer token when signed in', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/api/echo', async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    setTokenProvider(async () => 'tok');
    await api.post('/echo', { a: 1 });
    setTokenProvider(async () => null);
    expect(seen).toEqual({ auth: 'Bearer tok', type: 'application/json', body: { a: 1 } });
  });

  it('omits the header when signed out and throws ApiError on non-2xx', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('*/api/missing', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ error: 'not_found', message: 'No such product' }, { status: 404 });
      }),
    );
    const error = await api.get('/missing').catch((e: unknown) => e);
    expect(auth).toBeNull();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('No such product');
  });

  it("asks for answers in the shopper's language (English for the pseudo-locale, whose data is English)", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/api/echo', ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/echo');
    await activateLocale('de');
    await api.get('/echo');
    await activateLocale('en-XA');
    await api.get('/echo');
    await activateLocale('en');
    expect(languages).toEqual(['en', 'de', 'en']);
  });

  it('describes failures: a sentence in error, else message, else the fallback', () => {
    expect(errorDescription(new ApiError(400, { error: 'Bad image given', message: 'm' }), 'f')).toBe(
      'Bad image given',
    );
    expect(errorDescription(new ApiError(400, { error: 'bad_image', message: 'The image is unreadable' }), 'f')).toBe(
      'The image is unreadable',
    );
    expect(errorDescription(new ApiError(500, undefined), 'fallback')).toBe('fallback');
    expect(errorDescription(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it("words the server's English messages from their codes in any other language (decision 036)", async () => {
    server.use(
      http.post('*/api/profiles', () =>
        HttpResponse.json({ error: 'limit_reached', message: 'A household has at most 8 people' }, { status: 409 }),
      ),
      http.get('*/api/gone', () => HttpResponse.json({ error: 'no_such_code', message: 'Gone' }, { status: 410 })),
    );
    const limit = await api.post('/profiles', {}).catch((e: unknown) => e);
    const unknown = await api.get('/gone').catch((e: unknown) => e);
    // English: the server's own message.
    expect(errorDescription(limit, 'f')).toBe('A household has at most 8 people');
    await activateLocale('fr');
    try {
      expect(errorDescription(limit, 'f')).toBe(
        'Cela dépasserait une limite : personnes du foyer, listes ou articles d’une liste.',
      );
      expect(failureDescription(limit)).toBe(errorDescription(limit, 'f'));
      // A code the catalogue does not know: the caller's own words, never the English.
      expect(errorDescription(unknown, 'Veuillez réessayer.')).toBe('Veuillez réessayer.');
      // This app's own errors are worded where they are thrown (the device answering offline): kept as they are.
      expect(errorDescription(new ApiError(503, { error: 'offline', message: 'Hors ligne' }), 'f')).toBe('Hors ligne');
      // A browser's own English ("Failed to fetch") is never shown; our own sentence is.
      expect(failureDescription(new TypeError('Failed to fetch'))).toBe('Veuillez réessayer.');
      expect(failureDescription(new Error('Une liste doit avoir un nom'))).toBe('Une liste doit avoir un nom');
    } finally {
      await activateLocale('en');
    }
  });

  it("has words for every error code the server sends, and the service worker's offline answer", () => {
    for (const code of [...ERROR_CODES, 'offline']) expect(apiErrorText(code), code).toBeTruthy();
  });
});
