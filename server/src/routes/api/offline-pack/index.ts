import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { offlinePackQuery, offlinePackSummary } from '@clearcart/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { RouteServices } from '../../../services.ts';

export const NDJSON = 'application/x-ndjson';

/** 304: the client's pack (If-None-Match) is current; no body. */
const notModified = z.undefined().describe('Not modified: the pack named by If-None-Match is current');

/** Packs per client per minute: each reads up to 20,000 products. */
const PACKS_PER_MINUTE = 30;
/** The same for every shopper of a country: a browser or a CDN may keep it for ten minutes. */
const CACHE_CONTROL = 'public, max-age=600';

/** Whether If-None-Match names this (weak) tag; weak comparison, as RFC 9110 asks for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** GET /offline-pack: the products most scanned in a country, for scanning with no network. */
export const offlinePackRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/offline-pack',
      {
        config: { rateLimit: { max: PACKS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: 'The products most scanned in a country, as NDJSON, for scanning with no network',
          description:
            'A header line (OfflinePackHeader), one ProductFacts per line, best ranked first, and an end line ' +
            '(OfflinePackEnd). `since` gives only what changed after it and the ids removed; `count=1` (or HEAD) ' +
            'says the size without the pack; `part` gives one part of it (`OFFLINE_PACK_PART_SIZE` products, the ' +
            "header's `parts` says how many), each a response a CDN can hold.",
          querystring: offlinePackQuery,
          response: { 200: offlinePackSummary, 304: notModified, ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        const { country, since, limit, count, part } = request.query;
        const pack = services.offlinePack;
        const query = { country: country ?? null, limit, since: since ? new Date(since) : null };
        const plan = await pack.plan(query, part ?? null);
        void reply.header('etag', plan.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
        if (matches(request.headers['if-none-match'], plan.etag)) return reply.code(304).send();
        if (count === '1') return pack.summary(plan);
        void reply
          .type(`${NDJSON}; charset=utf-8`)
          .header('x-pack-count', String(plan.header.count))
          .header('x-pack-bytes', String(plan.header.bytes));
        if (request.method === 'HEAD') return reply.send('' as never);
        // The stream goes past the JSON schema (the document declares the NDJSON beside it: plugins/openapi.ts).
        const body = Readable.from(pack.lines(plan));
        // Compressed here: @fastify/compress passes NDJSON by (its type is not one it knows as text).
        const encoding = negotiate<'br' | 'gzip'>(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
        if (!encoding) return reply.send(body as never);
        const zip =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        // A store error mid-pack ends the response short, without the end line: the device keeps what it had.
        pipeline(body, zip, (error) => error && request.log.warn({ error }, 'offline pack cut short'));
        return reply.header('content-encoding', encoding).send(zip as never);
      },
    );
  };
