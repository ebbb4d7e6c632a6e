import type { Page } from '@playwright/test';
import { expect, newCredentials, openProduct, signIn, signOut, signUp, signUpWithForm, test } from '../fixtures.ts';
import { openSection } from './web-support.ts';

// A seed-catalog product whose allergens include en:peanuts (server/seed/catalog/spreads-and-sweets.json).
const PEANUT_PRODUCT = 'snickers-bar-50g';

/** Opens /preferences and its Health accordion; signed in, resolves with the GET /api/preferences status. */
async function openHealthPreferences(page: Page, signedIn: boolean): Promise<number | null> {
  const load = signedIn
    ? page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/api/preferences'))
    : null;
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Your Preferences', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  await openSection(page, 'Health Preferences');
  await expect(page.getByRole('checkbox', { name: 'Peanuts' })).toBeVisible();
  return load ? (await load).status() : null;
}

const healthChoice = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** Ticks a choice the way a shopper does: by clicking its label (the input itself is visually hidden). */
async function tick(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: healthChoice(page, name) })
    .click();
  await expect(healthChoice(page, name)).toBeChecked();
}

test('preferences follow the account to a fresh browser, and a saved allergen personalises the report', async ({
  page,
  browser,
  credentials,
}) => {
  // 1. Create an account with the form on /signin (the one test that does: the others start signed in).
  await signUpWithForm(page, credentials);

  // 2. Set allergens, diets and an ingredient to avoid, then save to the account.
  expect(await openHealthPreferences(page, true)).toBe(200);
  for (const name of ['Peanuts', 'Sesame', 'Vegan', 'Gluten-free']) {
    await tick(page, name);
  }
  await page.getByLabel('Ingredients to avoid', { exact: true }).fill('palm oil, maltodextrin');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/preferences'));
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  const saveResponse = await saved;
  expect(saveResponse.status()).toBe(200);
  expect(saveResponse.request().headers().authorization).toMatch(/^Bearer \S+$/);
  await expect(page.getByText('Preferences saved')).toBeVisible();
  expect(await saveResponse.json()).toMatchObject({
    health: {
      allergens: expect.arrayContaining(['peanuts', 'sesame']),
      dietary_restrictions: expect.arrayContaining(['vegan', 'gluten_free']),
      avoid_ingredients: ['palm oil', 'maltodextrin'],
    },
  });

  // 3. Sign out.
  await signOut(page);

  // 4. A fresh browser context: no cookies, no IndexedDB, no local mirror.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();

    // Signed out there, nothing is known: local defaults and the invitation to sign in.
    expect(await openHealthPreferences(other, false)).toBeNull();
    await expect(other.getByText('to keep them across devices')).toBeVisible();
    await expect(healthChoice(other, 'Peanuts')).not.toBeChecked();

    // And the peanut product carries no personal alert.
    const sent = await openProduct(other, PEANUT_PRODUCT);
    expect(sent.preferences?.health?.allergens ?? []).not.toContain('peanuts');
    await expect(other.getByText('Contains peanuts — you avoid peanuts')).toHaveCount(0);

    // 5. Sign in again: the same preferences load from the server.
    await signIn(other, credentials);
    expect(await openHealthPreferences(other, true)).toBe(200);
    for (const name of ['Peanuts', 'Sesame', 'Vegan', 'Gluten-free']) {
      await expect(healthChoice(other, name)).toBeChecked();
    }
    for (const name of ['Dairy', 'Eggs', 'Keto']) {
      await expect(healthChoice(other, name)).not.toBeChecked();
    }
    await expect(other.getByLabel('Ingredients to avoid', { exact: true })).toHaveValue('palm oil, maltodextrin');

    // 6. The report of a product containing a saved allergen shows the personal alert at the top.
    expect(await openProduct(other, PEANUT_PRODUCT)).toMatchObject({
      preferences: { health: { allergens: expect.arrayContaining(['peanuts']) } },
    });
    const alert = other.getByRole('alert').filter({ hasText: 'Based on your preferences' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Contains peanuts — you avoid peanuts');
  } finally {
    await fresh.close();
  }
});

test('signing up with an e-mail already in use shows a clear inline error, and a wrong password does not sign in', async ({
  page,
  browser,
}) => {
  const credentials = await signUp(page, newCredentials('taken'));
  await page.getByRole('button', { name: 'Sign Out' }).click();

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto('/signin');
    await other.getByRole('button', { name: 'Create an account' }).click();
    await other.getByLabel('Email address').fill(credentials.email);
    await other.getByLabel('Password').fill(credentials.password);
    await other.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(other.getByText('An account with this email already exists', { exact: false }).first()).toBeVisible();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    await other.getByRole('button', { name: 'Sign in instead' }).click();
    await other.getByLabel('Email address').fill(credentials.email);
    await other.getByLabel('Password').fill('not-the-password');
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other.getByText('Failed to sign in. Please check your credentials.').first()).toBeVisible();
    await expect(other).toHaveURL(/\/signin$/);
    await expect(other.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  } finally {
    await fresh.close();
  }
});
