import {
  importedItem,
  LIST_LIMITS,
  listFileName,
  listCreate,
  listExport,
  listExportOf,
  listFromExport,
  ListFormatError,
  listItem,
  listItemInput,
  listItemUpdate,
  listOrder,
  listPage,
  listRename,
  listReport,
  listReportRequest,
  listsResponse,
  listToCsv,
  parseListFile,
  shareLink,
  sharedList,
  shoppingList,
  type HouseholdMember,
  type ShoppingList,
} from '@clearcart/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../../errors.ts';
import { languageOf, speaks } from '../../../i18n/speaks.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { Services } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

/** Reports of lists kept on a device, per client per minute: each runs the engine per item and person. */
const REPORTS_PER_MINUTE = 30;

const noContent = z.undefined().describe('Done');
const id = z.string().min(1).max(100);
const listId = z.object({ id });
const itemId = z.object({ id, item_id: id });
const shareToken = z.object({ token: z.string().min(1).max(100) });

/** A list's items as its export file holds them. */
const exported = (list: ShoppingList) =>
  list.items.map((item) => ({
    product_id: item.product_id,
    ...(item.product ? { name: item.product.name, brand: item.product.brand } : {}),
    text: item.text,
    quantity: item.quantity,
    checked: item.checked,
  }));

