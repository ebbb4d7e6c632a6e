// "Read it from the package" on a phone's screen, through the real server's OCR: label photos generated
// here (./label-photos.ts), read, checked, confirmed, and the full report; kept on the device signed out (and shown
// again offline), in the account signed in (edit, delete), and nothing left on the device after signing out. The
// front of the pack read too: its words checked by the shopper, its green claims judged in the report.
import type { LabelReading, NutritionField } from '@clearcart/contracts';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  FRONT_LINES,
  frontOfPackPhoto,
  ingredientListPhoto,
  NUTELLA_TABLE,
  nutritionTablePhoto,
} from './label-photos.ts';
import { expectNoSeriousA11yViolations } from './web-support.ts';

/** A barcode the seed catalog does not have. */
const UNKNOWN_GTIN = '4006381333931';

/** The nutrition table's boxes, by their accessible names, and Nutella's figures as the jar prints them. */
const FIGURES: [NutritionField, string, number][] = [
  ['energy_kj', 'Energy (kJ per 100 g)', NUTELLA_TABLE.energyKj!],
  ['energy_kcal', 'Energy (kcal per 100 g)', NUTELLA_TABLE.energyKcal!],
  ['fat', 'Fat (g per 100 g)', NUTELLA_TABLE.fat!],
  ['saturated_fat', 'of which saturates (g per 100 g)', NUTELLA_TABLE.saturatedFat!],
  ['carbohydrates', 'Carbohydrate (g per 100 g)', NUTELLA_TABLE.carbohydrates!],
  ['sugars', 'of which sugars (g per 100 g)', NUTELLA_TABLE.sugars!],
  ['fiber', 'Fibre (g per 100 g)', NUTELLA_TABLE.fiber!],
  ['proteins', 'Protein (g per 100 g)', NUTELLA_TABLE.proteins!],
  ['salt', 'Salt (g per 100 g)', NUTELLA_TABLE.salt!],
];

test.use({ viewport: { width: 390, height: 844 } });

const isRead = (r: Response) => r.request().method() === 'POST' && r.url().endsWith('/api/labels/read');
const isReport = (r: Response) => r.request().method() === 'POST' && r.url().endsWith('/api/products/evaluate-facts');

