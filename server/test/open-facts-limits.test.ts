// The Open Food Facts family's published limits (decision 069): two API instances sharing one Redis ask
// the (fake) API at most the limit's number of times a minute between them, with the User-Agent it requires; a barcode
// over the limit is answered "being looked up", looked up once the window allows and kept in the catalog; a 503 pauses
// every instance for the window without opening the breaker. The clock is the test's: nothing waits for a minute.
import type { FastifyInstance } from 'fastify';
import { identifyResponse, type IdentifyResponse } from '@clearcart/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/lib/ports.mjs';
import { redisServerPath, startRedis } from '../../scripts/lib/redis.mjs';
import { lookingUpMessage } from '../src/identify/online.ts';
import type { Services } from '../src/services.ts';
import type { FakeServer } from './fakes/fake-server.ts';
import { JACQUET_GTIN, offDataMissing, startOpenFoodFactsFake } from './fakes/open-food-facts-fake.ts';
import { buildTestApp } from './test-app.ts';

// Under CI a missing part fails the run: the shared limit is never silently untested there.
if (process.env.CI && !redisServerPath()) throw new Error('CI: the shared-limits test needs redis-server');

/** The other real v2 capture the fake serves (Nutella), not in the test catalog. */
const NUTELLA_GTIN = '3017620422003';
const CONTACT = 'operations@clearcart.example';
const MINUTE = 60_000;

/** The `n`th made-up EAN-13 (prefix 200, for a store's own use: no real product has it), with its check digit. */
function unknownGtin(n: number): string {
  const body = `200${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function form(description: string) {
  const boundary = '----limits-test';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function identify(app: FastifyInstance, gtin: string): Promise<IdentifyResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/products/identify', ...form(gtin) });
  expect(response.statusCode).toBe(200);
  return identifyResponse.parse(response.json());
}

describe.runIf(!offDataMissing && redisServerPath())('Open Food Facts limits shared by two instances', () => {
  let fake: FakeServer;
  let redis: { url: string; stop(): Promise<void> };
  let now = Date.UTC(2026, 11, 1, 8, 0, 0);
  const logged: string[] = [];
  const instances: { app: FastifyInstance; services: Services }[] = [];
  const productReads = () => fake.requests.filter((r) => r.url.pathname.startsWith('/api/v2/product/'));
  const drainAll = () => Promise.all(instances.map((i) => i.services.onlineIdentify!.drain()));
  const waiting = () => instances.reduce((sum, i) => sum + i.services.onlineIdentify!.waitingCount, 0);

  beforeAll(async () => {
    fake = await startOpenFoodFactsFake();
    redis = await startRedis({ port: await freePorts() });
    for (let i = 0; i < 2; i++) {
      const { app, services } = await buildTestApp({
        products: [],
        providers: {
          openFoodFactsUrl: fake.url,
          redisUrl: redis.url,
          contact: CONTACT,
          limitClock: () => now,
          log: (message, error) => logged.push(`${message}: ${String(error)}`),
          // One counted failure would open the breaker: a 503 must not count. A long timeout: the fake shares this
          // process with two embedded stores, and a slow answer under load is not what this test is about.
          http: {
            openFoodFacts: {
              timeoutMs: 30_000,
              retries: 0,
              backoffMs: 10,
              breaker: { failures: 1, coolDownMs: 600_000 },
            },
          },
        },
      });
      instances.push({ app, services });
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.app.close()));
    await redis?.stop();
    await fake?.close();
  });

  it('asks at most 15 times a minute across both instances for 60 unknown barcodes, and says the rest are being looked up', async () => {
    const answers: IdentifyResponse[] = [];
    for (let n = 0; n < 60; n++) {
      answers.push(await identify(instances[n % 2]!.app, unknownGtin(n)));
      now += 900; // 60 barcodes within one minute
    }
    expect(productReads()).toHaveLength(15);
    const lookingUp = answers.filter((a) => a.looking_up);
    expect(lookingUp).toHaveLength(45);
    expect(answers.filter((a) => !a.looking_up).every((a) => /is in our catalog yet/.test(a.message ?? ''))).toBe(true);
    expect(lookingUp[0]?.message).toBe(lookingUpMessage([lookingUp[0]!.read!]));
    expect(waiting()).toBe(45);

    // Every request names the app, its version and the contact, as the API's rules ask.
    for (const request of fake.requests) {
      expect(request.headers['user-agent']).toMatch(/^ClearCart\/\d+\.\d+\.\d+ \(operations@clearcart\.example\)$/);
    }

    // Still within the minute of the first reads: the queue waits.
    await drainAll();
    expect(productReads()).toHaveLength(15);

    // Each new minute lets 15 more through, shared by both instances' queues, until none waits.
    for (let minute = 1; minute <= 3; minute++) {
      now += MINUTE;
      await drainAll();
      expect(productReads()).toHaveLength(15 + 15 * minute);
    }
    expect(waiting()).toBe(0);

    // Looked up and not found: the answer is now the honest "not in our catalog", with no further request.
    const again = await identify(instances[1]!.app, lookingUp[0]!.read!);
    expect(again.looking_up).toBeUndefined();
    expect(again.message).toMatch(/is in our catalog yet/);
    expect(productReads()).toHaveLength(60);
  });

  it('looks up a queued barcode once the window allows and keeps it in the catalog', async () => {
    now += 2 * MINUTE;
    for (let n = 100; n < 115; n++) await identify(instances[0]!.app, unknownGtin(n));
    const before = productReads().length;
    const queued = await identify(instances[1]!.app, JACQUET_GTIN);
    expect(queued).toMatchObject({ product_id: null, looking_up: true, read: JACQUET_GTIN });
    expect(productReads()).toHaveLength(before);

    now += MINUTE;
    await drainAll();
    expect(await instances[1]!.services.products.findByGtin([JACQUET_GTIN])).not.toBeNull();
    const found = await identify(instances[1]!.app, JACQUET_GTIN);
    expect(found).toMatchObject({ identified_by: 'barcode', read: JACQUET_GTIN });
    expect(found.product_id).toMatch(/^off-/);
  });

  it('treats a 503 as "slow down": both instances pause for the window, and the breaker stays closed', async () => {
    now += 2 * MINUTE;
    fake.behaviour = 'throttled';
    const before = productReads().length;
    const throttled = await identify(instances[0]!.app, NUTELLA_GTIN);
    expect(throttled).toMatchObject({ product_id: null, looking_up: true });
    // Not retried: one request, answered 503.
    expect(productReads()).toHaveLength(before + 1);

    fake.behaviour = 'ok';
    now += 10_000;
    // The other instance holds back too, though the window has free slots.
    const paused = await identify(instances[1]!.app, unknownGtin(200));
    expect(paused.looking_up).toBe(true);
    await drainAll();
    expect(productReads()).toHaveLength(before + 1);

    // The window over, the queued barcode is read; with a breaker that opens on one failure, the 503 was not one.
    now += MINUTE;
    await drainAll();
    expect(await instances[0]!.services.products.findByGtin([NUTELLA_GTIN])).not.toBeNull();
    expect(waiting()).toBe(0);
  });
});
