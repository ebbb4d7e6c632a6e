import { expect, test, type Request } from '@playwright/test';
import sharp from 'sharp';
import { NUTELLA, waitForEvaluation } from './web-support.ts';

// A shopper's first ten minutes on a phone: a 390 px touch screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MB = 1024 * 1024;

const isIdentify = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/products/identify';

test.describe('Text Search on a phone', () => {
  test('the suggestions never cover the Search button: tapping it searches the term typed', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByLabel('Product or Brand Name');
    await field.fill('Nutella');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();

    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    const list = await suggestions.boundingBox();
    const box = await button.boundingBox();
    expect(list && box).toBeTruthy();
    if (!list || !box) return;
    const overlaps =
      box.x < list.x + list.width &&
      list.x < box.x + box.width &&
      box.y < list.y + list.height &&
      list.y < box.y + box.height;
    expect(overlaps, 'the Search button under the suggestions').toBe(false);

    // A tap, as a click, is refused by Playwright when another element would receive it.
    const search = page.waitForRequest(isIdentify);
    await button.tap();
    expect((await search).postData()).toContain('Nutella');
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/nutella/i);
  });

  test('back from a report, the suggestions are whole: none is cut off by the box around the field', async ({
    page,
  }) => {
    await page.goto('/search');
    const field = page.getByLabel('Product or Brand Name');
    await field.fill('Nutella');
    await field.press('Enter');
    await waitForEvaluation(page, /Nutella/);
    await page.goBack(); // within the app: the report's styles stay loaded
    await field.fill('Nutella');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.nth(2)).toBeVisible();
    // A tap would land on the suggestion itself (Playwright refuses one another element would receive).
    await options.nth(2).tap({ trial: true, timeout: 5_000 });
  });

  test('"coca" and Enter searches "coca", and several Coca-Cola products are offered, none opened blindly', async ({
    page,
  }) => {
    await page.goto('/search');
    const field = page.getByLabel('Product or Brand Name');
    await field.fill('coca');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    const search = page.waitForRequest(isIdentify);
    await field.press('Enter');
    expect((await search).postData()).toMatch(/name="description"\r\n\r\ncoca\r\n/);
    const offered = page.locator('.cc-search-box').filter({ hasText: 'Did you mean…' });
    await expect(offered).toBeVisible();
    expect(await offered.getByRole('link', { name: /Coca-Cola/ }).count()).toBeGreaterThan(1);
    await expect(page).toHaveURL(/\/search\?q=coca$/);
  });

  test('a suggestion chosen with the arrow keys is what Enter opens', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByLabel('Product or Brand Name');
    await field.fill('coca');
    const second = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').nth(1);
    await expect(second).toBeVisible();
    const name = (await second.locator('.cc-search-option-name').textContent()) ?? '';
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/product\/coca-cola[^/]*$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });
});

test.describe('Image Upload on a phone', () => {
  test('says "Tap to choose an image"', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('tab', { name: 'Image Upload' }).click();
    await expect(page.getByText('Tap to choose an image')).toBeVisible();
    await expect(page.getByText('Click to choose an image')).toHaveCount(0);
  });

  test('a 12-megapixel 6 MB photo is accepted, and what is sent is under 5 MB and 2,000 px', async ({ page }) => {
    // Noise (xorshift, so every run draws the same) compresses badly: a 4000×3000 JPEG of it weighs what a phone's
    // photo of a label does.
    const width = 4000;
    const height = 3000;
    const noise = Buffer.alloc(width * height * 3);
    let seed = 12345;
    for (let i = 0; i < noise.length; i++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      noise[i] = 80 + ((seed >>> 0) % 96);
    }
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * MB);
    expect(photo.length).toBeLessThan(7 * MB);

    await page.goto('/search');
    await page.getByRole('tab', { name: 'Image Upload' }).click();
    await page
      .getByLabel('Product image', { exact: true })
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Selected product image' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('File too large')).toHaveCount(0);

    // The upload is inspected and answered here: what the server would make of noise is not this test's question.
    let sent: Buffer | null = null;
    await page.route('**/api/products/identify', async (route) => {
      sent = route.request().postDataBuffer();
      await route.fulfill({
        json: { product_id: null, confidence: 0, identified_by: null, candidates: [], message: 'Noise' },
      });
    });
    await page.getByRole('button', { name: /Identify Product/ }).click();
    await expect(page.getByText('Product not clearly identified')).toBeVisible();
    expect(sent).not.toBeNull();
    const body = sent as unknown as Buffer;
    expect(body.length).toBeLessThan(5 * MB);
    const start = body.indexOf('\r\n\r\n', body.indexOf('name="image"')) + 4;
    const end = body.lastIndexOf('\r\n--');
    const uploaded = await sharp(body.subarray(start, end)).metadata();
    expect(uploaded.format).toBe('jpeg');
    expect(Math.max(uploaded.width ?? Infinity, uploaded.height ?? Infinity)).toBeLessThanOrEqual(2000);
    expect(Math.max(uploaded.width ?? 0, uploaded.height ?? 0)).toBeGreaterThan(1900);
  });
});

