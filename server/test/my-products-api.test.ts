import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  historyResponse,
  MY_PRODUCT_LIMITS,
  myProduct,
  myProductsResponse,
  type MyProduct,
  type ShopperFacts,
} from '@clearcart/contracts';
import { buildApp } from '../src/app.ts';
import { firebaseTokenVerifier } from '../src/auth/token-verifier.ts';
import { loadConfig } from '../src/config/env.ts';
import { ShareQueue } from '../src/my-products/share-queue.ts';
import type { ProviderSettings } from '../src/providers/index.ts';
import { OpenFoodFactsWriter } from '../src/providers/open-food-facts-write.ts';
import { USER_AGENT } from '../src/providers/http.ts';
import { createServices, type Services } from '../src/services.ts';
import { openPostgres, type Db } from '../src/store/database/db.ts';
import { migrate } from '../src/store/database/migrations.ts';
import { MyProductRepository } from '../src/store/repositories/my-product-repository.ts';
import { signUpUser, useAuthEmulator } from './auth-emulator.ts';
import { checkResponsesAgainstContract } from './contract.ts';
import { startOpenFoodFactsWriteFake, type WriteFake } from './fakes/open-food-facts-write-fake.ts';
import { fakeTokens, multipartBody, openStoreOnDisk, storeKinds, type StoreKind } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const MB = 1024 * 1024;
const alice = { authorization: 'Bearer user:alice' };
const bob = { authorization: 'Bearer user:bob' };
type Headers = Record<string, string>;
const ACCOUNT = { user: 'clearcart-test', password: 'not-the-real-one' };

/** A hazelnut spread as a shopper confirmed it from its pack (figures of a real one, per 100 g). */
const spread = (gtin?: string): ShopperFacts => ({
  kind: 'food',
  name: 'Hazelnut spread',
  brand: 'Nocciolata',
  category: 'en:hazelnut-spreads',
  ...(gtin ? { gtin } : {}),
  language: 'en',
  ingredients_text: 'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, lecithins (soy)',
  nutrition: {
    basis: '100g',
    energy_kj: 2252,
    energy_kcal: 539,
    fat: 30.9,
    saturated_fat: 10.6,
    carbohydrates: 57.5,
    sugars: 56.3,
    proteins: 6.3,
    salt: 0.107,
  },
});

/** A distinct barcode per test, so uploads of different tests never meet in the fake. */
let gtinCounter = 0;
const newGtin = () => `40${String(Date.now() % 1e9).padStart(9, '0')}${String(++gtinCounter).padStart(2, '0')}`;

/** A photo of `width`×`height` in one colour (each call its own, so Open Food Facts would not take it for a repeat). */
let shade = 0;
const photo = (width = 900, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: { r: (shade += 37) % 256, g: 120, b: 80 } } })
    .png()
    .toBuffer();
const photoForm = (data: Buffer, panel = 'ingredients', type = 'image/png') =>
  multipartBody([
    ['panel', panel],
    ['image', { filename: 'panel.png', type, data }],
  ]);

const sharingOn = (fake: WriteFake, shareQueue: ProviderSettings['shareQueue'] = {}): ProviderSettings => ({
  openFoodFactsWrite: { url: fake.url, ...ACCOUNT },
  shareQueue,
});

