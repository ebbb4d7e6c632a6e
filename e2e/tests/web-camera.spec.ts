import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import config, { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { NUTELLA, writeBarcodeY4m } from './web-support.ts';

// Take Photo with Chromium's fake camera playing a generated video of Nutella's EAN-13.
let browser: Browser;

test.beforeAll(async () => {
  const video = join(mkdtempSync(join(tmpdir(), 'clearcart-camera-')), 'nutella-barcode.y4m');
  await writeBarcodeY4m(video, NUTELLA.gtin);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
});

async function openTakePhoto(options: { blockLiveScanner?: boolean; scanning?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: config.use?.baseURL });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  // Without the zxing wasm the in-browser scanner cannot start; only the shutter path is left.
  if (options.blockLiveScanner) await page.route(/zxing_reader.*\.wasm/, (route) => route.abort());
  const identifyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/products/identify')) identifyRequests.push(request.postData() ?? '');
  });
  await page.goto('/search');
  await page.getByRole('tab', { name: 'Take Photo' }).click();
  // A live scanner may read the barcode and leave the page before the view is seen: that test waits for the page.
  if (!options.scanning) await expect(page.getByLabel('Live camera view')).toBeVisible();
  return { context, page, identifyRequests };
}

test('live scanning: the barcode in view is read without a shutter press and opens Nutella', async () => {
  const { context, page, identifyRequests } = await openTakePhoto({ scanning: true });
  await expect(page).toHaveURL(new RegExp(`/product/${NUTELLA.id}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUTELLA.name);
  await expect(page.getByText('Identified using barcode')).toBeVisible();
  // The scanner sent the digits it read, not a photo.
  expect(identifyRequests).toHaveLength(1);
  expect(identifyRequests[0]).toContain('name="description"');
  expect(identifyRequests[0]).toContain(NUTELLA.gtin);
  await context.close();
});

test('Take Photo then Analyze Product sends the photo and opens Nutella with the captured image', async () => {
  const { context, page, identifyRequests } = await openTakePhoto({ blockLiveScanner: true });
  await page.getByRole('button', { name: 'Take Photo' }).click();
  await expect(page.getByRole('img', { name: 'Captured product photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake Photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Analyze Product' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${NUTELLA.id}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUTELLA.name);
  await expect(page.getByText('Image from camera capture')).toBeVisible();
  await expect(page.getByText('Identified using barcode')).toBeVisible();
  expect(identifyRequests).toHaveLength(1);
  expect(identifyRequests[0]).toContain('name="image"');
  await context.close();
});
