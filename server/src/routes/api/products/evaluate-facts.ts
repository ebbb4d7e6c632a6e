import { alternativesResponse, evaluateFactsRequest, productResponse } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { speechIn } from '../../../i18n/report-language.ts';
import { languageOf, speaks } from '../../../i18n/speaks.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';

/** Evaluations per client per minute, as for catalog products. */
const EVALUATIONS_PER_MINUTE = 300;

/** The report of a product the catalog does not know, from the facts the shopper confirmed: thin HTTP ↔ service. */
export const evaluateFactsRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/products/evaluate-facts',
      {
        config: { rateLimit: { max: EVALUATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: 'The full report of a product from the facts read from its package (stored nowhere)',
          body: evaluateFactsRequest,
          response: { 200: productResponse, ...errorResponses(413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        // The shopper's own facts: never kept by a browser's or a proxy's cache.
        void reply.header('cache-control', 'private, no-store');
        const language = languageOf(request);
        const report = services.shopperFacts.evaluate(
          request.body.facts,
          request.body.preferences,
          await speechIn(language),
        );
        return speaks(reply, language, report);
      },
    );

    app.post(
      '/products/evaluate-facts/alternatives',
      {
        config: { rateLimit: { max: EVALUATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary:
            'Better choices for a product read from its package, from the facts the shopper confirmed (stored nowhere)',
          body: evaluateFactsRequest,
          response: { 200: alternativesResponse, ...errorResponses(413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'private, no-store');
        const facts = services.shopperFacts.facts(request.body.facts);
        const language = languageOf(request);
        return speaks(
          reply,
          language,
          await services.alternatives.alternativesOfFacts(facts, request.body.preferences, language),
        );
      },
    );
  };
