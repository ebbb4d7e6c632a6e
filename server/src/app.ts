import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ERROR_STATUS, healthResponse } from '@clearcart/contracts';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config/env.ts';
import { COMPRESS_THRESHOLD } from './products/response-cache.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { errorResponses, registerOpenApi } from './plugins/openapi.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerWeb } from './plugins/web.ts';
import { historyRoutes } from './routes/api/history/index.ts';
import { labelRoutes } from './routes/api/labels/index.ts';
import { listsRoutes } from './routes/api/lists/index.ts';
import { offlinePackRoutes } from './routes/api/offline-pack/index.ts';
import { preferencesRoutes } from './routes/api/preferences/index.ts';
import { photoLimit } from './routes/api/photo-limit.ts';
import { evaluateFactsRoutes } from './routes/api/products/evaluate-facts.ts';
import { MAX_UPLOAD_BYTES, productRoutes } from './routes/api/products/index.ts';
import { profilesRoutes } from './routes/api/profiles/index.ts';
import type { Services } from './services.ts';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the app without listening: server.ts listens, tests use `app.inject()`. */
export async function buildApp(config: Config, services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Errors are logged by the error handler; a line per request is the proxy's job.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to us (proxy-addr counts hops from the socket, from 0).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // URLs the router cannot decode or whose id is over 100 characters: our {error, message}, not Fastify's.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const code = tooLong ? 'uri_too_long' : 'bad_url';
      void reply
        .status(ERROR_STATUS[code])
        .header('x-content-type-options', 'nosniff')
        .send({
          error: code,
          message: tooLong ? 'A path segment is over 100 characters' : 'The URL is not validly percent-encoded',
        });
    },
    // Requests Node cannot parse (oversized headers, garbage) never reach a route: answer them in our shape too.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (!socket.writable) return socket.destroy();
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const code = tooLarge ? 'headers_too_large' : 'bad_request';
      const body = JSON.stringify({
        error: code,
        message: tooLarge ? 'The request headers are too large' : 'The request could not be read as HTTP',
      });
      socket.end(
        `HTTP/1.1 ${ERROR_STATUS[code]} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);

  const emulator = config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // wasm (barcode decoding, OCR) needs wasm-unsafe-eval; no inline scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        // Chakra UI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product pictures load from the Open Facts image hosts (decision 013).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.openfoodfacts.org',
          'https://*.openbeautyfacts.org',
          'https://*.openproductsfacts.org',
          'https://*.openpetfoodfacts.org',
        ],
        connectSrc: [
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...emulator,
        ],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // JSON and HTML over 1 KB go compressed; product responses arrive pre-compressed from their cache, and the
  // built assets as their .br/.gz files, so neither is compressed again here.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 }, throwFileSizeLimit: true });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            summary: 'Liveness and readiness',
            response: { 200: healthResponse, 503: healthResponse, ...errorResponses() },
          },
        },
        async (_request, reply) => {
          try {
            return { status: 'ok' as const, store: services.db.kind, products: await services.products.count() };
          } catch {
            return reply.status(503).send({ status: 'degraded', store: services.db.kind, products: 0 });
          }
        },
      );
      api.get(
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
      // One photo limit for every route that reads a photo.
      const countPhoto = photoLimit(api);
      await api.register(productRoutes(services, countPhoto));
      await api.register(evaluateFactsRoutes(services));
      await api.register(labelRoutes(services, countPhoto));
      await api.register(offlinePackRoutes(services));
      // A shopper's own data: never kept by a browser's or a proxy's cache (a shared device, a CDN in front).
      await api.register(async (personal) => {
        personal.addHook('onSend', async (_request, reply) => {
          void reply.header('cache-control', 'private, no-store');
        });
        await personal.register(preferencesRoutes(services));
        await personal.register(historyRoutes(services));
        await personal.register(profilesRoutes(services));
        await personal.register(listsRoutes(services));
      });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  app.addHook('onClose', async () => {
    await services.panelReader.close();
    await services.labelReader.close();
    await services.db.close();
  });
  return app;
}
