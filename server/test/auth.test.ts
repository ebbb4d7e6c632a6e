import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@clearcart/contracts';
import { firebaseTokenVerifier } from '../src/auth/token-verifier.ts';
import {
  decodeJwt,
  deleteUser,
  mintRs256WithRandomKey,
  mintUnsigned,
  signUpUser,
  useAuthEmulator,
  type EmulatorUser,
} from './auth-emulator.ts';
import { freePort } from './child-server.ts';
import { buildTestApp } from './test-app.ts';

// Real tokens from a real Auth Emulator, verified by firebase-admin as the server does it.
const emulator = await useAuthEmulator(9399);

describe.skipIf(!emulator)('sign-in tokens on /api/preferences (Auth Emulator)', () => {
  const { host, projectId } = emulator ?? { host: '', projectId: '' };
  let app: FastifyInstance;
  let user: EmulatorUser;
  let claims: Record<string, unknown>;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    ({ app } = await buildTestApp({ tokens: firebaseTokenVerifier({ projectId, emulatorHost: host }) }));
    user = await signUpUser(host, 'auth');
    claims = decodeJwt(user.idToken).payload;
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
  });

  const get = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: authorization === undefined ? {} : { authorization },
    });
  const post = (authorization: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers: authorization === undefined ? {} : { authorization },
      payload: payload as object,
    });

  /** Every rejection has the same shape, so a client can rely on it. */
  const expectUnauthorized = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(401);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('unauthorized');
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
  };

  it('the emulator issues the kind of token these tests forge (alg none, our project as aud and iss)', () => {
    const { header, payload } = decodeJwt(user.idToken);
    expect(header.alg).toBe('none');
    expect(user.idToken.endsWith('.')).toBe(true);
    expect(payload).toMatchObject({
      aud: projectId,
      iss: `https://securetoken.google.com/${projectId}`,
      sub: user.uid,
      user_id: user.uid,
    });
  });

  it('a valid token reads (200, the defaults for a new user) and writes', async () => {
    const read = await get(`Bearer ${user.idToken}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(defaultPreferences());
    const write = await post(`Bearer ${user.idToken}`, { health: { allergens: ['sesame'] } });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toMatchObject({ health: { allergens: ['sesame'] } });
  });

  it('a token minted with exactly the real claims is accepted: the forgeries below fail for the one thing changed', async () => {
    // Emulator tokens are unsigned by design, so in emulator mode only the claims can be checked.
    const response = await get(`Bearer ${mintUnsigned({ ...claims })}`);
    expect(response.statusCode).toBe(200);
  });

  it.each(['bearer', 'BEARER', 'Bearer  '])(
    'the scheme is case-insensitive: "%s <token>" is accepted',
    async (scheme) => {
      expect((await get(`${scheme.trim()} ${user.idToken}`)).statusCode).toBe(200);
    },
  );

  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bare token without "Bearer"', 'eyJhbGciOiJub25lIn0.e30.'],
    ['a garbage token', 'Bearer garbage'],
    ['a garbage three-part token', 'Bearer aaa.bbb.ccc'],
    ['a token that is not JSON inside', `Bearer ${Buffer.from('nope').toString('base64url')}.e30.`],
  ])('401 for %s (GET and POST)', async (_label, authorization) => {
    expectUnauthorized(await get(authorization));
    expectUnauthorized(await post(authorization, { health: { allergens: ['peanuts'] } }));
  });

  it('401 for a token from another Firebase project', async () => {
    const other = 'demo-some-other-project';
    expectUnauthorized(
      await get(`Bearer ${mintUnsigned({ ...claims, aud: other, iss: `https://securetoken.google.com/${other}` })}`),
    );
    // Audience and issuer are each checked, not just one of them.
    expectUnauthorized(await get(`Bearer ${mintUnsigned({ ...claims, aud: other })}`));
    expectUnauthorized(
      await get(`Bearer ${mintUnsigned({ ...claims, iss: 'https://evil.example.com/' + projectId })}`),
    );
  });

  it('401 for a token with a wrong signature', async () => {
    // A production-looking RS256 token, signed with a random key: not a key the verifier trusts.
    expectUnauthorized(await get(`Bearer ${mintRs256WithRandomKey({ ...claims })}`));
    // The emulator's own token with a signature stuck on it.
    const [head, body] = user.idToken.split('.');
    expectUnauthorized(await get(`Bearer ${head}.${body}.${Buffer.from('forged-signature').toString('base64url')}`));
    // An HS256 token signed with a guessable secret.
    expectUnauthorized(await get(`Bearer ${mintUnsigned({ ...claims }, { alg: 'HS256' })}c2lnbmF0dXJl`));
  });

  it('401 for an expired token', async () => {
    expectUnauthorized(
      await get(`Bearer ${mintUnsigned({ ...claims, iat: now() - 7200, auth_time: now() - 7200, exp: now() - 60 })}`),
    );
  });

  it('401 for a token issued, or signed in, in the future (beyond clock skew)', async () => {
    expectUnauthorized(await get(`Bearer ${mintUnsigned({ ...claims, iat: now() + 3600, exp: now() + 7200 })}`));
    expectUnauthorized(await get(`Bearer ${mintUnsigned({ ...claims, auth_time: now() + 3600 })}`));
    // A few seconds of clock difference is tolerated.
    expect((await get(`Bearer ${mintUnsigned({ ...claims, iat: now() + 5 })}`)).statusCode).toBe(200);
  });

  it('401 for a token without a subject, or for a user that does not exist', async () => {
    const { sub: _sub, user_id: _userId, ...noSubject } = claims;
    expectUnauthorized(await get(`Bearer ${mintUnsigned(noSubject)}`));
    expectUnauthorized(await get(`Bearer ${mintUnsigned({ ...claims, sub: 'nobody-here', user_id: 'nobody-here' })}`));
  });

  it('401 once the account is deleted, although the token has not expired', async () => {
    const gone = await signUpUser(host, 'deleted');
    expect((await get(`Bearer ${gone.idToken}`)).statusCode).toBe(200);
    await deleteUser(host, gone.idToken);
    expectUnauthorized(await get(`Bearer ${gone.idToken}`));
  });

  it('checks the token before the body: an anonymous caller gets 401, not a validation answer', async () => {
    expectUnauthorized(await post(undefined, { health: { allergens: ['not-an-allergen'] } }));
    expectUnauthorized(await post('Bearer garbage', { health: { sensitivities: { chemicals: 99 } } }));
  });

  it('product endpoints need no token at all', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/nutella-400g' });
    expect(response.statusCode).toBe(200);
    const withGarbage = await app.inject({
      method: 'GET',
      url: '/api/products/nutella-400g',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(withGarbage.statusCode).toBe(200);
  });

  it('several verifiers can live in one process (one firebase-admin app each)', () => {
    expect(() => [1, 2, 3].map(() => firebaseTokenVerifier({ projectId, emulatorHost: host }))).not.toThrow();
  });

  it('a server configured for a real Firebase project refuses the emulator’s unsigned tokens', async () => {
    // firebase-admin reads the emulator address from the environment at call time, so restore it afterwards.
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const real = firebaseTokenVerifier({ projectId, emulatorHost: null });
      await expect(real.verify(`Bearer ${user.idToken}`)).rejects.toMatchObject({
        statusCode: 401,
        code: 'unauthorized',
      });
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
    expect((await get(`Bearer ${user.idToken}`)).statusCode).toBe(200);
  });

  it('a sign-in service that does not answer is a 503 to retry, never a 401 that blames the token', async () => {
    // The same good token, checked against a provider on a port nothing listens on (as a busy emulator that drops the
    // call): the shopper is told to try again, not to sign in again.
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const closed = await freePort();
    try {
      const silent = await buildTestApp({
        tokens: firebaseTokenVerifier({ projectId, emulatorHost: `127.0.0.1:${closed}` }),
      });
      const response = await silent.app.inject({
        method: 'GET',
        url: '/api/preferences',
        headers: { authorization: `Bearer ${user.idToken}` },
      });
      await silent.app.close();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'busy',
        message: 'The sign-in service did not answer. Please try again in a moment.',
      });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
    expect((await get(`Bearer ${user.idToken}`)).statusCode).toBe(200);
  });
});
