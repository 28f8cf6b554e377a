import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

test('package-manager tabs offer npm, yarn, pnpm and bun, and the choice follows to other pages', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  const tabs = page.locator('.rp-tabs').first();
  await expect(tabs.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
  await tabs.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  await expect(tabs.locator('.rp-codeblock:visible')).toContainText('pnpm dlx extension@latest create');

  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('rspress.tabs.')).map((k) => [k, localStorage.getItem(k)]),
  );
  expect(stored.length).toBe(1);

  await openPage(page, '/docs/getting-started/templates');
  const otherTabs = page.locator('.rp-tabs').first();
  await expect(otherTabs.locator('.rp-codeblock:visible')).toContainText('pnpm');
  await expect(otherTabs.locator('.rp-codeblock:visible')).not.toContainText('npx');
});
