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
