import { ERROR_STATUS, type ErrorCode } from '@clearcart/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';

/** Fastify's own client-error codes, named for our `{error}` field. */
const FASTIFY_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_PARTS_LIMIT: 'too_many_parts',
  FST_FILES_LIMIT: 'too_many_files',
  FST_FIELDS_LIMIT: 'too_many_fields',
};

/** Client errors Fastify or a plugin raise with only a status. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The one place errors become `{error, message}` with a status; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).headers(err.headers).send({ error: err.code, message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      // The root's instancePath is "/", which names nothing.
      const path = first?.instancePath.slice(1).replaceAll('/', '.') ?? '';
      const where = path ? `${path}: ` : '';
      return reply.status(400).send({
        error: 'invalid_request',
        message: `Invalid ${err.validationContext ?? 'request'}: ${where}${first?.message ?? err.message}`,
      });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const code = FASTIFY_CODES[err.code] ?? STATUS_CODES[status] ?? 'bad_request';
      return reply.status(ERROR_STATUS[code]).send({ error: code, message: err.message });
    }
    request.log.error({ err, url: request.url }, 'request failed');
    return reply
      .status(status)
      .send({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  });
}
