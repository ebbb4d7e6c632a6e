import { activeRecallsResponse, notificationsResponse, productRecallsResponse } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../src/services.ts';
import type { Db } from '../src/store/database/db.ts';
import { startPushServiceFake, type PushServiceFake } from './fakes/push-service-fake.ts';
import {
  openFdaReport,
  rappelConsoRecord,
  safetyGateAlert,
  safetyGateReport,
  startRecallsFake,
  type RecallsFake,
} from './fakes/recalls-fake.ts';
import { aProduct, fixtureProducts } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const alice = { authorization: 'Bearer user:alice' };
const bob = { authorization: 'Bearer user:bob' };
const carol = { authorization: 'Bearer user:carol' };
const now = () => new Date('2026-11-30T12:00:00Z');

const cheese = aProduct({
  id: 'carrefour-bio-fromage-frais',
  gtin: '3560070542611',
  name: 'Fromage frais 3,2% de matière grasse',
  brand: 'Carrefour Bio',
  category: 'Fromage frais',
  quantity: '500 g',
});
const trout = aProduct({
  id: 'apertifish-truite',
  name: 'Aiguillettes truite fumée citron poivre',
  brand: "Aperti'fish",
  category: 'Poisson fumé',
  quantity: '100 g',
});
// Cosmetics, as Open Beauty Facts records them: one with its barcode, one the alert will name without a barcode.
const lotion = aProduct({
  id: 'fixture-beauty-lotion',
  gtin: '3760012345014',
  name: 'Shea Butter Body Lotion',
  brand: 'Fixture Beauty',
  category: 'Body lotion',
  quantity: '250 ml',
});
const handCream = aProduct({
  id: 'fixture-beauty-hand-cream',
  gtin: '3760012345021',
  name: 'Hand Cream',
  brand: 'Fixture Beauty',
  category: 'Hand cream',
  quantity: '75 ml',
});

