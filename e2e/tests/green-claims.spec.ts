import { expect, test, type Page } from '@playwright/test';
import { waitForEvaluation } from './web-support.ts';

const panel = (page: Page, tab: string) => page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expect(panel(page, tab)).toBeVisible();
  return panel(page, tab);
}

test("the Environmental tab checks the pack's claims: each with its verdict and the rule it rests on", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product/arla-organic-whole-milk-1l');
  await waitForEvaluation(page, /Arla Organic Whole Milk/);
  const environmental = await openTab(page, 'Environmental');
  const claims = environmental.getByRole('region', { name: 'Claims check' });
  await expect(claims).toBeVisible();
  await expect(claims).toContainText('No unsupported green claims');
  await expect(claims).toContainText('EU organic (Euro leaf)');
  await expect(claims.getByText('Allowed', { exact: true })).toBeVisible();
  await expect(claims).toContainText('set by public authorities');
  await expect(claims).toContainText('Rule: Directive 2005/29/EC, Article 2(q) and (r)');
  await expect(claims).toContainText('judges the wording against the law, not the maker');
  await expect(claims.getByRole('link', { name: /Directive \(EU\) 2024\/825/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/eur-lex\.europa\.eu\//,
  );
  // Nothing runs off a phone's screen.
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(Number(overflow)).toBeLessThanOrEqual(0);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the claims check speaks the report language', async ({ page }) => {
    await page.goto('/product/kitkat-4-finger-41-5g');
    await waitForEvaluation(page, /KitKat/);
    await page.getByRole('tab', { name: /^Environnement/ }).click();
    const claims = page.getByRole('region', { name: 'Contrôle des allégations' });
    await expect(claims).toContainText('Rainforest Alliance');
    await expect(claims).toContainText('repose sur un système de certification');
    await expect(claims.getByText('Permise', { exact: true })).toBeVisible();
  });
});
