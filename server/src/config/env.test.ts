import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration: safe defaults', () => {
  it('the embedded defaults: the Auth Emulator on a demo project, listening on loopback only', () => {
    const config = loadConfig({});
    expect(config.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.firebase.projectId).toMatch(/^demo-/);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
  });

  it("the Open Food Facts family's published limits by default, configurable, and a contact for the User-Agent", () => {
    expect(loadConfig({}).providers.openFactsLimits).toEqual({ readsPerMinute: 15, searchesPerMinute: 10 });
    expect(loadConfig({}).providers.contact).toBeUndefined();
    const set = loadConfig({
      OPENFACTS_READ_LIMIT: '30',
      OPENFACTS_SEARCH_LIMIT: '5',
      CONTACT_EMAIL: 'ops@shop.example',
    });
    expect(set.providers.openFactsLimits).toEqual({ readsPerMinute: 30, searchesPerMinute: 5 });
    expect(set.providers.contact).toBe('ops@shop.example');
    expect(() => loadConfig({ OPENFACTS_READ_LIMIT: '0' })).toThrow(/OPENFACTS_READ_LIMIT/);
    expect(() => loadConfig({ OPENFACTS_SEARCH_LIMIT: 'many' })).toThrow(/OPENFACTS_SEARCH_LIMIT/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
  });

  it('HOST set explicitly wins; in emulator mode only a loopback one', () => {
    expect(loadConfig({ HOST: '127.0.0.2' }).host).toBe('127.0.0.2');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(
      loadConfig({ HOST: '0.0.0.0', USE_AUTH_EMULATOR: 'false', FIREBASE_PROJECT_ID: 'clearcart-prod' }).host,
    ).toBe('0.0.0.0');
    for (const host of ['0.0.0.0', '::', '192.168.1.10'])
      expect(() => loadConfig({ HOST: host })).toThrow(/HOST=.* with the Auth Emulator.*Keep HOST on loopback/);
  });

  it('answers only its own Host names in emulator mode (DNS rebinding), any behind a proxy unless told', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '::1', '[::1]']);
    expect(loadConfig({ HOST: '127.0.0.2' }).allowedHosts).toContain('127.0.0.2');
    expect(loadConfig({ ALLOWED_HOSTS: 'shop.example, 127.0.0.1' }).allowedHosts).toEqual([
      'shop.example',
      '127.0.0.1',
    ]);
    expect(loadConfig({ ALLOWED_HOSTS: '*' }).allowedHosts).toBeNull();
    expect(loadConfig({ USE_AUTH_EMULATOR: 'false', FIREBASE_PROJECT_ID: 'clearcart-prod' }).allowedHosts).toBeNull();
  });

  it('production refuses http:// for the Open Food Facts upload account', () => {
    const production = {
      NODE_ENV: 'production',
      USE_AUTH_EMULATOR: 'false',
      FIREBASE_PROJECT_ID: 'clearcart-prod',
      OPENFOODFACTS_WRITE_USER: 'u',
      OPENFOODFACTS_WRITE_PASSWORD: 'p',
    };
    expect(() => loadConfig({ ...production, OPENFOODFACTS_WRITE_URL: 'http://off.example' })).toThrow(/in clear/);
    expect(
      loadConfig({ ...production, OPENFOODFACTS_WRITE_URL: 'https://off.example' }).providers.openFoodFactsWrite?.url,
    ).toBe('https://off.example');
  });

  it('a real project listens on every interface by default', () => {
    const config = loadConfig({ USE_AUTH_EMULATOR: 'false', FIREBASE_PROJECT_ID: 'clearcart-prod' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.authEmulatorHost).toBeNull();
  });

  // With the emulator on, firebase-admin accepts unsigned tokens: a hand-made one for any uid would pass.
  it.each([
    ['a real project id with the emulator left on', { FIREBASE_PROJECT_ID: 'clearcart-prod' }, /demo- project id/],
    ['NODE_ENV=production with the emulator', { NODE_ENV: 'production' }, /NODE_ENV=production/],
    [
      'NODE_ENV=production, real project, emulator on',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'clearcart-prod', USE_AUTH_EMULATOR: 'true' },
      /Auth Emulator/,
    ],
    ['a demo project without the emulator', { USE_AUTH_EMULATOR: 'false' }, /only works with the Auth Emulator/],
  ])('refuses to start: %s', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('production with a real project and no emulator starts', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', USE_AUTH_EMULATOR: 'false', FIREBASE_PROJECT_ID: 'clearcart-prod' }),
    ).not.toThrow();
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1', ['::1']],
  ])('TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '1; DROP', ''])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('configuration: scaling out (decision 034)', () => {
  const pg = 'postgres://db.internal/clearcart';

  it('photos are read in the app with the embedded store, on the queue with PostgreSQL', () => {
    expect(loadConfig({}).photoWork).toMatchObject({ mode: 'in-process', queueMax: 50, waitMs: 30_000 });
    expect(loadConfig({ DATABASE_URL: pg }).photoWork.mode).toBe('queue');
    expect(loadConfig({ DATABASE_URL: pg, PHOTO_WORK: 'in-process' }).photoWork.mode).toBe('in-process');
  });

  it('refuses a queue or replicas without the PostgreSQL they live in', () => {
    expect(() => loadConfig({ PHOTO_WORK: 'queue' })).toThrow(/PHOTO_WORK=queue needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: pg })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
  });

  it('reads one or more replicas, and a Redis URL', () => {
    const config = loadConfig({
      DATABASE_URL: pg,
      DATABASE_REPLICA_URL: 'postgres://r1.internal/clearcart,postgres://r2.internal/clearcart',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(config.databaseReplicaUrls).toEqual([
      'postgres://r1.internal/clearcart',
      'postgres://r2.internal/clearcart',
    ]);
    expect(config.redisUrl).toBe('redis://cache.internal:6379');
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
  });
});
