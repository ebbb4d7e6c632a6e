import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../../scripts/lib/ports.mjs';
import { redisServerPath, startRedis } from '../../../scripts/lib/redis.mjs';
import { LocalRateWindow, RedisRateWindow, type RateWindow } from './rate-window.ts';

if (process.env.CI && !redisServerPath()) throw new Error('CI: the shared rate window is tested against redis-server');

const MINUTE = 60_000;

/** The rules every window keeps, on the test's clock. */
function windowRules(make: (now: () => number) => RateWindow) {
  let now = 1_000_000;
  let window: RateWindow;

  it('gives `limit` slots a window, says when the next frees, and frees them as the window slides', async () => {
    window = make(() => now);
    for (let i = 0; i < 3; i++) {
      expect(await window.take('reads', 3)).toBe(0);
      now += 10_000;
    }
    // Slots taken at 0, 10 and 20 s: the first frees at 60 s, 30 s from now.
    expect(await window.take('reads', 3)).toBe(30_000);
    expect(await window.take('searches', 3)).toBe(0);
    now += 30_000;
    expect(await window.take('reads', 3)).toBe(0);
    expect(await window.take('reads', 3)).toBe(10_000);
  });

  it('gives nothing while paused, whatever the count, then counts again', async () => {
    now += 2 * MINUTE;
    await window.pause('reads', MINUTE);
    expect(await window.take('reads', 3)).toBe(MINUTE);
    now += MINUTE;
    expect(await window.take('reads', 3)).toBe(0);
  });
}

describe('LocalRateWindow (one instance)', () => {
  windowRules((now) => new LocalRateWindow({ windowMs: MINUTE, now }));
});

describe.runIf(redisServerPath())('RedisRateWindow (shared by instances)', () => {
  let redis: { url: string; stop(): Promise<void> };
  const windows: RateWindow[] = [];
  beforeAll(async () => {
    redis = await startRedis({ port: await freePorts() });
  });
  afterAll(async () => {
    await Promise.all(windows.map((w) => w.close()));
    await redis?.stop();
  });

  windowRules((now) => {
    const window = new RedisRateWindow(new Redis(redis.url), { windowMs: MINUTE, now }, 'rules:');
    windows.push(window);
    return window;
  });

  it('counts two instances together, and one instance pausing pauses the other', async () => {
    let now = 5_000_000;
    const [a, b] = [0, 1].map(() => new RedisRateWindow(new Redis(redis.url), { windowMs: MINUTE, now: () => now }));
    windows.push(a!, b!);
    const granted = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!).take('reads', 15)));
    expect(granted.filter((wait) => wait === 0)).toHaveLength(15);
    now += MINUTE;
    await a!.pause('reads', MINUTE);
    expect(await b!.take('reads', 15)).toBe(MINUTE);
  });
});
