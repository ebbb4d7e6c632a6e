import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  offlinePackEnd,
  offlinePackHeader,
  offlinePackSummary,
  productFacts,
  type OfflinePackHeader,
  type ProductFacts,
} from '@clearcart/contracts';
import { OPEN_FOOD_FACTS } from '@clearcart/engine';
import { knowledge } from '@clearcart/knowledge';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesOf, scansOf } from '../src/catalog/countries.ts';
import { normalise } from '../src/catalog/normalise.ts';
import { derivedVersion } from '../src/products/product-service.ts';
import type { Services } from '../src/services.ts';
import { aProduct, storeKinds } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

/** A product line of an Open Food Facts export, with its scans and countries. */
const offRecord = (code: string, name: string, scans: number | undefined, countries: string[] | undefined) => ({
  code,
  product_name: name,
  brands: 'Acme',
  categories_tags: ['en:snacks'],
  ...(scans === undefined ? {} : { unique_scans_n: scans }),
  ...(countries === undefined ? {} : { countries_tags: countries }),
});

const seed: ProductFacts[] = [
  aProduct({ id: 'seed-oat-drink', gtin: '7394376616037', name: 'Oat drink', brand: 'Oatly', category: 'Oat milk' }),
  aProduct({ id: 'seed-hazelnut-spread', name: 'Hazelnut spread', brand: 'Nutella', category: 'Spread' }),
];

/** Imported: a French favourite, a German one, one sold everywhere with no count, a British one with few scans. */
const imported = [
  offRecord('3000000000017', 'Crêpes', 900, ['en:france', 'en:belgium']),
  offRecord('4000000000014', 'Brezel', 1200, ['en:germany']),
  offRecord('5000000000011', 'Mystery biscuit', undefined, undefined),
  offRecord('5000000000028', 'Digestives', 40, ['en:united-kingdom', 'en:france']),
];

interface Pack {
  header: OfflinePackHeader;
  products: ProductFacts[];
  end: { end: true; count: number } | undefined;
}

/** A pack's lines read back: header, products, end line (undefined when it was cut short). */
function readPack(body: string): Pack {
  const lines = body.split('\n').filter((line) => line !== '');
  const header = offlinePackHeader.parse(JSON.parse(lines[0] ?? ''));
  const last = offlinePackEnd.safeParse(JSON.parse(lines.at(-1) ?? '{}'));
  const products = lines.slice(1, last.success ? -1 : undefined).map((line) => productFacts.parse(JSON.parse(line)));
  return { header, products, end: last.success ? last.data : undefined };
}