/** Chooses a photo on the step's Image Upload tab and sends it; resolves to what the server read on it. */
async function readPhoto(page: Page, photo: Buffer, button: string): Promise<LabelReading> {
  await page.getByRole('tab', { name: 'Image Upload' }).click();
  await page.getByLabel('Product image', { exact: true }).setInputFiles({
    name: 'panel.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  const answer = page.waitForResponse(isRead, { timeout: 60_000 });
  await page.getByRole('button', { name: button }).click();
  // Progress while the server reads.
  await expect(page.getByRole('progressbar')).toBeVisible();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as LabelReading;
}

/** The device's kept read products (localStorage `readProducts`), as the app stored them. */
async function keptOnDevice(page: Page): Promise<{ id: string; facts: { name: string } }[]> {
  const raw = await page.evaluate<string | null>('localStorage.getItem("readProducts")');
  return raw ? (JSON.parse(raw) as { id: string; facts: { name: string } }[]) : [];
}

/** The sticky bars, hidden while a block is shot: a block's screenshot would show them laid over it. */
const NO_STICKY_BARS = '.cc-topbar, .cc-report-tabs .cc-tablist, .cc-read-submit { visibility: hidden !important; }';

test('an unknown barcode, read from its pack: photos, check, the full report, kept on the device and shown offline', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.goto('/search');
  await page.getByLabel('Product or Brand Name').fill(UNKNOWN_GTIN);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`No product with barcode ${UNKNOWN_GTIN} is in our catalog yet.`)).toBeVisible();
  await page.getByRole('link', { name: 'Read it from the package' }).click();
  await expect(page).toHaveURL(`/read?gtin=${UNKNOWN_GTIN}`);

  // Step 1: the ingredient list, read by the real OCR.
  await expect(page.getByRole('heading', { name: 'The ingredient list' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the ingredient list step');
  const list = await readPhoto(page, await ingredientListPhoto(), 'Read the list');
  expect(list.ingredients?.text).toMatch(/HAZELNUTS 13%/);

  // Step 2: the nutrition table; the step before can be gone back to, its photo kept with a retake.
  await expect(page.getByRole('heading', { name: 'The nutrition table' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/^Ingredient list read: “Sugar, palm oil/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const table = await readPhoto(page, await nutritionTablePhoto(), 'Read the table');
  expect(table.nutrition?.energy_kj).toBe(NUTELLA_TABLE.energyKj);

  // Step 3: the front is optional.
  await expect(page.getByRole('heading', { name: 'The front of the pack' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip: no photo of the front' }).click();

  // The check: what was read, as large editable text and an editable table; the barcode scanned; the kind deduced.
  await expect(page.getByRole('heading', { name: 'Check what was read' })).toBeVisible();
  await expect(page.getByLabel('Ingredient list, as on the pack')).toHaveValue(list.ingredients!.text);
  await expect(page.getByRole('textbox', { name: 'Barcode (if known)' })).toHaveValue(UNKNOWN_GTIN);
  await expect(page.getByRole('radio', { name: 'Food' })).toBeChecked();
  await expect(page.getByText('Guessed from what was read: change it if it is wrong.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pack language' })).toHaveValue('en');
  // Every figure the reading doubted is marked, and only those; each as read.
  const doubted = new Set(table.warnings.flatMap((w) => w.fields ?? []));
  for (const [field, name] of FIGURES) {
    const box = page.getByRole('textbox', { name, exact: true });
    const read = table.nutrition?.[field];
    await expect(box).toHaveValue(read === undefined ? '' : String(read));
    if (doubted.has(field)) await expect(box).toHaveAccessibleDescription(/Check this figure/);
    else await expect(box).not.toHaveAccessibleDescription(/Check this figure/);
  }
  for (const warning of table.warnings) await expect(page.getByText(warning.message).first()).toBeVisible();
  // Sodium is shown as worked out from salt.
  const salt = table.nutrition?.salt ?? 0;
  await expect(page.getByRole('textbox', { name: 'Sodium (mg per 100 g)' })).toHaveValue(
    String(Math.round((salt / 2.5) * 1000 * 10) / 10),
  );

  // Checked before anything is sent: no name, and saturates over fat.
  let reports = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/products/evaluate-facts') && (reports += 1)));
  await page.getByRole('textbox', { name: 'of which saturates (g per 100 g)', exact: true }).fill('99');
  await page.getByRole('button', { name: 'See the report' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check the 2 fields marked below.' })).toBeVisible();
  await expect(page.getByText('Type the product’s name')).toBeVisible();
  await expect(page.getByText('Saturates cannot be more than fat')).toBeVisible();
  expect(reports).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the check, with its doubts and errors marked');

  // The shopper corrects the table to the jar's figures (a doubt goes with the change) and names the product.
  for (const [, name, value] of FIGURES) {
    const box = page.getByRole('textbox', { name, exact: true });
    await box.fill(String(value));
    await expect(box).not.toHaveAccessibleDescription(/Check this figure/);
  }
  await page.getByRole('textbox', { name: 'Sodium (mg per 100 g)' }).fill('40');
  await expect(page.getByRole('textbox', { name: 'Salt (g per 100 g)', exact: true })).toHaveValue('0.1');
  await page.getByRole('textbox', { name: 'Salt (g per 100 g)', exact: true }).fill(String(NUTELLA_TABLE.salt));
  await page.getByLabel('Name', { exact: true }).fill('Nutella');
  await page.getByLabel('Brand (if known)').fill('Ferrero');
  const reported = page.waitForResponse(isReport);
  await page.getByRole('button', { name: 'See the report' }).click();
  const report = await reported;
  expect(report.status()).toBe(200);
  expect(report.request().postDataJSON()).toEqual({
    facts: {
      kind: 'food',
      name: 'Nutella',
      brand: 'Ferrero',
      gtin: UNKNOWN_GTIN,
      language: 'en',
      ingredients_text: list.ingredients!.text,
      nutrition: {
        basis: '100g',
        energy_kj: 2252,
        energy_kcal: 539,
        fat: 30.9,
        saturated_fat: 10.6,
        carbohydrates: 57.5,
        sugars: 56.3,
        fiber: 0,
        proteins: 6.3,
        salt: 0.107,
      },
    },
  });

  // The full report: the plain notice with the date, all four tabs, alerts from the list, better choices.
  await expect(page).toHaveURL(/\/read\/local-[0-9a-f]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutella' })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('Read from your photos — not checked by anyone.');
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await expect(notice).toContainText(`Read on ${today}. Kept on this device, for you alone.`);
  for (const tab of ['Health', 'Environmental', 'Ethical', 'Company']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByText('Nutri-Score E', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/The ingredient "HAZELNUTS 13%" contains/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Company' }).click();
  await expect(page.getByText(/Ferrero/).first()).toBeVisible();
  const choices = page.getByRole('region', { name: 'Better choices' });
  await expect(choices).toBeVisible();
  await expect(choices).not.toContainText('could not be loaded');
  await expect(choices.getByText(/catalog|Among/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to share with Open Food Facts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the report read from photos');

  // Kept on the device, with its report; listed in the history.
  const kept = await keptOnDevice(page);
  expect(kept.map((p) => p.facts.name)).toEqual(['Nutella']);
  await page.getByRole('link', { name: 'History' }).click();
  const onDevice = page.getByRole('region', { name: 'Read from packages on this device' });
  await expect(onDevice.getByRole('link', { name: 'Nutella' })).toBeVisible();

  // Another visit (nothing in memory) with no network: the report kept with it on the device.
  const later = await context.newPage();
  await later.goto('/read');
  const before = later.getByRole('region', { name: 'Read before' });
  await expect(before.getByRole('link', { name: 'Nutella' })).toBeVisible();
  await context.setOffline(true);
  await before.getByRole('link', { name: 'Nutella' }).click();
  await expect(later.getByRole('heading', { level: 1, name: 'Nutella' })).toBeVisible();
  await expect(later.getByText('You are offline: this is the report as it was last made.')).toBeVisible();
  await expect(later.getByText(/The ingredient "HAZELNUTS 13%" contains/).first()).toBeVisible();
  await context.setOffline(false);
});

test('the front of the pack, read: its words checked at the review, its green claims judged in the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const noOverflow = async () =>
    expect(Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))).toBeLessThanOrEqual(
      0,
    );
  await page.goto(`/read?gtin=${UNKNOWN_GTIN}`);
  await readPhoto(page, await ingredientListPhoto(), 'Read the list');
  await expect(page.getByRole('heading', { name: 'The nutrition table' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();

  // The front is read like the other panels, in the pack's language found on the list.
  await expect(page.getByRole('heading', { name: 'The front of the pack' })).toBeVisible();
  await expect(page.getByText(/check its green claims, such as “climate neutral”, against the law/)).toBeVisible();
  const front = await readPhoto(page, await frontOfPackPhoto(), 'Read the front');
  // Its few words tell no language: 'en' is the one sent, found on the list.
  expect(front).toMatchObject({ panel: 'front', language: 'en' });
  expect(front.front?.lines).toEqual(FRONT_LINES);

  // The check: the front's words, a line each, said plainly to be checked for green claims.
  await expect(page.getByRole('heading', { name: 'Check what was read' })).toBeVisible();
  const words = page.getByRole('group', { name: 'Words on the front' });
  await expect(words).toContainText(
    'their green claims (“environmentally friendly”, “climate neutral”…) are checked against the law in the report’s Environmental tab',
  );
  for (const [index, line] of FRONT_LINES.entries()) {
    await expect(words.getByRole('textbox', { name: `Front line ${index + 1}` })).toHaveValue(line);
  }
  await expect(words.getByText('See your photo of the front')).toBeVisible();
  await noOverflow();
  await expectNoSeriousA11yViolations(page, 'the check with the front words');
  await words.screenshot({ path: test.info().outputPath('read-front-words-390.png'), style: NO_STICKY_BARS });

  // The product's name is no claim: it goes in the name, and off the list; the kind is said.
  await page.getByLabel('Name', { exact: true }).fill(FRONT_LINES[0]!);
  await words.getByRole('button', { name: 'Remove line 1' }).click();
  await expect(words.getByRole('textbox')).toHaveCount(2);
  await expect(words.getByRole('textbox', { name: 'Front line 1' })).toBeFocused();
  await page.getByRole('radio', { name: 'Food' }).check();
  const reported = page.waitForResponse(isReport);
  await page.getByRole('button', { name: 'See the report' }).click();
  const report = await reported;
  expect(report.status()).toBe(200);
  expect(report.request().postDataJSON()).toMatchObject({
    facts: { name: 'Hazelnut Spread', front_text: ['Environmentally friendly', 'Climate neutral'] },
  });

  // The report's Environmental tab: the claims check, each claim from the front with its verdict and rule.
  await expect(page.getByRole('heading', { level: 1, name: 'Hazelnut Spread' })).toBeVisible();
  await page.getByRole('tab', { name: /^Environmental/ }).click();
  const claims = page.getByRole('region', { name: 'Claims check' });
  await expect(claims).toBeVisible();
  const claim = (text: string) => claims.locator('.cc-card').filter({ has: page.getByText(text, { exact: true }) });
  const generic = claim('Environmentally friendly');
  await expect(generic).toContainText('Front of pack');
  await expect(generic).toContainText('Only with evidence');
  await expect(generic).toContainText('recognised excellent environmental performance');
  await expect(generic).toContainText('Rule: Directive 2005/29/EC, Annex I, point 4a');
  const climate = claim('Climate neutral');
  await expect(climate).toContainText('Front of pack');
  await expect(climate).toContainText('offsetting emissions');
  await expect(climate).toContainText('Rule: Directive 2005/29/EC, Annex I, point 4c');
  await expect(claims.locator('.cc-card')).toHaveCount(2);
  await noOverflow();
  await claims.screenshot({ path: test.info().outputPath('read-front-claims-390.png'), style: NO_STICKY_BARS });
});

test('signed in: kept in the account with its photo, in the history, edited, deleted; nothing stays on the device', async ({
  page,
  signUp,
  signOut,
}) => {
  test.setTimeout(240_000);
  // Signed out, from a report that lacks its ingredient list: what is known comes along, a household product has no
  // nutrition step, and the list is typed in by hand.
  await page.goto('/product/persil-non-bio-washing-liquid');
  await expect(page.getByText('No ingredient list on record: if the pack prints one, you can read it.')).toBeVisible();
  await page.getByRole('link', { name: 'Read it from the package' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  for (const skip of ['Skip this step', 'Skip: no photo of the front']) {
    await page.getByRole('button', { name: skip }).click();
  }
  await expect(page.getByRole('radio', { name: 'Household' })).toBeChecked();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Persil Non Bio Washing Liquid');
  await expect(page.getByLabel('Brand (if known)')).toHaveValue('Persil');
  await expect(page.getByRole('group', { name: 'Nutrition' })).toHaveCount(0);
  await page
    .getByLabel('Ingredient list, as on the pack')
    .fill('15-30% anionic surfactants, 5-15% non-ionic surfactants, soap, enzymes, optical brighteners, perfume');
  await page.getByRole('button', { name: 'See the report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Persil Non Bio Washing Liquid' })).toBeVisible();
  expect((await keptOnDevice(page)).map((p) => p.facts.name)).toEqual(['Persil Non Bio Washing Liquid']);

  // Signing in moves it into the account (signed in on a wide screen, where the fixture sees the welcome line).
  const moved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/my-products'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp();
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await moved).status()).toBe(201);
  await expect.poll(() => keptOnDevice(page)).toEqual([]);

  // A new one, read signed in: kept in the account, its photo with it.
  await page.goto(`/read?gtin=${UNKNOWN_GTIN}&name=Nutella`);
  await expect(
    page.getByRole('region', { name: 'Read before' }).getByRole('link', { name: 'Persil Non Bio Washing Liquid' }),
  ).toBeVisible();
  await readPhoto(page, await ingredientListPhoto(), 'Read the list');
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Skip: no photo of the front' }).click();
  await page.getByRole('radio', { name: 'Food' }).check();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/my-products'));
  const photo = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/my-products\/[^/]+\/photos$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'See the report' }).click();
  const product = (await (await saved).json()) as { id: string };
  expect((await photo).status()).toBe(201);
  await expect(page).toHaveURL(`/read/${product.id}`);
  await expect(page.getByRole('note')).toContainText('Kept in your account, for you alone.');
  // No Open Food Facts account in this test's server: the button says so.
  await expect(page.getByText('Sharing with Open Food Facts is not set up on this server.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share with Open Food Facts' })).toBeDisabled();

  // In the history, opening its own report.
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('link', { name: 'Nutella' }).click();
  await expect(page).toHaveURL(`/read/${product.id}`);

  // Edited: back to the check, saved, the report made again.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Nutella' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Nutella B-ready');
  const changed = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/my-products/${product.id}`),
  );
  await page.getByRole('button', { name: 'Save and see the report' }).click();
  expect((await changed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutella B-ready' })).toBeVisible();

  // Deleted.
  await page.getByRole('button', { name: 'Delete' }).click();
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/my-products/${product.id}`),
  );
  await page.getByRole('group', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page).toHaveURL('/read');
  const before = page.getByRole('region', { name: 'Read before' });
  await expect(before.getByRole('link', { name: 'Persil Non Bio Washing Liquid' })).toBeVisible();
  await expect(before.getByRole('link', { name: /Nutella/ })).toHaveCount(0);

  // Signed out: the account's products are not on the device.
  await signOut();
  expect(await keptOnDevice(page)).toEqual([]);
  await page.goto('/read');
  await expect(page.getByRole('heading', { name: 'The ingredient list' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Read before' })).toHaveCount(0);
});

test('offline, the photo of a panel is kept, the shopper goes on, and it is read when the network is back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/read?gtin=${UNKNOWN_GTIN}`);
  await expect(page.getByRole('heading', { name: 'The ingredient list' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Image Upload' }).click();
  await page.getByLabel('Product image', { exact: true }).setInputFiles({
    name: 'panel.jpg',
    mimeType: 'image/jpeg',
    buffer: await ingredientListPhoto(),
  });
  let reads = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/labels/read') && (reads += 1)));
  await page.getByRole('button', { name: 'Read the list' }).click();
  // Kept, not read: the shopper is told and taken on to the table.
  await expect(page.getByRole('heading', { name: 'The nutrition table' })).toBeVisible();
  await expect(page.getByText('Photo kept').first()).toBeVisible();
  expect(reads).toBe(0);
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Skip: no photo of the front' }).click();
  await expect(page.getByRole('heading', { name: 'Check what was read' })).toBeVisible();
  await expect(page.getByLabel('Ingredient list, as on the pack')).toHaveValue('');

  // Back online: the kept photo is read, and its list fills the box the shopper left empty.
  const read = page.waitForResponse(isRead, { timeout: 60_000 });
  await context.setOffline(false);
  expect((await read).status()).toBe(200);
  await expect(page.getByLabel('Ingredient list, as on the pack')).toHaveValue(/HAZELNUTS 13%/);
  expect(reads).toBe(1);
});
