import { defaultPreferences, preferences } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { Services } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

/** A shopper's own preferences; the verified token's uid is the only key. */
export const preferencesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
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
      async (request) => (await services.preferences.get(request.uid ?? '')) ?? defaultPreferences(),
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
      async (request) => {
        await services.preferences.put(request.uid ?? '', request.body);
        return request.body;
      },
    );
  };
