import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

/** Seed products the web specs rely on (server/seed/catalog). */
export const NUTELLA = { id: 'nutella-hazelnut-spread-400g', gtin: '3017620422003', name: /Nutella Hazelnut Spread/ };

/** A PNG of an EAN-13 barcode, as a shopper's clean photo of one would decode. */
export function barcodePng(gtin: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'ean13',
    text: gtin,
    scale: 3,
    height: 15,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * A Y4M video (4:2:0, greyscale) of the barcode centred on a white 640×480 frame, for Chromium's
 * `--use-file-for-fake-video-capture`. Chroma planes are 128 (no colour).
 */
export async function writeBarcodeY4m(path: string, gtin: string, frames = 5): Promise<void> {
  const width = 640;
  const height = 480;
  const png = await barcodePng(gtin);
  const code = sharp(png).resize({ width: 420, height: 300, fit: 'inside' });
  const { data: codePixels, info } = await code.greyscale().raw().toBuffer({ resolveWithObject: true });
  const y = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: codePixels,
        raw: { width: info.width, height: info.height, channels: info.channels },
        gravity: 'centre',
      },
    ])
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  expect(y.length).toBe(width * height);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * Opens a section of the preferences page. Its sections stay open from one person of the household to the next, so one
 * may be open already. A click the page takes before it is ready, or a section the saved preferences' arrival draws
 * again closed, leaves it shut: it is clicked again until it stays open.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('button', { name });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
}

/**
 * Waits until no finite animation or transition runs (spinners loop for ever and are left out): a section opening
 * fades its text in, and a contrast check mid-fade judges colours the shopper never sees settled.
 */
export async function waitForSettledAnimations(page: Page): Promise<void> {
  // A string evaluated by the browser's debugger protocol, as the other in-page reads here: the e2e project is typed
  // without the DOM library, and the app's CSP forbids the eval that waitForFunction would use.
  const settled = `document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`;
  await expect.poll(() => page.evaluate(settled)).toBe(true);
}

/**
 * Axe scan of the page once its animations have settled: no serious or critical violations (all rules enabled). A scan
 * of what a route's own scan did not see may be narrowed to it: `include`, the part that changed (a tab's panel), or
 * `rules`, what the change can break (a colour scheme: contrast).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  scope: { include?: string; rules?: string[] } = {},
): Promise<void> {
  await waitForSettledAnimations(page);
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.rules) axe = axe.withRules(scope.rules);
  const result = await axe.analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** Wait until the product page's evaluation has arrived (the name becomes the debug toggle). */
export async function waitForEvaluation(page: Page, name: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).getByRole('button', { name })).toBeVisible({ timeout: 30_000 });
  // The open tab is drawn once the first screen has painted (or came drawn): settled when its box is no longer busy,
  // and the app has adopted the page (a drawn page is marked `data-adopting` until then).
  await expect(page.locator('#report-tabs[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
}