describe.each(storeKinds)('my products API (%s)', (kind) => {
  let app: FastifyInstance;
  let services: Services;
  let db: Db;
  let off: FastifyInstance;
  let fake: WriteFake;
  beforeAll(async () => {
    fake = await startOpenFoodFactsWriteFake(ACCOUNT);
    ({ app, services, db } = await buildTestApp({ kind, providers: sharingOn(fake) }));
    ({ app: off } = await buildTestApp({ kind }));
  });
  afterAll(async () => {
    await Promise.all([app?.close(), off?.close()]);
    await fake?.close();
  });

  const create = (headers: Headers, facts: unknown) =>
    app.inject({ method: 'POST', url: '/api/my-products', headers, payload: { facts } as object });
  const made = async (facts: ShopperFacts, headers: Headers = alice): Promise<MyProduct> => {
    const response = await create(headers, facts);
    expect(response.statusCode, response.body).toBe(201);
    return myProduct.parse(response.json());
  };
  const read = async (id: string, headers: Headers = alice): Promise<MyProduct> => {
    const response = await app.inject({ method: 'GET', url: `/api/my-products/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return myProduct.parse(response.json());
  };
  const share = (id: string, headers: Headers = alice, target = app) =>
    target.inject({ method: 'POST', url: `/api/my-products/${id}/share`, headers, payload: { consent: true } });
  const addPhoto = (id: string, data: Buffer, panel = 'ingredients', headers: Headers = alice, type = 'image/png') => {
    const form = photoForm(data, panel, type);
    return app.inject({
      method: 'POST',
      url: `/api/my-products/${id}/photos`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  /** Sends what is due and waits until the queue has settled. */
  const settle = () => services.myProducts.queue!.run();
  const requestsFor = (gtin: string) => fake.requests.filter((r) => r.fields.code === gtin);

  describe('keeping', () => {
    it('POST keeps a read product (201), privately; GET lists it newest first and says sharing is available', async () => {
      const first = await made(spread());
      const second = await made({ ...spread(), name: 'Cocoa spread' });
      expect(first).toMatchObject({
        facts: spread(),
        photos: [],
        share: { status: 'not_shared', attempts: 0, last_error: null, sent_at: null, url: null },
      });
      const response = await app.inject({ method: 'GET', url: '/api/my-products', headers: alice });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const list = myProductsResponse.parse(response.json());
      expect(list.sharing_available).toBe(true);
      const ids = list.items.map((p) => p.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(await read(first.id)).toEqual(first);
    });

    it('PUT changes the facts (200); the change is read back', async () => {
      const product = await made(spread());
      const response = await app.inject({
        method: 'PUT',
        url: `/api/my-products/${product.id}`,
        headers: alice,
        payload: { facts: { ...spread(), name: 'Hazelnut spread, less sugar' } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await read(product.id)).facts.name).toBe('Hazelnut spread, less sugar');
    });

    it('DELETE removes it (204), then 404', async () => {
      const product = await made(spread());
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/my-products/${product.id}`, headers: alice })).statusCode,
      ).toBe(204);
      const again = await app.inject({ method: 'GET', url: `/api/my-products/${product.id}`, headers: alice });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: 'not_found' });
    });

    it("another shopper's product is 404 on every route, and not in their list", async () => {
      const product = await made(spread(newGtin()));
      const url = `/api/my-products/${product.id}`;
      const answers = await Promise.all([
        app.inject({ method: 'GET', url, headers: bob }),
        app.inject({ method: 'PUT', url, headers: bob, payload: { facts: spread() } }),
        app.inject({ method: 'DELETE', url, headers: bob }),
        addPhoto(product.id, await photo(), 'front', bob),
        share(product.id, bob),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
      const list = myProductsResponse.parse(
        (await app.inject({ method: 'GET', url: '/api/my-products', headers: bob })).json(),
      );
      expect(list.items.map((p) => p.id)).not.toContain(product.id);
      // Still Alice's, unchanged.
      expect(await read(product.id)).toEqual(product);
    });

    it('refuses what is not valid: no token 401, bad facts 400, an id that is no id 400, impossible figures 422', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/my-products' })).statusCode).toBe(401);
      expect((await create({}, spread())).statusCode).toBe(401);
      const empty = await create(alice, { kind: 'food', name: 'Crisps' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: 'invalid_request' });
      expect((await create(alice, { ...spread(), kind: 'toy' })).statusCode).toBe(400);
      expect((await create(alice, { ...spread(), gtin: '12345' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/my-products/abc', headers: alice })).statusCode).toBe(400);
      const impossible = await create(alice, { ...spread(), nutrition: { basis: '100g', fat: 2, saturated_fat: 12 } });
      expect(impossible.statusCode).toBe(422);
      expect(impossible.json()).toMatchObject({ error: 'implausible_facts' });
    });

    it(`keeps at most ${MY_PRODUCT_LIMITS.products} per account: one more is 409 limit_reached`, async () => {
      const headers = { authorization: 'Bearer user:carol' };
      await made(spread(), headers);
      // The rest written straight to the store: the limit is the point, not 199 evaluations.
      await db.query(
        `INSERT INTO my_products (id, uid, facts)
         SELECT gen_random_uuid()::text, 'carol', facts FROM my_products, generate_series(2, $1) WHERE uid = 'carol'`,
        [MY_PRODUCT_LIMITS.products],
      );
      const over = await create(headers, spread());
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        error: 'limit_reached',
        message: `You can keep at most ${MY_PRODUCT_LIMITS.products} products read from their packages: delete one to make room`,
      });
      // Another account is not affected.
      await made(spread(), { authorization: 'Bearer user:dave' });
    });
  });

  describe('in the history', () => {
    const history = async (headers: Headers = alice) => {
      const response = await app.inject({ method: 'GET', url: '/api/history', headers });
      expect(response.statusCode).toBe(200);
      return historyResponse.parse(response.json()).entries;
    };

    it('a saved product is in the history as mine:<id>, with its scores; forgetting the entry keeps the product', async () => {
      const headers = { authorization: 'Bearer user:erin' };
      const product = await made(spread(), headers);
      const [entry] = await history(headers);
      expect(entry).toMatchObject({
        product_id: `mine:${product.id}`,
        my_product_id: product.id,
        name: 'Hazelnut spread',
        brand: 'Nocciolata',
      });
      expect(entry?.scores.health?.grade).toMatch(/^[A-E]$/);
      const forget = await app.inject({ method: 'DELETE', url: `/api/history/mine:${product.id}`, headers });
      expect(forget.statusCode).toBe(204);
      expect(await history(headers)).toEqual([]);
      expect((await read(product.id, headers)).id).toBe(product.id);
      // Opened again: back in the history.
      const back = await app.inject({
        method: 'POST',
        url: '/api/history',
        headers,
        payload: { product_id: `mine:${product.id}` },
      });
      expect(back.statusCode).toBe(200);
      expect((await history(headers)).map((e) => e.my_product_id)).toEqual([product.id]);
    });

    it('deleting the product removes its history entry; another shopper never sees it', async () => {
      const headers = { authorization: 'Bearer user:frank' };
      const product = await made(spread(), headers);
      expect(await history(bob)).not.toContainEqual(expect.objectContaining({ my_product_id: product.id }));
      await app.inject({ method: 'DELETE', url: `/api/my-products/${product.id}`, headers });
      expect(await history(headers)).toEqual([]);
      expect((await app.inject({ method: 'DELETE', url: `/api/history/mine:${product.id}`, headers })).statusCode).toBe(
        404,
      );
    });

    it('scores made by an older engine are made again before the history shows them', async () => {
      const headers = { authorization: 'Bearer user:gina' };
      const product = await made(spread(), headers);
      const [before] = await history(headers);
      await db.query(`UPDATE my_products SET scores = '{}', score_version = 'old' WHERE id = $1`, [product.id]);
      const [after] = await history(headers);
      expect(after?.scores).toEqual(before?.scores);
    });
  });

  describe('photos', () => {
    it('keeps one photo per panel (201), replaced on a new upload, as an upright bounded JPEG without metadata', async () => {
      const product = await made(spread());
      const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#fafafa' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'taken-at-home-secret' } })
        .toBuffer();
      expect(wide.includes('taken-at-home-secret')).toBe(true);
      const first = await addPhoto(product.id, wide, 'ingredients');
      expect(first.statusCode, first.body).toBe(201);
      expect(myProduct.parse(first.json()).photos).toEqual(['ingredients']);
      const second = await addPhoto(product.id, await photo(), 'ingredients');
      expect(second.statusCode).toBe(201);
      const third = await addPhoto(product.id, await photo(), 'nutrition');
      expect(myProduct.parse(third.json()).photos).toEqual(['ingredients', 'nutrition']);
      const rows = await db.query<{ panel: string; image: Uint8Array }>(
        'SELECT panel, image FROM my_product_photos WHERE product_id = $1 ORDER BY panel',
        [product.id],
      );
      expect(rows.map((r) => r.panel)).toEqual(['ingredients', 'nutrition']);
      // The wide one, kept first, was replaced; check what keeping does on another upload of it.
      await addPhoto(product.id, wide, 'front');
      const [front] = await db.query<{ image: Uint8Array }>(
        `SELECT image FROM my_product_photos WHERE product_id = $1 AND panel = 'front'`,
        [product.id],
      );
      const kept = Buffer.from(front!.image);
      const meta = await sharp(kept).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(MY_PRODUCT_LIMITS.photoSide);
      expect(meta.exif).toBeUndefined();
      expect(kept.includes('taken-at-home-secret')).toBe(false);
    });

    it('refuses as other photos: 413 over 5 MB, 415 not an image, 422 unreadable, 400 unknown panel or no image', async () => {
      const product = await made(spread());
      const big = await addPhoto(product.id, Buffer.alloc(5 * MB + 1, 7));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ error: 'file_too_large' });
      const text = await addPhoto(product.id, Buffer.from('hello, not a photo'), 'ingredients', alice, 'image/jpeg');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({ error: 'not_an_image' });
      const png = await photo(64, 64);
      const broken = await addPhoto(product.id, png.subarray(0, 40));
      expect(broken.statusCode).toBe(422);
      expect(broken.json()).toMatchObject({ error: 'unreadable_image' });
      expect((await addPhoto(product.id, png, 'back')).statusCode).toBe(400);
      const form = multipartBody([['panel', 'front']]);
      const none = await app.inject({
        method: 'POST',
        url: `/api/my-products/${product.id}/photos`,
        payload: form.payload,
        headers: { ...form.headers, ...alice },
      });
      expect(none.statusCode).toBe(400);
      expect((await read(product.id)).photos).toEqual([]);
    });
  });

  describe('sharing with Open Food Facts', () => {
    it('is off without an account: 503 sharing_off, and the list says so', async () => {
      const response = await off.inject({
        method: 'POST',
        url: '/api/my-products',
        headers: alice,
        payload: { facts: spread(newGtin()) },
      });
      const product = myProduct.parse(response.json());
      const refused = await share(product.id, alice, off);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error: 'sharing_off',
        message: 'Sharing with Open Food Facts is not set up on this server',
      });
      const list = myProductsResponse.parse(
        (await off.inject({ method: 'GET', url: '/api/my-products', headers: alice })).json(),
      );
      expect(list.sharing_available).toBe(false);
    });

    it('needs a barcode (422), a food or drink (422) and consent (400)', async () => {
      const noBarcode = await made(spread());
      const refused = await share(noBarcode.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: 'cannot_share',
        message: 'Open Food Facts files products by barcode: add the barcode to share it',
      });
      const soap = await made({
        kind: 'cosmetic',
        name: 'Soap',
        gtin: newGtin(),
        ingredients_text: 'Sodium palmate, aqua',
      });
      expect((await share(soap.id)).statusCode).toBe(422);
      const product = await made(spread(newGtin()));
      const noConsent = await app.inject({
        method: 'POST',
        url: `/api/my-products/${product.id}/share`,
        headers: alice,
        payload: { consent: false },
      });
      expect(noConsent.statusCode).toBe(400);
      expect((await read(product.id)).share.status).toBe('not_shared');
    });

    it('uploads the fields, then each photo, to the write API with the account and a User-Agent; then it is sent', async () => {
      const gtin = newGtin();
      const product = await made(spread(gtin));
      for (const panel of ['ingredients', 'nutrition', 'front']) {
        expect((await addPhoto(product.id, await photo(), panel)).statusCode).toBe(201);
      }
      const queued = await share(product.id);
      expect(queued.statusCode).toBe(202);
      expect(myProduct.parse(queued.json()).share.status).toMatch(/^(queued|sent)$/);
      await settle();
      const sent = await read(product.id);
      expect(sent.share).toMatchObject({
        status: 'sent',
        attempts: 1,
        last_error: null,
        url: `${fake.url}/product/${gtin}`,
      });
      expect(sent.share.sent_at).not.toBeNull();
      const requests = requestsFor(gtin);
      console.info(
        `Open Food Facts write fake, an upload (${kind}):\n  ${fake.log().slice(-requests.length).join('\n  ')}`,
      );
      expect(requests.map((r) => r.path)).toEqual([
        '/cgi/product_jqm2.pl',
        '/cgi/product_image_upload.pl',
        '/cgi/product_image_upload.pl',
        '/cgi/product_image_upload.pl',
      ]);
      expect(requests.every((r) => r.userAgent === USER_AGENT && r.fields.user_id === ACCOUNT.user)).toBe(true);
      expect(requests.every((r) => r.status === 200)).toBe(true);
      expect(requests[0]?.fields).toMatchObject({
        code: gtin,
        lc: 'en',
        lang: 'en',
        product_name_en: 'Hazelnut spread',
        add_brands: 'Nocciolata',
        add_categories: 'en:hazelnut-spreads',
        ingredients_text_en: spread().ingredients_text,
        nutrition_data_per: '100g',
        'nutriment_energy-kj': '2252',
        'nutriment_energy-kj_unit': 'kJ',
        'nutriment_energy-kcal': '539',
        'nutriment_energy-kcal_unit': 'kcal',
        nutriment_fat: '30.9',
        'nutriment_saturated-fat': '10.6',
        nutriment_carbohydrates: '57.5',
        nutriment_sugars: '56.3',
        nutriment_proteins: '6.3',
        nutriment_salt: '0.107',
        nutriment_salt_unit: 'g',
      });
      expect(requests.slice(1).map((r) => [r.fields.imagefield, r.files[0]?.field, r.files[0]?.type])).toEqual([
        ['front_en', 'imgupload_front_en', 'image/jpeg'],
        ['ingredients_en', 'imgupload_ingredients_en', 'image/jpeg'],
        ['nutrition_en', 'imgupload_nutrition_en', 'image/jpeg'],
      ]);
      expect([...(fake.products.get(gtin)?.images.keys() ?? [])]).toEqual([
        'front_en',
        'ingredients_en',
        'nutrition_en',
      ]);
    });

    it('a failed try is tried again later (exponential backoff), sending only what Open Food Facts lacks', async () => {
      const gtin = newGtin();
      const product = await made(spread(gtin));
      await addPhoto(product.id, await photo(), 'ingredients');
      await addPhoto(product.id, await photo(), 'nutrition');
      // The fields are taken; the first photo's request meets a failing server.
      fake.failNext(1, 'http', '/cgi/product_image_upload.pl');
      await share(product.id);
      await settle();
      const waiting = await read(product.id);
      expect(waiting.share).toMatchObject({
        status: 'queued',
        attempts: 1,
        last_error: 'Open Food Facts (uploads): HTTP 502',
      });
      const [due] = await db.query<{ wait: number }>(
        `SELECT extract(epoch FROM next_attempt_at - now())::float8 AS wait FROM open_uploads WHERE product_id = $1`,
        [product.id],
      );
      // The first wait is a minute (the default base): not tried again at once.
      expect(due!.wait).toBeGreaterThan(30);
      expect(due!.wait).toBeLessThanOrEqual(60);
      expect(services.myProducts.queue!.delayAfter(2)).toBe(120_000);
      expect(services.myProducts.queue!.delayAfter(30)).toBe(6 * 60 * 60_000);
      await settle();
      expect(requestsFor(gtin)).toHaveLength(2);
      // The minute has passed.
      await db.query('UPDATE open_uploads SET next_attempt_at = now() WHERE product_id = $1', [product.id]);
      await settle();
      const sent = await read(product.id);
      expect(sent.share).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      const requests = requestsFor(gtin);
      console.info(
        `Open Food Facts write fake, a retry (${kind}):\n  ${fake.log().slice(-requests.length).join('\n  ')}`,
      );
      expect(requests.map((r) => [r.path, r.fields.imagefield ?? '', r.status])).toEqual([
        ['/cgi/product_jqm2.pl', '', 200],
        ['/cgi/product_image_upload.pl', 'ingredients_en', 502],
        ['/cgi/product_image_upload.pl', 'ingredients_en', 200],
        ['/cgi/product_image_upload.pl', 'nutrition_en', 200],
      ]);
    });

    it('a lost connection is tried again too; a photo Open Food Facts already has counts as sent', async () => {
      const gtin = newGtin();
      const product = await made(spread(gtin));
      const picture = await photo();
      await addPhoto(product.id, picture, 'front');
      fake.failNext(1, 'drop', '/cgi/product_jqm2.pl');
      await share(product.id);
      await settle();
      expect((await read(product.id)).share).toMatchObject({ status: 'queued', attempts: 1 });
      await db.query('UPDATE open_uploads SET next_attempt_at = now() WHERE product_id = $1', [product.id]);
      await settle();
      expect((await read(product.id)).share.status).toBe('sent');
      // Shared again (after a change): the same photo is refused as already sent, and that is no failure.
      await app.inject({
        method: 'PUT',
        url: `/api/my-products/${product.id}`,
        headers: alice,
        payload: { facts: { ...spread(gtin), brand: 'Nocciolata Bio' } },
      });
      await share(product.id);
      await settle();
      const again = await read(product.id);
      expect(again.share).toMatchObject({ status: 'sent', attempts: 1 });
      const last = requestsFor(gtin).at(-1);
      expect(last?.answer).toContain('This picture has already been sent.');
      expect(fake.products.get(gtin)?.fields.add_brands).toBe('Nocciolata Bio');
    });

    it('two senders on one store never send the same upload twice', async () => {
      const gtins = [newGtin(), newGtin(), newGtin(), newGtin()];
      for (const gtin of gtins) {
        const product = await made(spread(gtin));
        await db.query(`INSERT INTO open_uploads (product_id, status) VALUES ($1, 'queued')`, [product.id]);
      }
      const writer = () => new OpenFoodFactsWriter({ url: fake.url, ...ACCOUNT });
      const senders = [0, 1, 2].map(() => new ShareQueue(new MyProductRepository(db), writer(), { autoStart: false }));
      await Promise.all(senders.map((sender) => sender.run()));
      for (const gtin of gtins) {
        expect(requestsFor(gtin).map((r) => r.path)).toEqual(['/cgi/product_jqm2.pl']);
      }
      const rows = await db.query<{ status: string }>(
        `SELECT u.status FROM open_uploads u JOIN my_products m ON m.id = u.product_id WHERE m.facts->>'gtin' = ANY($1)`,
        [gtins],
      );
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    });

    it('deleting the product removes an upload not yet sent: nothing more goes to Open Food Facts', async () => {
      const gtin = newGtin();
      const product = await made(spread(gtin));
      fake.failNext(1, 'http', '/cgi/product_jqm2.pl');
      await share(product.id);
      await settle();
      expect((await read(product.id)).share.status).toBe('queued');
      await app.inject({ method: 'DELETE', url: `/api/my-products/${product.id}`, headers: alice });
      expect(await db.query('SELECT 1 FROM open_uploads WHERE product_id = $1', [product.id])).toEqual([]);
      await db.query('UPDATE open_uploads SET next_attempt_at = now()');
      await settle();
      expect(requestsFor(gtin).map((r) => r.status)).toEqual([502]);
    });
  });
});

