import { defaultPreferences, preferences } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { Services } from '../../../services.ts';

/** A shopper's own preferences; the verified token's uid is the only key. */
export const preferencesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const security = [{ bearerAuth: [] }];
    app.get(
      '/preferences',
      {
        schema: { summary: 'Your saved preferences', security, response: { 200: preferences, ...errorResponses(401) } },
      },
      async (request) => {
        const uid = await services.tokens.verify(request.headers.authorization);
        return (await services.preferences.get(uid)) ?? defaultPreferences();
      },
    );
    app.post(
      '/preferences',
      {
        // The token is checked before the body, so an anonymous caller learns nothing from validation.
        preValidation: async (request) => {
          request.uid = await services.tokens.verify(request.headers.authorization);
        },
        schema: {
          summary: 'Save your preferences',
          security,
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

declare module 'fastify' {
  interface FastifyRequest {
    uid?: string;
  }
}
