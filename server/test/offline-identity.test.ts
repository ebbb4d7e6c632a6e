// One engine, two places: the report the device computes from an offline pack is the server's, the same
// JSON, for every seed product and a quarter of the shared Open Food Facts records, with and without preferences. The
// device side is the very module the web's offline chunk runs (web/src/features/offline/engine/device-engine.ts).
import { offlinePackEnd, offlinePackHeader, productFacts, type PreferencesInput } from '@clearcart/contracts';
import { fromOpenFoodFacts, OPEN_FOOD_FACTS } from '@clearcart/engine';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasOffRecords, loadOffRecords, productOf } from '../../packages/engine/src/test/off-records.ts';
import {
  basicReport,
  completeReport,
  engineVersion,
  speechIn,
} from '../../web/src/features/offline/engine/device-engine.ts';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import { buildTestApp } from './test-app.ts';

/** Shoppers who want different things: each changes the report's personal alerts and emphasis. */
const PROFILES: [string, PreferencesInput | undefined][] = [
  ['no preferences', undefined],
  [
    'allergies and diets',
    {
      health: {
        allergens: ['peanuts', 'tree_nuts', 'dairy', 'wheat', 'gluten', 'soy', 'sesame'],
        dietary_restrictions: ['vegan', 'gluten_free', 'low_sugar'],
      },
    },
  ],
  [
    'sensitive to additives, avoids palm oil',
    {
      health: {
        sensitivities: { chemicals: 5, preservatives: 4, artificial_additives: 5 },
        avoid_ingredients: ['palm oil', 'aspartame', 'E150d'],
      },
      environment: { certifications: ['organic', 'recyclable'], ingredients_to_avoid: ['palm oil'] },
    },
  ],
  [
    'ethics first',
    {
      health: { dietary_restrictions: ['vegetarian'] },
      ethical: {
        certifications: ['fair_trade', 'cruelty_free'],
        animal_testing: 'strongly_avoid',
        additional_concerns: 'child labour',
      },
    },
  ],
];

const seed = loadSeedCatalog();
/** The shared records as the catalog holds them: one per id and per barcode, the later winning, as an import. */
const openRecords = [
  ...new Map(
    loadOffRecords()
      .map(({ record }) => fromOpenFoodFacts(productOf(record), OPEN_FOOD_FACTS))
      .filter((facts) => facts !== null && facts.gtin !== undefined)
      .map((facts) => [facts!.gtin, facts!]),
  ).values(),
].filter((facts) => !seed.some((s) => s.id === facts.id || (s.gtin && s.gtin === facts.gtin)));

/** A walk over some 650 products: minutes on a busy two-core machine, never a question of speed here. */
const WALK_MS = 600_000;

/**
 * The products walked: every seed product (the ones shoppers open) and every fourth shared record, in the pack's
 * order. Both sides run the one engine, so what could part them is the way facts travel (the store, the pack's JSON,
 * the preferences, the language): a field the pack lost shows on many records, not on one. The whole pack is checked
 * for its size; the engine's own sweeps read every record (reports-in-every-language, report-consistency).
 */
const walked = (pack: readonly ReturnType<typeof productFacts.parse>[]) =>
  pack.filter((facts, i) => seed.some((s) => s.id === facts.id) || i % 4 === 0);

// One app and one pack for both walks: the catalog of some 1,500 products is loaded once, into PostgreSQL (the store is
// not what is tested here; the embedded one has tests of its own).
let app: FastifyInstance;
let pack: ReturnType<typeof productFacts.parse>[];
let version: string;
beforeAll(async () => {
  ({ app } = await buildTestApp({ kind: 'postgres', products: [...seed, ...openRecords] }));
  const body = (await app.inject({ url: '/api/offline-pack?limit=20000' })).body.trim().split('\n');
  version = offlinePackHeader.parse(JSON.parse(body[0]!)).version;
  expect(offlinePackEnd.parse(JSON.parse(body.at(-1)!)).count).toBe(body.length - 2);
  pack = body.slice(1, -1).map((line) => productFacts.parse(JSON.parse(line)));
}, WALK_MS);
afterAll(async () => {
  await app?.close();
});

describe('the device and the server make the same report from the same facts', { timeout: WALK_MS }, () => {
  let client = 0;

  // Many evaluations from one test client: each its own address, so the per-client limit is not what is tested.
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });

  it('holds every product: the seed catalog and the shared Open Food Facts records', () => {
    expect(pack).toHaveLength(seed.length + openRecords.length);
    if (hasOffRecords) expect(openRecords.length).toBeGreaterThan(1000);
  });

  it("knows the server's engine and knowledge version, hashed with SubtleCrypto as the server hashes with node:crypto", async () => {
    expect(await engineVersion()).toBe(version);
  });

  it('the basic view of every product walked', async () => {
    const differ: string[] = [];
    for (const facts of walked(pack)) {
      const response = await inject({ url: `/api/products/${facts.id}` });
      if (response.body !== JSON.stringify(basicReport(facts))) differ.push(facts.id);
    }
    expect(differ).toEqual([]);
  });

  it.each(PROFILES)('the full report of every product walked, for a shopper: %s', async (_label, preferences) => {
    const differ: string[] = [];
    let alerts = 0;
    for (const facts of walked(pack)) {
      const body = preferences ? { preferences } : {};
      const response = await inject({ method: 'POST', url: `/api/products/evaluate/${facts.id}`, payload: body });
      expect(response.statusCode).toBe(200);
      // The same bytes, key order and all: what the device renders is what the server would have sent.
      const device = JSON.stringify(completeReport(facts, body));
      if (response.body !== device) differ.push(facts.id);
      alerts += (JSON.parse(device) as { personal_alerts: unknown[] }).personal_alerts.length;
    }
    expect(differ).toEqual([]);
    // The profile did personalise the reports (a shopper with none has no alerts).
    if (preferences) expect(alerts).toBeGreaterThan(0);
    else expect(alerts).toBe(0);
  });
});

// In another language too, the phone writes the server's words: the same Accept-Language on the server and
// the same language on the device give the same bytes (the French messages and the knowledge's French names, loaded
// on demand on both).
describe('the device and the server make the same report in French', { timeout: WALK_MS }, () => {
  // Addresses of their own, after the English walk's.
  let client = 1 << 20;
  const french = { 'accept-language': 'fr-FR,fr;q=0.9' };

  const inject = (options: InjectOptions) =>
    app.inject({ ...options, remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });

  it('the basic view and the full report of every product walked, for a shopper with allergies and diets', async () => {
    const speech = await speechIn('fr');
    const [, preferences] = PROFILES[1]!;
    const differ: string[] = [];
    for (const facts of walked(pack)) {
      const basic = await inject({ url: `/api/products/${facts.id}`, headers: french });
      expect(basic.headers['content-language']).toBe('fr');
      if (basic.body !== JSON.stringify(basicReport(facts, speech))) differ.push(`basic ${facts.id}`);
      const body = { preferences };
      const complete = await inject({
        method: 'POST',
        url: `/api/products/evaluate/${facts.id}`,
        payload: body,
        headers: french,
      });
      if (complete.body !== JSON.stringify(completeReport(facts, body, speech))) differ.push(`complete ${facts.id}`);
    }
    expect(differ).toEqual([]);
    // It is French: the device's own report says so.
    expect(basicReport(pack[0]!, speech).metadata.language).toBe('fr');
  });
});
