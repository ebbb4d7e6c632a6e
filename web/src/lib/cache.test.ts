import { describe, expect, it } from 'vitest';
import { cacheGet, cacheSet, productCacheKey, searchCacheKey } from './cache.ts';

describe('client cache', () => {
  it('returns a value before it expires and removes it after', () => {
    cacheSet('a', { x: 1 }, 1000, 0);
    expect(cacheGet('a', 999)).toEqual({ x: 1 });
    expect(cacheGet('a', 1000)).toBeNull();
    expect(localStorage.getItem('clearcart:cache:a')).toBeNull();
  });

  it('defaults to a 30-minute lifetime', () => {
    cacheSet('b', 'v', undefined, 0);
    expect(cacheGet('b', 30 * 60 * 1000 - 1)).toBe('v');
    expect(cacheGet('b', 30 * 60 * 1000)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no expiry', JSON.stringify({ value: 1 })],
    ['not an object', '42'],
  ])('removes a corrupt entry (%s)', (_label, raw) => {
    localStorage.setItem('clearcart:cache:c', raw);
    expect(cacheGet('c')).toBeNull();
    expect(localStorage.getItem('clearcart:cache:c')).toBeNull();
  });

  it('keys searches by the lowercased, trimmed term and products by id', () => {
    expect(searchCacheKey('  NuTella ')).toBe(searchCacheKey('nutella'));
    expect(searchCacheKey('nutella')).not.toBe(searchCacheKey('nutela'));
    expect(productCacheKey('p1')).toBe('product:p1');
  });
});
