import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_LIMITS,
  listExport,
  listItem,
  listPage,
  listReport,
  listsResponse,
  sharedList,
  shareLink,
  shoppingList,
  type ShoppingList,
} from '@clearcart/contracts';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import type { Services } from '../src/services.ts';
import type { Db } from '../src/store/database/db.ts';
import { fixtureProducts, storeKinds } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const alice = { authorization: 'Bearer user:alice' };
const bob = { authorization: 'Bearer user:bob' };
type Headers = Record<string, string>;

describe.each(storeKinds)('lists API (%s)', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await buildTestApp({ kind, products: fixtureProducts }));
  });
  afterAll(() => app.close());

  const create = (headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url: '/api/lists', headers, payload });
  const made = async (headers: Headers, payload: object): Promise<ShoppingList> => {
    const response = await create(headers, payload);
    expect(response.statusCode).toBe(201);
    return shoppingList.parse(response.json());
  };
  const page = async (headers: Headers, id: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/lists/${id}`, headers });
    expect(response.statusCode).toBe(200);
    return listPage.parse(response.json());
  };
  const addItem = (headers: Headers, id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/lists/${id}/items`, headers, payload });
  const overview = async (headers: Headers) => {
    const response = await app.inject({ method: 'GET', url: '/api/lists', headers });
    expect(response.statusCode).toBe(200);
    return listsResponse.parse(response.json()).lists;
  };

  describe('lists: create, rename, delete', () => {
    it('POST /api/lists {name} answers 201 with the new list’s id; GET /api/lists lists it', async () => {
      const response = await create(alice, { name: '  Weekly shop ' });
      expect(response.statusCode).toBe(201);
      const list = shoppingList.parse(response.json());
      expect(list).toMatchObject({ id: expect.any(String), name: 'Weekly shop', share: null, items: [] });
      expect((await overview(alice)).find((l) => l.id === list.id)).toMatchObject({
        name: 'Weekly shop',
        items: 0,
        checked: 0,
        shared: false,
      });
    });

    it('a list moved from a device and sent again (a reload mid-move) is made once; another account makes its own', async () => {
      const payload = { name: 'Picnic', items: [{ text: 'bread' }], device_id: 'device-list-1' };
      const first = await made(alice, payload);
      const again = await create(alice, payload);
      expect(again.statusCode).toBe(200);
      expect(shoppingList.parse(again.json())).toMatchObject({
        id: first.id,
        name: 'Picnic',
        items: [{ text: 'bread' }],
      });
      expect((await overview(alice)).filter((l) => l.name === 'Picnic')).toHaveLength(1);
      expect((await made({ authorization: 'Bearer user:carol' }, payload)).id).not.toBe(first.id);
      // Without a device id, the same name is simply a second list.
      expect((await made(alice, { name: 'Picnic' })).id).not.toBe(first.id);
    });

    it('renames a list, and deletes it with its items (204, then 404)', async () => {
      const list = await made(alice, { name: 'Party', items: [{ text: 'crisps' }] });
      const renamed = await app.inject({
        method: 'PUT',
        url: `/api/lists/${list.id}`,
        headers: alice,
        payload: { name: 'Birthday party' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: list.id, name: 'Birthday party' });
      const gone = await app.inject({ method: 'DELETE', url: `/api/lists/${list.id}`, headers: alice });
      expect(gone.statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: `/api/lists/${list.id}`, headers: alice })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/lists/${list.id}`, headers: alice })).statusCode).toBe(
        404,
      );
      expect(await db.query('SELECT 1 FROM list_items WHERE list_id = $1', [list.id])).toEqual([]);
    });

    it.each<[string, object, string]>([
      ['an empty name', { name: '  ' }, 'name'],
      ['a name over the limit', { name: 'x'.repeat(LIST_LIMITS.name + 1) }, 'name'],
      ['no name', {}, 'name'],
      ['an item with neither product nor text', { name: 'L', items: [{ quantity: 2 }] }, 'items.0'],
      [
        `${LIST_LIMITS.items + 1} items`,
        { name: 'L', items: Array.from({ length: 201 }, () => ({ text: 'x' })) },
        'items',
      ],
    ])('400 for %s', async (_label, body, field) => {
      const response = await create(alice, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining(field) });
    });

    it(`refuses a list past ${LIST_LIMITS.lists} with 409 limit_reached`, async () => {
      const user = { authorization: 'Bearer user:hoarder' };
      for (let i = 0; i < LIST_LIMITS.lists; i++)
        expect((await create(user, { name: `List ${i}` })).statusCode).toBe(201);
      const over = await create(user, { name: 'One more' });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        error: 'limit_reached',
        message: `You can keep at most ${LIST_LIMITS.lists} lists: delete one to make room`,
      });
      expect(await overview(user)).toHaveLength(LIST_LIMITS.lists);
    });
  });

  describe('items', () => {
    let list: ShoppingList;
    beforeAll(async () => {
      list = await made(alice, { name: 'Groceries' });
    });

    it('adds a product (201), free text, and the same product again adds to its quantity', async () => {
      const nutella = await addItem(alice, list.id, { product_id: 'nutella-400g' });
      expect(nutella.statusCode).toBe(201);
      expect(listItem.parse(nutella.json())).toMatchObject({
        product_id: 'nutella-400g',
        text: 'Nutella',
        quantity: 1,
        checked: false,
        product: { name: 'Nutella', brand: 'Nutella' },
      });
      const bread = await addItem(alice, list.id, { text: ' bread ', quantity: 2 });
      expect(bread.json()).toMatchObject({ product_id: null, text: 'bread', quantity: 2 });
      expect(bread.json()).not.toHaveProperty('product');
      const again = await addItem(alice, list.id, { product_id: 'nutella-400g', quantity: 3 });
      expect(again.json()).toMatchObject({ id: nutella.json<{ id: string }>().id, quantity: 4 });
      const { items } = await page(alice, list.id);
      expect(items.map((i) => [i.text, i.quantity])).toEqual([
        ['Nutella', 4],
        ['bread', 2],
      ]);
    });

    it('ticks an item off, changes its quantity, and matches free text to a product later (keeping its text)', async () => {
      const { items } = await page(alice, list.id);
      const bread = items.find((i) => i.text === 'bread')!;
      const put = (payload: object) =>
        app.inject({ method: 'PUT', url: `/api/lists/${list.id}/items/${bread.id}`, headers: alice, payload });
      expect((await put({ checked: true })).json()).toMatchObject({ checked: true, quantity: 2 });
      expect((await put({ quantity: 5 })).json()).toMatchObject({ checked: true, quantity: 5 });
      const matched = await put({ product_id: 'milka-alpine-milk' });
      expect(matched.statusCode).toBe(200);
      expect(matched.json()).toMatchObject({
        product_id: 'milka-alpine-milk',
        text: 'bread',
        product: { name: 'Alpine Milk Chocolate' },
      });
      expect((await put({ product_id: null })).json()).toMatchObject({ product_id: null, text: 'bread' });
      expect((await put({ product_id: 'no-such' })).statusCode).toBe(404);
      expect((await put({})).statusCode).toBe(400);
      expect((await put({ quantity: 0 })).statusCode).toBe(400);
      expect((await put({ quantity: LIST_LIMITS.quantity + 1 })).statusCode).toBe(400);
    });

    it('reorders the items; an order that does not name each item once is 400', async () => {
      await addItem(alice, list.id, { text: 'apples' });
      const { items } = await page(alice, list.id);
      const reversed = items.map((i) => i.id).reverse();
      const order = (item_ids: string[]) =>
        app.inject({ method: 'PUT', url: `/api/lists/${list.id}/order`, headers: alice, payload: { item_ids } });
      const response = await order(reversed);
      expect(response.statusCode).toBe(200);
      expect(shoppingList.parse(response.json()).items.map((i) => i.id)).toEqual(reversed);
      expect((await page(alice, list.id)).items.map((i) => i.id)).toEqual(reversed);
      for (const wrong of [reversed.slice(1), [...reversed, reversed[0]!], [...reversed.slice(1), 'stranger']]) {
        const refused = await order(wrong);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ message: string }>().message).toContain('each of the list');
      }
    });

    it('removes an item (204, then 404)', async () => {
      const { items } = await page(alice, list.id);
      const apples = items.find((i) => i.text === 'apples')!;
      const url = `/api/lists/${list.id}/items/${apples.id}`;
      expect((await app.inject({ method: 'DELETE', url, headers: alice })).statusCode).toBe(204);
      expect((await app.inject({ method: 'DELETE', url, headers: alice })).statusCode).toBe(404);
    });

    it.each<[string, object, number]>([
      ['a product not in the catalog', { product_id: 'no-such-product' }, 404],
      ['neither product nor text', { quantity: 1 }, 400],
      ['a text over the limit', { text: 'x'.repeat(LIST_LIMITS.text + 1) }, 400],
      ['quantity 0', { text: 'eggs', quantity: 0 }, 400],
      ['quantity 1.5', { text: 'eggs', quantity: 1.5 }, 400],
      [`quantity ${LIST_LIMITS.quantity + 1}`, { text: 'eggs', quantity: LIST_LIMITS.quantity + 1 }, 400],
    ])('refuses %s (%i)', async (_label, body, status) => {
      const response = await addItem(alice, list.id, body);
      expect(response.statusCode).toBe(status);
    });

    it(`refuses an item past ${LIST_LIMITS.items} with 409 limit_reached`, async () => {
      const full = await made(alice, {
        name: 'Full',
        items: Array.from({ length: LIST_LIMITS.items }, (_, i) => ({ text: `item ${i}` })),
      });
      const over = await addItem(alice, full.id, { text: 'one more' });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        error: 'limit_reached',
        message: `A list holds at most ${LIST_LIMITS.items} items`,
      });
      await app.inject({ method: 'DELETE', url: `/api/lists/${full.id}`, headers: alice });
    });

    it('keeps an item as its text when its product leaves the catalog', async () => {
      const keep = await made(alice, { name: 'Keep', items: [{ product_id: 'creme-brulee' }] });
      await db.query(`DELETE FROM products WHERE id = 'creme-brulee'`);
      const [item] = (await page(alice, keep.id)).items;
      expect(item).toMatchObject({ product_id: null, text: 'Crème brûlée' });
      expect(item).not.toHaveProperty('product');
    });
  });

  describe('export and import', () => {
    let list: ShoppingList;
    beforeAll(async () => {
      list = await made(alice, {
        name: 'Export me',
        items: [
          { product_id: 'nutella-400g', quantity: 2 },
          { text: 'bread, "sourdough"', checked: true },
          { text: '=HYPERLINK("http://evil")' },
        ],
      });
    });
    const exportAs = (format: string, headers: Headers = alice) =>
      app.inject({ method: 'GET', url: `/api/lists/${list.id}/export?format=${format}`, headers });
    const importFile = (payload: string, type: string, query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/lists/import${query}`,
        headers: { ...alice, 'content-type': type },
        payload,
      });

    it('exports JSON in the documented format, as a download', async () => {
      const response = await exportAs('json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="Export-me.json"');
      const document = listExport.parse(response.json());
      expect(document).toMatchObject({ format: 'clearcart-list', version: 1, name: 'Export me' });
      expect(document.items[0]).toEqual({
        product_id: 'nutella-400g',
        name: 'Nutella',
        brand: 'Nutella',
        text: 'Nutella',
        quantity: 2,
        checked: false,
      });
    });

    it('exports CSV with a header row, quoted cells, and formulas defused', async () => {
      const response = await exportAs('csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.body.split('\r\n')).toEqual([
        '"product_id","name","brand","text","quantity","checked"',
        '"nutella-400g","Nutella","Nutella","Nutella","2","false"',
        '"","","","bread, ""sourdough""","1","true"',
        '"","","","\'=HYPERLINK(""http://evil"")","1","false"',
        '',
      ]);
    });

    it('re-imports both files into new lists with the same items (JSON names it, CSV takes ?name)', async () => {
      const strip = (l: ShoppingList) => l.items.map(({ id: _id, ...rest }) => rest);
      const json = await importFile((await exportAs('json')).body, 'application/json');
      expect(json.statusCode).toBe(201);
      const fromJson = shoppingList.parse(json.json());
      expect(fromJson.name).toBe('Export me');
      expect(strip(fromJson)).toEqual(strip(list));
      const csv = await importFile((await exportAs('csv')).body, 'text/csv', '?name=From%20CSV');
      expect(csv.statusCode).toBe(201);
      const fromCsv = shoppingList.parse(csv.json());
      expect(fromCsv.name).toBe('From CSV');
      expect(strip(fromCsv)).toEqual(strip(list));
    });

    it('imports a hand-written CSV: columns in any order, a product not in the catalog kept as its name', async () => {
      const csv = 'Quantity,Name,Product_ID\r\n3,Mystery bar,not-in-catalog\n1,,coca-cola-330ml\n\n';
      const response = await importFile(csv, 'text/csv');
      expect(response.statusCode).toBe(201);
      const imported = shoppingList.parse(response.json());
      expect(imported.name).toBe('Imported list');
      expect(imported.items.map((i) => [i.product_id, i.text, i.quantity])).toEqual([
        [null, 'Mystery bar', 3],
        ['coca-cola-330ml', 'Coca-Cola Original Taste', 1],
      ]);
    });

    it.each<[string, string, string, string]>([
      ['a quantity that is not a number', 'text,quantity\nmilk,two', 'text/csv', 'Row 2: quantity "two"'],
      ['a bad checked value', 'text,checked\nmilk,maybe', 'text/csv', 'Row 2: checked'],
      ['a row with nothing to add', 'text,quantity\n,2', 'text/csv', 'Row 2: no product_id, name or text'],
      ['a header without the columns', 'a,b\n1,2', 'text/csv', 'names none of product_id'],
      ['an unclosed quote', 'text\n"milk', 'text/csv', 'ends inside a quoted cell'],
      ['JSON of another format', '{"format":"other","version":1,"name":"x","items":[]}', 'application/json', 'format'],
      [
        'too many rows',
        `text\n${Array.from({ length: LIST_LIMITS.items + 1 }, () => 'x').join('\n')}`,
        'text/csv',
        `at most ${LIST_LIMITS.items}`,
      ],
    ])('a file with %s is refused with 400 naming the problem', async (_label, payload, type, message) => {
      const response = await importFile(payload, type);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });

    it('other list routes still refuse CSV bodies (415)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/lists',
        headers: { ...alice, 'content-type': 'text/csv' },
        payload: 'name\nx',
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('share links', () => {
    let list: ShoppingList;
    beforeAll(async () => {
      await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: alice,
        payload: { name: 'Léa', preferences: { health: { allergens: ['tree_nuts'] } } },
      });
      list = await made(alice, { name: 'Shared shop', items: [{ product_id: 'nutella-400g' }, { text: 'milk' }] });
    });
    const share = (headers: Headers = alice) =>
      app.inject({ method: 'POST', url: `/api/lists/${list.id}/share`, headers });
    const open = (token: string) => app.inject({ method: 'GET', url: `/api/lists/shared/${token}` });

    it('gives an unguessable link, the same until revoked, that anyone can open read-only', async () => {
      const first = shareLink.parse((await share()).json());
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(first.path).toBe(`/shared/${first.token}`);
      expect(shareLink.parse((await share()).json()).token).toBe(first.token);
      const opened = await open(first.token);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['x-robots-tag']).toBe('noindex');
      expect(opened.headers['cache-control']).toBe('private, no-store');
      const shown = sharedList.parse(opened.json());
      expect(shown.name).toBe('Shared shop');
      expect(shown.items.map((i) => i.text)).toEqual(['Nutella', 'milk']);
      expect((await page(alice, list.id)).share?.token).toBe(first.token);
    });

    it('reveals nothing else of the account: no people, no alerts, no other list', async () => {
      const { token } = shareLink.parse((await share()).json());
      const body = (await open(token)).body;
      expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['items', 'name', 'updated_at']);
      for (const secret of ['Léa', 'alice', 'tree_nuts', 'alerts', 'profile', 'people', 'Groceries']) {
        expect(body).not.toContain(secret);
      }
    });

    it('revoking stops the link at once; sharing again makes a new one; deleting the list stops it too', async () => {
      const { token: old } = shareLink.parse((await share()).json());
      const revoked = await app.inject({ method: 'DELETE', url: `/api/lists/${list.id}/share`, headers: alice });
      expect(revoked.statusCode).toBe(204);
      expect((await open(old)).statusCode).toBe(404);
      const { token: fresh } = shareLink.parse((await share()).json());
      expect(fresh).not.toBe(old);
      expect((await open(fresh)).statusCode).toBe(200);
      await app.inject({ method: 'DELETE', url: `/api/lists/${list.id}`, headers: alice });
      expect((await open(fresh)).statusCode).toBe(404);
    });

    it('an unknown token is 404', async () => {
      expect((await open('A'.repeat(32))).statusCode).toBe(404);
      expect((await open('x')).json<{ error: string }>().error).toBe('not_found');
    });
  });

  describe('one account never sees or changes another’s lists', () => {
    let list: ShoppingList;
    let item: string;
    beforeAll(async () => {
      list = await made(alice, { name: 'Private', items: [{ product_id: 'nutella-400g' }, { text: 'eggs' }] });
      item = list.items[0]!.id;
    });

    it.each<[string, () => InjectOptions]>([
      ['GET /api/lists/{id}', () => ({ method: 'GET', url: `/api/lists/${list.id}` })],
      ['PUT /api/lists/{id}', () => ({ method: 'PUT', url: `/api/lists/${list.id}`, payload: { name: 'Mine now' } })],
      ['DELETE /api/lists/{id}', () => ({ method: 'DELETE', url: `/api/lists/${list.id}` })],
      [
        'POST /api/lists/{id}/items',
        () => ({ method: 'POST', url: `/api/lists/${list.id}/items`, payload: { text: 'spam' } }),
      ],
      [
        'PUT /api/lists/{id}/items/{item_id}',
        () => ({ method: 'PUT', url: `/api/lists/${list.id}/items/${item}`, payload: { checked: true } }),
      ],
      [
        'DELETE /api/lists/{id}/items/{item_id}',
        () => ({ method: 'DELETE', url: `/api/lists/${list.id}/items/${item}` }),
      ],
      [
        'PUT /api/lists/{id}/order',
        () => ({
          method: 'PUT',
          url: `/api/lists/${list.id}/order`,
          payload: { item_ids: list.items.map((i) => i.id) },
        }),
      ],
      ['POST /api/lists/{id}/share', () => ({ method: 'POST', url: `/api/lists/${list.id}/share` })],
      ['DELETE /api/lists/{id}/share', () => ({ method: 'DELETE', url: `/api/lists/${list.id}/share` })],
      ['GET /api/lists/{id}/export', () => ({ method: 'GET', url: `/api/lists/${list.id}/export?format=csv` })],
    ])('%s with another account’s token: 404, and the list is as it was', async (_label, request) => {
      const before = await page(alice, list.id);
      const response = await app.inject({ ...request(), headers: bob });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Nutella');
      expect(await page(alice, list.id)).toEqual(before);
    });

    it('GET /api/lists shows only your own lists; an item of yours cannot be moved into another’s list', async () => {
      const bobs = await made(bob, { name: 'Bob’s', items: [{ text: 'tea' }] });
      expect((await overview(bob)).map((l) => l.name)).toEqual(['Bob’s']);
      expect((await overview(alice)).map((l) => l.id)).not.toContain(bobs.id);
      // Alice's item id under Bob's list: not found, in either direction.
      const crossed = await app.inject({
        method: 'PUT',
        url: `/api/lists/${bobs.id}/items/${item}`,
        headers: bob,
        payload: { checked: true },
      });
      expect(crossed.statusCode).toBe(404);
      const reverse = await app.inject({
        method: 'DELETE',
        url: `/api/lists/${list.id}/items/${bobs.items[0]!.id}`,
        headers: alice,
      });
      expect(reverse.statusCode).toBe(404);
    });

    it('an import and a new list go to your own account only', async () => {
      const count = (await overview(alice)).length;
      await app.inject({
        method: 'POST',
        url: '/api/lists/import',
        headers: { ...bob, 'content-type': 'text/csv' },
        payload: 'text\nbiscuits',
      });
      await create(bob, { name: 'Another', uid: 'alice' });
      expect(await overview(alice)).toHaveLength(count);
    });
  });

  it.each<[string, InjectOptions]>([
    ['GET /api/lists', { method: 'GET', url: '/api/lists' }],
    ['POST /api/lists', { method: 'POST', url: '/api/lists', payload: { name: 'x' } }],
    ['POST /api/lists/import', { method: 'POST', url: '/api/lists/import', payload: { name: 'x' } }],
    ['GET /api/lists/{id}', { method: 'GET', url: '/api/lists/x' }],
    ['PUT /api/lists/{id}', { method: 'PUT', url: '/api/lists/x', payload: { name: 'x' } }],
    ['DELETE /api/lists/{id}', { method: 'DELETE', url: '/api/lists/x' }],
    ['POST /api/lists/{id}/items', { method: 'POST', url: '/api/lists/x/items', payload: { text: 'x' } }],
    ['PUT /api/lists/{id}/items/{item_id}', { method: 'PUT', url: '/api/lists/x/items/y', payload: { checked: true } }],
    ['DELETE /api/lists/{id}/items/{item_id}', { method: 'DELETE', url: '/api/lists/x/items/y' }],
    ['PUT /api/lists/{id}/order', { method: 'PUT', url: '/api/lists/x/order', payload: { item_ids: [] } }],
    ['POST /api/lists/{id}/share', { method: 'POST', url: '/api/lists/x/share' }],
    ['DELETE /api/lists/{id}/share', { method: 'DELETE', url: '/api/lists/x/share' }],
    ['GET /api/lists/{id}/export', { method: 'GET', url: '/api/lists/x/export' }],
  ])('401 without a token: %s (no-store)', async (_label, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a family of three’s list page (seed catalog)', () => {
  let app: FastifyInstance;
  let services: Services;
  beforeAll(async () => {
    ({ app, services } = await buildTestApp({ products: loadSeedCatalog() }));
    await services.alternatives.refresh();
    const add = (name: string, preferences: object) =>
      app.inject({ method: 'POST', url: '/api/profiles', headers: alice, payload: { name, preferences } });
    await add('Léa', { health: { allergens: ['peanuts'] } });
    await add('Sam', { health: { dietary_restrictions: ['vegan'] } });
  }, 120_000);
  afterAll(() => app.close());

  const ITEMS = [
    { product_id: 'snickers-bar-50g' },
    { product_id: 'nutella-hazelnut-spread-400g', quantity: 2 },
    { product_id: 'coca-cola-original-taste-330ml-can', checked: true },
    { product_id: 'alpro-soya-original-1l' },
    { text: 'bread' },
  ];

  it('shows each item’s scores and whom it raises alerts for, and the basket’s summary', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: alice,
      payload: { name: 'Family', items: ITEMS },
    });
    const id = created.json<{ id: string }>().id;
    const response = await app.inject({ method: 'GET', url: `/api/lists/${id}`, headers: alice });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const shown = listPage.parse(response.json());
    expect(shown.people.map((p) => p.name)).toEqual(['Me', 'Léa', 'Sam']);

    const byText = (text: string) => shown.items.find((i) => i.text.startsWith(text))!;
    const alertedFor = (text: string) => byText(text).alerts.map((a) => a.name);
    expect(alertedFor('Snickers')).toEqual(['Léa', 'Sam']);
    expect(byText('Snickers').alerts[0]?.alerts[0]).toMatchObject({ code: 'allergen:peanuts', severity: 'high' });
    expect(alertedFor('Nutella')).toEqual(['Sam']);
    expect(alertedFor('Alpro')).toEqual([]);
    expect(byText('bread')).toMatchObject({ product_id: null, alerts: [] });
    expect(byText('Coca-Cola').scores.health).toMatchObject({ grade: expect.stringMatching(/[A-E]/) });

    const { summary } = shown;
    expect(summary).toMatchObject({ items: 5, checked: 1, matched: 4 });
    // Conflicts only: an item that cannot be told (no ingredient list) is counted apart.
    expect(summary.people.map((p) => [p.name, p.items_with_alerts])).toEqual([
      ['Me', 0],
      ['Léa', 1],
      ['Sam', 3],
    ]);
    expect(summary.average_scores.environmental?.score).toBeGreaterThan(0);
    // The worst first: the item not for two people, then the one not for one.
    expect(summary.worst.map((w) => [w.name, w.why])).toEqual([
      ['Snickers Bar', 'Not for Léa, Sam'],
      ['Nutella Hazelnut Spread', 'Not for Sam'],
      expect.any(Array),
    ]);
    expect(summary.worst).toHaveLength(3);
    // Better choices raise no alert for anyone in the household.
    const choices = summary.worst.flatMap((w) => w.better_choices.map((c) => c.id));
    expect(choices.length).toBeGreaterThan(0);
    const check = await app.inject({
      method: 'POST',
      url: '/api/profiles/alerts',
      payload: {
        product_ids: choices.slice(0, 20),
        profiles: [
          { name: 'Léa', preferences: { health: { allergens: ['peanuts'] } } },
          { name: 'Sam', preferences: { health: { dietary_restrictions: ['vegan'] } } },
        ],
      },
    });
    const flagged = check
      .json<{ products: { people: { alerts: unknown[] }[] }[] }>()
      .products.flatMap((p) => p.people.flatMap((person) => person.alerts));
    expect(flagged).toEqual([]);
  });

  it('reports a list kept on a device (signed out) the same way, storing nothing', async () => {
    const before = await services.db.query('SELECT count(*)::int AS n FROM lists');
    const response = await app.inject({
      method: 'POST',
      url: '/api/lists/report',
      payload: {
        items: [{ id: 'local-1', product_id: 'snickers-bar-50g' }, { text: 'bread' }, { product_id: 'not-in-catalog' }],
        profiles: [{ name: 'Me' }, { name: 'Léa', preferences: { health: { allergens: ['peanuts'] } } }],
      },
    });
    expect(response.statusCode).toBe(200);
    const report = listReport.parse(response.json());
    expect(report.items.map((i) => i.id)).toEqual(['local-1', '2', '3']);
    expect(report.items[0]).toMatchObject({ product: { name: 'Snickers Bar' }, alerts: [{ name: 'Léa' }] });
    expect(report.items[2]).toMatchObject({ product_id: 'not-in-catalog', alerts: [] });
    expect(report.items[2]).not.toHaveProperty('product');
    expect(report.summary.people).toEqual([
      { name: 'Me', items_with_alerts: 0, items_unsure: 0 },
      { name: 'Léa', items_with_alerts: 1, items_unsure: 0 },
    ]);
    expect(await services.db.query('SELECT count(*)::int AS n FROM lists')).toEqual(before);
  });

  it.each<[string, object]>([
    ['too many items', { items: Array.from({ length: LIST_LIMITS.items + 1 }, () => ({ text: 'x' })) }],
    ['an item with nothing', { items: [{ quantity: 1 }] }],
    ['people of one name', { items: [{ text: 'x' }], profiles: [{ name: 'A' }, { name: 'a' }] }],
  ])('a device list report with %s is 400', async (_label, payload) => {
    const response = await app.inject({ method: 'POST', url: '/api/lists/report', payload });
    expect(response.statusCode).toBe(400);
  });
});
