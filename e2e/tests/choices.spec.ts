import type { Page } from '@playwright/test';
import { appIsLive, expect, openProduct, signIn, signUp, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from './web-support.ts';

// Seed products (server/seed/catalog): two milk chocolates and a bag of crisps.
const HERSHEYS = { id: 'hersheys-milk-chocolate-bar-1-55oz', name: "Hershey's Milk Chocolate Bar" };
const TONYS = { id: 'tonys-chocolonely-milk-chocolate-180g', name: "Tony's Chocolonely Milk Chocolate 32%" };
const DORITOS = { id: 'doritos-cool-original-tortilla-chips', name: 'Doritos Cool Original Tortilla Chips' };

const historyNames = (page: Page) => page.getByRole('listitem').getByRole('link');

async function openHistory(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
}

async function select(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name: `Select ${name} to compare` });
  await page.locator('label').filter({ has: box }).click();
  await expect(box).toBeChecked();
}

test('open three reports → they are in the history, newest first; two of them compared side by side', async ({
  page,
}) => {
  for (const product of [HERSHEYS, TONYS, DORITOS]) await openProduct(page, product.id);
  await openHistory(page);
  await expect(page.getByText('The reports you opened on this device')).toBeVisible();
  await expect(historyNames(page)).toHaveText([DORITOS.name, TONYS.name, HERSHEYS.name]);
  await expectNoSeriousA11yViolations(page, '/history');

  await expect(page.getByRole('button', { name: /^Compare selected/ })).toBeDisabled();
  await select(page, HERSHEYS.name);
  await select(page, TONYS.name);
  await page.getByRole('button', { name: 'Compare selected (2)' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${HERSHEYS.id},${TONYS.id}$`));
  const table = page.getByRole('region', { name: 'Comparison' });
  await expect(table.getByRole('columnheader', { name: new RegExp(TONYS.name) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Ethical' })).toBeVisible();
  // Tony's is the better milk chocolate on ethics (its Fairtrade cocoa): the row marks it.
  const ethical = table.getByRole('row', { name: /^Ethical/ });
  await expect(ethical.getByRole('cell').nth(1)).toContainText('Better');
  await expect(ethical.getByRole('cell').nth(0)).not.toContainText('Better');
  await expectNoSeriousA11yViolations(page, '/compare');

  // Forget one entry, then all.
  await openHistory(page);
  await page.getByRole('button', { name: `Remove ${TONYS.name} from history` }).click();
  await expect(historyNames(page)).toHaveText([DORITOS.name, HERSHEYS.name]);
  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText('No reports yet. The products you open appear here.')).toBeVisible();
});

test('signed in, the history is kept in the account: views made before signing in move in, a fresh browser sees them', async ({
  page,
  browser,
  credentials,
}) => {
  await openProduct(page, HERSHEYS.id);
  await signUp(page, credentials);
  await openProduct(page, TONYS.id);
  await openProduct(page, DORITOS.id);
  await openHistory(page);
  await expect(page.getByText('kept in your account')).toBeVisible();
  await expect(historyNames(page)).toHaveText([DORITOS.name, TONYS.name, HERSHEYS.name]);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signIn(other, credentials);
  await openHistory(other);
  await expect(historyNames(other)).toHaveText([DORITOS.name, TONYS.name, HERSHEYS.name]);
  await other.getByRole('button', { name: `Remove ${TONYS.name} from history` }).click();
  await expect(historyNames(other)).toHaveText([DORITOS.name, HERSHEYS.name]);
  await fresh.close();

  await page.reload();
  await expect(historyNames(page)).toHaveText([DORITOS.name, HERSHEYS.name]);
});

test('Better choices below a report: better products of its category with their reasons; Nutella says nothing is better', async ({
  page,
}) => {
  await openProduct(page, HERSHEYS.id);
  const choices = page.getByRole('region', { name: 'Better choices' });
  await expect(choices.getByRole('link', { name: TONYS.name, exact: true })).toBeVisible();
  await expect(choices.getByRole('listitem').first()).toContainText('Fairtrade');
  await choices.getByRole('link', { name: `Compare with ${TONYS.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${HERSHEYS.id},${TONYS.id}$`));
  await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();

  await openProduct(page, 'nutella-hazelnut-spread-400g');
  await expect(page.getByRole('region', { name: 'Better choices' })).toContainText(
    'Nothing in our catalog is a better choice in this category',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the comparison scrolls sideways with the row names fixed, and the keyboard can scroll it', async ({ page }) => {
    await page.goto(`/compare?ids=${HERSHEYS.id},${TONYS.id},${DORITOS.id}`);
    const table = page.getByRole('region', { name: 'Comparison' });
    const label = table.getByRole('rowheader', { name: 'Palm oil' });
    await expect(label).toBeVisible();
    const before = await label.boundingBox();
    await appIsLive(page); // a comparison comes drawn: the keyboard reaches it once the app has adopted it
    await table.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => table.evaluate((element) => Reflect.get(element, 'scrollLeft') as number))
      .toBeGreaterThan(100);
    expect((await label.boundingBox())?.x).toBe(before?.x);
    const pageWidth = await page.evaluate('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(390);
    await expect(page.getByText('Swipe sideways to see all 3 products →')).toBeVisible();
  });

  test('two products fit side by side: every column and its Better marks in view, nothing to scroll', async ({
    page,
  }) => {
    await page.goto(`/compare?ids=${HERSHEYS.id},${TONYS.id}`);
    const table = page.getByRole('region', { name: 'Comparison' });
    const ethical = table.getByRole('row', { name: /^Ethical/ });
    await expect(ethical.getByRole('cell').nth(1)).toContainText('Better');
    const overflow = await table.evaluate(
      (element) => (Reflect.get(element, 'scrollWidth') as number) - (Reflect.get(element, 'clientWidth') as number),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const cell of [ethical.getByRole('cell').nth(0), ethical.getByRole('cell').nth(1)]) {
      const box = await cell.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(page.getByText(/Swipe sideways/)).toHaveCount(0);
  });
});
