import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, NUTELLA, waitForEvaluation } from './web-support.ts';

// Every route of the app, rendered by the real server's build, each scanned by axe-core.
const ROUTES = [
  { path: '/', heading: 'Make Informed Choices About Products' },
  { path: '/search', heading: 'Find Product Information' },
  { path: '/preferences', heading: 'Your Preferences' },
  { path: `/product/${NUTELLA.id}`, heading: NUTELLA.name },
  { path: '/signin', heading: 'Sign In' },
  { path: '/privacy', heading: 'Privacy' },
  { path: '/history', heading: 'History' },
  { path: `/compare?ids=${NUTELLA.id},nutella-hazelnut-spread-with-cocoa-750g`, heading: 'Compare products' },
  { path: '/no/such/page', heading: 'Page not found' },
] as const;

for (const route of ROUTES) {
  test(`${route.path} renders its screen in the shared frame, with no serious axe violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.getByRole('link', { name: 'ClearCart' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('ClearCart');
    if (route.path.startsWith('/product/')) await waitForEvaluation(page, NUTELLA.name);
    if (route.path.startsWith('/compare')) await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
    if (route.path === '/preferences')
      await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, route.path);
    expect(errors).toEqual([]);
  });
}

test('an unknown route is a friendly not-found page whose link goes home', async ({ page }) => {
  // The server answers an unknown path with the app shell (status 404); the router shows the page.
  await page.goto('/definitely-not-a-page');
  await expect(page.getByText("We couldn't find the page you were looking for.", { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make Informed Choices About Products');
});

test('the home page buttons lead to search and preferences', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search Products' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Set Your Preferences' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
});

// The screens a route's first view does not show, in three tests that the two workers can share (one took 35 s alone).
test('axe finds no serious violations in the photo upload tab, or with every preferences section open', async ({
  page,
}) => {
  await page.goto('/search');
  await page.getByRole('tab', { name: 'Image Upload' }).click();
  await expect(page.getByRole('button', { name: /Identify Product/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, '/search (Image Upload)');

  await page.goto('/preferences');
  for (const section of ['Health Preferences', 'Environmental Preferences', 'Ethical Preferences']) {
    await page.getByRole('button', { name: section }).click();
    await expect(page.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
  }
  await expectNoSeriousA11yViolations(page, '/preferences (all sections open)');
});

test('axe finds no serious violations in each product tab, or in the debug panel', async ({ page }) => {
  await page.goto(`/product/${NUTELLA.id}`);
  await waitForEvaluation(page, NUTELLA.name);
  for (const tab of ['Environmental', 'Ethical', 'Company']) {
    await page.getByRole('tab', { name: tab }).click();
    // The panel mounts a frame after its tab is selected (lazyMount); until then the tab's aria-controls dangles.
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    // The page around the panel is the one the product route's own scan read.
    await expectNoSeriousA11yViolations(page, `product (${tab} tab)`, { include: '#report-tabs' });
  }
  await page.getByRole('heading', { level: 1 }).getByRole('button').click();
  await expect(page.getByRole('tab', { name: 'Raw health data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product (debug panel)');
});

test('axe finds no serious violations in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['/', '/search', `/product/${NUTELLA.id}`, '/signin']) {
    await page.goto(path);
    if (path.startsWith('/product/')) await waitForEvaluation(page, NUTELLA.name);
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Dark mode changes colours only: the routes' own scans read everything else.
    await expectNoSeriousA11yViolations(page, `${path} (dark)`, { rules: ['color-contrast'] });
  }
});

test('a shopper who asks for reduced motion gets sections that open without animating', async ({ page }) => {
  /**
   * Opens a section; the longest animation its content is styled with as it opens, in seconds (a style, not a timing).
   * The style is read the moment the content says it is open (a mutation observer, before any frame is drawn): the
   * open animation's style lasts only as long as the animation, so a later read depends on the machine's speed.
   */
  const openAndReadAnimation = async (section: string) => {
    const button = page.getByRole('button', { name: section });
    const id = await button.getAttribute('aria-controls');
    // Kept on the page, not returned: evaluate would wait for the promise.
    await page.evaluate(`void (window.__opened = new Promise((resolve) => {
      const opened = () => {
        const content = document.getElementById(${JSON.stringify(id)});
        if (content?.getAttribute('data-state') !== 'open') return;
        observer.disconnect();
        resolve(getComputedStyle(content).animationDuration);
      };
      const observer = new MutationObserver(opened);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    }))`);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const durations = await page.evaluate<string>('window.__opened');
    return Math.max(...durations.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 0.001 : 1)));
  };
  await page.goto('/preferences');
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  expect(await openAndReadAnimation('Health Preferences')).toBeGreaterThan(0.05);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await openAndReadAnimation('Environmental Preferences')).toBeLessThan(0.001);
});
