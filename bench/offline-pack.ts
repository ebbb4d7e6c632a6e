// bench/offline-pack: the offline pack's size on the wire, and an offline scan's time to a painted report.
// Run: npx tsx bench/offline-pack.ts [--url http://127.0.0.1:8080] [--runs 9]
// 1. Size (no server needed): the pack of the seed catalog, and of the seed catalog with the shared Open Food Facts
//    records (../shared/data, as an import would store them), compressed as GET /api/offline-pack compresses it
//    (brotli 5, gzip 6); per product, and extrapolated to 10,000 products (an extrapolation, stated as one).
// 2. With --url (a running app built with its service worker): in Chromium at Lighthouse's mobile CPU slowdown (4×,
//    CDP Emulation.setCPUThrottlingRate), the pack saved through "Use offline", then the network cut
//    (context.setOffline): a scanned barcode handed to the app (typed, the path the live camera's reading takes) → the
//    report painted (its evaluation shown, two frames later), and a photo of a barcode chosen → report (the barcode read
//    in the browser first). Baseline: the same scan with the network, the server evaluating. Medians of --runs scans of
//    different products, after one unmeasured scan.
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fromOpenFoodFacts, OPEN_FOOD_FACTS } from '@clearcart/engine';
import { knowledge } from '@clearcart/knowledge';
import { loadOffRecords, productOf } from '../packages/engine/src/test/off-records.ts';
import { loadSeedCatalog } from '../server/src/catalog/seed.ts';
import { OfflinePackService } from '../server/src/products/offline-pack.ts';
import { derivedVersion } from '../server/src/products/product-service.ts';
import { openPglite } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { PackRepository } from '../server/src/store/repositories/pack-repository.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { machine, numberOption, option, percentile } from './lib.ts';

const BUDGET_MB_PER_10K = 15;
const BUDGET_SCAN_MS = 300;
const TARGET = 10_000;
const baseUrl = process.argv.includes('--url') ? option('url', 'http://127.0.0.1:8080').replace(/\/$/, '') : null;
const runs = Math.max(3, numberOption('runs', 9));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The pack body GET /api/offline-pack sends for this catalog (everything: limit 20,000, every country). */
async function packOf(products: Parameters<ProductRepository['upsert']>[0], source: string): Promise<string> {
  const db = await openPglite('memory://');
  await migrate(db);
  await new ProductRepository(db).upsert(products, source);
  const service = new OfflinePackService(new PackRepository(db), derivedVersion(knowledge));
  const plan = await service.plan({ country: null, limit: 20_000, since: null });
  let body = '';
  for await (const chunk of Readable.from(service.lines(plan))) body += String(chunk);
  await db.close();
  return body;
}

function sizeRow(label: string, body: string): { perProduct: number } {
  const count = body.trim().split('\n').length - 2;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  const gz = gzipSync(body, { level: 6 }).length;
  const perProduct = br / count;
  const at10k = (perProduct * TARGET) / 1024 / 1024;
  console.log(
    `  ${label.padEnd(44)} ${String(count).padStart(5)} products  raw ${kb(body.length).padStart(9)}  ` +
      `gzip ${kb(gz).padStart(8)}  brotli ${kb(br).padStart(8)}  = ${perProduct.toFixed(0)} B/product → ` +
      `${at10k.toFixed(2)} MB per 10,000 (extrapolated; budget ${BUDGET_MB_PER_10K} MB)`,
  );
  return { perProduct };
}

async function sizes(): Promise<void> {
  const seed = loadSeedCatalog();
  const open = [
    ...new Map(
      loadOffRecords()
        .map(({ record }) => fromOpenFoodFacts(productOf(record), OPEN_FOOD_FACTS))
        .filter((facts) => facts !== null && facts.gtin !== undefined)
        .map((facts) => [facts!.gtin, facts!]),
    ).values(),
  ].filter((facts) => !seed.some((s) => s.id === facts.id || (s.gtin && s.gtin === facts.gtin)));
  console.log(`bench/offline-pack — ${machine()}`);
  console.log('\n1. Pack size on the wire (as GET /api/offline-pack compresses it: brotli 5, else gzip 6):');
  sizeRow('seed catalog (the whole catalog here)', await packOf(seed, 'seed'));
  if (open.length > 0) {
    sizeRow('shared Open Food Facts records only', await packOf(open, 'import'));
    sizeRow('seed catalog + shared Open Food Facts records', await packOf([...seed, ...open], 'seed'));
  }
}

/** In-page: hands the scan to the app, then resolves with the time until the report's evaluation is painted. */
const timedScan = (start: string) => `new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('no report after 60 s at ' + location.pathname + ': ' +
    document.body.innerText.slice(0, 300))), 60000);
  const painted = () =>
    location.pathname.startsWith('/product/') &&
    document.querySelector('section[aria-label="Score summary"]') &&
    document.querySelector('.cc-report-title button') &&
    !document.querySelector('[aria-label="Evaluating"]');
  let t0 = 0;
  const observer = new MutationObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  t0 = performance.now();
  ${start}
})`;

