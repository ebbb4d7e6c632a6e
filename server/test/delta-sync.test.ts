// The mirror kept current with Open Food Facts' daily delta files (decision 070), against a local fake that
// serves an index and gzipped mongoexport files as OFF publishes them (index newest first, as `ls -t` writes it),
// built here from real Open Food Facts records in ../shared/data: a first load from a full export, two days of
// deltas, a day missed and caught up, a file cut short. Then every site of the family (decision 122), each its own
// fake: its own state and kind of product, one site failing while the others sync, the schedule, /metrics and
// `npm run sync`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS } from '@clearcart/engine';
import {
  claimSync,
  describeSync,
  parseIndex,
  readSyncState,
  scheduleDeltaSync,
  syncDeltas,
  syncSites,
  type SiteSync,
} from '../src/catalog/delta-sync.ts';
import { importFile } from '../src/catalog/import-file.ts';
import { userAgent } from '../src/providers/http.ts';
import type { Db } from '../src/store/database/db.ts';
import { ProductRepository } from '../src/store/repositories/product-repository.ts';
import { OFF_DATA, offDataMissing } from './fakes/open-food-facts-fake.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createServices } from '../src/services.ts';
import { bundle, runNode } from './child-server.ts';
import { copyEmptyStore, fakeTokens, openTestDb } from './helpers.ts';

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

/** A delta file a fake serves, and whether it serves it cut short. */
interface Served {
  body: Buffer;
  cutShort?: boolean;
}

/**
 * Answers a fake's request for one delta file: 404 when it has none; cut short, the connection ends partway with the
 * length announced being the part sent (a proxy's truncated copy).
 */
function sendDelta(res: ServerResponse, file: Served | undefined): void {
  if (!file) {
    res.writeHead(404);
    return void res.end();
  }
  const body = file.cutShort ? file.body.subarray(0, Math.floor(file.body.length / 2)) : file.body;
  res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(body.length) });
  res.end(body);
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
  const served = new Map<string, Served>();
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
      sendDelta(res, served.get(name));
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
      const metric = (name: string) => Number(new RegExp(`^${name}\\{site="off"\\} (\\S+)$`, 'm').exec(text)?.[1]);
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

/**
 * Made-up records (no Open Beauty/Products Facts record was found to replay), with neither `product_type` nor
 * categories: only the site they come from says what they are.
 */
const FOOD = { code: '2000000000107', product_name: 'Test Oat Crackers', brands: 'Test' };
const SHAMPOO = { code: '2000000000206', product_name: 'Test Almond Shampoo', ingredients_text: 'Aqua, Parfum' };
const SHOWER_GEL = { code: '2000000000404', product_name: 'Test Shower Gel', ingredients_text: 'Aqua, Linalool' };
const TABLETS = { code: '2000000000305', product_name: 'Test Dishwasher Tablets', brands: 'Test' };

