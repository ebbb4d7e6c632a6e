import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

// PostgreSQL text cannot hold U+0000 and jsonb refuses unpaired surrogates ("\ud800"): left to the
// store, such input fails as a 500. It is never meaningful product or preference text, so it is refused here.
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (e.g. `health.avoid_ingredients.0`) of the first string in `value` the store cannot hold, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) || LONE_SURROGATE.test(value) ? path || '(value)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses params, query strings and JSON bodies holding NUL characters or unpaired surrogates with a 400.
 * A preHandler, so it runs after authentication and schema validation.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorableText(value);
      if (found !== null) {
        throw new HttpError(
          'invalid_characters',
          `Invalid ${where}: ${found} contains a NUL character or an unpaired surrogate`,
        );
      }
    }
  });
}
