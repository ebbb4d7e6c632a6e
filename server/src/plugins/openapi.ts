import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES, ERROR_STATUS, errorBody, INTERFACE_LANGUAGES, type ErrorCode } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_EXAMPLES } from './openapi-examples.ts';

type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/**
 * The error answers of a route, each `{error, message}`. Every route may also fail with 400 (an undecodable URL),
 * 421 (a Host name the app does not serve: ALLOWED_HOSTS) and 500, so those are always declared.
 */
export function errorResponses<S extends ErrorStatus = never>(
  ...statuses: S[]
): Record<S | 400 | 421 | 500 | (401 extends S ? 503 : never), typeof errorBody> {
  // A route that checks a sign-in answers 503 when the identity provider does not answer: not the shopper's fault.
  const signIn: ErrorStatus[] = statuses.includes(401 as S) ? [503] : [];
  const all = new Set<ErrorStatus>([400, ...statuses, ...signIn, 421, 500]);
  return Object.fromEntries([...all].map((status) => [status, errorBody])) as Record<
    S | 400 | 421 | 500 | (401 extends S ? 503 : never),
    typeof errorBody
  >;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'The request is invalid',
  401: 'No valid Firebase ID token (Authorization: Bearer <token>)',
  404: 'Not found',
  409: 'It conflicts with what is kept, or a limit is reached',
  413: 'The body or the uploaded file is too large',
  414: 'A path segment is too long',
  421: 'This server does not answer for that Host name (ALLOWED_HOSTS)',
  415: 'The content type is not accepted, or the file is not an image',
  422: 'The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product',
  429: 'Too many requests: wait, then retry',
  500: 'Something went wrong on our side',
  503: 'Temporarily unavailable',
};

/** The codes sent with `status`, for the response's description. */
function codesFor(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
}

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** Request bodies that are not a JSON schema Fastify validates: the identify form is read part by part. */
const REQUEST_BODIES: Record<string, OpenAPIV3_1.RequestBodyObject> = {
  'POST /api/products/identify': {
    required: true,
    description: 'One of the two fields: `description` (a name, brand or typed barcode) or `image` (a photo).',
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            description: { type: 'string', maxLength: 5000, description: 'What the shopper typed' },
            image: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'A JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF photo, 5 MB at most',
            },
          },
        },
      },
    },
  },
  'POST /api/labels/read': {
    required: true,
    description:
      "A photo of one of the pack's panels, which panel it is, and the pack's language when the shopper knows it.",
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['image', 'panel'],
          properties: {
            image: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'A JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF photo, 5 MB at most',
            },
            panel: { type: 'string', enum: ['ingredients', 'nutrition'] },
            lang: {
              type: 'string',
              enum: [...INTERFACE_LANGUAGES],
              description: 'The language printed on the pack; found from the words when left out',
            },
          },
        },
      },
    },
  },
  'POST /api/my-products/{id}/photos': {
    required: true,
    description: "A photo of one of the pack's panels, and which panel it is (one photo per panel, the last one kept).",
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['image', 'panel'],
          properties: {
            image: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'A JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF photo, 5 MB at most',
            },
            panel: { type: 'string', enum: ['ingredients', 'nutrition', 'front'] },
          },
        },
      },
    },
  },
};
/** A list's export file also comes as CSV, and an import reads one (docs/lists-format.md). */
const CSV = { schema: { type: 'string', description: 'CSV: docs/lists-format.md' } } as const;
const CSV_RESPONSES = new Set(['GET /api/lists/{id}/export 200']);
const CSV_BODIES = new Set(['POST /api/lists/import']);

/** The offline pack comes as NDJSON: a header line, one ProductFacts per line, an end line. */
const NDJSON = {
  schema: {
    type: 'string',
    description: 'NDJSON: OfflinePackHeader, then one ProductFacts per line, then OfflinePackEnd',
  },
} as const;
const NDJSON_RESPONSES = new Set(['GET /api/offline-pack 200']);

/**
 * Routes that answer in prose: they read Accept-Language, answer in the best of the reports' languages
 * (English when none fits) and say which in Content-Language; the report's `metadata.language` says it too.
 */
