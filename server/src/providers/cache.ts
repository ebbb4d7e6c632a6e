import { LRUCache } from 'lru-cache';
import type { Db } from '../store/database/db.ts';

const MEMORY_SIZE = 1_000;

/**
 * Provider answers kept in the store (`provider_cache`) with a time to live, so a second request is local and a
 * provider being down later does not lose what we already learnt. A small memory layer keeps hot keys off the store.
 * Values are wrapped (`{v}`) so "the provider said: nothing" can be cached as well.
 */
export class ProviderCache {
  private readonly memory = new LRUCache<string, { value: unknown; fetchedAt: number }>({ max: MEMORY_SIZE });
  /** Lookups answered from memory or the store, and those that found nothing fresh (the provider is asked). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value when younger than `ttlMs`; `undefined` when absent or stale (`null` is a cached answer). */
  async get<T>(key: string, ttlMs: number): Promise<T | null | undefined> {
    const hit = this.memory.get(key);
    if (hit && this.now() - hit.fetchedAt < ttlMs) {
      this.counts.hits++;
      return hit.value as T | null;
    }
    const [row] = await this.db.query<{ value: { v?: unknown }; fetched_at: Date | string }>(
      'SELECT value, fetched_at FROM provider_cache WHERE key = $1',
      [key],
    );
    const fetchedAt = row ? new Date(row.fetched_at).getTime() : NaN;
    if (!row || this.now() - fetchedAt >= ttlMs) {
      this.counts.misses++;
      return undefined;
    }
    this.counts.hits++;
    const value = (row.value.v ?? null) as T | null;
    this.remember(key, value, fetchedAt);
    return value;
  }

  async set(key: string, value: unknown): Promise<void> {
    const fetchedAt = this.now();
    await this.db.query(
      `INSERT INTO provider_cache (key, value, fetched_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, fetched_at = EXCLUDED.fetched_at`,
      [key, JSON.stringify({ v: value ?? null }), new Date(fetchedAt).toISOString()],
    );
    this.remember(key, value ?? null, fetchedAt);
  }

  /** Deletes entries older than `maxAgeMs`; returns how many. */
  async prune(maxAgeMs: number): Promise<number> {
    const rows = await this.db.query<{ key: string }>(
      'DELETE FROM provider_cache WHERE fetched_at < $1 RETURNING key',
      [new Date(this.now() - maxAgeMs).toISOString()],
    );
    for (const { key } of rows) this.memory.delete(key);
    return rows.length;
  }

  private remember(key: string, value: unknown, fetchedAt: number): void {
    this.memory.set(key, { value, fetchedAt });
  }
}

/** Runs `fetch` once per key at a time: concurrent callers share the same promise. */
export class InFlight {
  private readonly pending = new Map<string, Promise<unknown>>();

  run<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const promise = fetch().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
