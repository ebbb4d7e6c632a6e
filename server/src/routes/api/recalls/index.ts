import {
  notificationsReadRequest,
  packCheckRequest,
  packCheckResponse,
  notificationsResponse,
  productRecallsResponse,
  activeRecallsResponse,
  pushKeyResponse,
  pushSubscriptionRequest,
  type ProductRecall,
} from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packInRecall, readPackMarking } from '@clearcart/engine';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

const productId = z.object({ id: z.string().min(1).max(100) });
const noContent = z.undefined().describe('Done');
/** Active recalls a device keeps: registers publish a few hundred a month, so this holds months of them. */
const ACTIVE_LIMIT = 2000;

/** A notice matched to a product, as the recall service answers it. */
type StoredMatch = Awaited<ReturnType<RouteServices['recalls']['forProduct']>>['active'][number];

const asRecall = (m: StoredMatch): ProductRecall => ({
  notice: m.notice,
  matchedBy: m.by,
  certainty: m.certainty,
  score: m.score,
});

/** A product's official recall notices: public, as the registers are. */
export const recallRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products/:id/recalls',
      {
        schema: {
          summary: 'Official recall notices matched to a product (active and ended), and when the registers were read',
          params: productId,
          response: { 200: productRecallsResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await services.productService.requireInCatalog(id);
        const { active, ended, checkedAt } = await services.recalls.forProduct(id);
        return {
          active: active.map(asRecall),
          ended: ended.map(asRecall),
          checkedAt,
          sources: services.recalls.sources,
        };
      },
    );

    app.get(
      '/recalls/active',
      {
        schema: {
          summary: 'Every active recall matched to a catalog product, for a device to keep for scanning offline',
          description: `The newest ${ACTIVE_LIMIT} at most; public, as the registers are, and the same for every shopper.`,
          response: { 200: activeRecallsResponse, ...errorResponses() },
        },
      },
      async (_request, reply) => {
        const { matches, checkedAt } = await services.recalls.active(ACTIVE_LIMIT);
        void reply.header('cache-control', 'public, max-age=300');
        return {
          recalls: matches.map((m) => ({ productId: m.productId, recall: asRecall(m) })),
          checkedAt,
          sources: services.recalls.sources,
        };
      },
    );

    app.post(
      '/products/:id/recalls/check',
      {
        schema: {
          summary: 'Is the pack in hand in the recalled batches? From its lot/date line, typed or read from a photo',
          params: productId,
          body: packCheckRequest,
          response: { 200: packCheckResponse, ...errorResponses(404, 413, 415) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await services.productService.requireInCatalog(id);
        const { active } = await services.recalls.forProduct(id);
        // US notices write month first; the pack's own line is read the way its register's country writes dates.
        const results = active.map(({ notice }) => ({
          source: notice.source,
          id: notice.id,
          verdict: packInRecall(notice, readPackMarking(request.body.text, notice.country === 'us' ? 'mdy' : 'dmy')),
        }));
        const read = readPackMarking(request.body.text, active[0]?.notice.country === 'us' ? 'mdy' : 'dmy');
        return { read, results };
      },
    );

    app.get(
      '/push/key',
      {
        schema: {
          summary: 'The VAPID public key browsers subscribe to Web Push with (applicationServerKey)',
          response: { 200: pushKeyResponse, ...errorResponses() },
        },
      },
      async () => ({ publicKey: await services.push.publicKey() }),
    );
  };

/** An account's inbox of recalls and its browsers' push subscriptions; the verified uid is the only key. */
export const notificationRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);
    const inbox = async (uid: string) => {
      const notifications = await services.recalls.repository.notifications(uid);
      return { notifications, unread: notifications.filter((n) => !n.read).length };
    };

    app.get(
      '/notifications',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Your inbox: recalls of products you looked at in the last 90 days or keep on a list, newest first',
          security: SIGNED_IN,
          response: { 200: notificationsResponse, ...errorResponses(401) },
        },
      },
      async (request) => inbox(request.uid ?? ''),
    );

    app.post(
      '/notifications/read',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Mark notifications read (or unread again)',
          security: SIGNED_IN,
          body: notificationsReadRequest,
          response: { 200: notificationsResponse, ...errorResponses(401, 413, 415) },
        },
      },
      async (request) => {
        await services.recalls.repository.markRead(request.uid ?? '', request.body.ids, request.body.read);
        return inbox(request.uid ?? '');
      },
    );

    app.post(
      '/push/subscriptions',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Receive recalls on this browser by Web Push (its PushSubscription)',
          security: SIGNED_IN,
          body: pushSubscriptionRequest,
          response: { 204: noContent, ...errorResponses(401, 413, 415) },
        },
      },
      async (request, reply) => {
        await services.push.subscribe(request.uid ?? '', request.body);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/push/subscriptions',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Stop Web Push to this browser',
          security: SIGNED_IN,
          body: pushSubscriptionRequest.pick({ endpoint: true }),
          response: { 204: noContent, ...errorResponses(401, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        if (!(await services.push.unsubscribe(request.uid ?? '', request.body.endpoint)))
          throw notFound('This browser is not subscribed');
        return reply.code(204).send();
      },
    );
  };
