import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
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
