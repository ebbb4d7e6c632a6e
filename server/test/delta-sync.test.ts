// The mirror kept current with Open Food Facts' daily delta files (decision 070), against a local fake that
// serves an index and gzipped mongoexport files as OFF publishes them (index newest first, as `ls -t` writes it),
// built here from real Open Food Facts records in ../shared/data: a first load from a full export, two days of
// deltas, a day missed and caught up, a file cut short.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_FOOD_FACTS } from '@clearcart/engine';
import { claimSync, parseIndex, readSyncState, syncDeltas } from '../src/catalog/delta-sync.ts';
import { importFile } from '../src/catalog/import-file.ts';
import { userAgent } from '../src/providers/http.ts';
import type { Db } from '../src/store/database/db.ts';
import { ProductRepository } from '../src/store/repositories/product-repository.ts';
import { OFF_DATA, offDataMissing } from './fakes/open-food-facts-fake.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createServices } from '../src/services.ts';
import { fakeTokens, openTestDb } from './helpers.ts';

type Row = Record<string, unknown>;
const DAY = 86_400;
/** Day n of the test's calendar, in UNIX seconds (after every real record's own last change). */
const day = (n: number) => Date.UTC(2026, 10, 1) / 1000 + n * DAY;

/** Real records: the two API v2 captures and the "coca" search pages (their products' full JSON). */
function realRecords(): Row[] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(OFF_DATA, file), 'utf8')) as Row;
  const pages = [
    'openfoodfacts-ruby/search_coca_page1_size42.json',
    'openfoodfacts-ruby/search_coca_page2_size20.json',
  ];
  const all = [
    read('openfoodfacts-ruby/api_v2_product_3029330003533.json').product as Row,
    read('OpenFoodFacts4Net/3017620422003_2311030018.json').product as Row,
    ...pages.flatMap((file) => read(file).products as Row[]),
  ];
  // One record per barcode, each with a name (what the catalog needs to keep a product).
  const byCode = new Map<string, Row>();
  for (const r of all)
    if (typeof r.code === 'string' && typeof r.product_name === 'string' && r.product_name) byCode.set(r.code, r);
  return [...byCode.values()];
}

const jsonl = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

/** A contributor's edit on day `n`: the record as it is in the export, renamed, changed at that time. */
const edited = (r: Row, n: number, name: string): Row => ({ ...r, product_name: name, last_modified_t: day(n) + 3600 });
const changedOn = (r: Row, n: number): Row => ({ ...r, last_modified_t: day(n) + 7200 });

