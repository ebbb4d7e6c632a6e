import { expect, test, type Page } from '@playwright/test';
import { appIsLive, newCredentials, signUp } from '../fixtures.ts';
import { NUTELLA, waitForEvaluation } from './web-support.ts';

// The interface in six languages. Under the pseudo-locale (en-XA: English accented and made about 40 %
// longer, web/src/i18n/pseudo.ts) every word the app writes itself comes out accented, so any plain word left on screen
// bypassed the catalogue. Not the catalogue's to translate, and left out of the check:
//  - `translate="no"`: product data (names, brands, quantities, ingredient lists, certification and company names,
//    source titles, quotes), names the shopper typed (lists, people), the brand name ClearCart, languages' own names;
//  - `data-server-text`: what the server writes in the shopper's language (the report's sentences; Accept-Language);
//  - text between « and »: a value put into a message (a product's name in "Compare with «…»", an e-mail address);
//  - the options of a closed <select> (countries named by the browser's Intl).

const PSEUDO = 'en-XA';
const PHONE = { width: 390, height: 844 };

/**
 * Visible text and the labels a screen reader says (aria-label, placeholder, title, alt) that are not localised, and the
 * document's title. In the page's own JavaScript (a string: the e2e project has no DOM types).
 */
const UNLOCALISED = `(() => {
  const skip = '[translate="no"], [data-server-text], script, style, noscript, option, svg';
  // Accented letters only in pseudo-localised text: two plain Latin letters in a row, outside « », are English.
  const english = (text) => /[A-Za-z]{2,}/.test(text.replace(/«[^»]*»/g, ''));
  const found = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent || '').trim();
    if (!parent || !text || parent.closest(skip) || !parent.checkVisibility({ visibilityProperty: true })) continue;
    if (english(text)) found.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (element.closest(skip) || !element.checkVisibility({ visibilityProperty: true })) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value && english(value)) found.add(name + '="' + value + '"');
    }
  }
  // The document's title: the page's name, then the app's ("… — ClearCart"); a report's is the product's name.
  const named = document.title.replace(/ — ClearCart$/, '');
  const product = document.querySelector('h1[translate="no"]')?.textContent?.trim();
  if (named !== product && english(named)) found.add('<title>' + document.title + '</title>');
  return [...found];
})()`;

const unlocalised = (page: Page) => page.evaluate<string[]>(UNLOCALISED);

/** The page is no wider than the phone: nothing runs off its right edge. */
const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/** Opens every folded block (sources, company records) so their words are checked too. */
async function unfold(page: Page) {
  await page.evaluate("document.querySelectorAll('details').forEach((details) => { details.open = true; })");
}

