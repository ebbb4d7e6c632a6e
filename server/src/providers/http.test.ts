import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFake, type FakeServer } from '../../test/fakes/fake-server.ts';
import { HttpClient, ProviderError, USER_AGENT, deadline, whyNotRead } from './http.ts';
import { cleanField } from './text.ts';

const fast = {
  timeoutMs: 300,
  retries: 2,
  backoffMs: 10,
  maxBytes: 2 * 1024 * 1024,
  breaker: { failures: 50, coolDownMs: 1_000 },
};

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('HttpClient', () => {
  let fake: FakeServer;
  let failFirst = 0;
  beforeAll(async () => {
    fake = await startFake(() => {
      if (failFirst > 0) {
        failFirst--;
        return { status: 503, body: { error: 'busy' } };
      }
      return { body: { ok: true } };
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.behaviour = 'ok';
    failFirst = 0;
  });

  it('gets JSON and sends the descriptive User-Agent', async () => {
    const client = new HttpClient('test', fast);
    await expect(client.json(`${fake.url}/x`)).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(fake.requests[0]?.headers['user-agent']).toBe(USER_AGENT);
    expect(USER_AGENT).toMatch(/\.invalid/);
  });

  it('retries a GET after 5xx with backoff, and succeeds', async () => {
    failFirst = 2;
    const client = new HttpClient('test', fast);
    await expect(client.json(`${fake.url}/x`)).resolves.toMatchObject({ body: { ok: true } });
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after the bounded retries', async () => {
    fake.behaviour = 'fail';
    const client = new HttpClient('test', fast);
    const error = await failure(client.json(`${fake.url}/x`));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    fake.behaviour = 'fail';
    const client = new HttpClient('test', fast);
    await failure(client.json(`${fake.url}/x`, { method: 'POST', json: { a: 1 } }));
    expect(fake.requests).toHaveLength(1);
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ a: 1 });
  });

  it('times out a slow answer per attempt', async () => {
    fake.behaviour = 'slow';
    fake.slowMs = 2_000;
    const client = new HttpClient('test', { ...fast, retries: 0 });
    const started = performance.now();
    const error = await failure(client.json(`${fake.url}/x`));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1_000);
  });

  it("stops at the caller's deadline, retries included", async () => {
    fake.behaviour = 'slow';
    fake.slowMs = 2_000;
    const client = new HttpClient('test', { ...fast, timeoutMs: 1_000, retries: 3 });
    const started = performance.now();
    const error = await failure(client.json(`${fake.url}/x`, { signal: deadline(250) }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(800);
    expect(fake.requests).toHaveLength(1);
  });

  it("does not wait out a backoff past the caller's deadline, nor make the retry after it", async () => {
    fake.behaviour = 'fail';
    // The backoff is jittered (cockatiel's decorrelated jitter can draw a first delay under a tenth of backoffMs): a
    // backoff this long is past the deadline whatever the draw, so the retry is never made.
    const client = new HttpClient('test', { ...fast, retries: 1, backoffMs: 1_000_000 });
    const started = performance.now();
    const error = await failure(client.json(`${fake.url}/x`, { signal: deadline(200) }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(800);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests).toHaveLength(1);
  });

  it.each(['oversized', 'oversized-declared'] as const)('refuses a body over the cap (%s)', async (behaviour) => {
    fake.behaviour = behaviour;
    const client = new HttpClient('test', { ...fast, retries: 0 });
    const error = await failure(client.json(`${fake.url}/x`));
    expect(error.kind).toBe('too_large');
  });

  it('reports a body that is not JSON as malformed', async () => {
    fake.behaviour = 'malformed';
    const client = new HttpClient('test', { ...fast, retries: 0 });
    expect((await failure(client.json(`${fake.url}/x`))).kind).toBe('malformed');
  });

  it('accepts statuses declared as answers (404 "not found") without retrying', async () => {
    const notFound = await startFake(() => ({ status: 404, body: { status: 0 } }));
    try {
      const client = new HttpClient('test', fast);
      await expect(client.json(`${notFound.url}/x`, { acceptStatus: [404] })).resolves.toEqual({
        status: 404,
        body: { status: 0 },
      });
      expect(notFound.requests).toHaveLength(1);
    } finally {
      await notFound.close();
    }
  });

  it('reports a refused connection as unreachable, and does not retry it', async () => {
    const closed = await startFake(() => ({ body: {} }));
    const url = closed.url;
    await closed.close();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const client = new HttpClient('test', { ...fast, retries: 2 });
      expect((await failure(client.json(`${url}/x`))).kind).toBe('unreachable');
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('opens the breaker after N consecutive failures, then lets one trial through after the cool-down', async () => {
    fake.behaviour = 'fail';
    const client = new HttpClient('test', { ...fast, retries: 0, breaker: { failures: 3, coolDownMs: 200 } });
    for (let i = 0; i < 3; i++) await failure(client.json(`${fake.url}/x`));
    expect(client.breakerState).toBe('open');
    const open = await failure(client.json(`${fake.url}/x`));
    expect(open.kind).toBe('circuit_open');
    expect(fake.requests).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 220));
    fake.behaviour = 'ok';
    await expect(client.json(`${fake.url}/x`)).resolves.toMatchObject({ status: 200 });
    expect(client.breakerState).toBe('closed');
  });

  it('lets a single trial through when half-open, and re-opens at once when it fails', async () => {
    fake.behaviour = 'fail';
    const client = new HttpClient('test', { ...fast, retries: 0, breaker: { failures: 2, coolDownMs: 150 } });
    for (let i = 0; i < 2; i++) await failure(client.json(`${fake.url}/x`));
    await new Promise((resolve) => setTimeout(resolve, 170));
    fake.requests.length = 0;
    const [trial, waiting] = await Promise.all([
      failure(client.json(`${fake.url}/x`)),
      failure(client.json(`${fake.url}/x`)),
    ]);
    expect(trial).toMatchObject({ kind: 'http', status: 500 });
    expect(waiting.kind).toBe('circuit_open');
    expect(fake.requests).toHaveLength(1);
    expect(client.breakerState).toBe('open');
    expect((await failure(client.json(`${fake.url}/x`))).kind).toBe('circuit_open');
    expect(fake.requests).toHaveLength(1);
  });

  it('counts failures per client: one service down does not switch off another', async () => {
    fake.behaviour = 'fail';
    const down = new HttpClient('down', { ...fast, retries: 0, breaker: { failures: 1, coolDownMs: 10_000 } });
    const other = new HttpClient('other', { ...fast, retries: 0, breaker: { failures: 1, coolDownMs: 10_000 } });
    await failure(down.json(`${fake.url}/x`));
    expect((await failure(down.json(`${fake.url}/x`))).kind).toBe('circuit_open');
    fake.behaviour = 'ok';
    await expect(other.json(`${fake.url}/x`)).resolves.toMatchObject({ status: 200 });
  });
});

describe('cleanField', () => {
  it('strips citation markers and collapses whitespace', () => {
    expect(cleanField('Made in Alba [1], Italy.[2][12]  Since   1964 [citation needed].')).toBe(
      'Made in Alba, Italy. Since 1964.',
    );
    expect(cleanField('A spread【3†source】 from hazelnuts [1, 2].')).toBe('A spread from hazelnuts.');
  });

  it('keeps brackets that are not citations', () => {
    expect(cleanField('Size [large] pack')).toBe('Size [large] pack');
  });
});

describe('whyNotRead', () => {
  it('says a source not read in one line, by kind and reason; a bug keeps its stack', () => {
    const offline = whyNotRead(new ProviderError('unreachable', 'RappelConso: fetch failed'));
    expect(offline).toEqual({ provider: { kind: 'unreachable', reason: 'RappelConso: fetch failed' } });
    expect(JSON.stringify(offline)).not.toContain('at ');
    expect(whyNotRead(new ProviderError('slow_down', 'slow down', 503))).toEqual({
      provider: { kind: 'slow_down', reason: 'slow down', status: 503 },
    });
    const bug = new TypeError('x is undefined');
    expect(whyNotRead(bug)).toEqual({ err: bug });
  });
});
