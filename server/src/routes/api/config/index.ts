import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/env.ts';
import { errorResponses } from '../../../plugins/openapi.ts';

/** What the web app needs to know of this server's set-up before it signs anyone in. */
export const configRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          summary: 'Public configuration for the web app',
          response: {
            200: z.object({
              firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
              authEmulatorUrl: z.string().nullable(),
            }),
            ...errorResponses(),
          },
        },
      },
      async () => ({
        firebase: config.firebase,
        authEmulatorUrl: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null,
      }),
    );
  };
