import { expect, type Page, test } from '@playwright/test';
import { emulateSlowPhone } from '../../bench/slow-phone.mjs';
import { TAB_STORAGE_PREFIX } from '../../theme/tabs/tabStorageKey';
import { APP_SCRIPT, holdRequests, watchConsole } from './helpers';

// An impatient visitor on a slow phone: every control acted on before the page is ready still takes effect
// (theme/loading/earlyInputScript.ts holds the input and replays it once the app is ready), and the query
// switches hide their parts from the first paint.

/** Holds the app's main script until the returned function is called: the page is painted but not ready. */
const holdApp = (page: Page) => holdRequests(page, APP_SCRIPT);

const isReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitReady = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });

test.describe('an impatient visitor on a slow phone', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ context, page }) => {
    await emulateSlowPhone(context, page);
  });

  test('Ctrl+K right after DOMContentLoaded opens the search dialog', async ({ page }) => {
    await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+K');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused({ timeout: 30_000 });
  });

  test('the theme toggle clicked right after DOMContentLoaded switches the theme', async ({ page }) => {
    await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.locator('.rp-nav .rp-switch-appearance').first().click();
    await waitReady(page);
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  });

  test('a package manager tab clicked right after DOMContentLoaded is selected', async ({ page }) => {
    await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
    const tab = page.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).first();
    // Dispatched on the tab itself: images still arriving on a throttled network can move it under the pointer.
    await tab.dispatchEvent('click', { button: 0 });
    await waitReady(page);
    await expect(tab).toHaveClass(/rp-tabs__label__item--selected/);
  });

  test('a sidebar group clicked right after DOMContentLoaded collapses', async ({ page }) => {
    await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const link = sidebar.getByRole('link', { name: 'Browser Flags' });
    await expect(link).toBeVisible();
    await sidebar.getByText('Browsers', { exact: true }).click();
    await waitReady(page);
    await expect(link).toBeHidden();
  });

  test('copy clicked right after DOMContentLoaded puts the code on the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
    const block = page.locator('.rp-doc .rp-codeblock').first();
    const expected = (await block.locator('code').innerText()).trim();
    await block.locator('.rp-code-copy-button').dispatchEvent('click', { button: 0 });
    await waitReady(page);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()).then((t) => t.trim())).toBe(expected);
  });

  test('the phone menu opens when tapped right after DOMContentLoaded', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible({ timeout: 30_000 });
  });

  for (const [param, selector] of [
    ['navbar', '.rp-nav'],
    ['outline', '.rp-doc-layout__outline'],
    ['footer', '.rp-doc-footer'],
  ] as const) {
    test(`?${param}=0 hides its part from the first paint, with no hydration warning`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(`/docs/commands/dev?${param}=0`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator(selector)).toBeHidden({ timeout: 1 });
      await waitReady(page);
      await expect(page.locator(selector)).toBeHidden();
      expect(log.hydrationWarnings()).toEqual([]);
    });
  }
});

test.describe('input held until the app is ready', () => {
  test('a click and Ctrl+K made while the app script is still loading take effect once it runs', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/docs/welcome', { waitUntil: 'commit' });
    const toggle = page.locator('.rp-nav .rp-switch-appearance').first();
    await toggle.waitFor();
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await toggle.click();
    await page.keyboard.press('Control+K');
    expect(await isReady(page)).toBe(false);
    release();
    await waitReady(page);
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  });

  test('on a slow phone, a reader who scrolled before the page was ready keeps the position', async ({ context, page }) => {
    await emulateSlowPhone(context, page);
    const release = await holdApp(page);
    // The HTML is parsed and painted; the app's script is held, so the page is not ready (no DOMContentLoaded yet:
    // deferred scripts come before it).
    await page.goto('/docs/commands/dev', { waitUntil: 'commit' });
    await page.locator('.rp-doc-footer').waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    expect(await isReady(page)).toBe(false);
    release();
    await waitReady(page);
    // Two frames after ready, so a late layout effect would have run.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });

  test('the theme toggle, a sidebar group and a tab clicked once before the app is ready each act exactly once', async ({ page }) => {
    // Counts what each control writes: the theme choice, the tab choice.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { __writes: string[] }).__writes = writes;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        writes.push(key);
        return setItem.call(this, key, value);
      };
    });
    const release = await holdApp(page);
    await page.goto('/docs/welcome', { waitUntil: 'commit' });
    const toggle = page.locator('.rp-nav .rp-switch-appearance').first();
    await toggle.waitFor();
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await toggle.click();
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await sidebar.getByText('Browsers', { exact: true }).click();
    const tab = page.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).first();
    await tab.click();
    expect(await isReady(page)).toBe(false);
    release();
    await waitReady(page);
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    await expect(sidebar.getByRole('link', { name: 'Browser Flags' })).toBeHidden();
    await expect(tab).toHaveClass(/rp-tabs__label__item--selected/);
    const writes = await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes);
    expect(writes.filter((key) => key.startsWith(TAB_STORAGE_PREFIX))).toHaveLength(1);
    expect(writes.filter((key) => /theme|appearance/i.test(key))).toHaveLength(1);
  });

  test('links work before the app is ready', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/docs/welcome', { waitUntil: 'commit' });
    const link = page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Browser Flags' });
    await link.click();
    await expect(page).toHaveURL(/\/docs\/browsers\/browser-flags$/);
    release();
  });

  test('every script of the page is requested from the <head>, before the body is parsed', async ({ page }) => {
    const response = await page.request.get('/docs/welcome');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.some((s) => /\/static\/js\/lib-react\./.test(s))).toBe(true);
    expect(scripts.some((s) => /\/static\/js\/index\./.test(s))).toBe(true);
    expect(html.slice(html.indexOf('</head>'))).not.toMatch(/<script[^>]+src=/);
  });

  test('the browser runs React 19: react-dom is among the first scripts', async ({ page }) => {
    await page.goto('/docs/welcome');
    await waitReady(page);
    const version = await page.evaluate(async () => {
      const src = [...document.scripts].map((s) => s.src).find((s) => /\/lib-react\./.test(s));
      return src ? /"(19\.\d+\.\d+)"/.exec(await (await fetch(src)).text())?.[1] : undefined;
    });
    expect(version).toMatch(/^19\./);
    const reactRoot = await page.evaluate(() => Object.keys(document.getElementById('__rspress_root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    expect(reactRoot).toBe(true);
  });
});