describe('delta sync of every site of the family, each against a fake of its own delta files', () => {
  const SITES = { off: OPEN_FOOD_FACTS, obf: OPEN_BEAUTY_FACTS, opf: OPEN_PRODUCTS_FACTS };
  /** The prefix each site's script gives its files (`mongodb_dump.sh`'s PREFIX). */
  const FLAVOUR = { off: 'openfoodfacts', obf: 'openbeautyfacts', opf: 'openproductsfacts' };
  type Prefix = keyof typeof SITES;
  const published = {
    off: { index: [] as string[], files: new Map<string, Served>() },
    obf: { index: [] as string[], files: new Map<string, Served>() },
    opf: { index: [] as string[], files: new Map<string, Served>() },
  };
  const requests: string[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'delta-sync-sites-'));
  let server: Server;
  let base = '';
  let db: Db;
  let products: ProductRepository;
  const fileName = (prefix: Prefix, n: number) => `${FLAVOUR[prefix]}_products_${day(n)}_${day(n) + DAY - 1}.json.gz`;
  const publish = (prefix: Prefix, n: number, rows: Row[]) => {
    published[prefix].files.set(fileName(prefix, n), { body: gzipSync(jsonl(rows)) });
    published[prefix].index.unshift(fileName(prefix, n));
  };
  const source = (prefix: Prefix) => ({ site: SITES[prefix], baseUrl: `${base}/${prefix}/data/delta` });
  /** Nothing listens there: refused at once, like a site that cannot be reached. */
  const unreachable = (prefix: Prefix) => ({ site: SITES[prefix], baseUrl: `http://127.0.0.1:9/${prefix}/data/delta` });
  const options = { userAgent: userAgent('ops@example.org') };
  const kinds = async () =>
    (await db.query<{ id: string; kind: string }>("SELECT id, facts->>'kind' AS kind FROM products ORDER BY id")).map(
      (row) => [row.id, row.kind],
    );

  beforeAll(async () => {
    db = await openTestDb('pglite');
    products = new ProductRepository(db);
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const [, prefix, name] = /^\/(off|obf|opf)\/data\/delta\/(.+)$/.exec(req.url ?? '') ?? [];
      const site = prefix ? published[prefix as Prefix] : undefined;
      if (site && name === 'index.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return void res.end(site.index.join('\n') + '\n');
      }
      sendDelta(res, name ? site?.files.get(name) : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });

  it('syncs each site from its own index into its own state, its products stored as that site’s kind', async () => {
    // Open Beauty Facts' full export loaded first: it starts that site's sync, and no other site's.
    const exportPath = path.join(work, 'openbeautyfacts-products.jsonl');
    writeFileSync(exportPath, jsonl([{ ...SHAMPOO, last_modified_t: day(1) + 100 }]));
    await importFile(
      db,
      products,
      { path: exportPath, incremental: false, site: 'obf' },
      { line: () => {}, progress: () => {} },
    );
    expect((await readSyncState(db, OPEN_BEAUTY_FACTS)).watermark).toBe(day(1) + 100);
    expect((await readSyncState(db, OPEN_FOOD_FACTS)).watermark).toBe(0);

    publish('obf', 0, [{ ...SHAMPOO, product_name: 'Older name', last_modified_t: day(0) + 100 }]);
    publish('obf', 2, [{ ...SHOWER_GEL, last_modified_t: day(2) + 100 }]);
    publish('off', 3, [{ ...FOOD, last_modified_t: day(3) + 100 }]);
    publish('opf', 2, [{ ...TABLETS, last_modified_t: day(2) + 100 }]);

    const results = await syncSites(db, products, [source('off'), source('obf'), source('opf')], options);
    expect(describeSync(results)).toEqual({
      lines: [
        `Open Food Facts: 1 delta file applied (1 products); newest change ${new Date((day(3) + DAY - 1) * 1000).toISOString()}`,
        `Open Beauty Facts: 1 delta file applied (1 products); newest change ${new Date((day(2) + DAY - 1) * 1000).toISOString()}`,
        `Open Products Facts: 1 delta file applied (1 products); newest change ${new Date((day(2) + DAY - 1) * 1000).toISOString()}`,
      ],
      incomplete: undefined,
    });
    // The beauty file older than its export is listed but never fetched: the export's name stays.
    expect(requests).not.toContain(`/obf/data/delta/${fileName('obf', 0)}`);
    expect(await kinds()).toEqual([
      ['obf-2000000000206', 'cosmetic'],
      ['obf-2000000000404', 'cosmetic'],
      ['off-2000000000107', 'food'],
      ['opf-2000000000305', 'household'],
    ]);
    expect((await products.findByGtin([SHAMPOO.code]))?.name).toBe(SHAMPOO.product_name);
    for (const [prefix, n] of [
      ['off', 3],
      ['obf', 2],
      ['opf', 2],
    ] as const) {
      const state = await readSyncState(db, SITES[prefix]);
      expect(state.watermark).toBe(day(n) + DAY - 1);
      expect(state.applied).toEqual([fileName(prefix, n)]);
    }
  });

  it('one site that fails or refuses a file stops none of the others, and is named', async () => {
    publish('off', 4, [{ ...FOOD, product_name: 'Renamed crackers', last_modified_t: day(4) + 100 }]);
    publish('obf', 4, [{ ...SHOWER_GEL, product_name: 'Renamed gel', last_modified_t: day(4) + 100 }]);
    publish('opf', 4, [{ ...TABLETS, product_name: 'Renamed tablets', last_modified_t: day(4) + 100 }]);
    published.opf.files.get(fileName('opf', 4))!.cutShort = true;

    const results = await syncSites(db, products, [unreachable('obf'), source('opf'), source('off')], options);
    const { lines, incomplete } = describeSync(results);
    expect(lines[0]).toMatch(/^Open Beauty Facts: not synced \(.*unreachable.*\); tried again next time$/);
    expect(lines[1]).toMatch(/^Open Products Facts: 0 delta files applied \(0 products\);.*; 1 refused/);
    expect(lines[2]).toMatch(/^Open Food Facts: 1 delta file applied \(1 products\)/);
    expect(incomplete).toBe('Not synced whole: Open Beauty Facts, Open Products Facts (tried again next time).');
    expect((await products.findByGtin([FOOD.code]))?.name).toBe('Renamed crackers');
    expect((await products.findByGtin([SHOWER_GEL.code]))?.name).toBe(SHOWER_GEL.product_name);
    expect((await products.findByGtin([TABLETS.code]))?.name).toBe(TABLETS.product_name);
    expect((await readSyncState(db, OPEN_PRODUCTS_FACTS)).watermark).toBe(day(2) + DAY - 1);

    // Next time, each takes what it missed.
    published.opf.files.get(fileName('opf', 4))!.cutShort = false;
    const again = await syncSites(db, products, [source('obf'), source('opf'), source('off')], options);
    expect(describeSync(again).incomplete).toBeUndefined();
    expect(again.map((r: SiteSync) => ('summary' in r ? r.summary.applied.length : r.error))).toEqual([1, 1, 0]);
    expect((await products.findByGtin([SHOWER_GEL.code]))?.name).toBe('Renamed gel');
    expect((await products.findByGtin([TABLETS.code]))?.name).toBe('Renamed tablets');
  });

  it('the schedule syncs every site it is given, each site’s period claimed for one process', async () => {
    publish('off', 5, [{ ...FOOD, product_name: 'Crackers of day five', last_modified_t: day(5) + 100 }]);
    publish('obf', 5, [{ ...SHAMPOO, product_name: 'Shampoo of day five', last_modified_t: day(5) + 100 }]);
    const period = DAY * 1000;
    const done = new Promise<SiteSync[]>((resolve) => {
      const stop = scheduleDeltaSync(db, products, [source('off'), source('obf')], {
        ...options,
        everyMs: period,
        firstAfterMs: 0,
        onDone: (results) => {
          stop();
          resolve(results);
        },
      });
    });
    const results = await done;
    expect(results.map((r) => [r.site.prefix, 'summary' in r ? r.summary.rows : r.error])).toEqual([
      ['off', 1],
      ['obf', 1],
    ]);
    expect((await products.findByGtin([SHAMPOO.code]))?.name).toBe('Shampoo of day five');
    // Another process this period finds both taken; a site not scheduled is not.
    expect(await claimSync(db, OPEN_FOOD_FACTS, period)).toBe(false);
    expect(await claimSync(db, OPEN_BEAUTY_FACTS, period)).toBe(false);
    expect(await claimSync(db, OPEN_PRODUCTS_FACTS, period)).toBe(true);
  });

  it('npm run sync syncs every configured site and exits 1 naming the one that failed', async () => {
    const dataDir = copyEmptyStore(path.join(work, 'store'));
    const run = async (env: Record<string, string>) => {
      const child = runNode([bundle('sync-cli')], { DATA_DIR: dataDir, ...env });
      const { code } = await child.exited;
      return { code, output: child.output() };
    };
    const sites = {
      OPENFOODFACTS_DELTA_URL: source('off').baseUrl,
      OPENPRODUCTSFACTS_DELTA_URL: source('opf').baseUrl,
    };
    const failed = await run({ ...sites, OPENBEAUTYFACTS_DELTA_URL: unreachable('obf').baseUrl });
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toMatch(/^Open Food Facts: 3 delta files applied \(3 products\)/m);
    expect(failed.output).toMatch(/^Open Beauty Facts: not synced \(.*unreachable/m);
    expect(failed.output).toMatch(/^Open Products Facts: 2 delta files applied \(2 products\)/m);
    expect(failed.output).toContain('✖ Not synced whole: Open Beauty Facts (tried again next time).');

    const synced = await run({ ...sites, OPENBEAUTYFACTS_DELTA_URL: source('obf').baseUrl });
    expect(synced.code, synced.output).toBe(0);
    // No export of Open Beauty Facts in this store: its first sync takes every file listed.
    expect(synced.output).toMatch(/^Open Beauty Facts: 4 delta files applied/m);
    expect(synced.output).toMatch(/^Open Food Facts: 0 delta files applied/m);

    const off = await run({ OPENFOODFACTS_DELTA_URL: 'off', OPENBEAUTYFACTS_DELTA_URL: 'off' });
    expect(off.code).toBe(1);
    expect(off.output).toContain('✖ The delta sync is off for every site');
  }, 120_000);

  it('/metrics shows each synced site’s last sync, rows and lag, and nothing of a site not synced', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      OPENBEAUTYFACTS_DELTA_URL: 'off',
      OPENPRODUCTSFACTS_DELTA_URL: source('opf').baseUrl,
    });
    const app = await buildApp(config, createServices(db, fakeTokens));
    try {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const metric = (name: string, site: string) =>
        new RegExp(`^clearcart_delta_sync_${name}\\{site="${site}"\\} (\\S+)$`, 'm').exec(text)?.[1];
      for (const site of [OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS]) {
        const state = await readSyncState(db, site);
        expect(Number(metric('last_success_timestamp_seconds', site.prefix))).toBe(Date.parse(state.lastSync!) / 1000);
        expect(Number(metric('rows', site.prefix))).toBe(state.lastRows);
        const lag = Number(metric('lag_seconds', site.prefix));
        expect(lag).toBeGreaterThan(Date.now() / 1000 - state.watermark - 60);
        expect(lag).toBeLessThanOrEqual(Date.now() / 1000 - state.watermark);
      }
      // The two sites' lags are their own: Open Products Facts' newest change is a day older.
      expect(Number(metric('lag_seconds', 'opf')) - Number(metric('lag_seconds', 'off'))).toBeCloseTo(DAY, -1);
      expect(text).not.toContain('site="obf"');
    } finally {
      await app.close(); // closes the store too
    }
  });
});