describe.skipIf(offDataMissing)('delta sync against a fake of Open Food Facts’ delta files', () => {
  let db: Db;
  let products: ProductRepository;
  let server: Server;
  let base = '';
  const served = new Map<string, { body: Buffer; cutShort?: boolean }>();
  let index: string[] = [];
  const requests: string[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'delta-sync-'));
  const records = realRecords();
  const [full, fresh] = [records.slice(0, 20), records.slice(20)];
  const fileName = (n: number) => `openfoodfacts_products_${day(n)}_${day(n) + DAY - 1}.json.gz`;
  const publish = (n: number, rows: Row[]) => {
    served.set(fileName(n), { body: gzipSync(jsonl(rows)) });
    // OFF's script writes `ls -t`: newest first.
    index = [fileName(n), ...index];
  };
  const sync = () =>
    syncDeltas(db, products, { baseUrl: `${base}/data/delta`, userAgent: userAgent('ops@example.org') });
  const nameOf = async (code: string) => (await products.findByGtin([code]))?.name;

  beforeAll(async () => {
    expect(fresh.length).toBeGreaterThanOrEqual(8);
    db = await openTestDb('pglite');
    products = new ProductRepository(db);
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const name = (req.url ?? '').replace(/^\/data\/delta\//, '');
      if (name === 'index.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return void res.end(index.join('\n') + '\n');
      }
      const file = served.get(name);
      if (!file) {
        res.writeHead(404);
        return void res.end();
      }
      // Cut short: the connection ends partway, the length announced being the part sent (a proxy's truncated copy).
      const body = file.cutShort ? file.body.subarray(0, Math.floor(file.body.length / 2)) : file.body;
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(body.length) });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });

  it('reads the index as OFF writes it: its files oldest first, other lines ignored', () => {
    expect(parseIndex(`openfoodfacts_products_20_30.json.gz\nREADME\nopenfoodfacts_products_10_20.json.gz\n`)).toEqual([
      { name: 'openfoodfacts_products_10_20.json.gz', from: 10, to: 20 },
      { name: 'openfoodfacts_products_20_30.json.gz', from: 20, to: 30 },
    ]);
  });

  it('first load from the full export, then two days of deltas: new products added, an edit applied', async () => {
    const exportPath = path.join(work, 'openfoodfacts-products.jsonl.gz');
    writeFileSync(exportPath, gzipSync(jsonl(full)));
    await importFile(
      db,
      products,
      { path: exportPath, incremental: false, site: 'off' },
      { line: () => {}, progress: () => {} },
    );
    const loaded = await products.count();
    expect(loaded).toBeGreaterThan(0);
    const imported = (await readSyncState(db)).watermark;
    expect(imported).toBe(Math.max(...full.map((r) => Number(r.last_modified_t ?? 0))));

    // A file older than the export (what the export already holds) is listed but never fetched.
    served.set(`openfoodfacts_products_${imported - DAY}_${imported}.json.gz`, { body: gzipSync(jsonl(full)) });
    index = [`openfoodfacts_products_${imported - DAY}_${imported}.json.gz`];
    publish(1, [changedOn(fresh[0]!, 1), edited(full[0]!, 1, 'Renamed on day one')]);
    publish(2, [changedOn(fresh[1]!, 2)]);

    const summary = await sync();
    expect(summary.applied.map((f) => f.name)).toEqual([fileName(1), fileName(2)]);
    expect(summary.rows).toBe(3);
    expect(summary.refused).toEqual([]);
    expect(requests.some((r) => r.endsWith(`_${imported}.json.gz`))).toBe(false);
    expect(await products.count()).toBe(loaded + 2);
    expect(await nameOf(full[0]!.code as string)).toBe('Renamed on day one');
    expect(await nameOf(fresh[1]!.code as string)).toBeDefined();
    const state = await readSyncState(db);
    expect(state.watermark).toBe(day(2) + DAY - 1);
    expect(state.lastRows).toBe(3);
    expect(state.lastSync).toBeDefined();

    // Again, nothing new: nothing fetched but the index, nothing changed.
    const before = requests.length;
    expect((await sync()).applied).toEqual([]);
    expect(requests.slice(before)).toEqual(['/data/delta/index.txt']);
  });

  it('catches up a missed day, in order: the later edit wins', async () => {
    publish(3, [changedOn(fresh[2]!, 3), edited(full[1]!, 3, 'Day three name')]);
    publish(4, [changedOn(fresh[3]!, 4), edited(full[1]!, 4, 'Day four name')]);
    const summary = await sync();
    expect(summary.applied.map((f) => f.name)).toEqual([fileName(3), fileName(4)]);
    expect(await nameOf(full[1]!.code as string)).toBe('Day four name');
    expect(await nameOf(fresh[2]!.code as string)).toBeDefined();
    expect(await nameOf(fresh[3]!.code as string)).toBeDefined();
  });

  it('refuses a file cut short, applies nothing after it, and takes both next time', async () => {
    publish(5, [changedOn(fresh[4]!, 5), changedOn(fresh[5]!, 5), changedOn(fresh[6]!, 5)]);
    publish(6, [changedOn(fresh[7]!, 6)]);
    served.get(fileName(5))!.cutShort = true;
    const count = await products.count();

    const refused = await sync();
    expect(refused.refused).toEqual([{ name: fileName(5), reason: expect.stringMatching(/end of file/i) as string }]);
    expect(refused.applied).toEqual([]);
    expect(await products.count()).toBe(count);
    expect((await readSyncState(db)).watermark).toBe(day(4) + DAY - 1);

    served.get(fileName(5))!.cutShort = false;
    const retried = await sync();
    expect(retried.applied.map((f) => f.name)).toEqual([fileName(5), fileName(6)]);
    expect(await products.count()).toBe(count + 4);
    expect((await readSyncState(db)).watermark).toBe(day(6) + DAY - 1);
  });

  it('lets one process (of the workers, or the app) claim each period’s sync', async () => {
    const period = DAY * 1000;
    const t = Date.UTC(2026, 11, 1);
    expect(await claimSync(db, OPEN_FOOD_FACTS, period, t)).toBe(true);
    expect(await claimSync(db, OPEN_FOOD_FACTS, period, t + 1_000)).toBe(false);
    expect(await claimSync(db, OPEN_FOOD_FACTS, period, t + period)).toBe(true);
  });

  it('fails fast when the index cannot be reached', async () => {
    await expect(
      syncDeltas(db, products, { baseUrl: 'http://127.0.0.1:9/data/delta', userAgent: userAgent() }),
    ).rejects.toThrow(/fetch failed|ECONNREFUSED/);
  });

  it('shows the last sync, its rows and the lag on /metrics', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), createServices(db, fakeTokens));
    try {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      const state = await readSyncState(db);
      expect(metric('clearcart_delta_sync_last_success_timestamp_seconds')).toBe(Date.parse(state.lastSync!) / 1000);
      expect(metric('clearcart_delta_sync_rows')).toBe(4);
      // The newest change is day 6 of the test's calendar: the lag is the time since then.
      const lag = metric('clearcart_delta_sync_lag_seconds');
      expect(lag).toBeGreaterThan(Date.now() / 1000 - state.watermark - 60);
      expect(lag).toBeLessThanOrEqual(Date.now() / 1000 - state.watermark);
    } finally {
      await app.close(); // closes the store too
    }
  });
});
