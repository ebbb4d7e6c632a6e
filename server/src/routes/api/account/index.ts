import { Readable } from 'node:stream';
import { accountDeleteRequest, accountExport } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

const noContent = z.undefined().describe('Done');

/** Exports per client per minute: each gathers everything kept for an account, photos included. */
const EXPORTS_PER_MINUTE = 5;

/** The export's file name: the app's, and the day it was made (`clearcart-data-2026-12-01.json`). */
export const exportFileName = (now: Date) => `clearcart-data-${now.toISOString().slice(0, 10)}.json`;

/** A shopper's data is theirs: take it all, or delete the account with it. The verified uid is the key. */
export const accountRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);

    app.get(
      '/account/export',
      {
        onRequest: authenticate,
        config: { rateLimit: { max: EXPORTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: 'Everything kept about you, as one JSON file',
          description:
            'The account (uid, e-mail), your preferences and household, the reports you opened, your lists with ' +
            'their items and share links, your recall inbox and the browsers that receive it, and the products you read ' +
            'from packages with their photos (base64 JPEG) ' +
            'and sharing state. Sent as a download (`Content-Disposition: attachment`).',
          security: SIGNED_IN,
          response: { 200: accountExport, ...errorResponses(401, 429) },
        },
      },
      async (request, reply) => {
        const now = new Date();
        const body = Readable.from(services.account.exportJson(request.uid ?? '', now), { objectMode: false });
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
          .send(body as never);
      },
    );

    app.delete(
      '/account',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Delete your account and everything kept for it',
          description:
            'The account at the identity provider, your preferences and household, history, lists (their share links ' +
            'stop working at once), and the products you read from packages with their photos and any upload not yet ' +
            'sent. It cannot be undone: the body must say `{"confirm": true}`.',
          security: SIGNED_IN,
          body: accountDeleteRequest,
          response: { 204: noContent, ...errorResponses(401, 413, 415) },
        },
      },
      async (request, reply) => {
        await services.account.delete(request.uid ?? '');
        return reply.code(204).send();
      },
    );
  };
