import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { appendVary } from '../i18n/speaks.ts';

/** A response body as it goes on the wire, with its entity tag and its compressed forms once asked for. */
export interface CachedResponse {
  body: string;
  etag: string;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';
/** Bodies smaller than this go uncompressed: the headers would outweigh the saving. */
export const COMPRESS_THRESHOLD = 1024;

const encoders: Record<Encoding, (body: string) => Buffer> = {
  // Quality 5: most of brotli's gain at a fraction of the default 11's time; done once per cached body.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * Serialised product responses, most recently used first. A hot product is built, validated and serialised once,
 * not on every request. Keys carry the catalog's write version, so a write in this process is seen at once; the
 * TTL bounds how long another instance's write (shared PostgreSQL) or an online enrichment can go unseen.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly building = new Map<string, Promise<CachedResponse>>();
  /** Lookups answered from the cache and those that had to build (a miss that joins a build counts as a miss). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.max ?? 2_000, ttl: options.ttlMs ?? 60_000 });
  }

  /** The cached response for `key`, or the one `build` makes (concurrent misses share one build). */
  async get(key: string, build: () => Promise<string>): Promise<CachedResponse> {
    const hit = this.entries.get(key);
    if (hit) {
      this.counts.hits++;
      return hit;
    }
    this.counts.misses++;
    let pending = this.building.get(key);
    if (!pending) {
      pending = build().then((body) => {
        const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        this.entries.set(key, entry);
        return entry;
      });
      this.building.set(key, pending);
      void pending.then(
        () => this.building.delete(key),
        () => this.building.delete(key),
      );
    }
    return pending;
  }
}

/**
 * Sends a cached JSON body as is (no second serialisation), compressed once per encoding when the client accepts
 * it. With `revalidate`, a GET that already holds this version gets 304 and no body; browsers revalidate each time
 * (`no-cache`), so a catalog change shows at once.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  options: { revalidate: boolean },
): FastifyReply {
  if (options.revalidate) {
    void reply.header('etag', cached.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  }
  void reply.type('application/json; charset=utf-8');
  if (cached.body.length < COMPRESS_THRESHOLD) return reply.send(cached.body);
  appendVary(reply, 'accept-encoding');
  const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (!encoding) return reply.send(cached.body);
  cached.encoded ??= {};
  const bytes = (cached.encoded[encoding] ??= encoders[encoding](cached.body));
  return reply.header('content-encoding', encoding).send(bytes);
}
