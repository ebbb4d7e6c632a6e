import { CACHE_DEFAULT_TTL_MS } from '../config/constants.ts';
import { logger } from './logger.ts';

const PREFIX = 'clearcart:cache:';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** Read a cached value; expired or corrupt entries are removed and yield null. */
export function cacheGet<T>(key: string, now: number = Date.now()): T | null {
  const storageKey = PREFIX + key;
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry<T>>;
    if (typeof entry !== 'object' || entry === null || typeof entry.expiresAt !== 'number' || !('value' in entry)) {
      throw new Error('malformed cache entry');
    }
    if (entry.expiresAt <= now) {
      localStorage.removeItem(storageKey);
      return null;
    }
    return entry.value as T;
  } catch (error) {
    logger.warn('Removing corrupt cache entry', key, error);
    localStorage.removeItem(storageKey);
    return null;
  }
}

/** Store a value for `ttlMs` (30 minutes by default). Storage failures are logged, never thrown. */
export function cacheSet<T>(
  key: string,
  value: T,
  ttlMs: number = CACHE_DEFAULT_TTL_MS,
  now: number = Date.now(),
): void {
  try {
    const entry: Entry<T> = { value, expiresAt: now + ttlMs };
    localStorage.setItem(PREFIX + key, JSON.stringify(entry));
  } catch (error) {
    logger.warn('Could not write cache entry', key, error);
  }
}

export function cacheRemove(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // storage blocked: nothing to remove
  }
}

/** Cache key of a text search: the lowercased, trimmed term. */
export const searchCacheKey = (term: string): string => `search:${term.trim().toLowerCase()}`;
/** Cache key of a product's basic data. */
export const productCacheKey = (id: string): string => `product:${id}`;