/** A store that outlives one app: on disk for PGlite, a database of its own on PostgreSQL. */
async function durableStore(kind: StoreKind): Promise<{ open: () => Promise<Db>; drop: () => void }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'clearcart-my-products-'));
    return { open: () => openStoreOnDisk(dir), drop: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { open: () => openPostgres(url.replace(/\/[^/]*$/, `/${name}`)), drop: () => undefined };
}

async function appOn(db: Db, providers: ProviderSettings) {
  await migrate(db);
  const services = createServices(db, fakeTokens, undefined, providers);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), services);
  checkResponsesAgainstContract(app);
  return { app, services };
}

describe.each(storeKinds)('uploads survive a restart (%s)', (kind) => {
  let fake: WriteFake;
  let store: Awaited<ReturnType<typeof durableStore>>;
  beforeAll(async () => {
    fake = await startOpenFoodFactsWriteFake(ACCOUNT);
    store = await durableStore(kind);
  });
  afterAll(async () => {
    await fake?.close();
    store?.drop();
  });

  it('an upload queued before the app stopped is sent by the next app on the same store, and a change that makes it impossible ends it', async () => {
    const gtin = newGtin();
    const settings = sharingOn(fake, { autoStart: false });
    // The first app queues uploads and stops before its sender gets to them.
    const first = await appOn(await store.open(), settings);
    const facts = spread(gtin);
    const product = myProduct.parse(
      (await first.app.inject({ method: 'POST', url: '/api/my-products', headers: alice, payload: { facts } })).json(),
    );
    const form = photoForm(await photo(), 'nutrition');
    const kept = await first.app.inject({
      method: 'POST',
      url: `/api/my-products/${product.id}/photos`,
      payload: form.payload,
      headers: { ...form.headers, ...alice },
    });
    expect(kept.statusCode).toBe(201);
    const soap = myProduct.parse(
      (
        await first.app.inject({
          method: 'POST',
          url: '/api/my-products',
          headers: alice,
          payload: { facts: spread(newGtin()) },
        })
      ).json(),
    );
    for (const id of [product.id, soap.id]) {
      const queued = await first.app.inject({
        method: 'POST',
        url: `/api/my-products/${id}/share`,
        headers: alice,
        payload: { consent: true },
      });
      expect(queued.statusCode).toBe(202);
    }
    // Changed to a product Open Food Facts does not take, after it was queued.
    await first.app.inject({
      method: 'PUT',
      url: `/api/my-products/${soap.id}`,
      headers: alice,
      payload: {
        facts: {
          kind: 'household',
          name: 'Washing-up liquid',
          gtin: soap.facts.gtin,
          ingredients_text: 'Aqua, sodium laureth sulfate',
        },
      },
    });
    await first.app.close();
    expect(fake.requests).toEqual([]);

    // The next app starts its sender when ready: nothing calls it here.
    const second = await appOn(await store.open(), sharingOn(fake));
    await second.app.ready();
    const shareOf = async (id: string) =>
      myProduct.parse(
        (await second.app.inject({ method: 'GET', url: `/api/my-products/${id}`, headers: alice })).json(),
      ).share;
    await vi.waitFor(async () => expect((await shareOf(product.id)).status).toBe('sent'), {
      timeout: 20_000,
      interval: 50,
    });
    await vi.waitFor(async () => expect((await shareOf(soap.id)).status).toBe('failed'), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await shareOf(soap.id)).toMatchObject({ last_error: 'Open Food Facts takes food and drinks only' });
    expect(fake.requests.map((r) => [r.path, r.fields.code])).toEqual([
      ['/cgi/product_jqm2.pl', gtin],
      ['/cgi/product_image_upload.pl', gtin],
    ]);
    await second.app.close();
  });
});

