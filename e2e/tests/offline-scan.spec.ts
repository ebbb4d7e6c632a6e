import { expect, test, type Page } from '@playwright/test';
import { barcodePng, expectNoSeriousA11yViolations, NUTELLA } from './web-support.ts';

// Scanning with no signal. The shop's products are saved on the phone; offline, a photo's barcode is read in
// the browser, the product found in the pack and its report made on the device, with the shopper's own alerts; a
// barcode not saved is kept and looked up when the network is back.
test.use({ serviceWorkers: 'allow' });

const COCA_COLA = { id: 'coca-cola-original-taste-330ml-can', gtin: '5449000000996' };

/** A signed-out shopper's preferences, as the preferences page keeps them: Nutella holds hazelnuts and milk. */
const PREFERENCES = {
  health: {
    allergens: ['tree_nuts'],
    dietary_restrictions: ['vegan'],
    sensitivities: { chemicals: 0, preservatives: 0, artificial_additives: 0 },
    avoid_ingredients: [],
  },
  environment: { certifications: [], ingredients_to_avoid: [] },
  ethical: { certifications: [], animal_testing: 'neutral', additional_concerns: '' },
};

/** Whether the service worker keeps the engine's chunk and the barcode reader's wasm (they load after the save). */
const ENGINE_KEPT = `caches.open('clearcart-shell-v1').then((cache) => cache.keys()).then((keys) =>
  keys.some((k) => k.url.includes('/assets/device-engine-')) && keys.some((k) => k.url.includes('/assets/zxing_reader-') && k.url.endsWith('.wasm')))`;

/** A field of the saved pack's record in IndexedDB, as the app wrote it. */
const packMeta = (field: 'count' | 'version' | 'gen') => `new Promise((resolve, reject) => {
  const open = indexedDB.open('clearcart-offline');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const request = open.result.transaction('meta').objectStore('meta').get('pack');
    request.onsuccess = () => { resolve(request.result ? request.result.${field} : null); open.result.close(); };
  };
})`;

/** Marks the saved pack as made for another engine and knowledge than this app's. */
const fromAnotherVersion = `new Promise((resolve, reject) => {
  const open = indexedDB.open('clearcart-offline');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const t = open.result.transaction('meta', 'readwrite');
    const store = t.objectStore('meta');
    store.get('pack').onsuccess = (event) => store.put({ ...event.target.result, version: '12:0000000000000000' }, 'pack');
    t.oncomplete = () => { open.result.close(); resolve(true); };
  };
})`;

/** Drops one product from the saved pack, as if it were not among those most scanned. */
const forget = (gtin: string) => `new Promise((resolve, reject) => {
  const open = indexedDB.open('clearcart-offline');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const t = open.result.transaction('products', 'readwrite');
    const store = t.objectStore('products');
    store.index('gtin').getKey([1, ${JSON.stringify(gtin.replace(/^0+/, ''))}]).onsuccess = (event) => {
      store.delete(event.target.result);
    };
    t.oncomplete = () => { open.result.close(); resolve(true); };
  };
})`;

/**
 * Use offline, from Home: the size is said before anything is downloaded, then the download shows its progress. The
 * page is scanned by axe before and after (`scan`) once in this file: the second test's pages are the same.
 */
