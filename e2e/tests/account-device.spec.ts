import type { Page } from '@playwright/test';
import { expect, newCredentials, openProduct, signIn, signOut, signUp, test } from '../fixtures.ts';
import { openSection } from './web-support.ts';

// Accounts the way every app does them, against the real Auth Emulator: a new email is offered an account, a
// forgotten password is reset through the provider's own flow, and signing out leaves nothing of the shopper behind.

const authHost = process.env.TEST_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-clearcart';
// A seed-catalog product whose allergens include en:peanuts.
const PEANUT_PRODUCT = 'snickers-bar-50g';

/** The password-reset code the emulator issued for `email` (it keeps the emails it would have sent). */
async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
  if (!code) throw new Error(`no password-reset code for ${email}`);
  return code;
}

/** Ticks Peanuts in the Health preferences and saves them to the account. */
async function avoidPeanuts(page: Page) {
  await page.goto('/preferences');
  // Opened until it stays open: the form may be made again once the account's preferences arrive.
  await openSection(page, 'Health Preferences');
  const peanuts = page.getByRole('checkbox', { name: 'Peanuts', exact: true });
  await page.locator('label').filter({ has: peanuts }).click();
  await expect(peanuts).toBeChecked();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/preferences'));
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  expect((await saved).status()).toBe(200);
}

test('a sign-in with an email that has no account offers to create one, and the new account starts on its preferences', async ({
  page,
  credentials,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Failed to sign in. Please check your credentials.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create an account with this email' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByText(`Welcome, ${credentials.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Your Preferences', level: 1 })).toBeVisible();
});

test('a forgotten password is reset through the provider, and the new one signs in', async ({ page }) => {
  const credentials = await signUp(page, newCredentials('forgot'));
  await signOut(page);

  await page.goto('/signin');
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(`If an account uses ${credentials.email}, we have sent it a link`)).toBeVisible();

  // The link in the email: the emulator's reset flow, as the provider's action page would complete it.
  const newPassword = 'Brand-new-pass-7';
  const reset = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: await resetCodeFor(credentials.email), newPassword }),
  });
  expect(reset.status).toBe(200);

  await signIn(page, { email: credentials.email, password: newPassword });
});

test.describe('signing out on a shared phone', () => {
  // The service worker keeps evaluations for offline use: this test needs it running.
  test.use({ serviceWorkers: 'allow' });

  test("removes the shopper's preferences, history and offline reports from the device", async ({ page }) => {
    await signUp(page, newCredentials('shared'));
    await avoidPeanuts(page);
    await openProduct(page, PEANUT_PRODUCT);
    expect(await page.evaluate('navigator.serviceWorker.ready.then(() => true)')).toBe(true);
    // The first visit happened before the worker took control: one more goes through it and is kept.
    await page.reload();
    await expect(page.getByText('Contains peanuts — you avoid peanuts').first()).toBeVisible();
    const offlineReports = `caches.open('clearcart-data-v1').then((c) => c.keys()).then((keys) =>
      keys.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/offline/evaluate/')))`;
    await expect.poll(() => page.evaluate(offlineReports)).toEqual([`/offline/evaluate/${PEANUT_PRODUCT}`]);
    expect(await page.evaluate("localStorage.getItem('userPreferences')")).toContain('peanuts');

    await signOut(page);
    await expect.poll(() => page.evaluate(offlineReports)).toEqual([]);
    expect(await page.evaluate("localStorage.getItem('userPreferences')")).toBeNull();
    expect(await page.evaluate("localStorage.getItem('history')")).toBeNull();

    // The next person on this phone opens the same product: no allergy of the last one.
    const sent = await openProduct(page, PEANUT_PRODUCT);
    expect(sent.preferences?.health?.allergens ?? []).not.toContain('peanuts');
    await expect(page.getByText('Contains peanuts — you avoid peanuts')).toHaveCount(0);
  });
});
