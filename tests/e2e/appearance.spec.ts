import { expect, test } from '@playwright/test';
import { openPage, reloadPage } from './helpers';

const KEY = 'rspress-theme-appearance';
const isDark = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const toggle = (page: import('@playwright/test').Page) => page.locator('.rp-nav__others .rp-switch-appearance');

test('the toggle switches light and dark, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/docs/welcome');
  expect(await isDark(page)).toBe(false);
  await toggle(page).click();
  expect(await isDark(page)).toBe(true);
  await reloadPage(page);
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');
  await toggle(page).click();
  expect(await isDark(page)).toBe(false);
  await reloadPage(page);
  expect(await isDark(page)).toBe(false);
});

for (const scheme of ['dark', 'light'] as const) {
  test(`an invalid stored value behaves as auto and follows a ${scheme} system`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((k) => localStorage.setItem(k, 'purple'), KEY);
    await openPage(page, '/docs/welcome');
    expect(await isDark(page)).toBe(scheme === 'dark');
  });
}

test('the stored theme applies before the first paint (no flash)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript((k) => {
    localStorage.setItem(k, 'dark');
    // Record the theme at the moment the body first exists, before any app script runs.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { firstBodyDark: boolean }).firstBodyDark = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, KEY);
  await page.goto('/docs/welcome');
  expect(await page.evaluate(() => (window as unknown as { firstBodyDark: boolean }).firstBodyDark)).toBe(true);
});

test('diagrams are drawn for the theme shown: the light picture in light, its dark twin in dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openPage(page, '/docs/welcome');
    const visible = page.locator('.rp-doc img[src^="/images/"]:visible');
    await expect(visible).toHaveCount(1);
    const src = await visible.getAttribute('src');
    expect(src, scheme).toBe(scheme === 'dark' ? '/images/create-dev-build-workflow-dark.svg' : '/images/create-dev-build-workflow.svg');
    expect(await visible.getAttribute('alt')).toMatch(/^Four steps/);
    // The picture really loaded.
    expect(await visible.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});
