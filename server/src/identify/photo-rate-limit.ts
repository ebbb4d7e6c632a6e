import { HttpError } from '../errors.ts';

/**
 * A per-client limit on photos: reading a label costs seconds of OCR, so one client must not fill the pool.
 * Fixed one-minute windows per key; old windows are dropped as they expire, so memory stays bounded by active clients.
 */
export class PhotoRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one photo for `key`; throws a 429 when the client is over its limit. */
  take(key: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      this.windows.set(key, { start: now, count: 1 });
      return;
    }
    window.count++;
    if (window.count > this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
      throw new HttpError(
        'rate_limited',
        `Too many photos: at most ${this.perMinute} a minute. Please wait a moment.`,
        { 'retry-after': String(retryAfter) },
      );
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}
