import { gunzipSync } from 'node:zlib';
import {
  accountExport,
  myProduct,
  notificationsResponse,
  preferences as preferencesSchema,
  profilesResponse,
  shoppingList,
  type AccountExport,
} from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseTokenVerifier } from '../src/auth/token-verifier.ts';
import type { Services } from '../src/services.ts';
import { ACCOUNT_TABLES } from '../src/store/repositories/account-repository.ts';
import type { Db } from '../src/store/database/db.ts';
import { RecallRepository } from '../src/store/repositories/recall-repository.ts';
import { signUpUser, useAuthEmulator, type EmulatorUser } from './auth-emulator.ts';
import { CONTRACT_SHARING } from './contract-my-products-cases.ts';
import { multipartBody, storeKinds } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

// Real accounts and ID tokens from the Auth Emulator `npm test` (or scripts/with-services.mjs) started.
const emulator = process.env.TEST_AUTH_EMULATOR_HOST ? await useAuthEmulator(0) : null;

const auth = (user: EmulatorUser) => ({ authorization: `Bearer ${user.idToken}` });

/** What one shopper keeps, each piece marked with `mark` so a snapshot can be searched for it. */
async function fillAccount(app: FastifyInstance, db: Db, user: EmulatorUser, mark: string) {
  const headers = auth(user);
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json<Record<string, unknown>>();
  };
  await send(
    'POST',
    '/api/preferences',
    { health: { allergens: ['peanuts'], avoid_ingredients: [`${mark}-aspartame`] } },
    200,
  );
  await send('POST', '/api/profiles', { name: `${mark}-Lea`, preferences: { health: { allergens: ['dairy'] } } }, 201);
  await send('POST', '/api/history', { product_id: 'nutella-400g' }, 200);
  const list = shoppingList.parse(
    await send(
      'POST',
      '/api/lists',
      { name: `${mark}-weekly`, items: [{ product_id: 'nutella-400g' }, { text: `${mark}-bread` }] },
      201,
    ),
  );
  const share = (await send('POST', `/api/lists/${list.id}/share`, {}, 200)) as { token: string };
  const read = myProduct.parse(
    await send(
      'POST',
      '/api/my-products',
      {
        facts: {
          kind: 'food',
          name: `${mark}-spread`,
          brand: 'Nocciolata',
          gtin: '8001505005707',
          language: 'en',
          ingredients_text: 'Sugar, hazelnuts 13%, cocoa butter',
        },
      },
      201,
    ),
  );
  const photo = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer();
  const form = multipartBody([
    ['panel', 'front'],
    ['image', { filename: 'front.jpg', type: 'image/jpeg', data: photo }],
  ]);
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/my-products/${read.id}/photos`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  await send('POST', `/api/my-products/${read.id}/share`, { consent: true }, 202);
  // A browser that receives recall messages, and one told of a recall (as the recall service tells one).
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { endpoint: `https://push.example/${mark}`, keys: { p256dh: `${mark}-key`, auth: `${mark}-auth` } },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(204);
  await new RecallRepository(db).upsert({
    source: 'rappelconso',
    id: `${mark}-notice`,
    url: `https://rappel.conso.gouv.fr/fiche-rappel/${mark}`,
    authority: 'RappelConso (DGCCRF/DGAL)',
    country: 'fr',
    language: 'fr',
    publishedAt: '2026-11-30T09:00:00.000Z',
    status: 'active',
    title: `Pâte à tartiner ${mark}`,
    productNames: ['Nutella'],
    gtins: [],
    lots: [],
    allLots: true,
    dates: [],
    quantities: [],
  });
  await db.query(
    `INSERT INTO notifications (uid, source, notice_id, product_id, certainty) VALUES ($1, 'rappelconso', $2, 'nutella-400g', 'this-product')`,
    [user.uid, `${mark}-notice`],
  );
  return { listId: list.id, shareToken: share.token, myProductId: read.id };
}

