import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  householdAlertsResponse,
  MAX_PROFILES,
  preferences,
  profile,
  profilesResponse,
  type PreferencesInput,
} from '@clearcart/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createServices } from '../src/services.ts';
import { migrate, migrations } from '../src/store/database/migrations.ts';
import { fakeTokens, fixtureProducts, openTestDb, storeKinds } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const alice = { authorization: 'Bearer user:alice' };
const bob = { authorization: 'Bearer user:bob' };

const peanutFree: PreferencesInput = { health: { allergens: ['peanuts', 'tree_nuts'] } };
const vegan: PreferencesInput = { health: { dietary_restrictions: ['vegan'] } };

/** The migration that brought the household: the store as it was before it holds the old preferences table. */
const HOUSEHOLD_MIGRATION = migrations.findIndex((sql) => sql.includes('CREATE TABLE profiles'));

describe.each(storeKinds)('the household migration (%s)', (kind) => {
  it('turns each saved preferences into that account’s first profile, "Me", losing nothing', async () => {
    const db = await openTestDb(kind);
    // A store as it stood before the household: migrate() on a fresh one ran everything, so start again from scratch.
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    expect(HOUSEHOLD_MIGRATION).toBeGreaterThan(0);
    await migrate(db, migrations.slice(0, HOUSEHOLD_MIGRATION));
    const saved = preferences.parse({
      health: { allergens: ['peanuts'], avoid_ingredients: ['palm oil'], sensitivities: { chemicals: 3 } },
      ethical: { animal_testing: 'strongly_avoid', additional_concerns: 'Child labour' },
    });
    await db.query(`INSERT INTO preferences (uid, preferences, updated_at) VALUES ($1, $2, $3)`, [
      'alice',
      JSON.stringify(saved),
      '2026-01-02T03:04:05.000Z',
    ]);
    await db.query(`INSERT INTO preferences (uid, preferences) VALUES ('bob', '{"health":{"allergens":["fish"]}}')`);

    expect(await migrate(db)).toBe(migrations.length - HOUSEHOLD_MIGRATION);
    const rows = await db.query<{ uid: string; name: string; is_primary: boolean; updated_at: Date | string }>(
      'SELECT uid, name, is_primary, updated_at FROM profiles ORDER BY uid',
    );
    expect(rows.map((r) => [r.uid, r.name, r.is_primary])).toEqual([
      ['alice', 'Me', true],
      ['bob', 'Me', true],
    ]);
    expect(new Date(rows[0]!.updated_at).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    // What read the old table still reads the same rows, and what wrote it writes the account holder's profile.
    expect(await db.query(`SELECT uid FROM preferences ORDER BY uid`)).toEqual([{ uid: 'alice' }, { uid: 'bob' }]);
    await db.query(`INSERT INTO preferences (uid, preferences) VALUES ('carol', '{"health":{"allergens":["eggs"]}}')`);
    expect(await db.query(`SELECT name, is_primary FROM profiles WHERE uid = 'carol'`)).toEqual([
      { name: 'Me', is_primary: true },
    ]);

    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), createServices(db, fakeTokens));
    try {
      const read = await app.inject({ method: 'GET', url: '/api/preferences', headers: alice });
      expect(read.json()).toEqual(saved);
      const household = profilesResponse.parse(
        (await app.inject({ method: 'GET', url: '/api/profiles', headers: alice })).json(),
      );
      expect(household.profiles).toEqual([{ id: expect.any(String), name: 'Me', primary: true, preferences: saved }]);
      const bobs = (await app.inject({ method: 'GET', url: '/api/preferences', headers: bob })).json();
      expect(bobs).toEqual(preferences.parse({ health: { allergens: ['fish'] } }));
      const carols = await app.inject({
        method: 'GET',
        url: '/api/preferences',
        headers: { authorization: 'Bearer user:carol' },
      });
      expect(carols.json()).toEqual(preferences.parse({ health: { allergens: ['eggs'] } }));
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe.each(storeKinds)('profiles API (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ kind }));
  });
  afterAll(() => app.close());

  const household = async (headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/api/profiles', headers });
    expect(response.statusCode).toBe(200);
    return profilesResponse.parse(response.json()).profiles;
  };
  const add = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/profiles', headers, payload });
  const change = (headers: Record<string, string>, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/profiles/${id}`, headers, payload });

  it('a new account is one person, "Me", with the default preferences', async () => {
    const user = { authorization: 'Bearer user:newcomer' };
    expect(await household(user)).toEqual([
      { id: expect.any(String), name: 'Me', primary: true, preferences: defaultPreferences() },
    ]);
    // Reading again does not add another.
    expect(await household(user)).toHaveLength(1);
  });

  it('adds people with their preferences: POST answers 201 with the profile and its id, GET lists them in order', async () => {
    const lea = await add(alice, { name: '  Léa ', preferences: peanutFree });
    expect(lea.statusCode).toBe(201);
    const created = profile.parse(lea.json());
    expect(created).toMatchObject({ name: 'Léa', primary: false, preferences: preferences.parse(peanutFree) });
    const sam = await add(alice, { name: 'Sam', preferences: vegan });
    expect(sam.statusCode).toBe(201);
    const people = await household(alice);
    expect(people.map((p) => [p.name, p.primary])).toEqual([
      ['Me', true],
      ['Léa', false],
      ['Sam', false],
    ]);
    expect(people[1]?.id).toBe(created.id);
  });

  it('keeps /api/preferences as the account holder’s own profile, both ways', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers: alice,
      payload: { health: { allergens: ['sesame'] } },
    });
    expect(saved.statusCode).toBe(200);
    const [me] = await household(alice);
    expect(me?.preferences.health.allergens).toEqual(['sesame']);

    const renamed = await change(alice, me!.id, { name: 'Anna', preferences: { health: { allergens: ['eggs'] } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Anna', primary: true });
    const read = await app.inject({ method: 'GET', url: '/api/preferences', headers: alice });
    expect(read.json<{ health: { allergens: string[] } }>().health.allergens).toEqual(['eggs']);
    // The others are untouched.
    expect((await household(alice)).slice(1).map((p) => p.name)).toEqual(['Léa', 'Sam']);
  });

  it('changes a person’s name and preferences; preferences left out become the defaults', async () => {
    const sam = (await household(alice)).find((p) => p.name === 'Sam')!;
    const response = await change(alice, sam.id, { name: 'Samuel' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: sam.id, name: 'Samuel', primary: false, preferences: defaultPreferences() });
    await change(alice, sam.id, { name: 'Sam', preferences: vegan });
  });

  it('409 conflict for a second person of the same name, whatever its case, on adding and on renaming', async () => {
    const twin = await add(alice, { name: 'LÉA' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ error: 'conflict', message: expect.stringContaining('already called "LÉA"') });
    const sam = (await household(alice)).find((p) => p.name === 'Sam')!;
    const rename = await change(alice, sam.id, { name: 'léa', preferences: vegan });
    expect(rename.statusCode).toBe(409);
    expect((await household(alice)).map((p) => p.name)).toEqual(['Anna', 'Léa', 'Sam']);
  });

  it.each<[string, object, string]>([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 40 characters', { name: 'x'.repeat(41) }, 'name'],
    ['no name', { preferences: vegan }, 'name'],
    ['a name that is a number', { name: 7 }, 'name'],
    ['an unknown allergen', { name: 'Kim', preferences: { health: { allergens: ['kiwi'] } } }, 'preferences.health'],
  ])('400 for %s, naming the field', async (_label, body, field) => {
    const response = await add(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining(field) });
  });

  it(`refuses a person past ${MAX_PROFILES} with 409 limit_reached, and takes one again once one leaves`, async () => {
    const user = { authorization: 'Bearer user:bigfamily' };
    for (let i = 1; i < MAX_PROFILES; i++) expect((await add(user, { name: `Child ${i}` })).statusCode).toBe(201);
    const over = await add(user, { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'limit_reached', message: `A household has at most ${MAX_PROFILES} people` });
    const people = await household(user);
    expect(people).toHaveLength(MAX_PROFILES);
    const gone = await app.inject({ method: 'DELETE', url: `/api/profiles/${people[1]!.id}`, headers: user });
    expect(gone.statusCode).toBe(204);
    expect((await add(user, { name: 'One too many' })).statusCode).toBe(201);
  });

  it('removes a person (204, then 404), never the account holder (409)', async () => {
    const user = { authorization: 'Bearer user:leaver' };
    const kim = profile.parse((await add(user, { name: 'Kim' })).json());
    const [me] = await household(user);
    const own = await app.inject({ method: 'DELETE', url: `/api/profiles/${me!.id}`, headers: user });
    expect(own.statusCode).toBe(409);
    expect(own.json<{ error: string }>().error).toBe('conflict');
    expect((await app.inject({ method: 'DELETE', url: `/api/profiles/${kim.id}`, headers: user })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: 'DELETE', url: `/api/profiles/${kim.id}`, headers: user })).statusCode).toBe(
      404,
    );
    expect((await household(user)).map((p) => p.name)).toEqual(['Me']);
  });

  describe('one account never sees or changes another’s household', () => {
    it('GET shows only your own people', async () => {
      const bobs = await household(bob);
      expect(bobs.map((p) => p.name)).toEqual(['Me']);
      expect(JSON.stringify(bobs)).not.toContain('Léa');
    });

    it('PUT and DELETE of another account’s person answer 404 and change nothing', async () => {
      const before = await household(alice);
      const lea = before.find((p) => p.name === 'Léa')!;
      const me = before[0]!;
      for (const target of [lea, me]) {
        expect((await change(bob, target.id, { name: 'Mallory', preferences: {} })).statusCode).toBe(404);
        const removed = await app.inject({ method: 'DELETE', url: `/api/profiles/${target.id}`, headers: bob });
        expect(removed.statusCode).toBe(404);
      }
      expect(await household(alice)).toEqual(before);
    });

    it('POST adds to your own household only, whatever the body says', async () => {
      const response = await add(bob, { name: 'Eve', uid: 'alice', preferences: {} });
      expect(response.statusCode).toBe(201);
      expect((await household(alice)).map((p) => p.name)).not.toContain('Eve');
      expect((await household(bob)).map((p) => p.name)).toContain('Eve');
    });
  });

  it.each<[string, InjectOptions]>([
    ['GET /api/profiles', { method: 'GET', url: '/api/profiles' }],
    ['POST /api/profiles', { method: 'POST', url: '/api/profiles', payload: { name: 'X' } }],
    ['PUT /api/profiles/{id}', { method: 'PUT', url: '/api/profiles/some-id', payload: { name: 'X' } }],
    ['DELETE /api/profiles/{id}', { method: 'DELETE', url: '/api/profiles/some-id' }],
    ['a forged token', { method: 'GET', url: '/api/profiles', headers: { authorization: 'Bearer alice' } }],
  ])('401 without a valid token: %s', async (_label, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: string }>().error).toBe('unauthorized');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  describe('POST /api/profiles/alerts: whom a product is not for', () => {
    const alerts = (payload: object) => app.inject({ method: 'POST', url: '/api/profiles/alerts', payload });
    const family = [
      { id: 'p-me', name: 'Me', preferences: {} },
      { id: 'p-lea', name: 'Léa', preferences: peanutFree },
      { name: 'Sam', preferences: vegan },
    ];

    it('gives each person their alerts, in the household’s order, with no sign-in (a household on a device)', async () => {
      const response = await alerts({ product_ids: ['nutella-400g', 'coca-cola-330ml'], profiles: family });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { products } = householdAlertsResponse.parse(response.json());
      expect(products.map((p) => p.product_id)).toEqual(['nutella-400g', 'coca-cola-330ml']);
      const [nutella, cola] = products;
      expect(nutella?.people.map((p) => p.name)).toEqual(['Me', 'Léa', 'Sam']);
      expect(nutella?.people[0]).toEqual({ profile_id: 'p-me', name: 'Me', alerts: [] });
      expect(nutella?.people[1]?.alerts).toContainEqual(
        expect.objectContaining({ code: 'allergen:tree_nuts', severity: 'high' }),
      );
      expect(nutella?.people[2]).toMatchObject({
        name: 'Sam',
        alerts: [expect.objectContaining({ code: 'diet:vegan' })],
      });
      expect(nutella?.people[2]).not.toHaveProperty('profile_id');
      // No ingredient list on record for the cola: at most "can't tell" (low), never "not for".
      expect(cola?.people.flatMap((p) => p.alerts).every((a) => a.severity === 'low')).toBe(true);
      expect(cola?.people[0]?.alerts).toEqual([]);
    });

    it('leaves out products not in the catalog', async () => {
      const response = await alerts({ product_ids: ['no-such', 'nutella-400g'], profiles: family });
      expect(householdAlertsResponse.parse(response.json()).products.map((p) => p.product_id)).toEqual([
        'nutella-400g',
      ]);
    });

    it.each<[string, object]>([
      ['no products', { product_ids: [], profiles: family }],
      ['21 products', { product_ids: Array.from({ length: 21 }, () => 'nutella-400g'), profiles: family }],
      ['no people', { product_ids: ['nutella-400g'], profiles: [] }],
      [
        `${MAX_PROFILES + 1} people`,
        {
          product_ids: ['nutella-400g'],
          profiles: Array.from({ length: MAX_PROFILES + 1 }, (_, i) => ({ name: `P${i}` })),
        },
      ],
      ['two people of one name', { product_ids: ['nutella-400g'], profiles: [{ name: 'Léa' }, { name: 'léa' }] }],
      ['invalid preferences', { product_ids: ['nutella-400g'], profiles: [{ name: 'X', preferences: { health: 1 } }] }],
    ])('400 for %s', async (_label, body) => {
      const response = await alerts(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('invalid_request');
    });
  });
});

describe('the household with the fixture catalog', () => {
  it('every personal route answers Cache-Control: private, no-store', async () => {
    const { app } = await buildTestApp({ products: fixtureProducts });
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: alice,
        payload: { name: 'Kim' },
      });
      const id = created.json<{ id: string }>().id;
      for (const request of [
        { method: 'GET', url: '/api/profiles', headers: alice },
        { method: 'PUT', url: `/api/profiles/${id}`, headers: alice, payload: { name: 'Kim' } },
        { method: 'DELETE', url: `/api/profiles/${id}`, headers: alice },
      ] as InjectOptions[]) {
        const response = await app.inject(request);
        expect(response.statusCode).toBeLessThan(300);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      expect(created.headers['cache-control']).toBe('private, no-store');
    } finally {
      await app.close();
    }
  });
});
