// BEHAVIOUR.md, Search: the first hits come from titles, headings and first lines; once the rest of the text is
// indexed the query is asked again and its hits ranked on the whole text. A list the reader is moving through with
// the arrow keys, or with Tab, is held until the next keystroke, so the hit under the keys does not change; a list nobody has moved
// through is replaced. The rest file is held back by the test until the first hits are shown.
import { expect, type Page, test } from '@playwright/test';
import { holdRequests, openPage } from './helpers';

// Ranked otherwise on the whole text than on titles, headings and first lines (checked below, not assumed).
const QUERY = 'browser flags';

/** Holds the rest file back until `release()` is called. */
const holdRestFile = (page: Page) => holdRequests(page, '**/static/search_rest.*');

async function openSearch(page: Page) {
  await openPage(page, '/docs/welcome');
  await page.locator('.rp-search-button').click();
  const dialog = page.getByRole('dialog', { name: 'Search Docs' });
  const input = dialog.getByRole('combobox', { name: 'Search Docs' });
  await expect(input).toBeFocused();
  const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  const hrefs = () => options.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  return { dialog, input, options, hrefs };
}

test('hits the reader is arrowing through stay until the next keystroke when the rest of the index arrives', async ({ page }) => {
  test.setTimeout(60_000);
  const release = await holdRestFile(page);
  const { dialog, input, options, hrefs } = await openSearch(page);
  await input.fill(QUERY);
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveAttribute('data-search-text', 'first-lines');
  const firstLines = await hrefs();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const activeId = (await input.getAttribute('aria-activedescendant')) as string;
  const activeHref = await dialog.locator(`[id="${activeId}"]`).getAttribute('href');
  expect(activeHref).toBe(firstLines[2]);

  release();
  await expect(dialog).toHaveAttribute('data-search-text', 'whole', { timeout: 30_000 });
  // Time for a query asked again to come back (debounce 150 ms, then the worker): the list must not change.
  await page.waitForTimeout(1_000);
  expect(await hrefs()).toEqual(firstLines);
  await expect(input).toHaveAttribute('aria-activedescendant', activeId);
  expect(await dialog.locator(`[id="${activeId}"]`).getAttribute('href')).toBe(activeHref);

  // The next keystroke (a space: the same words) asks again, now from the whole text.
  await page.keyboard.press('Space');
  await expect.poll(hrefs, { timeout: 10_000 }).not.toEqual(firstLines);
  await expect(input).toHaveAttribute('aria-activedescendant', /hit-0$/);
});

test('hits nobody has moved through are ranked again on the whole text once it is indexed', async ({ page }) => {
  test.setTimeout(60_000);
  const release = await holdRestFile(page);
  const { dialog, input, options, hrefs } = await openSearch(page);
  await input.fill(QUERY);
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  const firstLines = await hrefs();

  release();
  await expect(dialog).toHaveAttribute('data-search-text', 'whole', { timeout: 30_000 });
  await expect.poll(hrefs, { timeout: 10_000 }).not.toEqual(firstLines);
  await expect(input).toHaveValue(QUERY);
});

test('a hit the reader has tabbed to keeps focus when the rest of the index arrives', async ({ page }) => {
  test.setTimeout(60_000);
  const release = await holdRestFile(page);
  const { dialog, input, options, hrefs } = await openSearch(page);
  await input.fill(QUERY);
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  const firstLines = await hrefs();

  await options.first().focus();
  await page.keyboard.press('Tab');
  const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(firstLines).toContain(focusedHref);

  release();
  await expect(dialog).toHaveAttribute('data-search-text', 'whole', { timeout: 30_000 });
  await page.waitForTimeout(1_000);
  expect(await hrefs()).toEqual(firstLines);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(focusedHref);
});
