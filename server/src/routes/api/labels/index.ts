import { labelReadFields, labelReading } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../errors.ts';
import { detectImageType } from '../../../image/index.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';
import type { CountPhoto } from '../photo-limit.ts';
import { MAX_UPLOAD_BYTES } from '../products/index.ts';

/** Requests per client per minute before any photo is looked at (each photo also counts against the photo limit). */
const READS_PER_MINUTE = 120;

/** Reading a pack's panels: thin HTTP ↔ LabelService. `countPhoto`: the photo limit every photo route shares. */
export const labelRoutes =
  (services: RouteServices, countPhoto: CountPhoto): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/labels/read',
      {
        config: { rateLimit: { max: READS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary:
            "Read a pack's ingredient list, nutrition table, front (its lines of words) or lot and date line from a photo (nothing is kept)",
          consumes: ['multipart/form-data'],
          response: { 200: labelReading, ...errorResponses(413, 415, 422, 429, 503) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw badRequest(
            'Send a multipart form with an "image", a "panel" and, if known, a "lang"',
            'multipart_required',
          );
        const fields: Record<string, string> = {};
        let image: Buffer | undefined;
        try {
          for await (const part of request.parts({
            limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 100 },
          })) {
            if (part.type === 'file') {
              if (part.fieldname !== 'image') throw badRequest(`Unexpected file field "${part.fieldname}"`);
              image = await part.toBuffer();
            } else if (part.fieldname === 'panel' || part.fieldname === 'lang') {
              fields[part.fieldname] = String(part.value);
            }
          }
        } catch (error) {
          // busboy's parse errors (no boundary, truncated or garbled body) are plain Errors: the client's fault.
          if (error instanceof Error && !('statusCode' in error)) {
            throw badRequest(`The multipart form could not be read: ${error.message}`, 'invalid_multipart');
          }
          throw error;
        }
        const parsed = labelReadFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(
            `Invalid form: ${issue?.path.join('.') || 'panel'}: ${issue?.message ?? 'invalid'} (panel is "ingredients", "nutrition", "front" or "lot"; lang one of en, fr, de, es, it, nl)`,
            'invalid_request',
          );
        }
        if (!image) throw badRequest('Please add the photo of the panel as the "image" field');
        // Only what looks like an image costs decoding and OCR; anything else is refused cheaply by the service.
        if (detectImageType(image)) await countPhoto(request);
        const reading = await services.labels.read(image, parsed.data.panel, parsed.data.lang);
        // What a shopper photographed is theirs: never kept by a browser's or a proxy's cache.
        void reply.header('cache-control', 'private, no-store');
        return reading;
      },
    );
  };
