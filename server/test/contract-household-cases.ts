// The contract test's cases for the household and lists routes: one request for every (operation, status)
// pair they declare. Kept beside contract.test.ts, which spreads them into its CASES.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LIST_LIMITS, MAX_PROFILES } from '@clearcart/contracts';

type AppKind = 'normal' | 'busy' | 'limited' | 'broken';
type Case = [pair: string, app: AppKind, request: () => InjectOptions | Promise<InjectOptions>];

const MB = 1024 * 1024;
const user = { authorization: 'Bearer user:alice' };
const json = (body: string, headers: Record<string, string> = {}) => ({
  payload: body,
  headers: { 'content-type': 'application/json', ...headers },
});
const tooLarge = (headers: Record<string, string> = user) => json(`{"x":"${'a'.repeat(2 * MB)}"}`, headers);
const notJson = (headers: Record<string, string> = user) => ({
  payload: 'x',
  // Fastify reads text/plain itself, and the import reads text/csv: XML is what no route takes.
  headers: { 'content-type': 'application/xml', ...headers },
});
const alerts = {
  product_ids: ['nutella-400g'],
  profiles: [{ name: 'Léa', preferences: { health: { allergens: ['tree_nuts'] } } }],
};
const report = { items: [{ product_id: 'nutella-400g' }, { text: 'bread' }] };

/** Spends the limited app's allowance on the household's limited routes (refused with 415, but counted). */
export async function exhaustHouseholdLimits(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 120; i++) await app.inject({ method: 'POST', url: '/api/profiles/alerts', ...notJson({}) });
  for (let i = 0; i < 30; i++) await app.inject({ method: 'POST', url: '/api/lists/report', ...notJson({}) });
}