async function scans(base: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  // bwip-js is the e2e and server tests' barcode maker; loaded as they load it.
  const bwipjs = createRequire(import.meta.url)('bwip-js/node') as { toBuffer(options: object): Promise<Buffer> };
  // Each series scans products of its own: a product seen online would be answered offline from what the service
  // worker and the client cache kept of it, not by the device's engine.
  const seed = loadSeedCatalog().filter((p) => p.gtin?.length === 13);
  const sets = [0, 1, 2].map((i) => seed.slice(i * (runs + 1), (i + 1) * (runs + 1)));
  if (sets.some((set) => set.length < 2)) throw new Error('Too few seed products with a barcode for --runs');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/offline`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.getByRole('button', { name: /^Save for offline use \(/ }).click({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Saved on this phone' }).waitFor({ timeout: 120_000 });
    const kept = `caches.open('clearcart-shell-v1').then((c) => c.keys()).then((k) =>
      k.some((x) => x.url.includes('/assets/device-engine-')) && k.some((x) => x.url.includes('/assets/zxing_reader-') && x.url.endsWith('.wasm')))`;
    for (let i = 0; i < 240 && !(await page.evaluate(kept)); i++) await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    /** Back on the search page as a shopper goes back to scan the next product: the app stays open. */
    const toSearch = async () => {
      if (new URL(page.url()).pathname.startsWith('/product/')) await page.goBack();
      else await page.goto(`${base}/search`);
      await page.getByRole('heading', { name: 'Find Product Information' }).waitFor();
    };
    const typed = async (gtin: string) => {
      await toSearch();
      await page.getByRole('tab', { name: 'Text Search' }).click();
      await page.getByLabel('Product or Brand Name').fill(gtin);
      return Number(
        await page.evaluate(
          timedScan(`[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Search').click();`),
        ),
      );
    };
    const photo = async (gtin: string) => {
      await toSearch();
      await page.getByRole('tab', { name: 'Image Upload' }).click();
      const png = await bwipjs.toBuffer({
        bcid: 'ean13',
        text: gtin,
        scale: 3,
        height: 15,
        includetext: true,
        paddingwidth: 10,
        paddingheight: 10,
        backgroundcolor: 'FFFFFF',
      });
      await page.getByLabel('Product image', { exact: true }).setInputFiles({
        name: 'barcode.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await page.getByRole('img', { name: 'Selected product image' }).waitFor();
      return Number(
        await page.evaluate(
          timedScan(
            `[...document.querySelectorAll('button')].find((b) => b.textContent.includes('Identify Product')).click();`,
          ),
        ),
      );
    };
    /** The device's own share of the last scan: the answers it made (identify, product, evaluation), in ms. */
    const deviceWork = async () =>
      Number(
        await page.evaluate(`(() => {
          const all = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('offline '));
          const last = all.slice(-3);
          performance.clearMeasures();
          return last.reduce((sum, m) => sum + m.duration, 0);
        })()`),
      );
    const series = async (label: string, products: typeof seed, scan: (gtin: string) => Promise<number>) => {
      await page.goto(`${base}/search`);
      await scan(products[0]!.gtin!); // unmeasured: the route's chunks and the engine's first report
      await deviceWork();
      const times: number[] = [];
      const device: number[] = [];
      for (const product of products.slice(1)) {
        times.push(await scan(product.gtin!));
        device.push(await deviceWork());
      }
      const median = percentile(times, 50);
      const own = percentile(device, 50);
      console.log(
        `  ${label.padEnd(56)} median ${median.toFixed(0).padStart(5)} ms  (min ${Math.min(...times).toFixed(0)}, ` +
          `max ${Math.max(...times).toFixed(0)}, ${times.length} products)` +
          (own > 0 ? `; the device's answers ${own.toFixed(0)} ms of it` : ''),
      );
      return median;
    };

    console.log(`\n2. Scan → report painted, Chromium, CPU slowed 4× (${base}):`);
    const online = await series('with the network (baseline: the server evaluates)', sets[0]!, typed);
    await context.setOffline(true);
    const offline = await series('offline: barcode read → report made on the device', sets[1]!, typed);
    const offlinePhoto = await series('offline: photo chosen → barcode read here → report', sets[2]!, photo);
    await context.setOffline(false);
    console.log(
      `  offline / online: ${(offline / online).toFixed(2)}×; budget ${BUDGET_SCAN_MS} ms for barcode → report: ` +
        `${offline <= BUDGET_SCAN_MS ? 'within' : 'OVER'} (photo → report ${offlinePhoto.toFixed(0)} ms, its ` +
        "barcode read in the browser, is counted in the device's answers above)",
    );
  } finally {
    await browser.close();
  }
}

await sizes();
if (baseUrl) await scans(baseUrl);
else console.log('\n(2. scan timings: pass --url of a running app)');
