import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { decodeIndexFile, type SearchablePage } from '../../common/search/indexFile';
import { openPage, watchConsole } from './helpers';

// Results appear once Rspress has built its index in the page, which takes seconds on a busy machine.
const SEARCH_WAIT = { timeout: 45_000 };
test.describe.configure({ timeout: 90_000 });

const input = (page: import('@playwright/test').Page) => page.locator('.rp-search-panel__input');
const hits = (page: import('@playwright/test').Page) => page.locator('.rp-suggest-item');

test('Ctrl+K and Meta+K open the search; Escape closes it', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  // Four rounds: the first loads the panel on demand, the later ones go straight to the loaded panel's
  // handler, which must see its current state right after each close.
  for (const shortcut of ['Control+k', 'Meta+k', 'Control+k', 'Meta+k']) {
    await page.keyboard.press(shortcut);
    await expect(input(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('fire');
    await expect(input(page)).toHaveValue('fire');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search Docs');
    await page.keyboard.press('Escape');
    await expect(input(page)).toBeHidden();
  }
});

test('the search dialog is rendered as a named modal, and its buttons say what they do', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search Docs' });
  // A native <dialog> opened with showModal(): modal for the browser, so the page behind it is inert.
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  expect(await page.locator('main').first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + 5;
    const y = Math.max(box.top, 0) + 5;
    return el.contains(document.elementFromPoint(x, y));
  })).toBe(false);
  await expect(dialog.getByRole('combobox', { name: 'Search Docs' })).toBeFocused();
  await input(page).fill('manifest');
  // With a query the button clears it and keeps the dialog; with none it closes the dialog.
  await dialog.getByRole('button', { name: 'Clear search' }).click();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
  // Phones get a visible Cancel button as well.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.keyboard.press('Control+k');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a click beside the search panel closes it, and a click inside does not', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search Docs' });
  await expect(dialog).toBeVisible();
  await input(page).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, page.viewportSize()!.height - 5);
  await expect(dialog).toBeHidden();
});

test('Enter in the page does not reach a closed search dialog', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('manifest');
  await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
  await page.keyboard.press('Escape');
  const url = page.url();
  await page.locator('body').press('Enter');
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
  expect(errors).toEqual([]);
});

