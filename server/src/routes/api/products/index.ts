import { createHash } from 'node:crypto';
import {
  alternativesResponse,
  evaluateRequest,
  evaluateWithReadRequest,
  identifyResponse,
  imageResponse,
  imageUnavailable,
  productResponse,
  type ProductResponse,
  sizesResponse,
  suggestionsResponse,
} from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../../errors.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import { detectImageType } from '../../../image/index.ts';
import { languageOf, speaks } from '../../../i18n/speaks.ts';
import { sendCached } from '../../../products/response-cache.ts';
import type { RouteServices } from '../../../services.ts';
import type { CountPhoto } from '../photo-limit.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_DESCRIPTION = 5_000;

/** Evaluations per client per minute. */
const EVALUATIONS_PER_MINUTE = 300;

/** What the route's response schema would send, done once per cached response. */
const serialise = (response: ProductResponse) => JSON.stringify(productResponse.parse(response));

/** 304: the client's copy (If-None-Match) is current; no body. */
const notModified = z.undefined().describe('Not modified: the copy named by If-None-Match is current');

const productIdValue = z.string().min(1).max(100);
const productId = z.object({ id: productIdValue });

/** Product routes: thin HTTP ↔ service. `countPhoto`: the photo limit every photo route shares. */
export const productRoutes =
  (services: RouteServices, countPhoto: CountPhoto): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/products/identify',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          summary: 'Identify a product from a description (text or typed barcode) or a photo',
          consumes: ['multipart/form-data'],
          response: { 200: identifyResponse, ...errorResponses(413, 415, 422, 429, 503) },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw badRequest('Send a multipart form with a "description" or an "image" field', 'multipart_required');
        let description: string | undefined;
        let image: Buffer | undefined;
        try {
          for await (const part of request.parts({
            limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: MAX_DESCRIPTION },
          })) {
            if (part.type === 'file') {
              if (part.fieldname !== 'image') throw badRequest(`Unexpected file field "${part.fieldname}"`);
              image = await part.toBuffer();
            } else if (part.fieldname === 'description') {
              if (part.valueTruncated) {
                throw badRequest(`The description is too long (${MAX_DESCRIPTION} characters at most)`);
              }
              description = String(part.value);
            }
          }
        } catch (error) {
          // busboy's parse errors (no boundary, truncated or garbled body) are plain Errors: the client's fault.
          if (error instanceof Error && !('statusCode' in error)) {
            throw badRequest(`The multipart form could not be read: ${error.message}`, 'invalid_multipart');
          }
          throw error;
        }
        if (image) {
          // Only what looks like an image costs decoding and OCR; anything else is refused cheaply below.
          if (detectImageType(image)) await countPhoto(request);
          return services.identify.byImage(image);
        }
        if (description === undefined || description.trim() === '') {
          throw badRequest('Please enter a product name to search', 'description_required');
        }
        return services.identify.byText(description);
      },
    );

    app.get(
      '/products/search',
      {
        schema: {
          summary: 'Autocomplete suggestions as the shopper types',
          querystring: z.object({ q: z.string().max(MAX_DESCRIPTION).default('') }),
          response: { 200: suggestionsResponse, ...errorResponses() },
        },
      },
      async (request) => ({ suggestions: await services.identify.suggest(request.query.q) }),
    );

    app.get(
      '/products/product-image',
      {
        schema: {
          summary: "The catalog's image of a product",
          querystring: z.object({
            name: z.string().min(1).max(300),
            brand: z.string().max(200).optional(),
            category: z.string().max(200).optional(),
            /** The product's id, when the caller has it: the image is then the record's own, not a namesake's. */
            id: productIdValue.optional(),
          }),
          response: { 200: imageResponse, ...errorResponses(404), 503: imageUnavailable },
        },
      },
      async (request) => {
        const found = await services.productService.image(request.query);
        // No picture on record is an answer about this product: 503 tells the client the image service is down.
        if (!found) throw notFound(`The catalog has no image of "${request.query.name}"`);
        return found;
      },
    );

    app.get(
      '/products/:id',
      {
        schema: {
          summary: 'A product (basic data)',
          params: productId,
          response: { 200: productResponse, 304: notModified, ...errorResponses(404, 414) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const language = languageOf(request);
        const cached = await services.responses.get(
          `basic:${language}:${id}:${services.productService.catalogVersion}`,
          async () => serialise(await services.productService.basic(id, language)),
        );
        return sendCached(request, speaks(reply, language, reply), cached, { revalidate: true });
      },
    );

    app.post(
      '/products/evaluate/:id',
      {
        // A shopper opens a few reports a minute; the limit keeps one client from monopolising the engine.
        config: { rateLimit: { max: EVALUATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: 'The full evaluation of a product, personalised when preferences are sent',
          params: productId,
          body: evaluateRequest.default({}),
          response: { 200: productResponse, ...errorResponses(404, 413, 414, 415, 429) },
        },
        // Fastify validates a missing body as null, which default({}) does not cover: no body at all means {}.
        preValidation: async (request) => {
          if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { preferences } = request.body;
        const personal = preferences ? createHash('sha1').update(JSON.stringify(preferences)).digest('base64url') : '-';
        const language = languageOf(request);
        const cached = await services.responses.get(
          `complete:${language}:${id}:${services.productService.catalogVersion}:${personal}`,
          async () => serialise(await services.productService.evaluate(id, preferences, language)),
        );
        return sendCached(request, speaks(reply, language, reply), cached, { revalidate: false });
      },
    );

    app.post(
      '/products/evaluate/:id/with-read',
      {
        config: { rateLimit: { max: EVALUATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary:
            "The full evaluation completed by what the shopper read from the product's pack (same barcode), for them alone",
          params: productId,
          body: evaluateWithReadRequest,
          response: { 200: productResponse, ...errorResponses(404, 413, 414, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        // The shopper's own facts: never kept by a browser's or a proxy's cache, never in the shared response cache.
        void reply.header('cache-control', 'private, no-store');
        const { facts, read_on, preferences } = request.body;
        const language = languageOf(request);
        return speaks(
          reply,
          language,
          await services.productService.evaluateWithRead(
            request.params.id,
            { facts, readOn: read_on },
            preferences,
            language,
          ),
        );
      },
    );

    app.get(
      '/products/:id/sizes',
      {
        schema: {
          summary: "The product's other pack sizes in the catalog, smallest first",
          params: productId,
          response: { 200: sizesResponse, ...errorResponses(404, 414) },
        },
      },
      async (request) => {
        const sizes = await services.identify.sizes(request.params.id);
        if (!sizes) throw notFound(`No product with id "${request.params.id}"`);
        return { sizes };
      },
    );

    app.get(
      '/products/:id/alternatives',
      {
        schema: {
          summary: 'Better choices in the same category, with health, environment and ethics weighted equally',
          params: productId,
          response: { 200: alternativesResponse, ...errorResponses(404, 414) },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        return speaks(
          reply,
          language,
          await services.alternatives.alternatives(request.params.id, undefined, language),
        );
      },
    );

    app.post(
      '/products/:id/alternatives',
      {
        config: { rateLimit: { max: EVALUATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary:
            'Better choices for this shopper: none breaks their preferences, none is worse on what they weight most',
          params: productId,
          body: evaluateRequest.default({}),
          response: { 200: alternativesResponse, ...errorResponses(404, 413, 414, 415, 429) },
        },
        preValidation: async (request) => {
          if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const answer = await services.alternatives.alternatives(request.params.id, request.body.preferences, language);
        return speaks(reply, language, answer);
      },
    );
  };
