import { randomUUID, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ERROR_STATUS } from '@clearcart/contracts';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import { COMPRESS_THRESHOLD } from './products/response-cache.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerWeb } from './plugins/web.ts';
import { accountRoutes } from './routes/api/account/index.ts';
import { configRoutes } from './routes/api/config/index.ts';
import { healthRoutes } from './routes/api/health/index.ts';
import { historyRoutes } from './routes/api/history/index.ts';
import { labelRoutes } from './routes/api/labels/index.ts';
import { listsRoutes } from './routes/api/lists/index.ts';
import { myProductsRoutes } from './routes/api/my-products/index.ts';
import { notificationRoutes, recallRoutes } from './routes/api/recalls/index.ts';
import { offlinePackRoutes } from './routes/api/offline-pack/index.ts';
import { preferencesRoutes } from './routes/api/preferences/index.ts';
import { photoLimit, type CountPhoto } from './routes/api/photo-limit.ts';
import { evaluateFactsRoutes } from './routes/api/products/evaluate-facts.ts';
import { MAX_UPLOAD_BYTES, productRoutes } from './routes/api/products/index.ts';
import { profilesRoutes } from './routes/api/profiles/index.ts';
import { HttpError } from './errors.ts';
import { withRequestId } from './request-context.ts';
import type { RouteServices, Services } from './services.ts';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A request id a proxy gave (X-Request-Id) is kept when it looks like one; otherwise the app makes its own. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** How long start-up waits for Redis before it serves with the limits not counted (a warning says so). */
const REDIS_CONNECT_MS = 5_000;

/** Builds the app without listening: server.ts listens, tests use `app.inject()`. */
export async function buildApp(config: Config, services: Services): Promise<FastifyInstance> {
  const app = createFastify(config);
  registerRequestChecks(app, config);
  registerMetrics(
    app,
    services,
    config.providers.deltaSync.sites.map(({ site }) => site),
  );
  registerSecurityHeaders(app, config);
  const redis = await registerExternalPlugins(app, config);
  registerProbes(app, services);
  await app.register(apiRoutes(config, services), { prefix: '/api' });
  await registerWeb(app, config.webDist);
  registerLifecycle(app, services, redis);
  return app;
}

type App = ReturnType<typeof createFastify>;

/** The Fastify instance: its limits, request ids, trusted proxies, and our error shape for what no route sees. */
function createFastify(config: Config) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Errors are logged by the error handler; a line per request is the proxy's job.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Every log line of a request, and of its photo's job on a worker, carries its id (reqId).
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies nearest to us (proxy-addr counts hops from the socket, from 0).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** URLs the router cannot decode or whose id is over 100 characters: our {error, message}, not Fastify's. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const code = tooLong ? 'uri_too_long' : 'bad_url';
  void reply
    .status(ERROR_STATUS[code])
    .header('x-content-type-options', 'nosniff')
    .send({
      error: code,
      message: tooLong ? 'A path segment is over 100 characters' : 'The URL is not validly percent-encoded',
    });
}

/** Requests Node cannot parse (oversized headers, garbage) never reach a route: answer them in our shape too. */
function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
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
}

/** What every request meets first: errors in our shape, text we can store, its id, its Host, who may read /metrics. */
function registerRequestChecks(app: App, config: Config): void {
  registerErrorHandler(app);
  registerTextGuard(app);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    // The request's id follows its work wherever it goes (into the photo jobs the workers take).
    withRequestId(request.id, done);
  });
  // DNS rebinding: a page of another site whose name now points here reaches the app with that name as its Host.
  const allowed = config.allowedHosts ? new Set(config.allowedHosts) : null;
  if (allowed) {
    app.addHook('onRequest', async (request) => {
      const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
      if (!allowed.has(host)) {
        throw new HttpError(
          'misdirected_request',
          `This server does not answer for "${host}" (it answers ${[...allowed].join(', ')}; see ALLOWED_HOSTS)`,
        );
      }
    });
  }
  // The operators' figures: with METRICS_TOKEN, for its bearer; without, for this machine only, not through a proxy.
  app.addHook('onRequest', async (request) => {
    if (request.url !== '/metrics' && !request.url.startsWith('/metrics?')) return;
    const token = config.metricsToken;
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const local =
      /^(127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
    const ok = token ? given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token)) : local;
    if (!ok) throw new HttpError('not_found', 'Not found');
  });
}

