import {
  householdAlertsRequest,
  householdAlertsResponse,
  profile,
  profileInput,
  profilesResponse,
} from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf, speaks } from '../../../i18n/speaks.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

/** Alerts requests per client per minute: each runs the engine once per product and person. */
const ALERTS_PER_MINUTE = 120;

const noContent = z.undefined().describe('Done');
const profileId = z.object({ id: z.string().min(1).max(100) });

/** The household's people; the verified token's uid is the only key, as for preferences. */
export const profilesRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);

    app.get(
      '/profiles',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Your household: you first (your preferences are these), then the people you added',
          security: SIGNED_IN,
          response: { 200: profilesResponse, ...errorResponses(401) },
        },
      },
      async (request) => ({ profiles: await services.profiles.list(request.uid ?? '') }),
    );

    app.post(
      '/profiles',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Add a person to your household, with their preferences',
          security: SIGNED_IN,
          body: profileInput,
          response: { 201: profile, ...errorResponses(401, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { name, preferences } = request.body;
        return reply.code(201).send(await services.profiles.create(request.uid ?? '', name, preferences));
      },
    );

    app.put(
      '/profiles/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: "Change a person's name and preferences (yours too: they are your preferences)",
          security: SIGNED_IN,
          params: profileId,
          body: profileInput,
          response: { 200: profile, ...errorResponses(401, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const { name, preferences } = request.body;
        return services.profiles.update(request.uid ?? '', request.params.id, name, preferences);
      },
    );

    app.delete(
      '/profiles/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Remove a person from your household (not yourself)',
          security: SIGNED_IN,
          params: profileId,
          response: { 204: noContent, ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        await services.profiles.remove(request.uid ?? '', request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/profiles/alerts',
      {
        // Public: a household kept on a device (signed out) sends its people with the request; nothing is stored.
        config: { rateLimit: { max: ALERTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: "Each person's alerts for products: whom each product is not for, and why",
          body: householdAlertsRequest,
          response: { 200: householdAlertsResponse, ...errorResponses(413, 415, 429) },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        return speaks(
          reply,
          language,
          await services.household.alerts(request.body.product_ids, request.body.profiles, language),
        );
      },
    );
  };
