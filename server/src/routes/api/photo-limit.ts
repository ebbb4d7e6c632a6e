import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';

/** Photos per client per minute, across every route that reads one: OCR takes seconds of CPU each. */
export const PHOTOS_PER_MINUTE = 20;

/** Counts one photo against its client's limit; throws 429 `rate_limited` (with Retry-After) past it. */
export type CountPhoto = (request: FastifyRequest) => Promise<void>;

/**
 * A photo's own limit, counted only once an upload looks like an image (known after the multipart is read, so not in
 * a route's onRequest limit), in @fastify/rate-limit's store: a shared store (Redis) given where the plugin is
 * registered counts it across instances too. Made once and handed to every photo route, so identify and the panel
 * reader share one count. Keyed like the routes' limits, in its own namespace.
 */
export function photoLimit(app: FastifyInstance): CountPhoto {
  const limiter = app.createRateLimit({
    max: PHOTOS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `photo:${normalizeIP(request.ip)}`,
  });
  return async (request) => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = String(Math.max(1, limit.ttlInSeconds));
    throw new HttpError('rate_limited', `Too many photos: at most ${limit.max} a minute. Please wait a moment.`, {
      'retry-after': seconds,
      'x-ratelimit-limit': String(limit.max),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': seconds,
    });
  };
}
