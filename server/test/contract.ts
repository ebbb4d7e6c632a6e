import { Readable } from 'node:stream';
import { ERROR_STATUS, type ErrorCode } from '@clearcart/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { contractViolations } from './contract-violations.ts';

/** An operation as the document names it: `GET /api/products/{id}`. */
export type OperationKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;

/** Checks real responses against the served OpenAPI document with a standard JSON-schema validator (Ajv, 2020-12). */
export class Contract {
  private readonly ajv: Ajv2020;

  constructor(readonly document: OpenAPIV3_1.Document) {
    // strict: false because the document carries OpenAPI keywords (example, …) next to the schemas.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi');
  }

  /** Every (operation, status) pair the document declares, e.g. `POST /api/products/identify 415`. */
  declaredPairs(): string[] {
    const pairs: string[] = [];
    for (const [path, item] of Object.entries(this.document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'delete'] as const) {
        for (const status of Object.keys(item?.[method]?.responses ?? {})) {
          pairs.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    return pairs;
  }

  /** Why this response breaks the contract, or null when it keeps it. */
  check(operation: OperationKey, status: number, contentType: string | undefined, body: string): string | null {
    const [method = '', path = ''] = operation.split(' ');
    const declared = this.document.paths?.[path]?.[method.toLowerCase() as 'get'];
    if (!declared) return `${operation} is not in the document`;
    const response = declared.responses?.[String(status)];
    if (!response) return `${operation} answered ${status}, which the document does not declare`;
    if (!('content' in response) || !response.content) {
      return body === '' ? null : `${operation} ${status}: a body where the document declares none`;
    }
    if (!contentType?.startsWith('application/json')) {
      // A type the document declares beside JSON (a list's CSV export, the offline pack's NDJSON) is checked for its
      // type only.
      const type = contentType?.split(';')[0]?.trim() ?? '';
      if ((type.startsWith('text/') || type === 'application/x-ndjson') && response.content[type]) return null;
      return `${operation} ${status}: content type ${contentType}`;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${operation} ${status}: the body is not JSON`;
    }
    const pointer = ['paths', path, method.toLowerCase(), 'responses', String(status)]
      .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    const problem = this.validate(`openapi#/${pointer}/content/application~1json/schema`, value);
    if (problem) return `${operation} ${status}: ${problem}`;
    const code = (value as { error?: unknown }).error;
    if (status >= 400 && typeof code === 'string' && code in ERROR_STATUS) {
      const expected = ERROR_STATUS[code as ErrorCode];
      if (expected !== status)
        return `${operation}: error "${code}" belongs to status ${expected}, sent with ${status}`;
    }
    return null;
  }

  /** Null when `value` matches the schema at `ref` (a JSON pointer into the document), else Ajv's first errors. */
  validate(ref: string, value: unknown): string | null {
    const validate = this.ajv.getSchema(ref) ?? this.ajv.compile({ $ref: ref });
    if (validate(value)) return null;
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`)
      .join('; ');
  }
}

const contracts = new WeakMap<FastifyInstance, Contract>();
/** The app's own document, read once per app. */
export function contractOf(app: FastifyInstance): Contract {
  let contract = contracts.get(app);
  if (!contract) {
    contract = new Contract(app.swagger() as OpenAPIV3_1.Document);
    contracts.set(app, contract);
  }
  return contract;
}

/**
 * Checks every response a test app sends from a documented route against the document, so each API and
 * hostile-input test is also a contract test.
 */
export function checkResponsesAgainstContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (request.method === 'HEAD') return payload;
    // Unrouted requests (404s, undecodable URLs) and the docs' own routes are not operations of the API.
    if (!route?.startsWith('/api/') || route.startsWith('/api/docs')) return payload;
    const operation = `${request.method} ${route.replace(/:(\w+)/g, '{$1}')}` as OperationKey;
    // A streamed answer (the account's export) is read whole here, checked, and sent on as what was read.
    if (payload instanceof Readable)
      payload = Buffer.concat((await payload.toArray()).map((chunk: Buffer | string) => Buffer.from(chunk)));
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const contentType = reply.getHeader('content-type');
    const problem = contractOf(app).check(operation, reply.statusCode, String(contentType ?? ''), body);
    if (problem) contractViolations.push(problem);
    return payload;
  });
}