async function saveForOffline(page: Page, { scan }: { scan: boolean }) {
  await page.goto('/');
  expect(await page.evaluate('navigator.serviceWorker.ready.then(() => true)')).toBe(true);
  await page.getByRole('main').getByRole('link', { name: 'Use offline' }).click();
  await expect(page.getByRole('heading', { name: 'Use offline', level: 1 })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ products, [\d.]+ [KM]B to download\.$/)).toBeVisible();
  if (scan) await expectNoSeriousA11yViolations(page, '/offline before saving');
  await page.getByRole('button', { name: /^Save for offline use \([\d.]+ [KM]B\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this phone' })).toBeVisible({ timeout: 60_000 });
  const saved = Number(await page.evaluate(packMeta('count')));
  expect(saved).toBeGreaterThan(300);
  await expect(page.getByText(`${saved.toLocaleString('en')} products`, { exact: false }).first()).toBeVisible();
  if (scan) await expectNoSeriousA11yViolations(page, '/offline once saved');
  // The engine's chunk and the barcode reader are kept for the shop, with no network there.
  await expect.poll(() => page.evaluate(ENGINE_KEPT), { timeout: 60_000 }).toBe(true);
}

async function uploadBarcode(page: Page, gtin: string) {
  await page.getByRole('tab', { name: 'Image Upload' }).click();
  await page.getByLabel('Product image', { exact: true }).setInputFiles({
    name: `barcode-${gtin}.png`,
    mimeType: 'image/png',
    buffer: await barcodePng(gtin),
  });
  await expect(page.getByRole('img', { name: 'Selected product image' })).toBeVisible();
  await page.getByRole('button', { name: 'Identify Product' }).click();
}

test('saved products scan offline: a photo opens the report made on the phone, and a scan not saved runs when back online', async ({
  page,
  context,
}) => {
  // Kept on the device before the app's first start (saveForOffline's load of Home), as the preferences page keeps them.
  await page.addInitScript(
    `if (!localStorage.getItem('userPreferences')) localStorage.setItem('userPreferences', ${JSON.stringify(JSON.stringify(PREFERENCES))})`,
  );
  await saveForOffline(page, { scan: true });
  // Coca-Cola is not among the saved products on this phone.
  await page.evaluate(forget(COCA_COLA.gtin));

  await context.setOffline(true);
  await page.goto('/search');
  await expect(
    page.getByRole('status').filter({ hasText: 'Scanning and searching by name work for the' }),
  ).toBeVisible();

  // A photo of Nutella's barcode: read here, found in the pack, the report made on the phone.
  await uploadBarcode(page, NUTELLA.gtin);
  await expect(page).toHaveURL(new RegExp(`/product/${NUTELLA.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUTELLA.name);
  await expect(page.getByRole('note').filter({ hasText: /^Offline copy from \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
  await expect(page.getByText('Identified using barcode')).toBeVisible();
  // The shopper's own alerts, from the preferences held on this phone.
  const alerts = page.getByRole('alert').filter({ hasText: 'Based on your preferences' });
  await expect(alerts).toContainText(/tree nuts|hazelnut/i);
  for (const tab of ['Health', 'Environmental', 'Ethical', 'Company']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Score summary' })).toContainText('Nutri-Score E');
  await page.getByRole('tab', { name: 'Ethical' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Animal Welfare|Ethical/);

  // A search by name looks through the saved products: several match, each a link to its report.
  await page.goto('/search');
  await page.getByLabel('Product or Brand Name').fill('nutella');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Did you mean…' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nutella & Go!/ })).toBeVisible();

  // A barcode not saved: kept for the network, and said so.
  await page.goto('/search');
  await uploadBarcode(page, COCA_COLA.gtin);
  await expect(page.getByText("Not in your offline products — we'll look it up when you're back online")).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 scan waits for a network' })).toBeVisible();

  // Back online: the kept scan is looked up, and what it found is listed.
  const lookup = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/products/identify') && (request.postData() ?? '').includes(COCA_COLA.gtin),
  );
  await context.setOffline(false);
  await lookup;
  await expect(page.getByText('Looked up the product you scanned offline')).toBeVisible();
  await page.goto('/offline');
  const found = page.getByRole('list', { name: 'Looked up when back online' });
  await expect(found).toContainText(`Barcode ${COCA_COLA.gtin}`);
  await expect(found.getByRole('link')).toHaveAttribute('href', `/product/${COCA_COLA.id}`);
});

test('a pack saved by another version of the engine is never used: refused offline, downloaded again with a network', async ({
  page,
  context,
}) => {
  await saveForOffline(page, { scan: false });
  const version = await page.evaluate(packMeta('version'));
  await page.evaluate(fromAnotherVersion);

  await context.setOffline(true);
  await page.goto('/search');
  await uploadBarcode(page, NUTELLA.gtin);
  await expect(page.getByText('Your offline products were saved by another version of ClearCart')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);

  // With a network, the app downloads the pack again for its own engine.
  await context.setOffline(false);
  await page.goto('/');
  await expect.poll(() => page.evaluate(packMeta('version')), { timeout: 60_000 }).toBe(version);
  expect(await page.evaluate(packMeta('gen'))).toBe(2);

  await context.setOffline(true);
  await page.goto('/search');
  await uploadBarcode(page, NUTELLA.gtin);
  await expect(page).toHaveURL(new RegExp(`/product/${NUTELLA.id}$`));
  await expect(page.getByRole('note').filter({ hasText: 'Offline copy from' })).toBeVisible();
  await context.setOffline(false);
});
