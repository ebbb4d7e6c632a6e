import { preferences } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

/** A shopper's own preferences; the verified token's uid is the only key. */
export const preferencesRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);
    app.get(
      '/preferences',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Your saved preferences',
          security: SIGNED_IN,
          response: { 200: preferences, ...errorResponses(401) },
        },
      },
      async (request) => services.preferences.get(request.uid ?? ''),
    );
    app.post(
      '/preferences',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Save your preferences',
          security: SIGNED_IN,
          body: preferences,
          response: { 200: preferences, ...errorResponses(401, 413, 415) },
        },
      },
      async (request) => services.preferences.save(request.uid ?? '', request.body),
    );
  };
