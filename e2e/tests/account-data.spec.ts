import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appIsLive, expect, signUp, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations, openSection } from './web-support.ts';

/** Where the screenshots a person looks at go (not compared by the test). */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'account-data');

/** Ticks a health choice by its label, as a shopper does (the input itself is visually hidden). */
async function tick(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name, exact: true });
  await page.locator('label').filter({ has: box }).click();
  await expect(box).toBeChecked();
}

test('a shopper takes their data as one file, then deletes their account: signed out, and it cannot sign in again', async ({
  page,
  credentials,
}) => {
  test.setTimeout(300_000); // a shared, busy machine: sign-up, two saves, an export, a deletion, two axe scans
  // Signed up on a wide screen (the top bar's welcome line, which the fixture waits for, is for wide screens).
  await signUp(page, credentials);

  // Preferences saved to the account.
  await page.goto('/preferences');
  await openSection(page, 'Health Preferences');
  await tick(page, 'Peanuts');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/preferences'));
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  expect((await saved).status()).toBe(200);

  // A list.
  await page.goto('/lists');
  await appIsLive(page);
  await page.getByLabel('Name of a new list').fill('Saturday market');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday market' })).toBeVisible();

  // Preferences → Account, at 1280 px and then on a phone (390 px) for the rest.
  await page.goto('/preferences');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(`Signed in as ${credentials.email}.`)).toBeVisible();
  await account.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'account-section-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await account.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'the preferences page with its account section');
  await page.screenshot({ path: join(SHOTS, 'account-section-390.png') });

  // Download my data: one JSON file holding what was saved.
  const downloading = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^clearcart-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    format: string;
    account: { email: string };
    preferences: { health: { allergens: string[] } };
    household: { name: string; primary: boolean }[];
    lists: { name: string }[];
  };
  expect(data.format).toBe('clearcart-account-export');
  expect(data.account.email).toBe(credentials.email);
  expect(data.preferences.health.allergens).toEqual(['peanuts']);
  expect(data.household).toEqual([expect.objectContaining({ name: 'Me', primary: true })]);
  expect(data.lists.map((list) => list.name)).toEqual(['Saturday market']);

  // Delete my account: a dialog says what goes; the shopper confirms.
  await account.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // On screen over the page, not drawn below the footer (it was, while the dialog's styles were missing).
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByText(`your sign-in (${credentials.email})`)).toBeVisible();
  await expect(dialog.getByText('your shopping lists: the links you shared stop working')).toBeVisible();
  // The scan waits for the dialog's entrance to settle, so the screenshot shows it as the shopper sees it.
  await expectNoSeriousA11yViolations(page, 'the account deletion dialog');
  await page.screenshot({ path: join(SHOTS, 'delete-dialog-390.png') });
  // The provider checks the password again first: a wrong one deletes nothing and says so.
  const password = dialog.getByLabel('Your password');
  await password.fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That is not your password.')).toBeVisible();
  await password.fill(credentials.password);
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/account'));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  expect((await deleted).status()).toBe(204);

  // Signed out, on the home page, and told.
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: join(SHOTS, 'after-delete-390.png') });
  expect(await page.evaluate("localStorage.getItem('userPreferences')")).toBeNull();

  // Signing in again fails: the account is gone.
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});
