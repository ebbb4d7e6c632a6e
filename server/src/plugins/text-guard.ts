import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

// PostgreSQL text cannot hold U+0000 and jsonb refuses unpaired surrogates ("\ud800"): left to the
// store, such input fails as a 500. It is never meaningful product or preference text, so it is refused here.
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No request of this API nests deeper than a few levels; far deeper input is an attack on recursive code. */
export const MAX_JSON_DEPTH = 32;

/**
 * The path (e.g. `health.avoid_ingredients.0`) of the first string in `value` the store cannot hold, or null.
 * Iterative, so no input can overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL) || LONE_SURROGATE.test(item)) return path || '(value)';
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** How deeply `value` nests objects and arrays, counted without recursion and without going past `cap + 1`. */
export function jsonDepth(value: unknown, cap = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > cap) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Refuses JSON bodies nested deeper than MAX_JSON_DEPTH before anything walks them (400 invalid_json), and params,
 * query strings and JSON bodies holding NUL characters or unpaired surrogates (400 invalid_characters). The text
 * check is a preHandler, so it runs after authentication and schema validation.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (jsonDepth(request.body) > MAX_JSON_DEPTH) {
      throw new HttpError('invalid_json', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
  });
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
