import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { appIsLive, expect, newCredentials, openProduct, signOut, signUp, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations, openSection } from './web-support.ts';

// A family of three shops together: Me, Léa who must not eat peanuts, and Sam who is vegan. Their household
// is set up on the preferences page, a report says whom a product is not for, a 30-item list shows each person's alerts
// and the basket, it is exported and imported again, and its share link opens for someone signed out.

/** Seed-catalog products (server/seed/catalog): peanuts, dairy and plain ones, 29 of them. */
const GROCERIES = [
  'kelloggs-crunchy-nut-corn-flakes',
  'clif-bar-crunchy-peanut-butter-68g',
  'reeses-peanut-butter-cups-1-5oz',
  'jif-creamy-peanut-butter-16oz',
  'm-and-ms-peanut-45g',
  'kelloggs-corn-flakes-500g',
  'weetabix-original-24-biscuits',
  'quaker-old-fashioned-oats-42oz',
  'alpro-soya-original-1l',
  'oatly-oat-drink-original-1l',
  'danone-le-nature-yogurt-500g',
  'activia-natural-yogurt-4x125g',
  'president-camembert-250g',
  'galbani-mozzarella-125g',
  'lurpak-slightly-salted-butter-250g',
  'kerrygold-pure-irish-butter-250g',
  'babybel-mini-original-6-pack',
  'philadelphia-original-soft-cheese-180g',
  'coca-cola-original-taste-330ml-can',
  'fanta-orange-330ml-can',
  'tropicana-ruby-breakfast-1l',
  'evian-natural-mineral-water-1-5l',
  'innocent-smoothie-strawberries-bananas',
  'yorkshire-tea-80-bags',
  'nescafe-gold-blend-instant-coffee-200g',
  'ben-and-jerrys-cookie-dough-465ml',
  'magnum-classic-4x110ml',
  'beyond-meat-beyond-burger-2x113g',
  'quorn-mince-300g',
];
const PEANUTS = 'snickers-bar-50g';

