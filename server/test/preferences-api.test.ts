import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences, preferences, type PreferencesInput } from '@clearcart/contracts';
import { buildApp } from '../src/app.ts';
import { firebaseTokenVerifier, type TokenVerifier } from '../src/auth/token-verifier.ts';
import { loadConfig } from '../src/config/env.ts';
import { createServices } from '../src/services.ts';
import { migrate } from '../src/store/database/migrations.ts';
import { signUpUser, useAuthEmulator, type EmulatorUser } from './auth-emulator.ts';
import { openStoreOnDisk } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

// Real users and real ID tokens from the Auth Emulator; firebase-admin verifies them as in production.
const emulator = await useAuthEmulator(9402);

const sample: PreferencesInput = {
  health: {
    allergens: ['peanuts', 'sesame'],
    dietary_restrictions: ['vegan'],
    sensitivities: { chemicals: 2, preservatives: 5, artificial_additives: 0 },
    avoid_ingredients: ['palm oil', 'maltodextrin'],
  },
  environment: { certifications: ['organic'], ingredients_to_avoid: ['microbeads'] },
  ethical: { certifications: ['fair_trade'], animal_testing: 'strongly_avoid', additional_concerns: 'Child labour' },
};

describe.skipIf(!emulator)('preferences API with real tokens (Auth Emulator)', () => {
  const { host, projectId } = emulator ?? { host: '', projectId: '' };
  let tokens: TokenVerifier;
  let app: FastifyInstance;

  beforeAll(async () => {
    tokens = firebaseTokenVerifier({ projectId, emulatorHost: host });
    ({ app } = await buildTestApp({ tokens }));
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
  });

  const auth = (user: EmulatorUser) => ({ authorization: `Bearer ${user.idToken}` });
  const read = (target: FastifyInstance, user: EmulatorUser) =>
    target.inject({ method: 'GET', url: '/api/preferences', headers: auth(user) });
  const save = (target: FastifyInstance, user: EmulatorUser, payload: unknown) =>
    target.inject({ method: 'POST', url: '/api/preferences', headers: auth(user), payload: payload as object });

  describe('reading and saving', () => {
    it('a new user reads the defaults: no allergens, sensitivities 0, animal testing neutral', async () => {
      const user = await signUpUser(host, 'fresh');
      const response = await read(app, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(defaultPreferences());
      expect(response.json()).toMatchObject({
        health: { allergens: [], sensitivities: { chemicals: 0, preservatives: 0, artificial_additives: 0 } },
        ethical: { animal_testing: 'neutral', additional_concerns: '' },
      });
    });

    it('saves the full shape and reads back exactly what was acknowledged', async () => {
      const user = await signUpUser(host, 'full');
      const saved = await save(app, user, sample);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(preferences.parse(sample));
      const loaded = await read(app, user);
      expect(loaded.json()).toEqual(saved.json());
    });

    it('a later save replaces the earlier one, it does not merge into it', async () => {
      const user = await signUpUser(host, 'replace');
      await save(app, user, sample);
      await save(app, user, { health: { allergens: ['fish'] } });
      const loaded = (await read(app, user)).json<ReturnType<typeof defaultPreferences>>();
      expect(loaded.health.allergens).toEqual(['fish']);
      expect(loaded.health.dietary_restrictions).toEqual([]);
      expect(loaded.ethical.animal_testing).toBe('neutral');
    });

    it('fills missing sections with defaults and drops unknown fields', async () => {
      const user = await signUpUser(host, 'partial');
      const response = await save(app, user, { health: { allergens: ['eggs'] }, isAdmin: true, uid: 'someone-else' });
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(body).toEqual({
        ...defaultPreferences(),
        health: { ...defaultPreferences().health, allergens: ['eggs'] },
      });
      expect(body).not.toHaveProperty('isAdmin');
      expect(body).not.toHaveProperty('uid');
    });

    it('keeps the language the shopper chose, and refuses one the app does not speak', async () => {
      const user = await signUpUser(host, 'language');
      expect((await read(app, user)).json()).not.toHaveProperty('language');
      const saved = await save(app, user, { ...sample, language: 'fr' });
      expect(saved.statusCode).toBe(200);
      expect((await read(app, user)).json()).toMatchObject({
        language: 'fr',
        health: { allergens: ['peanuts', 'sesame'] },
      });
      const refused = await save(app, user, { ...sample, language: 'pt' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect((await read(app, user)).json()).toMatchObject({ language: 'fr' });
    });

    it('trims text lists, drops empty entries and repeats, and de-duplicates ids', async () => {
      const user = await signUpUser(host, 'tidy');
      const response = await save(app, user, {
        health: {
          allergens: ['peanuts', 'soy', 'peanuts'],
          dietary_restrictions: ['vegan', 'vegan'],
          avoid_ingredients: ['  palm oil ', '', '   ', 'Palm Oil', 'maltodextrin'],
        },
        environment: { certifications: ['organic', 'organic'], ingredients_to_avoid: [' microbeads', 'microbeads '] },
      });
      expect(response.statusCode).toBe(200);
      const stored = (await read(app, user)).json<ReturnType<typeof defaultPreferences>>();
      expect(stored.health.allergens).toEqual(['peanuts', 'soy']);
      expect(stored.health.dietary_restrictions).toEqual(['vegan']);
      expect(stored.health.avoid_ingredients).toEqual(['palm oil', 'maltodextrin']);
      expect(stored.environment).toEqual({ certifications: ['organic'], ingredients_to_avoid: ['microbeads'] });
    });
  });

  describe('one account never sees or changes another', () => {
    it("A's token never reads or overwrites B's preferences", async () => {
      const a = await signUpUser(host, 'alice');
      const b = await signUpUser(host, 'bob');
      expect(a.uid).not.toBe(b.uid);

      // A saves; B still reads the defaults.
      expect((await save(app, a, { health: { allergens: ['peanuts'] } })).statusCode).toBe(200);
      expect((await read(app, b)).json()).toEqual(defaultPreferences());

      // B saves; A still reads its own.
      expect(
        (await save(app, b, { health: { allergens: ['shellfish'], dietary_restrictions: ['keto'] } })).statusCode,
      ).toBe(200);
      const aNow = (await read(app, a)).json<ReturnType<typeof defaultPreferences>>();
      expect(aNow.health).toMatchObject({ allergens: ['peanuts'], dietary_restrictions: [] });

      // A saves again; B's are untouched.
      await save(app, a, { health: { allergens: ['dairy'] } });
      const bNow = (await read(app, b)).json<ReturnType<typeof defaultPreferences>>();
      expect(bNow.health).toMatchObject({ allergens: ['shellfish'], dietary_restrictions: ['keto'] });
    });

    it('a uid in the body or the query changes nothing: only the verified token says who you are', async () => {
      const a = await signUpUser(host, 'alice2');
      const b = await signUpUser(host, 'bob2');
      await save(app, b, { health: { allergens: ['fish'] } });
      await app.inject({
        method: 'POST',
        url: `/api/preferences?uid=${b.uid}`,
        headers: auth(a),
        payload: { uid: b.uid, health: { allergens: ['wheat'] } },
      });
      const bRead = await app.inject({ method: 'GET', url: `/api/preferences?uid=${b.uid}`, headers: auth(b) });
      expect(bRead.json()).toMatchObject({ health: { allergens: ['fish'] } });
      const aRead = await app.inject({ method: 'GET', url: `/api/preferences?uid=${b.uid}`, headers: auth(a) });
      expect(aRead.json()).toMatchObject({ health: { allergens: ['wheat'] } });
    });
  });

  describe('validation: 400 naming the field at fault, nothing stored', () => {
    let user: EmulatorUser;
    beforeAll(async () => {
      user = await signUpUser(host, 'validate');
      await save(app, user, sample);
    });

    const long = (n: number, make: (i: number) => string = (i) => `ingredient ${i}`) =>
      Array.from({ length: n }, (_, i) => make(i));

    it.each<[string, unknown, string]>([
      ['an unknown allergen id', { health: { allergens: ['peanuts', 'kiwi'] } }, 'health.allergens.1'],
      ['an unknown diet id', { health: { dietary_restrictions: ['carnivore'] } }, 'health.dietary_restrictions.0'],
      ['an unknown certification', { environment: { certifications: ['green'] } }, 'environment.certifications.0'],
      [
        'an ethical certification in the wrong list',
        { ethical: { certifications: ['organic'] } },
        'ethical.certifications.0',
      ],
      ['an unknown animal-testing stance', { ethical: { animal_testing: 'sometimes' } }, 'ethical.animal_testing'],
      ['sensitivity 6', { health: { sensitivities: { chemicals: 6 } } }, 'health.sensitivities.chemicals'],
      ['sensitivity -1', { health: { sensitivities: { preservatives: -1 } } }, 'health.sensitivities.preservatives'],
      [
        'sensitivity 2.5',
        { health: { sensitivities: { artificial_additives: 2.5 } } },
        'health.sensitivities.artificial_additives',
      ],
      ['sensitivity as text', { health: { sensitivities: { chemicals: '3' } } }, 'health.sensitivities.chemicals'],
      ['allergens as a string', { health: { allergens: 'peanuts' } }, 'health.allergens'],
      ['an allergen that is a number', { health: { allergens: [1] } }, 'health.allergens.0'],
      ['health as a list', { health: [] }, 'health'],
      ['additional concerns as a list', { ethical: { additional_concerns: ['x'] } }, 'ethical.additional_concerns'],
      ['51 ingredients to avoid', { health: { avoid_ingredients: long(51) } }, 'health.avoid_ingredients'],
      [
        '51 environmental ingredients',
        { environment: { ingredients_to_avoid: long(51) } },
        'environment.ingredients_to_avoid',
      ],
      [
        'an ingredient of 101 characters',
        { health: { avoid_ingredients: ['x'.repeat(101)] } },
        'health.avoid_ingredients.0',
      ],
      ['31 allergen entries', { health: { allergens: long(31, () => 'peanuts') } }, 'health.allergens'],
      [
        'additional concerns over 2000 characters',
        { ethical: { additional_concerns: 'x'.repeat(2001) } },
        'ethical.additional_concerns',
      ],
    ])('400 for %s, naming %s', async (_label, body, field) => {
      const response = await save(app, user, body);
      expect(response.statusCode).toBe(400);
      const error = response.json<{ error: string; message: string }>();
      expect(error.error).toBe('invalid_request');
      expect(error.message).toContain(`${field}:`);
      // A rejected write leaves the saved preferences as they were.
      expect((await read(app, user)).json()).toEqual(preferences.parse(sample));
    });

    it('the limits themselves are accepted: 50 ingredients of 100 characters, sensitivities 0 and 5', async () => {
      const other = await signUpUser(host, 'limits');
      const response = await save(app, other, {
        health: {
          avoid_ingredients: long(50, (i) => `${i}`.padEnd(100, 'x')),
          sensitivities: { chemicals: 0, preservatives: 5 },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<ReturnType<typeof defaultPreferences>>().health.avoid_ingredients).toHaveLength(50);
    });

    it.each([
      ['a JSON array', '[]', 'application/json'],
      ['a JSON string', '"peanuts"', 'application/json'],
      ['broken JSON', '{"health":', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
      ['a form body', 'health=peanuts', 'application/x-www-form-urlencoded'],
    ])('4xx with {error, message} for %s', async (_label, payload, type) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/preferences',
        headers: { ...auth(user), 'content-type': type },
        payload,
      });
      expect([400, 415]).toContain(response.statusCode);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
      expect((await read(app, user)).json()).toEqual(preferences.parse(sample));
    });
  });

  describe('durability', () => {
    it('a write acknowledged with 200 survives closing and reopening the store', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'clearcart-prefs-'));
      const open = async () => {
        const db = await openStoreOnDisk(dir);
        await migrate(db);
        return buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), createServices(db, tokens));
      };
      try {
        const user = await signUpUser(host, 'durable');
        const first = await open();
        const acknowledged = await save(first, user, sample);
        expect(acknowledged.statusCode).toBe(200);
        await first.close(); // closes the store too

        const second = await open();
        try {
          const loaded = await read(second, user);
          expect(loaded.statusCode).toBe(200);
          expect(loaded.json()).toEqual(acknowledged.json());
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('it survives a crash too: a copy of the data folder taken right after the 200, store still open, has it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'clearcart-prefs-'));
      const crashed = mkdtempSync(join(tmpdir(), 'clearcart-prefs-crash-'));
      const open = async (at: string) => {
        const db = await openStoreOnDisk(at);
        await migrate(db);
        return buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), createServices(db, tokens));
      };
      try {
        const user = await signUpUser(host, 'crash');
        const running = await open(dir);
        const acknowledged = await save(running, user, sample);
        expect(acknowledged.statusCode).toBe(200);
        // What a power cut would leave on disk: the folder as it is now, without a clean shutdown.
        cpSync(dir, crashed, { recursive: true });
        await running.close();

        const recovered = await open(crashed);
        try {
          expect((await read(recovered, user)).json()).toEqual(acknowledged.json());
        } finally {
          await recovered.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(crashed, { recursive: true, force: true });
      }
    });
  });
});
