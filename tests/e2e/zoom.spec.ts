import { expect, test, type Page } from '@playwright/test';
import { openPage } from './helpers';

const image = (page: Page) => page.locator('.rp-doc img[src="/images/create-dev-build-workflow.svg"]');
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

// Records in the page whether the zoom has finished opening (medium-zoom's events fire on the image, unbubbled).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const state = { opened: false };
    Object.assign(window, { zoomState: state });
    document.addEventListener('medium-zoom:open', () => (state.opened = false), true);
    document.addEventListener('medium-zoom:opened', () => (state.opened = true), true);
  });
});

const zoomHasOpened = (page: Page) => page.evaluate(() => (window as unknown as { zoomState: { opened: boolean } }).zoomState.opened);

async function showImage(page: Page) {
  await openPage(page, '/docs/welcome');
  await image(page).scrollIntoViewIfNeeded();
  // The zoom's code loads when the pointer first reaches an image (theme/zoom/LazyZoom.tsx).
  await image(page).hover();
  await expect(image(page)).toHaveClass(/medium-zoom-image/);
}

async function clickImage(page: Page) {
  await image(page).click();
  await expect(overlay(page)).toBeVisible();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
}

/** Opens the zoom and waits for the end of its opening animation. */
async function openZoom(page: Page) {
  await showImage(page);
  await clickImage(page);
  await expect.poll(() => zoomHasOpened(page)).toBe(true);
}

/**
 * Clicks the image and leaves the zoom in its opening animation, which medium-zoom lets nothing interrupt. The
 * animation (300 ms) is stretched to 3 s, so that the step the test takes next lands inside it on any machine;
 * the returned function ends the stretch for the animations that start later.
 */
async function startZoom(page: Page): Promise<() => Promise<void>> {
  await showImage(page);
  const stretch = await page.addStyleTag({ content: '.medium-zoom-image { transition-duration: 3s !important; }' });
  await clickImage(page);
  expect(await zoomHasOpened(page)).toBe(false);
  return () => stretch.evaluate((el) => (el as Element).remove());
}

test('an image zooms on click over the page background', async ({ page }) => {
  await openZoom(page);
  const overlayBg = await overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(overlayBg).toBe(pageBg);
});

test('Escape closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
});

test('Escape pressed while the zoom is still opening closes it', async ({ page }) => {
  const endStretch = await startZoom(page);
  await page.keyboard.press('Escape');
  await endStretch();
  await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
});

test('a scroll of more than 40 px closes the zoom, a smaller one does not', async ({ page }) => {
  await openZoom(page);
  await page.mouse.wheel(0, 20);
  await page.waitForTimeout(300);
  await expect(overlay(page)).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect(overlay(page)).toHaveCount(0);
});

test('a scroll of more than 40 px while the zoom is still opening closes it', async ({ page }) => {
  const endStretch = await startZoom(page);
  await page.mouse.wheel(0, 200);
  await endStretch();
  await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
});

test('a resize closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(overlay(page)).toHaveCount(0);
});

test('a resize while the zoom is still opening closes it', async ({ page }) => {
  const endStretch = await startZoom(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await endStretch();
  await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
});

test('a click before the zoom has loaded still opens it, and its code is not part of the page load', async ({ page }) => {
  const zoomCode: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/js\/async\//.test(request.url())) zoomCode.push(request.url());
  });
  await openPage(page, '/docs/welcome');
  await page.waitForLoadState('networkidle');
  const loadedWithPage = zoomCode.length;
  await image(page).scrollIntoViewIfNeeded();
  await image(page).click();
  await expect(overlay(page)).toBeVisible();
  expect(zoomCode.length).toBeGreaterThan(loadedWithPage);
});

test('?globalUIComponents=0 turns the zoom off', async ({ page }) => {
  await openPage(page, '/docs/welcome?globalUIComponents=0');
  await image(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await image(page).click();
  await page.waitForTimeout(300);
  await expect(overlay(page)).toHaveCount(0);
});