/** A person of the household added on the preferences page, with one choice ticked in their Health Preferences. */
async function addPerson(page: Page, name: string, choice: string) {
  await page.getByRole('textbox', { name: 'Name of the person to add' }).fill(name);
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByRole('heading', { name: `${name}’s preferences` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Whose preferences' }).getByRole('button', { name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openSection(page, 'Health Preferences');
  const box = page.getByRole('checkbox', { name: choice, exact: true });
  await page.locator('label').filter({ has: box }).click();
  await expect(box).toBeChecked();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/profiles/'));
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(`Preferences saved for ${name}`)).toBeVisible();
}

/** The text of a file the page downloaded. */
async function textOf(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** The items' names, as the list's page lists them. */
const itemNames = (page: Page, list: string) =>
  page
    .getByRole('list', { name: `Items of ${list}` })
    .locator(':scope > li .cc-list-item-name')
    .allTextContents();

test('a family of three: profiles, alerts per person, a 30-item list, export and re-import, a share link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Signed up, the page is on /preferences (signUp ends there).
  await signUp(page, newCredentials('family'));

  // The household: Me, Léa (no peanuts), Sam (vegan).
  const people = page.getByRole('group', { name: 'Whose preferences' });
  await expect(people.getByRole('button', { name: 'Me' })).toBeVisible();
  await addPerson(page, 'Léa', 'Peanuts');
  await addPerson(page, 'Sam', 'Vegan');
  await expect(people.getByRole('button')).toHaveText(['Me', 'Léa', 'Sam']);

  // A list made from a file of 29 products, named after the file.
  await page.goto('/lists');
  await appIsLive(page);
  const csv = ['product_id,quantity', ...GROCERIES.map((id, i) => `${id},${1 + (i % 3)}`)].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'Family shop.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { level: 1, name: 'Family shop' })).toBeVisible();
  const listUrl = page.url();

  // A report: whom the product is not for, at the top, and whose view the tabs show.
  const evaluations: { allergens?: string[] }[] = [];
  page.on('request', (request) => {
    if (!request.url().includes(`/api/products/evaluate/${PEANUTS}`)) return;
    const sent = request.postDataJSON() as { preferences?: { health?: { allergens?: string[] } } };
    evaluations.push({ allergens: sent.preferences?.health?.allergens });
  });
  await page.goto(`/product/${PEANUTS}`);
  const household = page.getByRole('region', { name: 'For your household' });
  await expect(household.getByText('Not for Léa: contains peanuts')).toBeVisible();
  await expect(household.getByText(/^Not for Sam: contains animal ingredients/)).toBeVisible();
  await expect(household.getByText('Me: no preferences to check')).toBeVisible();
  // My view (no preferences) is asked for once, maybe after the household's verdicts are shown (they are their own
  // call); Léa's view asks again with hers, whatever was still on its way.
  await expect.poll(() => evaluations.map((e) => e.allergens ?? [])).toEqual([[]]);
  await household.getByRole('button', { name: 'Léa' }).click();
  await expect.poll(() => evaluations.slice(1).map((e) => e.allergens)).toEqual([['peanuts']]);
  await expect(page).toHaveURL(/[?&]for=/);
  await expect(household.getByRole('button', { name: 'Léa' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'a report for a household');

  // Added from the report: the list now holds 30 items.
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page
    .getByRole('group', { name: 'Add to a shopping list' })
    .getByRole('button', { name: /Family shop/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Family shop' })).toBeVisible();

  // The list's page: every item with its scores and each person's alerts, and the basket.
  await page.goto(listUrl);
  await expect(page.getByText(/^30 items · 0 ticked off · 30 from the catalog$/)).toBeVisible();
  const snickers = page.getByRole('list', { name: 'Items of Family shop' }).locator(':scope > li').last();
  await expect(snickers.getByRole('link', { name: 'Snickers Bar' })).toBeVisible();
  await expect(snickers.getByText('Not for Léa: contains peanuts')).toBeVisible();
  await expect(snickers.getByText(/^Not for Sam: /)).toBeVisible();
  const perPerson = page.getByRole('list', { name: 'Alerts per person' });
  await expect(perPerson.getByText(/^Me: no alerts$/)).toBeVisible();
  await expect(perPerson.getByText(/^Léa: \d+ items with an alert/)).toBeVisible();
  await expect(perPerson.getByText(/^Sam: \d+ items with an alert/)).toBeVisible();
  const worst = page.getByRole('heading', { name: 'Worst items and better choices' });
  await expect(worst).toBeVisible();
  await expect(page.getByText(/— Not for Léa, Sam$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a list’s page');

  // Tick an item off.
  // Settled when the account has it (the page's report is made again after; slow on a busy machine).
  const ticked = page.waitForResponse(
    (r) => /\/api\/lists\/[^/]+\/items\//.test(r.url()) && r.request().method() === 'PUT',
  );
  await page.getByRole('checkbox', { name: 'Tick off Snickers Bar' }).check();
  expect((await ticked).ok()).toBe(true);
  await expect(page.getByText(/^30 items · 1 ticked off/)).toBeVisible({ timeout: 30_000 });
  const names = await itemNames(page, 'Family shop');
  expect(names).toHaveLength(30);

  // Export as JSON and CSV, then import the JSON again: a second list with the same items.
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toBe('Family-shop.json');
  const exported = JSON.parse(await textOf(json)) as { format: string; items: { checked: boolean }[] };
  expect(exported.format).toBe('clearcart-list');
  expect(exported.items).toHaveLength(30);
  expect(exported.items.filter((i) => i.checked)).toHaveLength(1);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvText = await textOf(await csvDownload);
  // Every cell quoted, so no cell can start a formula in a spreadsheet (docs/lists-format.md).
  expect(csvText.split('\r\n')[0]).toBe('"product_id","name","brand","text","quantity","checked"');
  expect(csvText.trim().split('\r\n')).toHaveLength(31);

  await page.goto('/lists');
  await appIsLive(page);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'Family-shop.json', mimeType: 'application/json', buffer: Buffer.from(await textOf(json)) });
  await expect(page.getByText('Imported “Family shop”')).toBeVisible();
  await expect(page).not.toHaveURL(listUrl);
  await expect(page.getByText(/^30 items · 1 ticked off · 30 from the catalog$/)).toBeVisible();
  expect(await itemNames(page, 'Family shop')).toEqual(names);

  // A share link, opened by someone signed out: the list, read-only, and nothing of the family.
  await page.goto(listUrl);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{32}$/);
  const visitor = await browser.newContext();
  const theirs = await visitor.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Family shop' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(theirs.getByRole('list', { name: 'Items of Family shop' }).locator(':scope > li')).toHaveCount(30);
  const shown = await theirs.locator('main').innerText();
  for (const secret of ['Léa', 'Sam', 'Not for', 'peanuts']) expect(shown).not.toContain(secret);

  // Revoked: the link stops working at once.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await theirs.reload();
  await expect(theirs.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await visitor.close();

  // Signing out leaves nothing of the family on the device.
  await signOut(page);
  expect(await page.evaluate("localStorage.getItem('household')")).toBeNull();
  expect(await page.evaluate("localStorage.getItem('shoppingLists')")).toBeNull();
});

test('signed out, the household and a list live on the device and join the account at sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/preferences');
  await addPersonOnDevice(page, 'Léa');
  await page.goto(`/product/${PEANUTS}`);
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('textbox', { name: 'Name of a new list' }).fill('Picnic');
  await page.getByRole('button', { name: 'Create and add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Picnic' })).toBeVisible();
  expect(await page.evaluate("JSON.parse(localStorage.getItem('shoppingLists'))[0].name")).toBe('Picnic');

  const credentials = await signUp(page, newCredentials('device'));
  expect(credentials.email).toContain('device');
  // The device's list joins the account in the background after sign-in: settled when the device lets its copy go.
  await expect.poll(() => page.evaluate("localStorage.getItem('shoppingLists')")).toBeNull();
  await page.goto('/lists');
  await expect(page.getByRole('link', { name: 'Picnic' })).toBeVisible();
  await page.goto('/preferences');
  await expect(page.getByRole('group', { name: 'Whose preferences' }).getByRole('button')).toHaveText(['Me', 'Léa']);
});

/** Adds a person on the preferences page (signed out: kept on the device), with peanuts to avoid. */
async function addPersonOnDevice(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name of the person to add' }).fill(name);
  await page.getByRole('button', { name: 'Add person' }).click();
  // The form is made again for the new person; the sections open before stay open.
  await expect(page.getByRole('heading', { name: `${name}’s preferences` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Whose preferences' }).getByRole('button', { name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openSection(page, 'Health Preferences');
  const box = page.getByRole('checkbox', { name: 'Peanuts', exact: true });
  await page.locator('label').filter({ has: box }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(`Preferences saved for ${name}`)).toBeVisible();
  expect(await page.evaluate("JSON.parse(localStorage.getItem('household')).people[0].name")).toBe(name);
}

test('a product goes on a list from the history and from the comparison too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const OATS = 'quaker-old-fashioned-oats-42oz';
  // Opening two reports, and reading them, puts them in the device's history.
  for (const id of [PEANUTS, OATS]) await openProduct(page, id);
  await page.goto('/history');
  const snickers = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Snickers/ }) });
  await snickers.getByRole('button', { name: 'Add to list' }).click();
  const picker = page.getByRole('group', { name: 'Add to a shopping list' });
  await picker.getByRole('textbox', { name: 'Name of a new list' }).fill('Snacks');
  await picker.getByRole('button', { name: 'Create and add' }).click();
  await expect(snickers.getByRole('status').filter({ hasText: 'Added to Snacks' })).toBeVisible();

  await page.goto(`/compare?ids=${PEANUTS},${OATS}`);
  const lines = page.getByRole('list', { name: 'Add to a shopping list' });
  const oats = lines.getByRole('listitem').filter({ hasText: /Oats/ });
  await oats.getByRole('button', { name: 'Add to list' }).click();
  // The picker is not clipped by the table's sideways scroll: its list button is on screen and can be tapped.
  await expect(oats.getByRole('button', { name: /Snacks/ })).toBeInViewport();
  await oats.getByRole('button', { name: /Snacks/ }).click();
  await expect(oats.getByRole('status').filter({ hasText: 'Added to Snacks' })).toBeVisible();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  await page.goto('/lists');
  await page.getByRole('link', { name: 'Snacks' }).click();
  await expect(page.getByRole('list', { name: 'Items of Snacks' }).locator(':scope > li')).toHaveCount(2);
});