describe('recalls reach the people who bought it (fake registers, local push service)', () => {
  let app: FastifyInstance;
  let services: Services;
  let db: Db;
  let registers: RecallsFake;
  let push: PushServiceFake;

  beforeAll(async () => {
    registers = await startRecallsFake();
    push = await startPushServiceFake();
    ({ app, services, db } = await buildTestApp({
      products: [...fixtureProducts, cheese, trout, lotion, handCream],
      providers: {
        recalls: {
          rappelConsoUrl: registers.url,
          fsaAlertsUrl: registers.url,
          openFdaUrl: registers.url,
          safetyGateUrl: registers.url,
          // The schedule never reads during the test (it would race the reads each test makes with `poll`).
          pollMs: 3_600_000,
        },
        http: { recalls: { timeoutMs: 2_000, retries: 0 } },
        now,
      },
    }));
  });
  afterAll(async () => {
    await app.close();
    await registers.close();
    await push.close();
  });

  /** A poll as the schedule makes it: the previous one's period has passed. */
  const poll = async () => {
    await db.query(`UPDATE recall_polls SET checked_at = now() - interval '1 hour'`);
    return services.recalls.pollOnce();
  };

  it('before any read: no recall, and the report can say the registers were never read', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/products/${cheese.id}/recalls` });
    expect(response.statusCode).toBe(200);
    expect(productRecallsResponse.parse(response.json())).toEqual({
      active: [],
      ended: [],
      checkedAt: null,
      sources: ['rappelconso', 'fsa', 'openfda', 'safetygate'],
    });
    expect((await app.inject({ method: 'GET', url: '/api/products/nope/recalls' })).statusCode).toBe(404);
  });

  it('a notice for a product on a list and in a history: report, inbox and push, each once', async () => {
    // Alice keeps the cheese on a list and allows push; Bob looked at it; Carol has nothing to do with it.
    const list = await app.inject({ method: 'POST', url: '/api/lists', headers: alice, payload: { name: 'Courses' } });
    const listId = list.json<{ id: string }>().id;
    await app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: alice,
      payload: { product_id: cheese.id },
    });
    await app.inject({ method: 'POST', url: '/api/history', headers: bob, payload: { product_id: cheese.id } });
    const key = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: alice,
      payload: push.subscription,
    });
    expect(subscribed.statusCode).toBe(204);

    registers.rappelConso = [rappelConsoRecord({ date_de_fin_de_la_procedure_de_rappel: '2027-04-30T00:00:00+00:00' })];
    const [rappel] = await poll();
    expect(rappel).toMatchObject({ source: 'rappelconso', read: 1, changed: 1, matched: 1, notified: 2 });

    const recalls = productRecallsResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${cheese.id}/recalls` })).json(),
    );
    expect(recalls.active).toHaveLength(1);
    expect(recalls.active[0]).toMatchObject({ matchedBy: 'gtin', certainty: 'this-product' });
    expect(recalls.active[0]?.notice).toMatchObject({
      id: '2026-02-0236',
      url: 'https://rappel.conso.gouv.fr/fiche-rappel/21365/interne',
      lots: ['25318'],
    });
    expect(recalls.checkedAt).not.toBeNull();

    // The shopper types the pack's lot/date line: their pack is in the recalled batch, or not.
    const check = async (text: string) =>
      (await app.inject({ method: 'POST', url: `/api/products/${cheese.id}/recalls/check`, payload: { text } })).json<{
        results: { verdict: string }[];
      }>();
    expect((await check('LOT 25318 DLC 06/03/2026')).results).toEqual([
      { source: 'rappelconso', id: '2026-02-0236', verdict: 'in-recall' },
    ]);
    expect((await check('LOT 25400 DLC 20/03/2026')).results[0]?.verdict).toBe('not-in-recall');

    const inbox = async (headers: typeof alice) => {
      const response = await app.inject({ method: 'GET', url: '/api/notifications', headers });
      expect(response.statusCode).toBe(200);
      return notificationsResponse.parse(response.json());
    };
    const aliceInbox = await inbox(alice);
    expect(aliceInbox.unread).toBe(1);
    expect(aliceInbox.notifications[0]).toMatchObject({ productId: cheese.id, read: false, certainty: 'this-product' });
    expect((await inbox(bob)).unread).toBe(1);
    expect((await inbox(carol)).notifications).toEqual([]);

    // The push the browser gets: VAPID-signed, aes128gcm, decrypted here as the browser would.
    expect(push.messages).toHaveLength(1);
    expect(push.messages[0]).toMatchObject({
      encoding: 'aes128gcm',
      body: { kind: 'recall', source: 'rappelconso', noticeId: '2026-02-0236', productId: cheese.id },
    });
    expect(push.messages[0]?.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    // The same notice read again (a register answering it twice, a second poll): nobody is told twice.
    await db.query(`UPDATE recall_polls SET cursor = NULL`);
    const [again] = await poll();
    expect(again).toMatchObject({ read: 1, changed: 0, notified: 0 });
    expect((await inbox(alice)).notifications).toHaveLength(1);
    expect(push.messages).toHaveLength(1);

    // Read, then unread again; another account's ids are left alone.
    const id = aliceInbox.notifications[0]?.id ?? '';
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: alice,
      payload: { ids: [id] },
    });
    expect(notificationsResponse.parse(read.json()).unread).toBe(0);
    await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bob,
      payload: { ids: [id], read: false },
    });
    expect((await inbox(alice)).unread).toBe(0);
  });

  it('a notice without a barcode is matched by brand + name + size, and never attached by guess', async () => {
    registers.rappelConso = [
      rappelConsoRecord({
        id: 21376,
        numero_fiche: '2026-02-0247',
        marque_produit: "aperti'fish",
        libelle: 'aiguillettes truite fumée citron poivre',
        modeles_ou_references: 'aiguillettes truite fumée citron poivre',
        identification_produits: ['', 'cgr42', 'date limite de consommation', '2026-12-06', ''],
        conditionnements: 'barquette 100g',
        date_publication: '2026-11-20T09:00:00+00:00',
        date_de_fin_de_la_procedure_de_rappel: null,
        lien_vers_la_fiche_rappel: 'https://rappel.conso.gouv.fr/fiche-rappel/21376/interne',
      }),
      // A brand the catalog does not have: matched to nothing.
      rappelConsoRecord({
        id: 21366,
        numero_fiche: '2026-02-0237',
        marque_produit: 'sans',
        libelle: 'nouilles royales',
        identification_produits: ['', 'tous les lots', 'non concerné', '', ''],
        date_publication: '2026-11-21T09:00:00+00:00',
        lien_vers_la_fiche_rappel: 'https://rappel.conso.gouv.fr/fiche-rappel/21366/interne',
      }),
    ];
    const [rappel] = await poll();
    expect(rappel).toMatchObject({ changed: 2, matched: 1 });
    const recalls = productRecallsResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${trout.id}/recalls` })).json(),
    );
    expect(recalls.active[0]).toMatchObject({ matchedBy: 'name', certainty: 'this-product' });
    const matched = await db.query<{ product_id: string }>(
      `SELECT product_id FROM recall_matches WHERE notice_id = '2026-02-0237'`,
    );
    expect(matched).toEqual([]);
  });

  it('an EU Safety Gate alert for cosmetics: by barcode, else by brand + name + size, told to the household', async () => {
    await app.inject({ method: 'POST', url: '/api/history', headers: alice, payload: { product_id: lotion.id } });
    await app.inject({ method: 'POST', url: '/api/history', headers: alice, payload: { product_id: handCream.id } });
    const pushed = push.messages.length;
    registers.safetyGate = [
      safetyGateReport(10000331, '20/11/2026', [
        safetyGateAlert(),
        safetyGateAlert({
          order: '2',
          caseNumber: 'SR/01300/26',
          reference: 'https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/10099903',
          product: 'Hand cream',
          name: 'Hand Cream',
          type_numberOfModel: '75 ml tube',
          barcode: '',
          description: 'White cream in a 75 ml tube.',
        }),
      ]),
    ];
    const reports = await poll();
    expect(reports.find((r) => r.source === 'safetygate')).toMatchObject({ read: 2, changed: 2, matched: 2 });
    const recallsOf = async (id: string) =>
      productRecallsResponse.parse((await app.inject({ method: 'GET', url: `/api/products/${id}/recalls` })).json());
    expect((await recallsOf(lotion.id)).active).toMatchObject([
      {
        matchedBy: 'gtin',
        certainty: 'this-product',
        notice: { source: 'safetygate', id: 'SR/01234/26', authority: 'EU Safety Gate (European Commission)' },
      },
    ]);
    expect((await recallsOf(handCream.id)).active).toMatchObject([
      { matchedBy: 'name', certainty: 'this-product', notice: { id: 'SR/01300/26' } },
    ]);
    const inbox = notificationsResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/notifications', headers: alice })).json(),
    );
    expect(inbox.notifications.map((n) => n.productId)).toEqual(expect.arrayContaining([lotion.id, handCream.id]));
    expect(push.messages.slice(pushed).map((m) => (m.body as { source: string }).source)).toEqual([
      'safetygate',
      'safetygate',
    ]);
  });

  it('an ended recall is listed as ended, and tells nobody', async () => {
    registers.openFda = [
      openFdaReport({
        recall_number: 'F-0456-2026',
        status: 'Terminated',
        termination_date: '20261120',
        product_description: 'Nutella hazelnut spread 400 g, UPC 3017620422003',
        report_date: '20261119',
      }),
    ];
    await app.inject({ method: 'POST', url: '/api/history', headers: carol, payload: { product_id: 'nutella-400g' } });
    const reports = await poll();
    expect(reports.find((r) => r.source === 'openfda')).toMatchObject({ changed: 1, matched: 1, notified: 0 });
    const recalls = productRecallsResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/products/nutella-400g/recalls' })).json(),
    );
    expect(recalls.active).toEqual([]);
    expect(recalls.ended[0]?.notice).toMatchObject({ id: 'F-0456-2026', status: 'ended' });
  });

  it('every active recall, for a device to keep offline: the active ones with their products, never an ended one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/recalls/active' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { recalls, checkedAt, sources } = activeRecallsResponse.parse(response.json());
    expect(recalls.map((r) => [r.productId, r.recall.notice.id])).toEqual(
      expect.arrayContaining([[cheese.id, '2026-02-0236']]),
    );
    expect(recalls.every((r) => r.recall.notice.status === 'active')).toBe(true);
    expect(recalls.some((r) => r.productId === 'nutella-400g')).toBe(false);
    // The same answer as each product's own recalls.
    for (const { productId, recall } of recalls) {
      const own = productRecallsResponse.parse(
        (await app.inject({ method: 'GET', url: `/api/products/${productId}/recalls` })).json(),
      );
      expect(own.active).toContainEqual(recall);
    }
    expect(checkedAt).not.toBeNull();
    expect(sources).toEqual(['rappelconso', 'fsa', 'openfda', 'safetygate']);
  });

  it('a register offline: the poll says so and the others are still read', async () => {
    registers.behaviour = 'fail';
    const reports = await poll();
    registers.behaviour = 'ok';
    expect(reports.every((r) => r.error !== undefined)).toBe(true);
    const polls = await services.recalls.repository.polls();
    expect(polls.every((p) => p.error !== null && p.succeededAt !== null)).toBe(true);
  });

  it('the inbox needs a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/notifications/read', headers: alice, payload: { ids: ['x'] } }))
        .statusCode,
    ).toBe(400);
  });
});
