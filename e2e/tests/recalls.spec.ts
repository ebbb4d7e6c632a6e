// Recalls end to end, on a phone (390 px): a recall published by the register (the local fake) for a product in a
// shopper's list reaches them: the report's banner above the verdict, "is my pack in it?" from its lot/date line, the
// list's mark, the inbox, and a push message to their browser's subscription (decrypted by the local push service).
import { expect, newCredentials, openProduct, signUp, test } from '../fixtures.ts';
import { recallsPort } from '../playwright.config.ts';

const fake = `http://127.0.0.1:${recallsPort}`;
const NUTELLA = 'nutella-hazelnut-spread-400g';

test('a recall of a product on a list: banner, pack check, list mark, inbox and push', async ({ page }) => {
  test.setTimeout(120_000);
  // Signed up on a wide screen (the top bar's welcome line is hidden on a phone), then used on a phone.
  await signUp(page, newCredentials('recall'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openProduct(page, NUTELLA);
  // No recall yet: no banner.
  await expect(page.getByTestId('recall-banner')).toHaveCount(0);

  // The product goes on a new list; the app's own request gives the account's token for the push subscription.
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByPlaceholder('New list, e.g. Weekly shop').fill('Courses');
  const listCall = page.waitForRequest((r) => r.url().includes('/api/lists') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create and add' }).click();
  const authorization = (await listCall).headers().authorization ?? '';
  await expect(page.getByRole('status').filter({ hasText: 'Added to Courses' })).toBeVisible();
  // A browser's push subscription, as PushManager makes it, to the local push service.
  const subscription = await (await page.request.get(`${fake}/control/subscription`)).json();
  const subscribed = await page.request.post('/api/push/subscriptions', {
    headers: { authorization },
    data: subscription,
  });
  expect(subscribed.status()).toBe(204);

  // The register publishes a notice naming the product's barcode, one lot and a best-before date.
  const published = await page.request.post(`${fake}/control/rappelconso`, {
    data: {
      id: 99001,
      numero_fiche: '2026-12-0001',
      marque_produit: 'nutella',
      libelle: 'pâte à tartiner noisettes cacao 400g',
      modeles_ou_references: 'pâte à tartiner noisettes cacao 400g',
      identification_produits: ['3017620422003', 'L2305A', 'date de durabilité minimale', '2027-03-01', ''],
      conditionnements: 'pot en verre de 400g',
      motif_rappel: 'présence possible de morceaux de verre',
      risques_encourus: 'blessures',
      conduites_a_tenir_par_le_consommateur: 'ne plus consommer|rapporter le produit au point de vente',
      date_publication: new Date().toISOString().replace('Z', '+00:00'),
      date_de_fin_de_la_procedure_de_rappel: '2027-06-30T00:00:00+00:00',
      lien_vers_la_fiche_rappel: 'https://rappel.conso.gouv.fr/fiche-rappel/99001/interne',
    },
  });
  expect(published.status()).toBe(201);

  // Within one poll the report opens with the recall, before anything else.
  const banner = page.getByTestId('recall-banner');
  await expect(async () => {
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(banner.getByRole('heading')).toContainText('Recalled: pâte à tartiner noisettes cacao 400g');
  await expect(banner).toContainText('présence possible de morceaux de verre');
  await expect(banner).toContainText('In the words of RappelConso');
  await expect(banner.getByRole('link', { name: 'Read the official notice' })).toHaveAttribute(
    'href',
    'https://rappel.conso.gouv.fr/fiche-rappel/99001/interne',
  );
  // The banner comes before the report's tabs.
  const bannerBox = await banner.boundingBox();
  const tabsBox = await page.getByRole('tablist').first().boundingBox();
  expect(bannerBox && tabsBox && bannerBox.y < tabsBox.y).toBe(true);
  await banner.getByLabel('Lot and date on your pack').fill('L2305A 01/03/2027');
  await banner.getByRole('button', { name: 'Check my pack' }).click();
  await expect(banner.getByRole('status')).toHaveText('Your pack is in the recalled batches. Follow the advice above.');
  await page.screenshot({ path: 'test-results/recalls-report-390.png', fullPage: false });

  // The list marks the product.
  await page.goto('/lists');
  await page
    .getByRole('link', { name: /Courses/ })
    .first()
    .click();
  await expect(page.getByTestId('recall-mark')).toHaveText('Recalled');
  await page.screenshot({ path: 'test-results/recalls-list-390.png' });

  // The inbox tells the shopper, once.
  await page.goto('/inbox');
  await expect(page.getByTestId('inbox-item')).toHaveCount(1);
  await expect(page.getByTestId('inbox-item')).toContainText('Recalled: pâte à tartiner noisettes cacao 400g');
  await page.screenshot({ path: 'test-results/recalls-inbox-390.png' });

  // And the browser's subscription got the push message.
  const { messages } = (await (await page.request.get(`${fake}/control/push`)).json()) as {
    messages: { kind: string; productId: string; noticeId: string }[];
  };
  expect(messages).toEqual([expect.objectContaining({ kind: 'recall', productId: NUTELLA, noticeId: '2026-12-0001' })]);
});