const LANGUAGE_ROUTES = new Set([
  'GET /api/products/{id}',
  'POST /api/products/evaluate/{id}',
  'POST /api/products/evaluate/{id}/with-read',
  'POST /api/products/evaluate-facts',
  'GET /api/products/{id}/alternatives',
  'POST /api/products/{id}/alternatives',
  'POST /api/products/evaluate-facts/alternatives',
  'GET /api/lists/{id}',
  'POST /api/lists/report',
  'POST /api/profiles/alerts',
]);
const ACCEPT_LANGUAGE: OpenAPIV3_1.ParameterObject = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description:
    'The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best ' +
    'of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles ' +
    'and quotes stay in their own language, marked with `language`.',
  example: 'fr-FR,fr;q=0.9,en;q=0.8',
  schema: { type: 'string' },
};
const LANGUAGE_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  'Content-Language': {
    description: `The language the answer is written in: ${INTERFACE_LANGUAGES.slice(0, -1).join(', ')} or ${INTERFACE_LANGUAGES.at(-1)}`,
    schema: { type: 'string', enum: [...INTERFACE_LANGUAGES] },
  },
  Vary: { description: 'Includes Accept-Language: each language is its own answer', schema: { type: 'string' } },
};

/** Answers sent as a file to save (the browser downloads them under the name given). */
const ATTACHMENT_RESPONSES = new Set(['GET /api/account/export 200']);
const CONTENT_DISPOSITION: OpenAPIV3_1.HeaderObject = {
  description: 'attachment, with the file name to save it under',
  schema: { type: 'string' },
  example: 'attachment; filename="clearcart-data-2026-12-01.json"',
};

/** Bodies that may be left out: no body evaluates without preferences. */
const OPTIONAL_BODIES = new Set(['POST /api/products/evaluate/{id}']);

/**
 * What Fastify's generator leaves out: the bodies it cannot see, response descriptions that name each status's
 * error codes, and examples recorded from real responses (the contract test checks they still match the schemas).
 */
export function completeDocument(document: Document): Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const operation: Operation | undefined = item?.[method];
      if (!operation?.responses) continue;
      const key = `${method.toUpperCase()} ${path}`;
      operation.requestBody = REQUEST_BODIES[key] ?? operation.requestBody;
      if (CSV_BODIES.has(key)) {
        operation.requestBody = {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ListExportInput' } },
            'text/csv': CSV,
          },
        };
      }
      if (OPTIONAL_BODIES.has(key) && operation.requestBody && !('$ref' in operation.requestBody)) {
        operation.requestBody.required = false;
      }
      const speaks = LANGUAGE_ROUTES.has(key);
      if (speaks) operation.parameters = [...(operation.parameters ?? []), ACCEPT_LANGUAGE];
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response || '$ref' in response) continue;
        const codes = codesFor(Number(status));
        const text = STATUS_TEXT[Number(status)] ?? response.description;
        response.description = codes.length > 0 && status !== '503' ? `${text}. Codes: ${codes.join(', ')}.` : text;
        if (CSV_RESPONSES.has(`${key} ${status}`) && response.content) response.content['text/csv'] = CSV;
        if (NDJSON_RESPONSES.has(`${key} ${status}`) && response.content) {
          response.content['application/x-ndjson'] = NDJSON;
        }
        if (ATTACHMENT_RESPONSES.has(`${key} ${status}`)) {
          response.headers = { ...(response.headers ?? {}), 'Content-Disposition': CONTENT_DISPOSITION };
        }
        if (speaks && (status === '200' || status === '304'))
          response.headers = { ...(response.headers ?? {}), ...LANGUAGE_HEADERS };
        const example = API_EXAMPLES[`${key} ${status}`];
        const media = response.content?.['application/json'];
        if (example !== undefined && media) media.example = example;
      }
    }
  }
  return document;
}

/** The OpenAPI 3.1 document (`/api/docs/json`, `/api/docs/yaml`) and its UI (`/api/docs`), from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ClearCart API',
        version: '1.0.0',
        description:
          'Identify a product by text, barcode or photo, and read its health, environmental, ethical and company ' +
          'report. Every error is `{error, message}` with `error` one of the ErrorCode values.',
        license: { name: 'Product data: Open Food Facts, ODbL', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input) as Document),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
