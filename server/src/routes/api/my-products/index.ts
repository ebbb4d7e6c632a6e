import {
  MY_PRODUCT_LIMITS,
  myProduct,
  myProductPhotoFields,
  myProductSave,
  myProductShareRequest,
  myProductsResponse,
} from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../errors.ts';
import { detectImageType } from '../../../image/index.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import type { CountPhoto } from '../photo-limit.ts';
import { MAX_UPLOAD_BYTES } from '../products/index.ts';
import { SIGNED_IN, signedIn } from '../../../auth/signed-in.ts';

const noContent = z.undefined().describe('Done');
const productId = z.object({ id: z.uuid('not the id of a read product') });

/**
 * A signed-in shopper's products read from their packages: thin HTTP ↔ MyProductService. The verified
 * token's uid is the only key; another shopper's product answers 404, as one that does not exist.
 */
export const myProductsRoutes =
  (services: RouteServices, countPhoto: CountPhoto): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = signedIn(services.tokens);
    const mine = services.myProducts;

    app.get(
      '/my-products',
      {
        onRequest: authenticate,
        schema: {
          summary: 'The products you read from their packages, newest first',
          description: '`sharing_available` is false when this server has no Open Food Facts account to share with.',
          security: SIGNED_IN,
          response: { 200: myProductsResponse, ...errorResponses(401) },
        },
      },
      async (request) => ({ items: await mine.list(request.uid ?? ''), sharing_available: mine.sharingAvailable }),
    );

    app.post(
      '/my-products',
      {
        onRequest: authenticate,
        schema: {
          summary: `Keep a product read from its package (at most ${MY_PRODUCT_LIMITS.products}); it joins your history`,
          description:
            'Yours alone: never shown to other shoppers. Its report is `POST /api/products/evaluate-facts` with its facts.',
          security: SIGNED_IN,
          body: myProductSave,
          response: { 201: myProduct, ...errorResponses(401, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => reply.code(201).send(await mine.create(request.uid ?? '', request.body.facts)),
    );

    app.get(
      '/my-products/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'One of your read products',
          security: SIGNED_IN,
          params: productId,
          response: { 200: myProduct, ...errorResponses(401, 404) },
        },
      },
      async (request) => mine.get(request.uid ?? '', request.params.id),
    );

    app.put(
      '/my-products/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: "Change a read product's facts",
          description: 'An upload to Open Food Facts still waiting sends the new facts.',
          security: SIGNED_IN,
          params: productId,
          body: myProductSave,
          response: { 200: myProduct, ...errorResponses(401, 404, 413, 415, 422) },
        },
      },
      async (request) => mine.update(request.uid ?? '', request.params.id, request.body.facts),
    );

    app.delete(
      '/my-products/:id',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Delete a read product, its photos, its history entry and any upload not yet sent',
          security: SIGNED_IN,
          params: productId,
          response: { 204: noContent, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await mine.remove(request.uid ?? '', request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/my-products/:id/photos',
      {
        onRequest: authenticate,
        schema: {
          summary: "Keep a photo of one of the pack's panels (replacing that panel's photo)",
          description:
            'Kept upright, at most 2000 pixels on its longest side, without the photo’s metadata (where and when it was taken).',
          security: SIGNED_IN,
          params: productId,
          consumes: ['multipart/form-data'],
          response: { 201: myProduct, ...errorResponses(401, 404, 413, 415, 422, 429, 503) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw badRequest('Send a multipart form with an "image" and its "panel"', 'multipart_required');
        }
        let panel: string | undefined;
        let image: Buffer | undefined;
        try {
          for await (const part of request.parts({
            limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 3, fieldSize: 100 },
          })) {
            if (part.type === 'file') {
              if (part.fieldname !== 'image') throw badRequest(`Unexpected file field "${part.fieldname}"`);
              image = await part.toBuffer();
            } else if (part.fieldname === 'panel') {
              panel = String(part.value);
            }
          }
        } catch (error) {
          // busboy's parse errors (no boundary, truncated or garbled body) are plain Errors: the client's fault.
          if (error instanceof Error && !('statusCode' in error)) {
            throw badRequest(`The multipart form could not be read: ${error.message}`, 'invalid_multipart');
          }
          throw error;
        }
        const fields = myProductPhotoFields.safeParse({ panel });
        if (!fields.success) {
          throw badRequest('Invalid form: panel is "ingredients", "nutrition" or "front"', 'invalid_request');
        }
        if (!image) throw badRequest('Please add the photo of the panel as the "image" field');
        if (detectImageType(image)) await countPhoto(request);
        const product = await mine.putPhoto(request.uid ?? '', request.params.id, fields.data.panel, image);
        return reply.code(201).send(product);
      },
    );

    app.post(
      '/my-products/:id/share',
      {
        onRequest: authenticate,
        schema: {
          summary: 'Share a read product with Open Food Facts (its facts under ODbL, its photos under CC BY-SA)',
          description:
            'Opt-in: `consent: true` says the shopper was told what is sent and under which licences. The upload is ' +
            'queued and sent in the background, tried again until Open Food Facts takes it; `share` tells how it stands.',
          security: SIGNED_IN,
          params: productId,
          body: myProductShareRequest,
          response: { 202: myProduct, ...errorResponses(401, 404, 413, 415, 422, 503) },
        },
      },
      async (request, reply) => reply.code(202).send(await mine.share(request.uid ?? '', request.params.id)),
    );
  };