describe.each(storeKinds)('GET /api/offline-pack (%s)', (kind) => {
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    ({ app, services } = await buildTestApp({ kind, products: [] }));
    await services.products.upsert(seed, 'seed');
    await services.products.write(normalise(imported, { site: OPEN_FOOD_FACTS }).rows, 'import');
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/offline-pack${query}`, headers });

  it('is NDJSON: a header with the engine and knowledge version, one product per line best ranked first, an end line', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const pack = readPack(response.body);
    expect(pack.header).toMatchObject({
      format: 'clearcart-offline-pack/1',
      version: derivedVersion(knowledge),
      country: null,
      since: null,
      limit: 10_000,
      count: 6,
      part: null,
      parts: 1,
      total: 6,
      removed: [],
    });
    // The seed catalog first (by id), then by Open Food Facts' distinct scanners, most first; no count last.
    expect(pack.products.map((p) => p.name)).toEqual([
      'Hazelnut spread',
      'Oat drink',
      'Brezel',
      'Crêpes',
      'Digestives',
      'Mystery biscuit',
    ]);
    expect(pack.end).toEqual({ end: true, count: 6 });
    // The facts are the ones the server evaluates (schema defaults applied), so the device's report is the server's.
    expect(pack.products[1]).toEqual(await services.products.get('seed-oat-drink'));
    // The size said beforehand is an estimate of this body.
    expect(pack.header.bytes).toBeGreaterThan(response.body.length * 0.85);
    expect(pack.header.bytes).toBeLessThan(response.body.length * 1.15);
  });

  it("holds the products sold in the shopper's country, and those sold anywhere (no country on record)", async () => {
    const france = readPack((await get('?country=FR')).body);
    expect(france.header.country).toBe('fr');
    expect(france.products.map((p) => p.name)).toEqual([
      'Hazelnut spread',
      'Oat drink',
      'Crêpes',
      'Digestives',
      'Mystery biscuit',
    ]);
    const germany = readPack((await get('?country=de&limit=3')).body);
    expect(germany.products.map((p) => p.name)).toEqual(['Hazelnut spread', 'Oat drink', 'Brezel']);
    expect(germany.header).toMatchObject({ count: 3, limit: 3 });
  });

  it('says its size without the pack: ?count=1 answers the header and the exact gzip size; HEAD the headers', async () => {
    const summary = await get('?country=fr&count=1');
    expect(summary.statusCode).toBe(200);
    const body = offlinePackSummary.parse(summary.json());
    expect(body.count).toBe(5);
    const pack = await get('?country=fr');
    // The same products and lines; only the header's time may differ, which gzip stores in as many bytes.
    expect(Math.abs(body.downloadBytes - gzipSync(pack.body, { level: 6 }).length)).toBeLessThan(16);

    const head = await app.inject({ method: 'HEAD', url: '/api/offline-pack?country=fr' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-pack-count']).toBe('5');
    expect(Number(head.headers['x-pack-bytes'])).toBe(body.bytes);
    expect(head.body).toBe('');
  });

  it('is cacheable: a weak ETag, 304 for the pack already held, public for ten minutes; a change makes a new tag', async () => {
    const first = await get('?country=gb');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    const again = await get('?country=gb', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await services.products.upsert([{ ...seed[0]!, name: 'Oat drink Barista' }], 'seed');
    const changed = await get('?country=gb', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('updates with only what changed since a pack, and the ids removed since', async () => {
    const before = readPack((await get('')).body);
    const since = before.header.generatedAt;
    expect(readPack((await get(`?since=${encodeURIComponent(since)}`)).body).products).toEqual([]);

    await services.products.upsert([{ ...seed[1]!, category: 'Hazelnut cocoa spread' }], 'seed');
    const crepes = (await services.products.findByGtin(['3000000000017']))!;
    await services.products.upsert([{ ...crepes, quantity: '8 x 32 g' }], 'openfoodfacts');
    // Removed from the catalog (by hand, or by a barcode another product now carries).
    const mystery = (await services.products.findByGtin(['5000000000011']))!;
    await services.db.query('DELETE FROM products WHERE id = $1', [mystery.id]);
    const update = readPack((await get(`?since=${encodeURIComponent(since)}`)).body);
    expect(update.header.since).toBe(new Date(since).toISOString());
    expect(update.products.map((p) => p.id).sort()).toEqual([crepes.id, 'seed-hazelnut-spread']);
    // A record fetched live carries no scan count: the one the import gave still ranks it.
    expect(update.products.find((p) => p.id === crepes.id)?.quantity).toBe('8 x 32 g');
    expect(readPack((await get('?country=fr&limit=3')).body).products.at(-1)?.id).toBe(crepes.id);
    expect(update.header.removed).toEqual([mystery.id]);
  });

  it('goes compressed when the client accepts it (brotli first, else gzip), the same lines', async () => {
    const plain = readPack((await get('?country=fr')).body).products;
    const br = await get('?country=fr', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(readPack(brotliDecompressSync(br.rawPayload).toString('utf8')).products).toEqual(plain);
    const gz = await get('?country=fr', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(readPack(gunzipSync(gz.rawPayload).toString('utf8')).products).toEqual(plain);
  });

  it('comes in parts a CDN can hold: ?part=0 is the first part, with its own tag; a part past the last is empty', async () => {
    const [whole, first, past] = await Promise.all([get(''), get('?part=0'), get('?part=1')]);
    const [part, all] = [readPack(first.body), readPack(whole.body)];
    expect(part.header).toMatchObject({ part: 0, parts: 1, count: all.header.count, total: all.header.count });
    expect(part.products).toEqual(all.products);
    expect(first.headers.etag).not.toBe(whole.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect(readPack(past.body)).toMatchObject({ header: { part: 1, count: 0 }, products: [], end: { count: 0 } });
  });

  it('refuses a country that is no two-letter code, a bad time and a limit out of range, saying why', async () => {
    for (const query of ['?country=france', '?since=yesterday', '?limit=0', '?limit=20001', '?count=yes', '?part=-1']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe("an import keeps Open Food Facts' scans and countries", () => {
  it.each([
    ['a JSON record', { unique_scans_n: 903, countries_tags: ['en:morocco', 'en:united-kingdom'] }, 903, ['gb', 'ma']],
    ['a CSV row', { unique_scans_n: '12', countries_tags: 'en:france,en:czech-republic,en:world' }, 12, ['cz', 'fr']],
    ['a record without them', {}, null, null],
    ['tags the site misspelt', { countries_tags: ['en:frankreich', 'fr:belgique'] }, null, null],
  ])('%s', (_label, record, scans, countries) => {
    expect(scansOf(record)).toBe(scans);
    expect(countriesOf(record)).toEqual(countries);
  });

  const tsv = resolve(
    import.meta.dirname,
    '../../../shared/data/openfoodfacts/products/openfoodfacts-data-quality/products.csv',
  );
  it.skipIf(!existsSync(tsv))('from the real export: a scan count where the row has one, and countries', () => {
    const [head = '', ...lines] = readFileSync(tsv, 'utf8').split('\n').filter(Boolean);
    const columns = head.split('\t');
    const records = lines.map((line): Record<string, string> =>
      Object.fromEntries(line.split('\t').map((cell, i) => [columns[i] ?? '', cell])),
    );
    const rows = normalise(records, { site: OPEN_FOOD_FACTS }).rows;
    expect(rows.length).toBeGreaterThan(500);
    // 29 % of this excerpt's rows carry `unique_scans_n`; nearly all say where they are sold.
    expect(rows.filter((row) => row.popularity !== null).length / rows.length).toBeGreaterThan(0.25);
    expect(rows.filter((row) => row.countries !== null).length / rows.length).toBeGreaterThan(0.9);
  });
});
