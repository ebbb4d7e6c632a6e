import {
  LIST_LIMITS,
  listCreate,
  listExport,
  listItem,
  listItemInput,
  listItemUpdate,
  listOrder,
  listPage,
  listRename,
  listReport,
  listReportRequest,
  listsResponse,
  shareLink,
  sharedList,
  shoppingList,
} from '@clearcart/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf, speaks } from '../../../i18n/speaks.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

/** Reports of lists kept on a device, per client per minute: each runs the engine per item and person. */
const REPORTS_PER_MINUTE = 30;

const noContent = z.undefined().describe('Done');
const id = z.string().min(1).max(100);
const listId = z.object({ id });
const itemId = z.object({ id, item_id: id });
const shareToken = z.object({ token: z.string().min(1).max(100) });

/** The app the lists' plugin is given, and the sign-in check its own routes share. */
type ListsApp = Parameters<FastifyPluginAsyncZod>[0];
type Authenticate = ReturnType<typeof signedIn>;

/** Shopping lists and their items: the verified token's uid is the only key; share links are public. */
export const listsRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);
    ownListRoutes(app, services, authenticate);
    itemRoutes(app, services, authenticate);
    shareRoutes(app, services, authenticate);
    await fileRoutes(app, services, authenticate);
    publicRoutes(app, services);
  };

/** The account's lists: the overview, making, reading (its page for the household), renaming and deleting one. */
function ownListRoutes(app: ListsApp, services: RouteServices, authenticate: Authenticate): void {
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
      const language = languageOf(request);
      return speaks(reply, language, await services.lists.page(request.uid ?? '', request.params.id, language));
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
      await services.lists.remove(request.uid ?? '', request.params.id);
      return reply.code(204).send();
    },
  );
}

/** A list's items: adding, changing, removing and reordering them. */
function itemRoutes(app: ListsApp, services: RouteServices, authenticate: Authenticate): void {
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
}

/** A list's read-only share link: made (or the same one again) and revoked. */
function shareRoutes(app: ListsApp, services: RouteServices, authenticate: Authenticate): void {
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
}

/** A list as a file (docs/lists-format.md): exported as JSON or CSV, and a new list made from one. */
async function fileRoutes(app: ListsApp, services: RouteServices, authenticate: Authenticate): Promise<void> {
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
      const file = await services.lists.exportFile(
        request.uid ?? '',
        request.params.id,
        request.query.format,
        new Date(),
      );
      void reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      // CSV is sent as text, past the JSON schema (the document declares both; see plugins/openapi.ts).
      if (file.format === 'csv') return reply.type('text/csv; charset=utf-8').send(file.csv as never);
      return file.json;
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
        const name = request.query.name ?? 'Imported list';
        return reply.code(201).send(await services.lists.importFile(request.uid ?? '', request.body, name));
      },
    );
  });
}

/** What needs no account: the page of a list kept on a device, and a list opened by its share link. */
function publicRoutes(app: ListsApp, services: RouteServices): void {
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
      const language = languageOf(request);
      const report = await services.lists.deviceReport(request.body.items, request.body.profiles ?? [], language);
      return speaks(reply, language, report);
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
      const list = await services.lists.shared(request.params.token);
      // Not for search engines, whoever posts the link.
      void reply.header('x-robots-tag', 'noindex');
      return list;
    },
  );
}
