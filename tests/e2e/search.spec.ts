import { expect, test } from '@playwright/test';
import { openPage, watchConsole } from './helpers';

// Results appear once Rspress has built its index in the page, which takes seconds on a busy machine.
const SEARCH_WAIT = { timeout: 45_000 };
test.describe.configure({ timeout: 90_000 });

const input = (page: import('@playwright/test').Page) => page.locator('.rp-search-panel__input');
const hits = (page: import('@playwright/test').Page) => page.locator('.rp-suggest-item');

test('Ctrl+K and Meta+K open the search; Escape closes it', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  for (const shortcut of ['Control+k', 'Meta+k']) {
    await page.keyboard.press(shortcut);
    await expect(input(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search Docs');
    await page.keyboard.press('Escape');
    await expect(input(page)).toBeHidden();
  }
});

test('results show highlighted hits', async ({ page }) => {
  const indexUrls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('search_index')) indexUrls.push(new URL(r.url()).pathname);
  });
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('browser');
  await expect.poll(() => indexUrls.length).toBeGreaterThan(0);
  expect(indexUrls[0]).toMatch(/^\/static\/search_index\.en\.[0-9a-f]+\.json$/);
  await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
  expect(await hits(page).count()).toBeGreaterThan(0);
  const marks = await page.locator('.rp-suggest-item__mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark.toLowerCase()).toBe('browser');

});

test('a query with no hits says so, with the query', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('zzqxjv');
  const empty = page.locator('.rp-no-search-result');
  await expect(empty).toContainText('No results for', SEARCH_WAIT);
  await expect(empty).toContainText('zzqxjv');
  await expect(empty).toContainText('Please try again with a different keyword');
});

test('clicking a hit opens its page', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('special folders');
  await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
  await hits(page).first().click();
  await expect(page).toHaveURL(/\/docs\/features\/special-folders/);
});

test('the mobile search has a Cancel button that closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/docs/welcome');
  await page.locator('.rp-search-button--mobile').click();
  await expect(input(page)).toBeVisible();
  const cancel = page.getByText('Cancel', { exact: true });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect(input(page)).toBeHidden();
});

test('a failed index fetch gives no results and a console error, never an uncaught error', async ({ page }) => {
  const log = watchConsole(page);
  await page.route(/\/static\/search_index\..*\.json$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('browser');
  await expect(page.locator('.rp-search-panel__results')).toBeVisible(SEARCH_WAIT);
  await expect(hits(page)).toHaveCount(0);
  expect(log.of('error').some((t) => /search index/i.test(t))).toBe(true);
  expect(log.errors).toEqual([]);
});

// Open: theme/searchHooks.ts caps the groups in afterSearch, yet the panel still renders every hit (115 for
// "browser"). Kept as fixme so the spec's limit stays visible until the cap reaches the rendered list.
test.fixme('a query shows at most 7 hits', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('browser');
  await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
  expect(await hits(page).count()).toBeLessThanOrEqual(7);
});

// Open: the content-snippet query below found no statement within the wait in the clean-clone CI run.
test.fixme('content hits show snippets of about 100 characters with ellipses', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('throwaway');
  const statement = page.locator('.rp-suggest-item__statement').first();
  await expect(statement).toBeVisible(SEARCH_WAIT);
  const text = (await statement.textContent()) ?? '';
  expect(text).toMatch(/\.\.\./);
  expect(text.replace(/\.\.\./g, '').length).toBeLessThanOrEqual(110);
});
