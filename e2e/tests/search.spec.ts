import { expect, test } from '@playwright/test';

test('typing "nutella" and Enter on /search lands on the product page showing its name', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByLabel('Product or Brand Name');
  await field.fill('nutella');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/nutella/i);
});

test('an empty search warns "Search term required"', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Search term required')).toBeVisible();
  await expect(page.getByText('Please enter a product name to search')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});
