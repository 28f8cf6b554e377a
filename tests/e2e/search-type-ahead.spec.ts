import { expect, type Page, test } from '@playwright/test';
import { emulateSlowPhone } from '../../bench/slow-phone.mjs';
import { APP_SCRIPT, holdRequests, openPage } from './helpers';

// BEHAVIOUR.md, Search: a reader who presses Ctrl+K, or clicks the search button, and types at once keeps every
// letter, though the dialog's code is still on its way (theme/search/typeAhead.ts) or the app itself is not ready
// yet (theme/loading/earlyInputScript.ts). Each code path is held here until the typing is done.
test.describe.configure({ timeout: 90_000 });

const QUERY = 'manifest json';
const input = (page: Page) => page.locator('.rp-search-panel__input');

async function expectQueryKept(page: Page) {
  await expect(input(page)).toBeFocused({ timeout: 30_000 });
  await expect(input(page)).toHaveValue(QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 45_000 });
  // The hits are for the whole text typed, not for a part of it.
  await expect(page.getByRole('status').filter({ hasText: /results?/ }).first()).toBeAttached({ timeout: 45_000 });
}

test.beforeEach(async ({ context, page }) => {
  await emulateSlowPhone(context, page);
});

test('text typed after Ctrl+K while the dialog loads ends up in its box, and is searched', async ({ page }) => {
  await openPage(page, '/docs/development/css');
  const release = await holdRequests(page, /\/static\/js\/async\//);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('manifest jsoq');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('n');
  await expect(input(page)).toHaveCount(0);
  // The page behind kept none of it: no scroll from the space, no text selected.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  release();
  await expectQueryKept(page);
});

test('text typed after a click on the search button while the dialog loads ends up in its box', async ({ page }) => {
  await openPage(page, '/docs/development/css');
  const release = await holdRequests(page, /\/static\/js\/async\//);
  await page.locator('.rp-nav .rp-search-button').first().click();
  await page.keyboard.type(QUERY);
  await expect(input(page)).toHaveCount(0);
  release();
  await expectQueryKept(page);
});

test('text typed after Ctrl+K before the app is ready ends up in the box once it is', async ({ page }) => {
  const release = await holdRequests(page, APP_SCRIPT);
  await page.goto('/docs/development/css', { waitUntil: 'commit' });
  await page.locator('.rp-nav').waitFor();
  await page.keyboard.press('Control+K');
  await page.keyboard.type(QUERY);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await expectQueryKept(page);
});

test('text typed after a click on the search button before the app is ready ends up in the box once it is', async ({ page }) => {
  const release = await holdRequests(page, APP_SCRIPT);
  await page.goto('/docs/development/css', { waitUntil: 'commit' });
  await page.locator('.rp-nav .rp-search-button').first().click();
  await page.keyboard.type(QUERY);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await expectQueryKept(page);
});

test('once the dialog is open, keys go to the box as usual, and typing on the page without the shortcut is left alone', async ({ page }) => {
  await openPage(page, '/docs/development/css');
  await page.keyboard.type('zz');
  await expect(input(page)).toHaveCount(0);
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(QUERY);
  await expect(input(page)).toHaveValue(QUERY);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('css');
  await expect(input(page)).toHaveValue('css');
});
