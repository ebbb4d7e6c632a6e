import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { api, ApiError, errorDescription, setTokenProvider } from './api-client.ts';

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
});