describe('configuration of sharing', () => {
  it('is off unless both OPENFOODFACTS_WRITE_USER and _PASSWORD are set; the uploads go to the public service by default', () => {
    expect(loadConfig({}).providers.openFoodFactsWrite).toBeUndefined();
    expect(() => loadConfig({ OPENFOODFACTS_WRITE_USER: 'someone' })).toThrow(
      /set both OPENFOODFACTS_WRITE_USER and OPENFOODFACTS_WRITE_PASSWORD/,
    );
    expect(
      loadConfig({ OPENFOODFACTS_WRITE_USER: 'someone', OPENFOODFACTS_WRITE_PASSWORD: 'secret' }).providers
        .openFoodFactsWrite,
    ).toEqual({ url: 'https://world.openfoodfacts.org', user: 'someone', password: 'secret' });
    expect(
      loadConfig({
        OPENFOODFACTS_WRITE_USER: 'someone',
        OPENFOODFACTS_WRITE_PASSWORD: 'secret',
        OPENFOODFACTS_WRITE_URL: 'http://127.0.0.1:8099',
      }).providers.openFoodFactsWrite?.url,
    ).toBe('http://127.0.0.1:8099');
  });

  it('wrong credentials are refused by Open Food Facts (403) and tried again later, not dropped', async () => {
    const fake = await startOpenFoodFactsWriteFake(ACCOUNT);
    const { app, services, db } = await buildTestApp({
      providers: { openFoodFactsWrite: { url: fake.url, user: ACCOUNT.user, password: 'wrong' } },
    });
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/my-products',
        headers: alice,
        payload: { facts: spread(newGtin()) },
      });
      const { id } = myProduct.parse(created.json());
      await app.inject({
        method: 'POST',
        url: `/api/my-products/${id}/share`,
        headers: alice,
        payload: { consent: true },
      });
      await services.myProducts.queue!.run();
      const { share: state } = myProduct.parse(
        (await app.inject({ method: 'GET', url: `/api/my-products/${id}`, headers: alice })).json(),
      );
      expect(state).toMatchObject({ status: 'queued', attempts: 1 });
      expect(state.last_error).toMatch(/refused the account/);
      expect(fake.requests.map((r) => r.status)).toEqual([403]);
      expect(await db.query(`SELECT 1 FROM open_uploads WHERE next_attempt_at > now()`)).toHaveLength(1);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

// Real users and real ID tokens when `npm test` started an Auth Emulator; firebase-admin verifies them.
const emulator = process.env.TEST_AUTH_EMULATOR_HOST ? await useAuthEmulator(0) : null;

describe.skipIf(!emulator)('my products with real tokens (Auth Emulator)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { host, projectId } = emulator!;
    ({ app } = await buildTestApp({ tokens: firebaseTokenVerifier({ projectId, emulatorHost: host }) }));
  });
  afterAll(() => app?.close());

  it("one shopper's read product is theirs alone: 404 for another, 401 without a token", async () => {
    const [owner, other] = await Promise.all([signUpUser(emulator!.host, 'mine'), signUpUser(emulator!.host, 'other')]);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const created = await app.inject({
      method: 'POST',
      url: '/api/my-products',
      headers: auth(owner.idToken),
      payload: { facts: spread() },
    });
    expect(created.statusCode).toBe(201);
    const { id } = myProduct.parse(created.json());
    const url = `/api/my-products/${id}`;
    expect((await app.inject({ method: 'GET', url, headers: auth(owner.idToken) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: auth(other.idToken) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: auth(other.idToken) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
