// The first screens the server draws (web/src/first-screen/first-screen.ts): painted before the app's code runs, adopted by
// React as they are, allowed by the page's own policy, and never sent to a device where someone is signed in or to a
// shopper in another language.
import { defaultPreferences } from '@clearcart/contracts';
import type { Page } from '@playwright/test';
import { expect, signOut, signUp, test } from '../fixtures.ts';

const DRAWN = ['/', '/search', '/history', '/compare', '/lists', '/product/nutella-hazelnut-spread-400g'];

for (const path of DRAWN) {
  test(`${path} comes drawn, and React adopts it: no node drawn again, nothing refused`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The one warning the test's own browser adds: this config blocks the service worker.
      if (/blocked by Playwright/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The heading as the server sent it, before any script has run.
    await page.addInitScript(
      "document.addEventListener('DOMContentLoaded', () => { window.drawnHeading = document.querySelector('#root h1'); })",
    );
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div id="root" data-drawn="[^"]+" data-adopting>/);
    // One title, the page's own, in the head from the first paint (not a second one in the drawn page).
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Marked until React has adopted it (its taps held meanwhile: web/src/first-screen/held-taps.ts).
    await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const adopted = await page.evaluate("window.drawnHeading === document.querySelector('#root h1')");
    expect(adopted).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('the drawn page works once adopted: its links lead on', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
});

/** Holds the app's code (its entry chunk) back until released, as on a slow phone: the page shows, not yet adopted. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test('before the app has adopted the page, what is typed stays and a tap is held: both are done once it has', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/search');
  await expect(page.locator('#root')).toHaveAttribute('data-adopting');
  const field = page.getByRole('combobox', { name: 'Product or Brand Name' });
  await field.fill('nutella');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(field).toHaveValue('nutella'); // the form was not sent away by the browser
  expect(new URL(page.url()).pathname).toBe('/search');
  release();
  // Once adopted, the held tap searches what was typed.
  await expect(page).toHaveURL(/\/product\/nutella/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nutella');
});

test('a tab tapped before the app has adopted the page opens once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/search');
  await page.getByRole('tab', { name: 'Image Upload' }).click();
  await expect(page.getByRole('tab', { name: 'Image Upload' })).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(page.getByRole('tab', { name: 'Image Upload' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
});

test('a report comes evaluated for a device holding no preferences; one holding some gets its own evaluation', async ({
  page,
}) => {
  const product = 'snickers-bar-50g';
  const drawnEvaluation = `"key":["evaluation","${product}","drawn"]`;
  const evaluations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/evaluate/${product}`)) evaluations.push(r.postData() ?? '');
  });
  const first = await page.goto(`/product/${product}`);
  expect(await first?.text()).toContain(drawnEvaluation);
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  await expect(page.locator('#report-tabs')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { name: 'Health Alerts' })).toBeVisible();
  await expect(page.getByText('you avoid peanuts')).toHaveCount(0);
  expect(evaluations).toEqual([]); // the page came with it

  // Preferences kept on the device before the server was told of them: that page is drawn anew, for them.
  const defaults = defaultPreferences();
  const preferences = { ...defaults, health: { ...defaults.health, allergens: ['peanuts'] } };
  await page.evaluate(`localStorage.setItem('userPreferences', ${JSON.stringify(JSON.stringify(preferences))})`);
  const asked = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/evaluate/${product}`));
  await page.reload();
  expect((await asked).postDataJSON()).toMatchObject({ preferences: { health: { allergens: ['peanuts'] } } });
  await expect(page.getByText('Contains peanuts — you avoid peanuts').first()).toBeVisible();

  // Told now: the next visit is drawn without an evaluation made for nobody's preferences, and asks for its own.
  const again = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/evaluate/${product}`));
  const next = await page.reload();
  expect(await next?.text()).not.toContain(drawnEvaluation);
  await again;
  await expect(page.getByText('Contains peanuts — you avoid peanuts').first()).toBeVisible();
});

test('a device where someone is signed in gets the empty shell, drawn by the app as before', async ({ page }) => {
  const credentials = await signUp(page);
  const response = await page.goto('/');
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(page.getByText(`Welcome, ${credentials.email}`)).toBeVisible();
  // Signed out, the next page comes drawn again.
  await signOut(page);
  const after = await page.goto('/search');
  expect(await after?.text()).toContain('data-drawn="/search"');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test('a French browser gets the empty shell, and the page in French', async ({ page }) => {
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
