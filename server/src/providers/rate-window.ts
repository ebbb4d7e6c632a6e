/**
 * A sliding window of requests to an online service, kept within the service's published limit (decision 069): in
 * this process, or in Redis when several instances go out through one address and must share one count.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A count of requests per key over the last `windowMs`, and pauses a service asked for. */
export interface RateWindow {
  /** Takes one of `limit` slots of the last window for `key`: 0 when taken, else the ms until one frees. */
  take(key: string, limit: number): Promise<number>;
  /** No slot of `key` is given for `ms` (the service answered "slow down"). */
  pause(key: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

export interface RateWindowOptions {
  windowMs: number;
  /** The clock, in ms (tests move it instead of waiting). */
  now: () => number;
}

/** One process's own count. */
export class LocalRateWindow implements RateWindow {
  private readonly times = new Map<string, number[]>();
  private readonly pausedUntil = new Map<string, number>();

  constructor(private readonly options: RateWindowOptions) {}

  async take(key: string, limit: number): Promise<number> {
    const now = this.options.now();
    const paused = (this.pausedUntil.get(key) ?? 0) - now;
    if (paused > 0) return paused;
    const recent = (this.times.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    this.times.set(key, recent);
    if (recent.length >= limit) return Math.max(1, recent[0]! + this.options.windowMs - now);
    recent.push(now);
    return 0;
  }

  async pause(key: string, ms: number): Promise<void> {
    this.pausedUntil.set(key, this.options.now() + ms);
  }

  async close(): Promise<void> {}
}

/**
 * The window as a sorted set of request times (and a pause as a key holding its end), checked and taken in one
 * script so two instances asking at once cannot both take the last slot. Times come from the callers' clock.
 */
const TAKE = `
local paused = tonumber(redis.call('GET', KEYS[2]) or '0')
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if paused > now then return paused - now end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/**
 * The count shared by every instance through Redis. Redis unreachable: each instance counts its own meanwhile
 * (stricter than letting requests through uncounted, which could break the service's rules).
 */
export class RedisRateWindow implements RateWindow {
  private readonly local: LocalRateWindow;

  constructor(
    private readonly redis: Redis,
    private readonly options: RateWindowOptions,
    private readonly prefix = 'clearcart-online-limit:',
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.local = new LocalRateWindow(options);
  }

  async take(key: string, limit: number): Promise<number> {
    try {
      const wait = await this.redis.eval(
        TAKE,
        2,
        `${this.prefix}${key}`,
        `${this.prefix}${key}:paused`,
        String(this.options.now()),
        String(this.options.windowMs),
        String(limit),
        randomUUID(),
      );
      return Number(wait);
    } catch (error) {
      this.onError(error);
      return this.local.take(key, limit);
    }
  }

  async pause(key: string, ms: number): Promise<void> {
    await this.local.pause(key, ms);
    const until = this.options.now() + ms;
    // PX only tidies up; the stored end, compared with the callers' clock, decides.
    await this.redis
      .set(`${this.prefix}${key}:paused`, String(until), 'PX', Math.max(ms, 1))
      .catch((error: unknown) => this.onError(error));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
