import { expect, test } from '@playwright/test';
import { waitForEvaluation } from './web-support.ts';

// The Company tab shows brand → owner → ultimate parent and sourced statements.
const PRODUCTS = [
  { id: 'nutella-hazelnut-spread-400g', name: /Nutella/, brand: 'Nutella', chain: [/Ferrero/] },
  {
    id: 'ben-and-jerrys-cookie-dough-465ml',
    name: /Ben & Jerry/,
    brand: "Ben & Jerry's",
    chain: [/Ben & Jerry's Homemade/, /The Magnum Ice Cream Company/],
  },
  { id: 'ariel-all-in-1-pods-original', name: /Ariel/, brand: 'Ariel', chain: [/Procter & Gamble/] },
  {
    id: 'twinings-english-breakfast-tea-50-bags',
    name: /Twinings/,
    brand: 'Twinings',
    chain: [/Twining/, /Associated British Foods/, /Wittington Investments/],
  },
];

for (const product of PRODUCTS) {
  test(`${product.brand}: the Company tab shows the ownership chain and a sourced statement`, async ({ page }) => {
    await page.goto(`/product/${product.id}`);
    await waitForEvaluation(page, product.name);
    await page.getByRole('tab', { name: 'Company' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Company' });

    const steps = tab.getByRole('list', { name: 'Ownership chain' }).locator(':scope > li');
    await expect(steps).toHaveCount(product.chain.length + 1);
    await expect(steps.nth(0)).toContainText(product.brand);
    await expect(steps.nth(0)).toContainText('Brand');
    for (const [index, company] of product.chain.entries()) await expect(steps.nth(index + 1)).toContainText(company);
    await expect(steps.nth(1)).toContainText('Brand owner');
    if (product.chain.length > 1) await expect(steps.last()).toContainText('Ultimate parent');
    await expect(steps.nth(1)).toContainText(/since \d{4}/);

    // A statement about the company, with a source the shopper can open.
    await expect(tab.getByRole('heading', { name: 'Company Information' })).toBeVisible();
    // The tab's sources are folded behind "Sources (N)" and open on demand.
    const sources = tab.locator('details', { has: page.getByRole('heading', { name: /^Sources \(\d+\)$/ }) }).last();
    await sources.locator('summary').first().click();
    const source = sources.getByRole('link').first();
    await expect(source).toHaveAttribute('href', /^https:\/\/[^/]+\.[a-z]+/);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(steps.nth(1).getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  });
}