/** helmet's headers (the content security policy first) on every response. */
function registerSecurityHeaders(app: App, config: Config): void {
  const emulator = config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : [];
  // helmet's headers are the same on every response (no nonces): worked out once here, not on each request as
  // @fastify/helmet does (parsing the policy was a seventh of a cached product read's time, decision 074).
  const security = securityHeaders({
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
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(security);
    done();
  });
}

/** Compression, the rate limits (shared through Redis when configured), uploads and the API document. */
async function registerExternalPlugins(app: App, config: Config): Promise<Redis | undefined> {
  // JSON and HTML over 1 KB go compressed; product responses arrive pre-compressed from their cache, and the
  // built assets as their .br/.gz files, so neither is compressed again here.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // With Redis the limits' counters are shared by every instance; without it, each instance counts its own
  // (decision 009). Redis down: requests are let through (skipOnError) rather than refused, and logged.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'clearcart-rate-limit-', skipOnError: true } : {}),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 }, throwFileSizeLimit: true });
  await registerOpenApi(app);
  return redis;
}

/**
 * Liveness (the process answers) apart from readiness (send it requests): a proxy or an orchestrator restarts what is
 * not alive and only routes to what is ready. Outside /api and the API document: operators' routes.
 */
function registerProbes(app: App, services: Services): void {
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const state = await services.readiness.check();
    return reply.status(state.ready ? 200 : 503).send(state.ready ? { status: 'ready' } : { status: state.reason });
  });
}

/** Everything under /api: public routes, then a shopper's own under private caching. */
const apiRoutes =
  (config: Config, services: RouteServices): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(healthRoutes(services));
    await api.register(configRoutes(config));
    // One photo limit for every route that reads a photo.
    const countPhoto = photoLimit(api);
    await api.register(productRoutes(services, countPhoto));
    await api.register(evaluateFactsRoutes(services));
    await api.register(labelRoutes(services, countPhoto));
    await api.register(offlinePackRoutes(services));
    await api.register(recallRoutes(services));
    await api.register(personalRoutes(services, countPhoto));
  };

/** A shopper's own data: never kept by a browser's or a proxy's cache (a shared device, a CDN in front). */
const personalRoutes =
  (services: RouteServices, countPhoto: CountPhoto): FastifyPluginAsyncZod =>
  async (personal) => {
    personal.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    await personal.register(preferencesRoutes(services));
    await personal.register(historyRoutes(services));
    await personal.register(profilesRoutes(services));
    await personal.register(listsRoutes(services));
    await personal.register(myProductsRoutes(services, countPhoto));
    await personal.register(notificationRoutes(services));
    await personal.register(accountRoutes(services));
  };

/** The background work that lives with the app: started once it is ready, everything let go when it closes. */
function registerLifecycle(app: App, services: Services, redis: Redis | undefined): void {
  // Uploads to Open Food Facts queued before a restart are sent once the app is ready; the loop ends with it.
  const shareQueue = services.myProducts.queue;
  if (shareQueue?.autoStart) app.addHook('onReady', async () => shareQueue.start());
  // The recall registers are read on a schedule from the moment the app is ready.
  app.addHook('onReady', async () => services.recalls.start());
  app.addHook('onClose', async () => {
    await services.recalls.stop();
    await services.closeOnline();
    await redis?.quit().catch(() => redis.disconnect());
    await services.photos.close();
    await shareQueue?.stop();
    await services.panelReader.close();
    await services.wordReader.close();
    await services.db.close();
  });
}

/** A Redis client for the rate limits: commands fail at once while it is down (never queue a request behind it). */
async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  let warned = 0;
  redis.on('error', (error: Error) => {
    // One line a minute while it is down, not one per reconnection attempt.
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    app.log.warn({ err: error }, 'Redis (shared rate limits) unreachable: limits are not counted meanwhile');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    once(redis, 'ready'),
    new Promise((resolve) => (timer = setTimeout(resolve, REDIS_CONNECT_MS))),
  ]).finally(() => clearTimeout(timer));
  return redis;
}

/** The headers helmet's middleware sets for `options`, recorded once from a response that keeps them. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
    done = true;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet refused its options');
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
