import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://localhost:8099';
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('response', (r) => r.status() >= 400 && console.log(r.status(), r.url()));
for (const [i, path] of process.argv.slice(2).entries()) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  if (process.env.SCROLL) await page.evaluate((t) => window.scrollTo(0, Number(t)), process.env.SCROLL);
  await page.screenshot({ path: `/tmp/shot-${i}.png`, fullPage: Boolean(process.env.FULL) });
}
await browser.close();