/** The cases; `normal` is the app most of them run on, for what a request needs to exist first. */
export function householdCases(normal: () => FastifyInstance): Case[] {
  let counter = 0;
  const inject = (options: InjectOptions) => normal().inject(options);
  /** A fresh account of the normal app, so cases do not meet each other's data. */
  const someone = () => ({ authorization: `Bearer user:contract${++counter}` });
  const aList = async (
    headers: Record<string, string> = user,
    payload: object = { name: 'Weekly', items: [{ text: 'bread' }] },
  ) =>
    (await inject({ method: 'POST', url: '/api/lists', headers, payload })).json<{
      id: string;
      items: { id: string }[];
    }>();
  const aProfile = async (headers: Record<string, string>, name: string) =>
    (await inject({ method: 'POST', url: '/api/profiles', headers, payload: { name } })).json<{ id: string }>();
  /** An account at its limit of lists. */
  const fullOfLists = async () => {
    const headers = someone();
    for (let i = 0; i < LIST_LIMITS.lists; i++) await aList(headers, { name: `List ${i}` });
    return headers;
  };

  return [
    ['GET /api/profiles 200', 'normal', () => ({ url: '/api/profiles', headers: user })],
    ['GET /api/profiles 400', 'normal', () => ({ url: '/api/profiles?x=%00', headers: user })],
    ['GET /api/profiles 401', 'normal', () => ({ url: '/api/profiles' })],
    ['GET /api/profiles 500', 'broken', () => ({ url: '/api/profiles', headers: user })],
    ['POST /api/profiles 201', 'normal', () => ({ url: '/api/profiles', ...json('{"name":"Léa"}', someone()) })],
    ['POST /api/profiles 400', 'normal', () => ({ url: '/api/profiles', ...json('{"name":""}', user) })],
    ['POST /api/profiles 401', 'normal', () => ({ url: '/api/profiles', ...json('{"name":"Léa"}') })],
    [
      'POST /api/profiles 409',
      'normal',
      async () => {
        const headers = someone();
        for (let i = 1; i < MAX_PROFILES; i++) await aProfile(headers, `Person ${i}`);
        return { url: '/api/profiles', ...json('{"name":"One too many"}', headers) };
      },
    ],
    ['POST /api/profiles 413', 'normal', () => ({ url: '/api/profiles', ...tooLarge() })],
    ['POST /api/profiles 415', 'normal', () => ({ url: '/api/profiles', ...notJson() })],
    ['POST /api/profiles 500', 'broken', () => ({ url: '/api/profiles', ...json('{"name":"Léa"}', user) })],
    [
      'PUT /api/profiles/{id} 200',
      'normal',
      async () => {
        const headers = someone();
        const { id } = await aProfile(headers, 'Sam');
        return { url: `/api/profiles/${id}`, ...json('{"name":"Samuel"}', headers) };
      },
    ],
    ['PUT /api/profiles/{id} 400', 'normal', () => ({ url: '/api/profiles/x', ...json('{"name":7}', user) })],
    ['PUT /api/profiles/{id} 401', 'normal', () => ({ url: '/api/profiles/x', ...json('{"name":"x"}') })],
    ['PUT /api/profiles/{id} 404', 'normal', () => ({ url: '/api/profiles/no-such', ...json('{"name":"x"}', user) })],
    [
      'PUT /api/profiles/{id} 409',
      'normal',
      async () => {
        const headers = someone();
        await aProfile(headers, 'Léa');
        const { id } = await aProfile(headers, 'Sam');
        return { url: `/api/profiles/${id}`, ...json('{"name":"Léa"}', headers) };
      },
    ],
    ['PUT /api/profiles/{id} 413', 'normal', () => ({ url: '/api/profiles/x', ...tooLarge() })],
    ['PUT /api/profiles/{id} 415', 'normal', () => ({ url: '/api/profiles/x', ...notJson() })],
    ['PUT /api/profiles/{id} 500', 'broken', () => ({ url: '/api/profiles/x', ...json('{"name":"x"}', user) })],
    [
      'DELETE /api/profiles/{id} 204',
      'normal',
      async () => {
        const headers = someone();
        const { id } = await aProfile(headers, 'Kim');
        return { url: `/api/profiles/${id}`, headers };
      },
    ],
    ['DELETE /api/profiles/{id} 400', 'normal', () => ({ url: '/api/profiles/%E0%A4%A', headers: user })],
    ['DELETE /api/profiles/{id} 401', 'normal', () => ({ url: '/api/profiles/x' })],
    ['DELETE /api/profiles/{id} 404', 'normal', () => ({ url: '/api/profiles/no-such', headers: user })],
    [
      'DELETE /api/profiles/{id} 409',
      'normal',
      async () => {
        const headers = someone();
        const { profiles } = (await inject({ url: '/api/profiles', headers })).json<{ profiles: { id: string }[] }>();
        return { url: `/api/profiles/${profiles[0]?.id}`, headers };
      },
    ],
    ['DELETE /api/profiles/{id} 500', 'broken', () => ({ url: '/api/profiles/x', headers: user })],
    [
      'POST /api/profiles/alerts 200',
      'normal',
      () => ({ url: '/api/profiles/alerts', ...json(JSON.stringify(alerts)) }),
    ],
    ['POST /api/profiles/alerts 400', 'normal', () => ({ url: '/api/profiles/alerts', ...json('{"product_ids":[]}') })],
    ['POST /api/profiles/alerts 413', 'normal', () => ({ url: '/api/profiles/alerts', ...tooLarge({}) })],
    ['POST /api/profiles/alerts 415', 'normal', () => ({ url: '/api/profiles/alerts', ...notJson({}) })],
    [
      'POST /api/profiles/alerts 429',
      'limited',
      () => ({ url: '/api/profiles/alerts', ...json(JSON.stringify(alerts)) }),
    ],
    [
      'POST /api/profiles/alerts 500',
      'broken',
      () => ({ url: '/api/profiles/alerts', ...json(JSON.stringify(alerts)) }),
    ],

    ['GET /api/lists 200', 'normal', () => ({ url: '/api/lists', headers: user })],
    ['GET /api/lists 400', 'normal', () => ({ url: '/api/lists?x=%00', headers: user })],
    ['GET /api/lists 401', 'normal', () => ({ url: '/api/lists' })],
    ['GET /api/lists 500', 'broken', () => ({ url: '/api/lists', headers: user })],
    [
      'POST /api/lists 200',
      'normal',
      async () => {
        // A list moved from a device, sent again (a reload during the move): answered as it is.
        const moved = json('{"name":"Picnic","device_id":"local-picnic"}', someone());
        await inject({ method: 'POST', url: '/api/lists', ...moved });
        return { url: '/api/lists', ...moved };
      },
    ],
    ['POST /api/lists 201', 'normal', () => ({ url: '/api/lists', ...json('{"name":"Weekly"}', user) })],
    ['POST /api/lists 400', 'normal', () => ({ url: '/api/lists', ...json('{"name":""}', user) })],
    ['POST /api/lists 401', 'normal', () => ({ url: '/api/lists', ...json('{"name":"Weekly"}') })],
    [
      'POST /api/lists 409',
      'normal',
      async () => ({ url: '/api/lists', ...json('{"name":"More"}', await fullOfLists()) }),
    ],
    ['POST /api/lists 413', 'normal', () => ({ url: '/api/lists', ...tooLarge() })],
    ['POST /api/lists 415', 'normal', () => ({ url: '/api/lists', ...notJson() })],
    ['POST /api/lists 500', 'broken', () => ({ url: '/api/lists', ...json('{"name":"Weekly"}', user) })],
    [
      'POST /api/lists/import 201',
      'normal',
      () => ({
        url: '/api/lists/import?name=Mine',
        payload: 'text\nbread',
        headers: { 'content-type': 'text/csv', ...user },
      }),
    ],
    [
      'POST /api/lists/import 400',
      'normal',
      () => ({
        url: '/api/lists/import',
        payload: 'text,quantity\nbread,lots',
        headers: { 'content-type': 'text/csv', ...user },
      }),
    ],
    [
      'POST /api/lists/import 401',
      'normal',
      () => ({ url: '/api/lists/import', payload: 'text\nx', headers: { 'content-type': 'text/csv' } }),
    ],
    [
      'POST /api/lists/import 409',
      'normal',
      async () => ({
        url: '/api/lists/import',
        payload: 'text\nx',
        headers: { 'content-type': 'text/csv', ...(await fullOfLists()) },
      }),
    ],
    ['POST /api/lists/import 413', 'normal', () => ({ url: '/api/lists/import', ...tooLarge() })],
    ['POST /api/lists/import 415', 'normal', () => ({ url: '/api/lists/import', ...notJson() })],
    [
      'POST /api/lists/import 500',
      'broken',
      () => ({ url: '/api/lists/import', payload: 'text\nx', headers: { 'content-type': 'text/csv', ...user } }),
    ],
    ['GET /api/lists/{id} 200', 'normal', async () => ({ url: `/api/lists/${(await aList()).id}`, headers: user })],
    ['GET /api/lists/{id} 400', 'normal', () => ({ url: '/api/lists/%E0%A4%A', headers: user })],
    ['GET /api/lists/{id} 401', 'normal', () => ({ url: '/api/lists/x' })],
    ['GET /api/lists/{id} 404', 'normal', () => ({ url: '/api/lists/no-such', headers: user })],
    ['GET /api/lists/{id} 500', 'broken', () => ({ url: '/api/lists/x', headers: user })],
    [
      'PUT /api/lists/{id} 200',
      'normal',
      async () => ({ url: `/api/lists/${(await aList()).id}`, ...json('{"name":"Renamed"}', user) }),
    ],
    ['PUT /api/lists/{id} 400', 'normal', () => ({ url: '/api/lists/x', ...json('{"name":""}', user) })],
    ['PUT /api/lists/{id} 401', 'normal', () => ({ url: '/api/lists/x', ...json('{"name":"x"}') })],
    ['PUT /api/lists/{id} 404', 'normal', () => ({ url: '/api/lists/no-such', ...json('{"name":"x"}', user) })],
    ['PUT /api/lists/{id} 413', 'normal', () => ({ url: '/api/lists/x', ...tooLarge() })],
    ['PUT /api/lists/{id} 415', 'normal', () => ({ url: '/api/lists/x', ...notJson() })],
    ['PUT /api/lists/{id} 500', 'broken', () => ({ url: '/api/lists/x', ...json('{"name":"x"}', user) })],
    ['DELETE /api/lists/{id} 204', 'normal', async () => ({ url: `/api/lists/${(await aList()).id}`, headers: user })],
    ['DELETE /api/lists/{id} 400', 'normal', () => ({ url: '/api/lists/%E0%A4%A', headers: user })],
    ['DELETE /api/lists/{id} 401', 'normal', () => ({ url: '/api/lists/x' })],
    ['DELETE /api/lists/{id} 404', 'normal', () => ({ url: '/api/lists/no-such', headers: user })],
    ['DELETE /api/lists/{id} 500', 'broken', () => ({ url: '/api/lists/x', headers: user })],
    [
      'POST /api/lists/{id}/items 201',
      'normal',
      async () => ({ url: `/api/lists/${(await aList()).id}/items`, ...json('{"product_id":"nutella-400g"}', user) }),
    ],
    [
      'POST /api/lists/{id}/items 400',
      'normal',
      () => ({ url: '/api/lists/x/items', ...json('{"quantity":2}', user) }),
    ],
    ['POST /api/lists/{id}/items 401', 'normal', () => ({ url: '/api/lists/x/items', ...json('{"text":"x"}') })],
    [
      'POST /api/lists/{id}/items 404',
      'normal',
      () => ({ url: '/api/lists/no-such/items', ...json('{"text":"x"}', user) }),
    ],
    [
      'POST /api/lists/{id}/items 409',
      'normal',
      async () => {
        const full = await aList(user, {
          name: 'Full',
          items: Array.from({ length: LIST_LIMITS.items }, () => ({ text: 'x' })),
        });
        return { url: `/api/lists/${full.id}/items`, ...json('{"text":"one more"}', user) };
      },
    ],
    ['POST /api/lists/{id}/items 413', 'normal', () => ({ url: '/api/lists/x/items', ...tooLarge() })],
    ['POST /api/lists/{id}/items 415', 'normal', () => ({ url: '/api/lists/x/items', ...notJson() })],
    ['POST /api/lists/{id}/items 500', 'broken', () => ({ url: '/api/lists/x/items', ...json('{"text":"x"}', user) })],
    [
      'PUT /api/lists/{id}/items/{item_id} 200',
      'normal',
      async () => {
        const list = await aList();
        return { url: `/api/lists/${list.id}/items/${list.items[0]?.id}`, ...json('{"checked":true}', user) };
      },
    ],
    ['PUT /api/lists/{id}/items/{item_id} 400', 'normal', () => ({ url: '/api/lists/x/items/y', ...json('{}', user) })],
    [
      'PUT /api/lists/{id}/items/{item_id} 401',
      'normal',
      () => ({ url: '/api/lists/x/items/y', ...json('{"checked":true}') }),
    ],
    [
      'PUT /api/lists/{id}/items/{item_id} 404',
      'normal',
      () => ({ url: '/api/lists/x/items/y', ...json('{"checked":true}', user) }),
    ],
    ['PUT /api/lists/{id}/items/{item_id} 413', 'normal', () => ({ url: '/api/lists/x/items/y', ...tooLarge() })],
    ['PUT /api/lists/{id}/items/{item_id} 415', 'normal', () => ({ url: '/api/lists/x/items/y', ...notJson() })],
    [
      'PUT /api/lists/{id}/items/{item_id} 500',
      'broken',
      () => ({ url: '/api/lists/x/items/y', ...json('{"checked":true}', user) }),
    ],
    [
      'DELETE /api/lists/{id}/items/{item_id} 204',
      'normal',
      async () => {
        const list = await aList();
        return { url: `/api/lists/${list.id}/items/${list.items[0]?.id}`, headers: user };
      },
    ],
    [
      'DELETE /api/lists/{id}/items/{item_id} 400',
      'normal',
      () => ({ url: '/api/lists/x/items/%E0%A4%A', headers: user }),
    ],
    ['DELETE /api/lists/{id}/items/{item_id} 401', 'normal', () => ({ url: '/api/lists/x/items/y' })],
    ['DELETE /api/lists/{id}/items/{item_id} 404', 'normal', () => ({ url: '/api/lists/x/items/y', headers: user })],
    ['DELETE /api/lists/{id}/items/{item_id} 500', 'broken', () => ({ url: '/api/lists/x/items/y', headers: user })],
    [
      'PUT /api/lists/{id}/order 200',
      'normal',
      async () => {
        const list = await aList();
        return {
          url: `/api/lists/${list.id}/order`,
          ...json(JSON.stringify({ item_ids: list.items.map((i) => i.id) }), user),
        };
      },
    ],
    [
      'PUT /api/lists/{id}/order 400',
      'normal',
      () => ({ url: '/api/lists/x/order', ...json('{"item_ids":"a"}', user) }),
    ],
    ['PUT /api/lists/{id}/order 401', 'normal', () => ({ url: '/api/lists/x/order', ...json('{"item_ids":[]}') })],
    [
      'PUT /api/lists/{id}/order 404',
      'normal',
      () => ({ url: '/api/lists/no-such/order', ...json('{"item_ids":[]}', user) }),
    ],
    ['PUT /api/lists/{id}/order 413', 'normal', () => ({ url: '/api/lists/x/order', ...tooLarge() })],
    ['PUT /api/lists/{id}/order 415', 'normal', () => ({ url: '/api/lists/x/order', ...notJson() })],
    [
      'PUT /api/lists/{id}/order 500',
      'broken',
      () => ({ url: '/api/lists/x/order', ...json('{"item_ids":[]}', user) }),
    ],
    [
      'POST /api/lists/{id}/share 200',
      'normal',
      async () => ({ url: `/api/lists/${(await aList()).id}/share`, headers: user }),
    ],
    ['POST /api/lists/{id}/share 400', 'normal', () => ({ url: '/api/lists/%E0%A4%A/share', headers: user })],
    ['POST /api/lists/{id}/share 401', 'normal', () => ({ url: '/api/lists/x/share' })],
    ['POST /api/lists/{id}/share 404', 'normal', () => ({ url: '/api/lists/no-such/share', headers: user })],
    ['POST /api/lists/{id}/share 500', 'broken', () => ({ url: '/api/lists/x/share', headers: user })],
    [
      'DELETE /api/lists/{id}/share 204',
      'normal',
      async () => ({ url: `/api/lists/${(await aList()).id}/share`, headers: user }),
    ],
    ['DELETE /api/lists/{id}/share 400', 'normal', () => ({ url: '/api/lists/%E0%A4%A/share', headers: user })],
    ['DELETE /api/lists/{id}/share 401', 'normal', () => ({ url: '/api/lists/x/share' })],
    ['DELETE /api/lists/{id}/share 404', 'normal', () => ({ url: '/api/lists/no-such/share', headers: user })],
    ['DELETE /api/lists/{id}/share 500', 'broken', () => ({ url: '/api/lists/x/share', headers: user })],
    [
      'GET /api/lists/{id}/export 200',
      'normal',
      async () => ({ url: `/api/lists/${(await aList()).id}/export`, headers: user }),
    ],
    ['GET /api/lists/{id}/export 400', 'normal', () => ({ url: '/api/lists/x/export?format=xml', headers: user })],
    ['GET /api/lists/{id}/export 401', 'normal', () => ({ url: '/api/lists/x/export' })],
    ['GET /api/lists/{id}/export 404', 'normal', () => ({ url: '/api/lists/no-such/export', headers: user })],
    ['GET /api/lists/{id}/export 500', 'broken', () => ({ url: '/api/lists/x/export', headers: user })],
    ['POST /api/lists/report 200', 'normal', () => ({ url: '/api/lists/report', ...json(JSON.stringify(report)) })],
    ['POST /api/lists/report 400', 'normal', () => ({ url: '/api/lists/report', ...json('{"items":[{}]}') })],
    ['POST /api/lists/report 413', 'normal', () => ({ url: '/api/lists/report', ...tooLarge({}) })],
    ['POST /api/lists/report 415', 'normal', () => ({ url: '/api/lists/report', ...notJson({}) })],
    ['POST /api/lists/report 429', 'limited', () => ({ url: '/api/lists/report', ...json(JSON.stringify(report)) })],
    ['POST /api/lists/report 500', 'broken', () => ({ url: '/api/lists/report', ...json(JSON.stringify(report)) })],
    [
      'GET /api/lists/shared/{token} 200',
      'normal',
      async () => {
        const list = await aList();
        const { token } = (await inject({ method: 'POST', url: `/api/lists/${list.id}/share`, headers: user })).json<{
          token: string;
        }>();
        return { url: `/api/lists/shared/${token}` };
      },
    ],
    ['GET /api/lists/shared/{token} 400', 'normal', () => ({ url: '/api/lists/shared/%E0%A4%A' })],
    ['GET /api/lists/shared/{token} 404', 'normal', () => ({ url: '/api/lists/shared/revoked' })],
    ['GET /api/lists/shared/{token} 500', 'broken', () => ({ url: '/api/lists/shared/x' })],
  ];
}
