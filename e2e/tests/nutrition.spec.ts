import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, NUTELLA, waitForEvaluation } from './web-support.ts';

// What shoppers look for first on a food, on a 390 px phone.
test.use({ viewport: { width: 390, height: 844 } });

test("Nutella's Health tab shows its nutrition table, per 100 g and per portion, and whose score each badge is", async ({
  page,
}) => {
  await page.goto(`/product/${NUTELLA.id}`);
  await waitForEvaluation(page, NUTELLA.name);
  const health = page.getByRole('tabpanel', { name: /^Health/ });

  const table = health.getByRole('table', { name: 'Nutrition per 100 g' });
  await expect(table).toBeVisible();
  const sugars = table.getByRole('row', { name: /of which sugars/ });
  await expect(table.getByRole('row', { name: /^Salt/ })).toContainText('Low');
  // Nutella's record states a 15 g portion: a column for it beside the one per 100 g, the lights staying per 100 g.
  await expect(table.getByRole('columnheader', { name: 'Per portion (15 g)' })).toBeVisible();
  await expect(sugars.getByRole('cell')).toHaveText(['56.3 g', '8.4 g', 'High']);
  await expect(table.getByRole('row', { name: /^Energy/ }).getByRole('cell')).toHaveText([
    '2,252 kJ / 539 kcal',
    '338 kJ / 81 kcal',
    '',
  ]);
  // Not on Nutella's record: a dash, never 0.
  await expect(
    table
      .getByRole('row', { name: /^Fibre/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('–');

  const scores = health.getByRole('list', { name: 'Label scores' });
  await expect(scores).toContainText('Nutri-Score E');
  await expect(scores).toContainText(/computed by ClearCart from the nutrition facts \(2023 rules\)/i);
  await expect(scores).toContainText('NOVA group 4');

  // The table fits the phone: nothing scrolls sideways.
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'Health tab at 390 px');
  await health.screenshot({ path: test.info().outputPath('nutella-health-390.png') });
});