test.describe('the pseudo-locale finds every word that bypasses the catalogue', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('locale', '${PSEUDO}')`);
  });

  const ROUTES = [
    '/',
    '/search',
    '/preferences',
    '/signin',
    '/privacy',
    '/history',
    '/lists',
    '/lists/no-such-list',
    '/shared/no-such-link',
    '/offline',
    '/read',
    `/compare?ids=${NUTELLA.id},nutella-hazelnut-spread-with-cocoa-750g`,
    '/compare',
    '/no/such/page',
  ];
  for (const path of ROUTES) {
    test(`${path} says nothing in plain English and fits a 390 px phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Settled: the page's own data is in (a comparison's table, a list's answer), nothing is still loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('status').filter({ has: page.locator('.cc-spinner') })).toHaveCount(0);
      await unfold(page);
      expect(await unlocalised(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the search page’s tabs, and what a search that finds no one product says', async ({ page }) => {
    await page.goto('/search');
    // The server drew it in English; the app draws it anew in the pseudo-locale (a tap before then is lost with it).
    await appIsLive(page);
    for (const index of [1, 2]) {
      await page.getByRole('tab').nth(index).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await unlocalised(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    await page.getByRole('tab').nth(0).click();
    await page.locator('.cc-search-input').fill('zzqx nothing like it');
    await page.locator('.cc-search-input').press('Enter');
    // "Did you mean…" with the closest matches, or "No matches" with tips.
    await expect(page.locator('.cc-search-result')).toBeVisible({ timeout: 30_000 });
    expect(await unlocalised(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('a report, each of its four tabs and its technical details', async ({ page }) => {
    await page.goto(`/product/${NUTELLA.id}`);
    await waitForEvaluation(page, NUTELLA.name);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (let index = 0; index < 4; index++) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.cc-evaluating')).toHaveCount(0);
      await unfold(page);
      expect({ tab: index, unlocalised: await unlocalised(page) }).toEqual({ tab: index, unlocalised: [] });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    await page.getByRole('heading', { level: 1 }).getByRole('button').click();
    await expect(page.locator('#debug-panel')).toBeVisible();
    expect(await unlocalised(page)).toEqual([]);
  });
});

/** Preferences with one allergen avoided, as the device keeps them. */
const avoiding = (allergen: string) => ({
  health: {
    allergens: [allergen],
    dietary_restrictions: [],
    sensitivities: { chemicals: 0, preservatives: 0, artificial_additives: 0 },
    avoid_ingredients: [],
  },
  environment: { certifications: [], ingredients_to_avoid: [] },
  ethical: { certifications: [], animal_testing: 'neutral', additional_concerns: '' },
});
const AT = '2026-11-25T10:00:00.000Z';
const item = (id: string, productId: string | null, text: string) => ({
  id,
  product_id: productId,
  text,
  quantity: 1,
  checked: false,
});
/** Signed out, a household of two (Léa avoids peanuts) and a list kept on the device, with products that conflict. */
const DEVICE = {
  household: { me: 'Me', people: [{ id: 'local-lea', name: 'Léa', preferences: avoiding('peanuts') }] },
  shoppingLists: [
    {
      id: 'local-picnic',
      name: 'Picnic',
      created_at: AT,
      updated_at: AT,
      items: [
        item('i1', 'snickers-bar-50g', 'Snickers'),
        item('i2', 'reeses-peanut-butter-cups-1-5oz', 'Reese’s'),
        item('i3', null, 'bread'),
      ],
    },
  ],
};
const keepOnDevice = (page: Page) =>
  page.addInitScript(
    `for (const [key, value] of Object.entries(${JSON.stringify(DEVICE)})) localStorage.setItem(key, JSON.stringify(value))`,
  );

test.describe('the household, lists and errors say nothing in plain English either', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('locale', '${PSEUDO}')`);
    await keepOnDevice(page);
  });

  /** Waits for the list's page to be settled: its items' alerts and the basket's summary in. */
  async function openList(page: Page) {
    await page.goto('/lists/local-picnic');
    await expect(page.locator('.cc-worst')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  test("a list's page: items' alerts, alerts per person, worst items and better choices", async ({ page }) => {
    await openList(page);
    await expect(page.locator('.cc-list-alerts li').first()).toBeVisible();
    await expect(page.locator('.cc-basket-people li')).toHaveCount(2);
    expect(await unlocalised(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test("a report's “For your household” block", async ({ page }) => {
    await page.goto('/product/snickers-bar-50g');
    await expect(page.locator('.cc-household-line[data-kind="not-for"]')).toBeVisible({ timeout: 30_000 });
    await waitForEvaluation(page, /Snickers/);
    expect(await unlocalised(page)).toEqual([]);
  });

  test('a list file that cannot be imported, and an error the server says in English', async ({ page }) => {
    await page.goto('/lists');
    await appIsLive(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('text,quantity\nbread,two\n') });
    await expect(page.getByRole('alert').filter({ has: page.locator('.cc-toast-title') })).toBeVisible();
    expect(await unlocalised(page)).toEqual([]);

    // The server's messages are English (decision 036): the page words the error from its code.
    await page.route('**/api/lists/shared/busy-link', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'rate_limited', message: 'Too many requests, retry in 60 seconds' }),
      }),
    );
    await page.goto('/shared/busy-link');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await unlocalised(page)).toEqual([]);
  });

  test("the identity provider's errors on the sign-in form", async ({ page }) => {
    await page.goto('/signin');
    await page.locator('input[name="email"]').fill('nobody-here@example.com');
    await page.locator('input[name="password"]').fill('wrong-password-1');
    await page.locator('button[type="submit"]').click();
    // The toast comes with the form's own alert: both are then on screen.
    await expect(page.getByRole('alert').filter({ has: page.locator('.cc-toast-title') })).toBeVisible({
      timeout: 30_000,
    });
    expect(await unlocalised(page)).toEqual([]);
  });
});

test.describe("a household's alerts in the shopper's language", () => {
  test.use({ locale: 'fr-FR' });

  test('a French list page says whom items are not for in French', async ({ page }) => {
    await keepOnDevice(page);
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/lists/report'));
    await page.goto('/lists/local-picnic');
    expect((await asked).headers()['content-language']).toBe('fr');
    await expect(page.locator('.cc-worst li').first()).toContainText('Pas pour Léa', { timeout: 30_000 });
    await expect(page.locator('.cc-list-alerts li').first()).toContainText('Pas pour Léa :');
    await expect(page.locator('main')).not.toContainText(/Not for|Contains|you avoid/);
  });
});

test.describe('the language follows the browser, changes in the frame and is kept', () => {
  test.use({ locale: 'fr-FR' });

  test('a French browser gets French; the menu switches to German, the URL stays, the choice outlives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faites des choix éclairés sur vos produits');
    const menu = page.getByRole('combobox', { name: 'Langue' });
    await expect(menu).toHaveValue('fr');

    await page.goto(`/product/${NUTELLA.id}`);
    await waitForEvaluation(page, NUTELLA.name);
    await expect(page.getByRole('tab', { name: 'Santé' })).toBeVisible();
    // The server is asked for its words in the language the shopper reads. (The report's later parts may still be
    // asking in French when the menu changes, so the German request is waited for, not the next one.)
    const asked = page.waitForRequest(
      (request) => request.url().includes('/api/products/') && request.headers()['accept-language'] === 'de',
    );
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('tab', { name: 'Gesundheit' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${NUTELLA.id}$`));
    await asked;
    // Numbers in the language's own way: "10,6 g", not "10.6 g".
    await expect(page.getByRole('table').first()).toContainText(/\d,\d g/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(await page.evaluate("localStorage.getItem('locale')")).toBe('de');
  });
});

test('a signed-in shopper’s choice is kept in the account and follows them to another device', async ({
  page,
  browser,
}) => {
  const credentials = await signUp(page, newCredentials('language'));
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/preferences') && response.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // Another device: an English browser, nothing stored; signing in brings the account's Italian.
  const other = await browser.newContext({ locale: 'en-GB' });
  const phone = await other.newPage();
  await phone.goto('/signin');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await phone.getByLabel('Email address').fill(credentials.email);
  await phone.getByLabel('Password').fill(credentials.password);
  await phone.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'it');
  await expect(phone.getByText(`Benvenuto, ${credentials.email}`)).toBeVisible();
  await expect(phone.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
  await other.close();
});
