import { expect, test } from '@playwright/test';
import { PACKAGE_MANAGER_STORAGE_KEY, TAB_STORAGE_PREFIX } from '../../theme/tabs/tabStorageKey';
import { openPage, watchConsole } from './helpers';

test('package-manager tabs offer npm, yarn, pnpm and bun, and the choice follows to other pages', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  const tabs = page.locator('.rp-tabs').first();
  await expect(tabs.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
  await tabs.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  await expect(tabs.locator('.rp-codeblock:visible')).toContainText('pnpm dlx extension@latest create');

  const stored = await page.evaluate(
    (prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => [k, localStorage.getItem(k)]),
    TAB_STORAGE_PREFIX,
  );
  expect(stored.length).toBe(1);

  await openPage(page, '/docs/getting-started/templates');
  const otherTabs = page.locator('.rp-tabs').first();
  await expect(otherTabs.locator('.rp-codeblock:visible')).toContainText('pnpm');
  await expect(otherTabs.locator('.rp-codeblock:visible')).not.toContainText('npx');
});

test('a saved package manager shows in the first painted frame, selected, before any app script runs', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '2'), PACKAGE_MANAGER_STORAGE_KEY);
  const log = watchConsole(page);
  // Hold every script of the app: what shows now comes from the HTML alone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/docs/welcome', { waitUntil: 'commit' });
  const block = page.locator('.rp-tabs').first();
  await block.waitFor();
  const check = async () => {
    const pnpm = block.getByRole('tab', { name: 'pnpm' });
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await expect(block.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'false');
    await expect(block.locator('[role=tabpanel]:visible')).toHaveCount(1);
    await expect(block.locator('[role=tabpanel]:visible')).toContainText('pnpm dlx extension@latest create');
  };
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await check();
  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await check();
  expect(log.hydrationWarnings()).toEqual([]);
  expect(log.errors).toEqual([]);
});

test('a saved value that is not a tab leaves the blocks on npm', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '9'), PACKAGE_MANAGER_STORAGE_KEY);
  await openPage(page, '/docs/welcome');
  await expect(page.locator('.rp-tabs').first().getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
});