test.describe('A report on a phone', () => {
  test('score cards open their tab; the tabs stay in reach down a long tab, and a tab opens at its start', async ({
    page,
  }) => {
    await page.goto(`/product/${NUTELLA.id}`);
    await waitForEvaluation(page, NUTELLA.name);
    await page.getByRole('button', { name: 'Open the Ethical tab' }).click();
    await expect(page.getByRole('tab', { name: 'Ethical' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Health' }).click();
    const health = page.getByRole('tabpanel', { name: 'Health' });
    await health.getByRole('heading', { name: 'Ingredients', exact: true }).scrollIntoViewIfNeeded();
    // Far down the Health tab, the tabs are still on screen, below the top bar rather than under it.
    await expect(page.getByRole('tab', { name: 'Environmental' })).toBeInViewport();
    const box = await page.getByRole('tab', { name: 'Environmental' }).boundingBox();
    const onTop = await page.evaluate(
      `document.elementFromPoint(${(box?.x ?? 0) + (box?.width ?? 0) / 2}, ${(box?.y ?? 0) + (box?.height ?? 0) / 2})?.closest('[role="tab"]')?.textContent`,
    );
    expect(onTop).toBe('Environmental');
    await page.getByRole('tab', { name: 'Environmental' }).click();
    const environmental = page.getByRole('tabpanel', { name: 'Environmental' });
    await expect(environmental.getByRole('heading').first()).toBeInViewport();
  });

  test('all four tabs are in sight, and a short tab leaves no blank space under it', async ({ page }) => {
    await page.goto('/product/persil-non-bio-washing-liquid');
    await waitForEvaluation(page, /^Persil Non Bio Washing Liquid/);
    // (Each but the pixel of its underline the tab strip clips.)
    for (const name of ['Health', 'Environmental', 'Ethical', 'Company']) {
      await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 0.95 });
    }
    // A washing liquid's Health tab is a few lines: what follows the tabs comes right after them.
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.getByRole('tab', { name: 'Health' }).click();
    const panel = await page.getByRole('tabpanel', { name: 'Health' }).boundingBox();
    const details = await page.getByRole('complementary', { name: 'Product details' }).boundingBox();
    expect(panel && details).toBeTruthy();
    if (!panel || !details) return;
    expect(panel.height).toBeLessThan(844);
    // The grid's gap (1.5rem) and nothing more.
    expect(details.y - (panel.y + panel.height)).toBeLessThanOrEqual(25);
  });

  test('the picture is shown once: small beside the name, with its credit in the details', async ({ page }) => {
    const picture = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#b91c1c"/></svg>',
    );
    await page.route(/^https:\/\/images\.openfoodfacts\.org\//, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: picture }),
    );
    await page.goto('/product/coca-cola-original-taste-150ml-can');
    await waitForEvaluation(page, /^Coca-Cola Original Taste \(mini can\)/);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const thumbnail = header.locator('img');
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((img) => Reflect.get(img, 'naturalWidth') as number)).toBeGreaterThan(0);
    await expect(page.getByTestId('product-image-box')).toBeHidden();
    await expect(page.getByText('Image source: Open Food Facts contributors (CC BY-SA 3.0)')).toBeVisible();
  });
});