/** Every base table of the store with a `uid` column: a table keyed by the account that ACCOUNT_TABLES forgot shows here. */
async function tablesWithUid(db: Db): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'uid' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** How many times each text is in a snapshot of the store (the embedded store's files, as `npm run backup` writes them). */
async function inSnapshot(db: Db, texts: string[]): Promise<Record<string, number>> {
  const files = gunzipSync(Buffer.from(await (await db.snapshot!()).arrayBuffer()));
  const counts: Record<string, number> = {};
  for (const text of texts) {
    counts[text] = 0;
    for (let at = files.indexOf(text); at >= 0; at = files.indexOf(text, at + 1)) counts[text]++;
  }
  return counts;
}

describe.skipIf(!emulator).each(storeKinds)('your data, your choice (%s, Auth Emulator)', (kind) => {
  let app: FastifyInstance;
  let services: Services;
  let db: Db;
  beforeAll(async () => {
    const { host, projectId } = emulator!;
    ({ app, services, db } = await buildTestApp({
      kind,
      tokens: firebaseTokenVerifier({ projectId, emulatorHost: host }),
      providers: CONTRACT_SHARING,
    }));
  });
  afterAll(() => app?.close());

  it('answers 401 without a token, or with one that is not a valid ID token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      expect((await app.inject({ method: 'GET', url: '/api/account/export', headers })).statusCode).toBe(401);
      const deleted = await app.inject({ method: 'DELETE', url: '/api/account', headers, payload: { confirm: true } });
      expect(deleted.statusCode).toBe(401);
    }
  });

  it('exports everything kept for the account as one JSON download, and nothing of anyone else', async () => {
    const [alice, bob] = await Promise.all([signUpUser(emulator!.host, 'alice'), signUpUser(emulator!.host, 'bob')]);
    const mine = await fillAccount(app, db, alice, 'alicemark');
    await fillAccount(app, db, bob, 'bobmark');

    const response = await app.inject({ method: 'GET', url: '/api/account/export', headers: auth(alice) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clearcart-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const file: AccountExport = accountExport.parse(response.json());
    expect(response.body).not.toContain('bobmark');
    expect(response.body).not.toContain(bob.uid);

    expect(file.format).toBe('clearcart-account-export');
    expect(file.account).toMatchObject({ uid: alice.uid, email: alice.email });
    expect(file.account.created_at).not.toBeNull();
    // Each part is what the API itself shows the shopper.
    const get = async (url: string) => (await app.inject({ url, headers: auth(alice) })).json<unknown>();
    expect(file.preferences).toEqual(preferencesSchema.parse(await get('/api/preferences')));
    expect(file.household).toEqual(profilesResponse.parse(await get('/api/profiles')).profiles);
    expect(file.household.map((p) => p.name)).toEqual(['Me', 'alicemark-Lea']);
    expect(file.history).toEqual([
      expect.objectContaining({ product_id: 'nutella-400g', name: 'Nutella', brand: 'Nutella' }),
    ]);
    expect(file.lists).toEqual([shoppingList.parse(await get(`/api/lists/${mine.listId}`))]);
    expect(file.lists[0]?.share?.token).toBe(mine.shareToken);
    expect(file.lists[0]?.items.map((item) => item.text)).toEqual(['Nutella', 'alicemark-bread']);
    // The recall inbox as the inbox shows it, and the browser that receives its messages.
    expect(file.notifications).toEqual(notificationsResponse.parse(await get('/api/notifications')).notifications);
    expect(file.notifications.map((n) => n.notice.title)).toEqual(['Pâte à tartiner alicemark']);
    expect(file.push_subscriptions).toEqual([
      { endpoint: 'https://push.example/alicemark', created_at: expect.any(String) },
    ]);
    const [read] = file.my_products;
    expect(file.my_products).toHaveLength(1);
    expect(read).toMatchObject({
      ...myProduct.parse(await get(`/api/my-products/${mine.myProductId}`)),
      in_history: true,
      photos: ['front'],
    });
    expect(read?.share.status).toBe('queued');
    // The photo is the JPEG kept, whole.
    const photo = Buffer.from(read?.photo_files[0]?.base64 ?? '', 'base64');
    expect(read?.photo_files[0]?.panel).toBe('front');
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 120 });
  });

  it('deletes the account: every row in every table keyed by it, its share links, its identity-provider account; others untouched', async () => {
    const [alice, bob] = await Promise.all([signUpUser(emulator!.host, 'alice'), signUpUser(emulator!.host, 'bob')]);
    const mine = await fillAccount(app, db, alice, 'alicegone');
    const theirs = await fillAccount(app, db, bob, 'bobstays');
    const before = await services.accounts.count(alice.uid);
    const bobBefore = await services.accounts.count(bob.uid);
    // Every table filled, so a deletion that missed one would show.
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    // Every table with a uid column is one the deletion knows.
    for (const table of await tablesWithUid(db)) expect(Object.keys(ACCOUNT_TABLES)).toContain(table);

    // Not without saying so.
    for (const payload of [undefined, {}, { confirm: 'yes' }, { confirm: false }]) {
      const refused = await app.inject({ method: 'DELETE', url: '/api/account', headers: auth(alice), payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await services.accounts.count(alice.uid)).toEqual(before);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: auth(alice),
      payload: { confirm: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    // The store: nothing of hers in any table (by the account's keys, and by a uid column wherever one is).
    expect(Object.values(await services.accounts.count(alice.uid))).toEqual(Object.values(ACCOUNT_TABLES).map(() => 0));
    for (const table of await tablesWithUid(db)) {
      expect(await db.query(`SELECT 1 FROM ${table} WHERE uid = $1`, [alice.uid]), table).toEqual([]);
    }
    expect(await db.query('SELECT 1 FROM my_product_photos WHERE product_id = $1', [mine.myProductId])).toEqual([]);
    expect(await db.query('SELECT 1 FROM open_uploads WHERE product_id = $1', [mine.myProductId])).toEqual([]);
    expect(await db.query('SELECT 1 FROM list_items WHERE list_id = $1', [mine.listId])).toEqual([]);
    // Her share link stops at once; his still works.
    expect((await app.inject({ url: `/api/lists/shared/${mine.shareToken}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/lists/shared/${theirs.shareToken}` })).statusCode).toBe(200);
    expect(await services.accounts.count(bob.uid)).toEqual(bobBefore);
    // The identity provider holds no account of hers: her token is refused, and she cannot sign in again.
    expect(await services.tokens.account(alice.uid)).toBeNull();
    expect(await services.tokens.account(bob.uid)).not.toBeNull();
    expect((await app.inject({ url: '/api/preferences', headers: auth(alice) })).statusCode).toBe(401);
    const signIn = await fetch(
      `http://${emulator!.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: alice.email, password: 'correct-horse-42', returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(400);
    expect(await signIn.text()).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);

    // A snapshot taken now holds none of it (the embedded store's files; PostgreSQL's are pg_dump's rows).
    if (db.snapshot) {
      const hers = ['alicegone-weekly', 'alicegone-bread', 'alicegone-Lea', 'alicegone-spread', alice.uid];
      const found = await inSnapshot(db, ['bobstays-weekly', ...hers]);
      expect(found['bobstays-weekly']).toBeGreaterThan(0);
      expect(hers.map((text) => found[text])).toEqual(hers.map(() => 0));
    }
  }, 120_000);

  it('deleting an account that holds nothing in the store still deletes it at the identity provider', async () => {
    const carol = await signUpUser(emulator!.host, 'carol');
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: auth(carol),
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await services.tokens.account(carol.uid)).toBeNull();
  });
});
