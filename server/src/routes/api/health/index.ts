import { healthResponse } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';

/** The API's own health: its store's kind and product count, 503 while the store does not answer. */
export const healthRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Liveness and readiness',
          response: { 200: healthResponse, 503: healthResponse, ...errorResponses() },
        },
      },
      async (_request, reply) => {
        const health = await services.readiness.health();
        return health.status === 'ok' ? health : reply.status(503).send(health);
      },
    );
  };
