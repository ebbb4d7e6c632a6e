import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { PhotoRateLimit } from './photo-rate-limit.ts';

describe('PhotoRateLimit', () => {
  it('allows the limit per minute per client, refuses the next with a 429, and resets after a minute', () => {
    let now = 0;
    const limit = new PhotoRateLimit(2, () => now);
    limit.take('a');
    limit.take('a');
    expect(() => limit.take('a')).toThrow(HttpError);
    try {
      limit.take('a');
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    }
    limit.take('b'); // another client is not affected
    now = 60_000;
    expect(() => limit.take('a')).not.toThrow();
  });
});