test('the open search tints the page without blurring it, which redrew the whole page on every keystroke', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  const mask = page.locator('.rp-search-panel__mask');
  await expect(mask).toBeVisible();
  const style = await mask.evaluate((el) => {
    const css = getComputedStyle(el);
    return { filter: css.backdropFilter, background: css.backgroundColor };
  });
  expect(style.filter).toBe('none');
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
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

test('the search code loads on demand, not with the page', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (r) => {
    if (/search_index|flexsearch/.test(r.url())) searchRequests.push(r.url());
  });
  await openPage(page, '/docs/welcome');
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeVisible();
  await expect.poll(() => searchRequests.some((url) => url.includes('search_index'))).toBe(true);
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

test('when the rest of the index fails to load, titles and headings still answer, with a console error', async ({ page }) => {
  const log = watchConsole(page);
  await page.route(/\/static\/search_rest\..*\.json$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  await input(page).fill('extension build');
  await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
  await expect.poll(() => log.of('error').some((t) => /rest of the index/i.test(t))).toBe(true);
  expect(log.errors).toEqual([]);
});

const searchIndex = /\/static\/search_index\.[^/]+\.json$/;
/** The search icon spins while the index loads or a search runs; the hits shown once it stops are final. */
const searching = (page: import('@playwright/test').Page) => page.locator('.rp-search-panel__search-icon--loading');

test('a query shows at most 7 hits, typed before or after the index has loaded', async ({ page }) => {
  // Hold the index until the query is typed: Rspress answers such a query on a path of its own.
  let releaseIndex = () => {};
  const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
  await page.route(searchIndex, async (route) => {
    await indexHeld;
    await route.continue();
  });
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  // "browser" and "extension" each match far more than 7 places in the docs, so the cap is what leaves 7.
  await input(page).fill('browser');
  await page.waitForTimeout(500); // past the 150 ms debounce, so the search has run against the missing index
  releaseIndex();
  await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
  await expect(searching(page)).toHaveCount(0);
  await expect(hits(page)).toHaveCount(7);

  await input(page).fill('extension');
  await expect(page.locator('.rp-suggest-item__mark').first()).toHaveText(/^extension$/i, SEARCH_WAIT);
  await expect(searching(page)).toHaveCount(0);
  await expect(hits(page)).toHaveCount(7);
});

function occurrences(text: string, word: string): number {
  return text.toLowerCase().split(word).length - 1;
}

/**
 * A word that occurs once in the whole index, inside a paragraph with more than 100 characters on either side
 * of it: its only hit is a content hit whose snippet Rspress must cut at both ends.
 */
function wordInLongParagraph(pages: SearchablePage[]): string | undefined {
  // Every field the engine matches, the readers' questions and the code included: a word that also stands in another
  // page's questions is found on that page too.
  const everything = pages
    .map((p) =>
      [
        p.title,
        p.lead,
        p.leadCode ?? '',
        p.description ?? '',
        p.questions ?? '',
        ...p.sections.flatMap(({ heading, body, code }) => [heading.text, body, code ?? '']),
      ].join('\n'),
    )
    .join('\n');
  for (const { lead, sections } of pages) {
    // One paragraph per line in the index.
    for (const paragraph of [lead, ...sections.map(({ body }) => body)].flatMap((text) => text.split('\n'))) {
      for (const match of paragraph.matchAll(/\b[a-z]{7,}\b/g)) {
        const word = match[0];
        const before = match.index;
        const after = paragraph.length - before - word.length;
        if (before > 100 && after > 100 && occurrences(everything, word) === 1) return word;
      }
    }
  }
  return undefined;
}

test('content hits show snippets of about 100 characters with ellipses', async ({ page }) => {
  const indexResponse = page.waitForResponse((r) => searchIndex.test(new URL(r.url()).pathname) && r.ok());
  const restResponse = page.waitForResponse((r) => /\/static\/search_rest\.[^/]*\.json$/.test(new URL(r.url()).pathname) && r.ok());
  await openPage(page, '/docs/welcome');
  await page.keyboard.press('Control+k');
  // Read again by URL: the page fetches the index twice (a prefetch link and the search), and the body of the
  // response the test caught may be gone. Long paragraphs are whole once the rest file is in.
  const indexUrl = (await indexResponse).url();
  const restUrl = (await restResponse).url();
  const head = (await (await page.request.get(indexUrl)).json()) as unknown[];
  const word = wordInLongParagraph(decodeIndexFile(head, await (await page.request.get(restUrl)).json()));
  expect(word, 'the docs have a word that occurs once, in the middle of a long paragraph').toBeTruthy();
  // Typed again until the whole text answers: the rest file is indexed a moment after it arrives.
  await expect(async () => {
    await input(page).fill('');
    await input(page).fill(word!);
    await expect(hits(page)).toHaveCount(1, { timeout: 2_000 });
  }).toPass(SEARCH_WAIT);
  const statement = hits(page).locator('.rp-suggest-item__statement');
  await expect(statement.locator('.rp-suggest-item__mark')).toHaveText(word!);
  const text = (await statement.textContent()) ?? '';
  expect(text.startsWith('...') && text.endsWith('...'), text).toBe(true);
  expect(text.length).toBeGreaterThanOrEqual(90);
  expect(text.length).toBeLessThanOrEqual(110);
});

// A sample of the reader query set (tests/queries/queries.json; the unit test checks all of it against the index),
// typed into the panel as a reader would: the page each query names is among the first 3 hits shown, for the
// share of queries the unit test requires of the whole set (57 of every 60).
test('reader queries find their page among the first 3 hits in the panel', async ({ page }) => {
  const { queries } = JSON.parse(readFileSync('tests/queries/queries.json', 'utf8')) as {
    queries: Array<{ query: string; pages: string[] }>;
  };
  const sample = queries.filter((_, i) => i % 6 === 0);
  const misses: string[] = [];
  await openPage(page, '/docs/welcome');
  for (const { query, pages } of sample) {
    await page.keyboard.press('Control+k');
    await input(page).fill(query);
    await expect(hits(page).first()).toBeVisible(SEARCH_WAIT);
    await expect(searching(page)).toHaveCount(0);
    const links = await hits(page)
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\.html$/, '')));
    if (!links.slice(0, 3).some((link) => pages.includes(link))) misses.push(`"${query}" → ${links.join(', ')}`);
    await page.keyboard.press('Escape');
    await expect(input(page)).toBeHidden();
  }
  expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(Math.floor(sample.length * (3 / 60)));
});
