import { expect, test } from '@playwright/test';

test('typing "nutella" and Enter on /search lands on the product page showing its name', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByLabel('Product or Brand Name');
  await field.fill('nutella');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/nutella/i);
});

test('"coca cola" opens a report of Coca-Cola, not a picker of its sizes, and the report offers the other sizes', async ({
  page,
}) => {
  await page.goto('/search');
  const field = page.getByLabel('Product or Brand Name');
  await field.fill('coca cola');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/coca-cola-original-/);
  const sizes = page.getByRole('region', { name: 'Other sizes' });
  await sizes.scrollIntoViewIfNeeded();
  await expect(sizes.getByRole('link', { name: /^150 ml/ })).toBeVisible();
  await sizes.getByRole('link', { name: /^2 l/ }).click();
  await expect(page).toHaveURL('/product/coca-cola-original-2l');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coca-Cola Original Taste');
});

test('an empty search warns "Search term required"', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Search term required')).toBeVisible();
  await expect(page.getByText('Please enter a product name to search')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});

test('no dead ends: a nonsense search keeps a "No matches" panel with tips after the toast', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByLabel('Product or Brand Name');
  await field.fill('qwzxv blorptk');
  await field.press('Enter');
  const panel = page.getByRole('status').filter({ hasText: 'No matches for “qwzxv blorptk”' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Search by the brand alone');
  await expect(page).toHaveURL(/\/search\?q=qwzxv\+blorptk$/);
});

test('no dead ends: a barcode that is not in the catalog is named, with what to do next', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByLabel('Product or Brand Name');
  await field.fill('4006381333931');
  await field.press('Enter');
  const panel = page.getByRole('status').filter({ hasText: 'We read 4006381333931 — not in our catalog yet' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Search by the product’s name');
});

test('Back from a report finds the search term still in the box', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByLabel('Product or Brand Name');
  await field.fill('nutella');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await page.goBack();
  await expect(page.getByLabel('Product or Brand Name')).toHaveValue('nutella');
});
