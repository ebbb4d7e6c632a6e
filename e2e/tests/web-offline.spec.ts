import { expect, test } from '@playwright/test';
import { NUTELLA, waitForEvaluation } from './web-support.ts';

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

test('installable: a web app manifest with 192 and 512 px icons, linked from the page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'ClearCart', start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeDefined();
    const response = await request.get(icon!.src);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
  }
});

test('opens offline with the last viewed report, and says it is offline', async ({ page, context }) => {
  await page.goto(`/product/${NUTELLA.id}`);
  await waitForEvaluation(page, NUTELLA.name);
  expect(await page.evaluate('navigator.serviceWorker.ready.then(() => true)')).toBe(true);
  // The first visit happened before the worker took control: one more visit goes through it.
  await page.reload();
  await waitForEvaluation(page, NUTELLA.name);

  await context.setOffline(true);
  await page.reload();
  await waitForEvaluation(page, NUTELLA.name);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Score summary' })).toContainText('Nutri-Score E');
  await context.setOffline(false);
});

test('every page opens offline, not only the ones opened before', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate('navigator.serviceWorker.ready.then(() => true)')).toBe(true);
  // Settled when every file the build lists is kept by the worker.
  const missing = `fetch('/app-shell.json').then((r) => r.json()).then((files) =>
    Promise.all(files.map((f) => caches.match(f).then((hit) => (hit ? null : f))))).then((m) => m.filter(Boolean))`;
  await expect.poll(() => page.evaluate(missing), { timeout: 30_000 }).toEqual([]);

  await context.setOffline(true);
  for (const [path, heading] of [
    ['/search', 'Find Product Information'],
    ['/compare', 'Compare products'],
    ['/preferences', 'Your Preferences'],
    ['/privacy', 'Privacy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('Sorry, this page could not be shown')).toHaveCount(0);
  }
  // A search offline says plainly that it needs a network.
  await page.goto('/search');
  await page.getByLabel('Product or Brand Name').fill('Nutella');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('You are offline: finding a product needs a network.', { exact: false })).toBeVisible();
  await expect(page.getByText('Something went wrong with the product search', { exact: false })).toHaveCount(0);
  await context.setOffline(false);
});
