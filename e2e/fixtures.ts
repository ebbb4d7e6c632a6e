// Shared Playwright helpers: accounts on the Auth Emulator through the real sign-in page, and product pages.
// Use the fixtures (`test` from here) for the default page, or the plain functions for a page of a fresh context.
import type { Preferences } from '@clearcart/contracts';
import { test as base, expect, type Page, type Request, type Response } from '@playwright/test';

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

let counter = 0;

/** Unique credentials per call and per run, so runs never collide on the shared emulator. */
export function newCredentials(label = 'shopper'): Credentials {
  const unique = `${Date.now()}-${process.pid}-${counter++}`;
  return { email: `${label}-${unique}@example.com`, password: 'Clear-cart-42' };
}

async function fillCredentials(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
}

/**
 * Creates an account through the "Create an account" mode of /signin, as a shopper does; resolves once the app shows
 * it signed in. Only tests of that form use it: the others start signed in with `signUp`.
 */
export async function signUpWithForm(page: Page, credentials: Credentials = newCredentials()): Promise<Credentials> {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await fillCredentials(page, credentials);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expectSignedIn(page, credentials.email);
  return credentials;
}

// The Auth Emulator and web API key the app under test uses (playwright.config.ts gives the server the same).
const AUTH_HOST = process.env.TEST_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const API_KEY = 'demo-api-key';

/**
 * Creates an account at the Auth Emulator (its `accounts:signUp`, the call the form makes) and hands the signed-in user
 * to the app the way Firebase Auth keeps one on a device (its local-storage persistence, which the SDK takes over at
 * start); resolves once the app shows it signed in. The same account and session as the form makes, without the form.
 */
export async function signUp(page: Page, credentials: Credentials = newCredentials()): Promise<Credentials> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...credentials, returnSecureToken: true }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const account = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  const now = Date.now();
  const user = {
    uid: account.localId,
    email: credentials.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: credentials.email,
        email: credentials.email,
        displayName: null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: account.refreshToken,
      accessToken: account.idToken,
      expirationTime: now + Number(account.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // A document of the app's origin, to reach its storage (the API's health answer: no app to start for it); then, as
  // the form does, the preferences page, which starts the app with the user kept.
  await page.goto('/api/health');
  const key = `firebase:authUser:${API_KEY}:[DEFAULT]`;
  await page.evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(user))})`);
  await page.goto('/preferences');
  await expectSignedIn(page, credentials.email);
  return credentials;
}

/** Signs in on /signin; resolves once the app shows it signed in. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await fillCredentials(page, credentials);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectSignedIn(page, credentials.email);
}

/** Signs out from the top bar; resolves once the Sign In button is back. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

/** The top bar's welcome line and Sign Out button. */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/**
 * Opens /product/<id> and waits until the report shows its full evaluation; returns the preferences it was made for:
 * those the page sent (POST /api/products/evaluate/<id>), or none when the server drew the page evaluated, as it does
 * for a device holding no preferences (web/src/first-screen/first-screen.ts).
 */
export async function openProduct(page: Page, id: string): Promise<{ preferences?: Preferences }> {
  const asked: Request[] = [];
  const ask = (request: Request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/products/evaluate/${encodeURIComponent(id)}`)) {
      asked.push(request);
    }
  };
  let keptInAccount = false;
  const kept = (response: Response) => {
    const request = response.request();
    if (request.method() === 'POST' && response.url().endsWith('/api/history') && response.ok()) {
      keptInAccount ||= (request.postDataJSON() as { product_id?: string }).product_id === id;
    }
  };
  page.on('request', ask);
  page.on('response', kept);
  try {
    const response = await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The report shows its evaluation (its tabs no longer busy), which a drawn page does before React has adopted it.
    await expect(page.locator('#report-tabs')).not.toHaveAttribute('aria-busy', 'true');
    // Settled once the app has kept the view: in the account, or as the newest of the device's history.
    await expect.poll(async () => keptInAccount || (await newestViewOnDevice(page)) === id).toBe(true);
    const sent = asked.at(-1);
    if (sent) {
      expect((await sent.response())?.status()).toBe(200);
      return sent.postDataJSON() as { preferences?: Preferences };
    }
    expect(await response?.text()).toContain(`"key":["evaluation",${JSON.stringify(id)},"drawn"]`);
    return {};
  } finally {
    page.off('request', ask);
    page.off('response', kept);
  }
}

/** The product id of the newest view in this device's history (`web/src/features/history/lib/local-history.ts`). */
function newestViewOnDevice(page: Page): Promise<unknown> {
  return page.evaluate("(JSON.parse(localStorage.getItem('history') ?? '[]')[0] ?? {}).product_id");
}

interface AccountFixtures {
  /** Fresh unique credentials for this test (no account yet). */
  credentials: Credentials;
  /** signUp on this test's page, with `credentials` unless others are given. */
  signUp: (credentials?: Credentials) => Promise<Credentials>;
  signIn: (credentials?: Credentials) => Promise<void>;
  signOut: () => Promise<void>;
  openProduct: (id: string) => Promise<{ preferences?: Preferences }>;
}

export const test = base.extend<AccountFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  credentials: async ({}, use) => {
    await use(newCredentials());
  },
  signUp: async ({ page, credentials }, use) => {
    await use((given) => signUp(page, given ?? credentials));
  },
  signIn: async ({ page, credentials }, use) => {
    await use((given) => signIn(page, given ?? credentials));
  },
  signOut: async ({ page }, use) => {
    await use(() => signOut(page));
  },
  openProduct: async ({ page }, use) => {
    await use((id) => openProduct(page, id));
  },
});

/**
 * Waits until the app owns the page: a page the server drew is marked `data-adopting` until React has adopted it, or
 * until the app has emptied it to draw it anew (another language, someone signed in). Before that, a tap is held and
 * done once it has (web/src/first-screen/held-taps.ts), but actions such as `setInputFiles` or the keyboard reach no app yet.
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
}