/** Shopping lists and their items (issue 34): the verified token's uid is the only key; share links are public. */
export const listsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);
    const owned = async (uid: string, id: string) => {
      const list = await services.lists.get(uid, id);
      if (!list) throw notFound(`You have no list with id "${id}"`);
      return list;
    };
    const household = async (uid: string): Promise<HouseholdMember[]> =>
      (await services.profiles.list(uid)).map(({ id: profileId, name, preferences }) => ({
        id: profileId,
        name,
        preferences,
      }));

    app.get(
      '/lists',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Your shopping lists, most recently changed first',
          security: SIGNED_IN,
          response: { 200: listsResponse, ...errorResponses(401) },
        },
      },
      async (request) => ({ lists: await services.lists.overview(request.uid ?? '') }),
    );

    app.post(
      '/lists',
      {
        onRequest: authenticate,
        schema: {
          summary: `Make a list, empty or with items (at most ${LIST_LIMITS.lists} lists of ${LIST_LIMITS.items} items)`,
          description:
            'An item whose product is not in the catalog is kept as its text. The answer carries the new list’s id. ' +
            'A list moved from a device (`device_id`) that was moved before is answered as it is, with 200.',
          security: SIGNED_IN,
          body: listCreate,
          response: { 200: shoppingList, 201: shoppingList, ...errorResponses(401, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { name, items, device_id } = request.body;
        const { list, created } = await services.lists.create(request.uid ?? '', name, items, device_id);
        return reply.code(created ? 201 : 200).send(list);
      },
    );

    app.get(
      '/lists/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: "A list's page: each item's scores and whom it raises alerts for, the basket's summary",
          description:
            'Alerts are for each person of your household; better choices for the worst items raise no alert for anyone.',
          security: SIGNED_IN,
          params: listId,
          response: { 200: listPage, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const uid = request.uid ?? '';
        const [list, people] = await Promise.all([owned(uid, request.params.id), household(uid)]);
        const language = languageOf(request);
        return speaks(reply, language, { ...list, ...(await services.household.report(list.items, people, language)) });
      },
    );

    app.put(
      '/lists/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Rename a list',
          security: SIGNED_IN,
          params: listId,
          body: listRename,
          response: { 200: shoppingList, ...errorResponses(401, 404, 413, 415) },
        },
      },
      async (request) => services.lists.rename(request.uid ?? '', request.params.id, request.body.name),
    );

    app.delete(
      '/lists/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Delete a list, its items and its share link',
          security: SIGNED_IN,
          params: listId,
          response: { 204: noContent, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        if (!(await services.lists.remove(request.uid ?? '', request.params.id))) {
          throw notFound(`You have no list with id "${request.params.id}"`);
        }
        return reply.code(204).send();
      },
    );

    app.post(
      '/lists/:id/items',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Add a product, or free text ("bread") to match to a product later',
          description: 'A product already on the list and not ticked off gets the quantity added instead.',
          security: SIGNED_IN,
          params: listId,
          body: listItemInput,
          response: { 201: listItem, ...errorResponses(401, 404, 409, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await services.lists.addItem(request.uid ?? '', request.params.id, request.body)),
    );

    app.put(
      '/lists/:id/items/:item_id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Change an item: tick it off, its quantity, its text, or match it to a product',
          description: 'Only the fields sent change. `product_id: null` turns it back into free text.',
          security: SIGNED_IN,
          params: itemId,
          body: listItemUpdate,
          response: { 200: listItem, ...errorResponses(401, 404, 413, 415) },
        },
      },
      async (request) =>
        services.lists.updateItem(request.uid ?? '', request.params.id, request.params.item_id, request.body),
    );

    app.delete(
      '/lists/:id/items/:item_id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Remove an item',
          security: SIGNED_IN,
          params: itemId,
          response: { 204: noContent, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await services.lists.removeItem(request.uid ?? '', request.params.id, request.params.item_id);
        return reply.code(204).send();
      },
    );

    app.put(
      '/lists/:id/order',
      {
        onRequest: authenticate,
        schema: {
          summary: "Reorder a list's items: every item's id, each once, in the new order",
          security: SIGNED_IN,
          params: listId,
          body: listOrder,
          response: { 200: shoppingList, ...errorResponses(401, 404, 413, 415) },
        },
      },
      async (request) => services.lists.reorder(request.uid ?? '', request.params.id, request.body.item_ids),
    );

    app.post(
      '/lists/:id/share',
      {
        onRequest: authenticate,
        schema: {
          summary: 'A read-only link to the list (the same one until revoked)',
          description: 'Whoever has the link sees the list’s name and items with their scores, nothing else.',
          security: SIGNED_IN,
          params: listId,
          response: { 200: shareLink, ...errorResponses(401, 404) },
        },
      },
      async (request) => services.lists.share(request.uid ?? '', request.params.id),
    );

    app.delete(
      '/lists/:id/share',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Revoke the share link: it stops working at once',
          security: SIGNED_IN,
          params: listId,
          response: { 204: noContent, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await services.lists.unshare(request.uid ?? '', request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/lists/:id/export',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Export a list as JSON (the default) or CSV (docs/lists-format.md)',
          security: SIGNED_IN,
          params: listId,
          querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }),
          response: { 200: listExport, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const list = await owned(request.uid ?? '', request.params.id);
        const format = request.query.format;
        void reply.header('content-disposition', `attachment; filename="${listFileName(list.name)}.${format}"`);
        // CSV is sent as text, past the JSON schema (the document declares both; see plugins/openapi.ts).
        if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(listToCsv(exported(list)) as never);
        return listExportOf({ name: list.name, items: exported(list) }, new Date().toISOString());
      },
    );

    // Only the import reads CSV bodies; the other routes refuse them (415) as before.
    await app.register(async (scope) => {
      const csv = scope.withTypeProvider<ZodTypeProvider>();
      csv.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      csv.post(
        '/lists/import',
        {
          onRequest: authenticate,
          schema: {
            summary: 'Make a list from an export file: its JSON, or its CSV (then `name` names the list)',
            security: SIGNED_IN,
            querystring: z.object({ name: z.string().max(200).optional() }),
            // Checked in the handler, so a file that is no list export is told why (the document says ListExport).
            body: z.union([z.looseObject({}), z.string()]),
            response: { 201: shoppingList, ...errorResponses(401, 409, 413, 415) },
          },
        },
        async (request, reply) => {
          let file: ReturnType<typeof parseListFile>;
          try {
            file =
              typeof request.body === 'string'
                ? parseListFile(request.body, request.query.name ?? 'Imported list')
                : listFromExport(request.body);
          } catch (error) {
            if (error instanceof ListFormatError) throw badRequest(error.message, 'invalid_request');
            throw error;
          }
          const { list } = await services.lists.create(request.uid ?? '', file.name, file.items.map(importedItem));
          return reply.code(201).send(list);
        },
      );
    });

    app.post(
      '/lists/report',
      {
        // Public: a list kept on a device (signed out) is sent with the household; nothing is stored.
        config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: 'The page of a list kept on a device: its items’ scores and alerts for each person, the summary',
          body: listReportRequest,
          response: { 200: listReport, ...errorResponses(413, 415, 429) },
        },
      },
      async (request, reply) => {
        const items = request.body.items.map((item, index) => ({
          id: item.id ?? String(index + 1),
          product_id: item.product_id ?? null,
          text: item.text,
          quantity: item.quantity,
          checked: item.checked,
        }));
        const language = languageOf(request);
        return speaks(reply, language, await services.household.report(items, request.body.profiles ?? [], language));
      },
    );

    app.get(
      '/lists/shared/:token',
      {
        schema: {
          summary: 'A list opened by its share link (no sign-in): its name and items with their scores',
          params: shareToken,
          response: { 200: sharedList, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const list = await services.lists.byShareToken(request.params.token);
        if (!list) throw notFound('This share link does not exist or was revoked');
        // Not for search engines, whoever posts the link.
        void reply.header('x-robots-tag', 'noindex');
        return { name: list.name, updated_at: list.updated_at, items: await services.household.scored(list.items) };
      },
    );
  };
