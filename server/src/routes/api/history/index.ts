import { historyAddRequest, historyResponse } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

const noContent = z.undefined().describe('Done');
const productId = z.object({ product_id: z.string().min(1).max(200) });

/** A shopper's own history of opened reports; the verified token's uid is the only key, as for preferences. */
export const historyRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);

    app.get(
      '/history',
      {
        onRequest: authenticate,
        schema: {
          summary: 'The reports you opened, newest first (at most 100)',
          security: SIGNED_IN,
          response: { 200: historyResponse, ...errorResponses(401) },
        },
      },
      async (request) => ({ entries: await services.history.entries(request.uid ?? '') }),
    );

    app.post(
      '/history',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Remember that you opened a report',
          security: SIGNED_IN,
          body: historyAddRequest,
          response: { 200: historyResponse, ...errorResponses(401, 404, 413, 415) },
        },
      },
      async (request) => {
        const { product_id: id, viewed_at: viewedAt } = request.body;
        return { entries: await services.history.add(request.uid ?? '', id, viewedAt) };
      },
    );

    app.delete(
      '/history/:product_id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Forget one report',
          security: SIGNED_IN,
          params: productId,
          response: { 204: noContent, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await services.history.forget(request.uid ?? '', request.params.product_id);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/history',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Forget your whole history',
          security: SIGNED_IN,
          response: { 204: noContent, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await services.history.clear(request.uid ?? '');
        return reply.code(204).send();
      },
    );
  };
