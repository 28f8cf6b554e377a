import { expect, test, type Page } from '@playwright/test';
import { EN_LABELS } from '../../i18n.overrides';
import { hiddenPartsFromQuery } from '../../theme/switches/uiSwitches';
import { PACKAGE_MANAGER_STORAGE_KEY } from '../../theme/tabs/tabStorageKey';
import { headingText, openPage, watchConsole } from './helpers';

// Bad input and faults: whatever a visitor types or the network does, the page shows something readable and
// nothing throws uncaught.

const WELCOME_TITLE = 'Welcome to Extension.js';
const NOT_FOUND_TITLE = 'PAGE NOT FOUND';

/** Fails the test on any alert/confirm/prompt: a script someone injected ran. */
function failOnDialog(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function firstHeading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await expect(h1).toBeVisible();
  return headingText(h1);
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

async function toggleAppearance(page: Page) {
  const isDark = () => page.locator('html').evaluate((html) => html.classList.contains('dark'));
  const before = await isDark();
  await page.locator('.rp-nav__others .rp-switch-appearance').click();
  await expect.poll(isDark).toBe(!before);
}

test('odd URLs show the page or the 404 page, never an error', async ({ page, baseURL }) => {
  const cases: Array<{ path: string; shows: string[]; canonical?: RegExp }> = [
    { path: '/docs/no-such-page', shows: [NOT_FOUND_TITLE] },
    { path: '/docs/welcome/extra', shows: [NOT_FOUND_TITLE] },
    { path: '/docs/%E0%A4%A', shows: [NOT_FOUND_TITLE] },
    { path: `/docs/${'a'.repeat(2000)}`, shows: [NOT_FOUND_TITLE] },
    // Either the 404 page or the canonical page is right for these.
    { path: '/docs//welcome', shows: [NOT_FOUND_TITLE, WELCOME_TITLE] },
    { path: '//docs//welcome', shows: [NOT_FOUND_TITLE, WELCOME_TITLE] },
    { path: '/docs/welcome.html', shows: [WELCOME_TITLE], canonical: /\/docs\/welcome$/ },
    { path: '/DOCS/WELCOME', shows: [WELCOME_TITLE], canonical: /\/docs\/welcome$/ },
    { path: '/docs/welcome#%E0%A4%A', shows: [WELCOME_TITLE] },
  ];
  const log = watchConsole(page);
  for (const { path, shows, canonical } of cases) {
    const name = path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path;
    await test.step(name, async () => {
      // A blank document between cases: each URL is a fresh load, never a same-document hash change.
      await page.goto('about:blank');
      log.clear();
      // A path that starts with '//' would be read as a host name if not joined to the origin here.
      await openPage(page, `${baseURL}${path}`);
      expect.soft(shows, `${name} shows one of ${shows.join(' / ')}`).toContain(await firstHeading(page));
      if (canonical) await expect.soft(page, `${name} lands on the canonical URL`).toHaveURL(canonical);
      expect.soft(log.errors, `${name}: uncaught errors`).toEqual([]);
    });
  }
});

test.describe('query strings', () => {
  test('a script in a switch value is ignored and never runs', async ({ page }) => {
    const dialogs = failOnDialog(page);
    const log = watchConsole(page);
    await openPage(page, '/docs/welcome?navbar=<script>alert(1)</script>&outline=<img src=x onerror=alert(2)>');
    expect(await firstHeading(page)).toBe(WELCOME_TITLE);
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  test('conflicting switch values hide nothing', async ({ page }) => {
    // outline=0 proves the switches were read: they apply after hydration.
    await openPage(page, '/docs/welcome?sidebar=0&sidebar=1&outline=0');
    await expect(page.locator('.rp-doc-layout__outline')).toBeHidden();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
  });

  test('only the exact value "0" is a switch', () => {
    expect(hiddenPartsFromQuery('?sidebar=0')).toEqual({ sidebar: false });
    expect(hiddenPartsFromQuery('?navbar=%3Cscript%3Ealert(1)%3C/script%3E')).toEqual({});
    expect(hiddenPartsFromQuery('?sidebar=0&sidebar=1')).toEqual({});
    expect(hiddenPartsFromQuery('?sidebar=1&sidebar=0')).toEqual({});
    expect(hiddenPartsFromQuery('?footer=00&outline=0x&navbar= 0&sidebar=false')).toEqual({});
    expect(hiddenPartsFromQuery('?%E0%A4%A=0&outline=%')).toEqual({});
    expect(hiddenPartsFromQuery(`?${'x'.repeat(10_000)}=0`)).toEqual({});
  });

  test('a non-numeric globalUIComponents keeps the page whole', async ({ page }) => {
    const log = watchConsole(page);
    await openPage(page, '/docs/features/special-folders?globalUIComponents=abc');
    expect(await firstHeading(page)).toBe('Special Folders');
    await expect(page.locator('.rp-nav')).toBeVisible();
    expect(log.errors).toEqual([]);
  });

  test('a 10,000-character query string is ignored', async ({ page }) => {
    const log = watchConsole(page);
    const response = await openPage(page, `/docs/welcome?q=${'x'.repeat(10_000)}`);
    expect(response?.status()).toBe(200);
    expect(await firstHeading(page)).toBe(WELCOME_TITLE);
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    expect(log.errors).toEqual([]);
  });
});

test.describe('storage', () => {
  const blockers = {
    'localStorage disabled': () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
    'localStorage throwing on every call': () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }
    },
  };
  for (const [name, block] of Object.entries(blockers)) {
    test(`${name}: every kind of page works with the defaults and the theme toggle`, async ({ page }) => {
      const log = watchConsole(page);
      await page.addInitScript(block);
      for (const path of ['/', '/docs/welcome', '/blog/announcing-2-0-0-beta', '/docs/no-such-page']) {
        await test.step(path, async () => {
          log.clear();
          await openPage(page, path);
          await expect(page.locator('h1').first(), `${path} shows its h1`).toBeVisible();
          await toggleAppearance(page);
          expect.soft(log.errors, `${path}: uncaught errors`).toEqual([]);
        });
      }
    });
  }

  test('an invalid stored theme counts as auto under a dark and a light system theme', async ({ page }) => {
    // Set again before every load, so the value the toggle stores does not carry over to the next load.
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', '"><img src=x onerror=alert(1)>'));
    const dialogs = failOnDialog(page);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/docs/welcome');
      await expect(page.locator('html'), `system ${scheme}`).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await toggleAppearance(page);
    }
    expect(dialogs).toEqual([]);
  });

  test('an invalid stored package-manager tab shows the first tab', async ({ page }) => {
    await openPage(page, '/blog/announcing-2-0-0-beta');
    const tabs = page.locator('.rp-tabs').first();
    for (const stored of ['abc', '99', '-1', '1.5', '']) {
      await test.step(JSON.stringify(stored), async () => {
        // Stored, then read by a fresh load of the page, as after an earlier visit.
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PACKAGE_MANAGER_STORAGE_KEY, stored] as const);
        await page.reload();
        await hydrated(page);
        const label = `stored ${JSON.stringify(stored)}`;
        await expect(tabs.locator('.rp-tabs__label__item--selected'), label).toHaveCount(1);
        await expect(tabs.locator('.rp-tabs__label__item').first(), label).toHaveClass(/rp-tabs__label__item--selected/);
        await expect(tabs.locator('.rp-tabs__content__item--active'), label).toBeVisible();
        await expect(tabs.locator('.rp-tabs__content__item--active'), label).toContainText('npm');
      });
    }
  });
});

test.describe('search input', () => {
  // The index is built on the main thread at the first query: slow on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 });
  const input = (page: Page) => page.locator('.rp-search-panel__input');
  const answer = (page: Page) => page.locator('.rp-suggest-item, .rp-no-search-result');

  /**
   * Opens the search on a page; `ask` then types one query after another in the same dialog, so the index is built
   * once per test. The box is emptied between queries and the old answer awaited gone, so each answer belongs to
   * its own query.
   */
  async function openSearch(page: Page) {
    await openPage(page, '/docs/welcome');
    await page.keyboard.press('Control+k');
    return {
      ask: async (query: string) => {
        await input(page).fill('');
        await expect(answer(page)).toHaveCount(0);
        await input(page).fill(query);
      },
    };
  }

  test('HTML in a query or a hit shows as text and never runs; odd queries give an answer and no error', async ({
    page,
  }) => {
    const dialogs = failOnDialog(page);
    const log = watchConsole(page);
    const search = await openSearch(page);
    for (const query of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>zzqx', '"><svg onload=alert(1)>']) {
      await test.step(query, async () => {
        await search.ask(query);
        // The search forgives typos and matches any word of the query, so words such as "img" may find pages:
        // either answer is right, as long as the query is shown as text and nothing is made from it.
        const empty = page.locator('.rp-no-search-result');
        const hits = page.locator('.rp-suggest-item');
        await expect(empty.or(hits).first(), query).toBeVisible({ timeout: 45_000 });
        if (await empty.count()) {
          await expect(empty, query).toContainText('No results for');
          await expect(empty, query).toContainText(query);
          await expect(empty, query).toContainText('Please try again with a different keyword');
        }
        const injected = page.locator('.rp-search-panel img, .rp-search-panel script, .rp-search-panel svg[onload]');
        await expect(injected, `${query}: no element made from the query`).toHaveCount(0);
      });
    }
    await test.step('a tag-like query that finds nothing is echoed as text', async () => {
      const query = '<zzqxv>qqzvx</zzqxv>';
      await search.ask(query);
      const empty = page.locator('.rp-no-search-result');
      await expect(empty).toContainText('No results for', { timeout: 45_000 });
      await expect(empty).toContainText(query);
      await expect(page.locator('.rp-search-panel zzqxv')).toHaveCount(0);
    });
    await test.step('<browser>', async () => {
      await search.ask('<browser>');
      await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 45_000 });
      await expect(page.locator('.rp-search-panel browser')).toHaveCount(0);
      const marks = await page.locator('.rp-suggest-item__mark').allTextContents();
      expect(marks.some((mark) => mark.toLowerCase().includes('browser')), `marks ${marks.join(', ')}`).toBe(true);
    });
    expect(dialogs).toEqual([]);
    expect(log.errors).toEqual([]);

    const odd = {
      'regex metacharacters': '.*+?^${}()|[]\\/',
      'an unbalanced group': '(((',
      'a 1,000-character query': 'extension '.repeat(100),
      emoji: '🧩🚀 extension',
      'CJK text': '扩展程序 拡張機能 확장',
    };
    for (const [name, query] of Object.entries(odd)) {
      await test.step(name, async () => {
        log.clear();
        await search.ask(query);
        await expect(answer(page).first(), `${name}: an answer`).toBeVisible({ timeout: 45_000 });
        expect.soft(log.errors, `${name}: uncaught errors`).toEqual([]);
        expect.soft(log.of('error'), `${name}: console errors`).toEqual([]);
      });
    }
  });
});

test.describe('network', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const [name, fault] of Object.entries({
    'failing to load': { abort: true },
    'answering invalid JSON': { body: '{"not": json' },
    'answering an HTML error page': { body: '<html>502 Bad Gateway</html>', status: 502 },
  })) {
    test(`a search index ${name} gives no results and a console error`, async ({ page }) => {
      await page.route('**/static/search_index*.json', (route) =>
        'abort' in fault
          ? route.abort('connectionfailed')
          : route.fulfill({ status: fault.status ?? 200, contentType: 'application/json', body: fault.body }),
      );
      const log = watchConsole(page);
      await openPage(page, '/docs/welcome');
      await page.keyboard.press('Control+k');
      await page.locator('.rp-search-panel__input').fill('browser');
      await expect.poll(() => log.of('error').length, { timeout: 45_000 }).toBeGreaterThan(0);
      // Empty results: the no-results message, not an error panel or hits.
      await expect(page.locator('.rp-no-search-result')).toContainText('No results for');
      await expect(page.locator('.rp-suggest-item')).toHaveCount(0);
      expect(log.errors).toEqual([]);
      // The page stays usable.
      await page.keyboard.press('Escape');
      await toggleAppearance(page);
    });
  }

  /** Aborts every lazily loaded script until the browser asks for `target` as a document. */
  async function failChunksUntilFullLoad(page: Page, target: string) {
    const aborted: string[] = [];
    let failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === target) failing = false;
    });
    await page.route('**/static/js/async/**', (route) => {
      if (!failing) return route.continue();
      aborted.push(route.request().url());
      return route.abort('connectionfailed');
    });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    return aborted;
  }

  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  const fullLoads: Array<{ how: string; from: string; target: string; title: string; go: (page: Page, target: string) => Promise<unknown> }> = [
    {
      how: 'on a link click',
      from: '/docs/welcome',
      target: '/docs/commands/build',
      title: 'extension build',
      go: (page) => page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' }).click(),
    },
    {
      how: 'from a feature card',
      from: '/',
      target: '/docs/features/special-folders',
      title: 'Special Folders',
      go: (page) => page.locator('.rp-home-feature__card').filter({ hasText: 'Special folders' }).click(),
    },
    {
      how: 'on going back',
      from: '/docs/welcome',
      target: '/docs/commands/dev',
      title: 'extension dev',
      go: (page, target) =>
        page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.history.pushState(null, '', '/docs/welcome');
          window.history.back();
        }, target),
    },
  ];
  for (const { how, from, target, title, go } of fullLoads) {
    test(`a page whose code fails to load ${how} opens in full`, async ({ page }) => {
      await openPage(page, from);
      const aborted = await failChunksUntilFullLoad(page, target);
      await go(page, target);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await hydrated(page);
      expect(await firstHeading(page)).toBe(title);
      expect(aborted.length).toBeGreaterThan(0);
      expect(await sameDocument(page)).toBe(false);
    });
  }

  test('a hover whose preload fails does not leave the page', async ({ page }) => {
    await openPage(page, '/docs/welcome');
    const aborted = await failChunksUntilFullLoad(page, '/docs/commands/preview');
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension preview' }).hover();
    await expect.poll(() => aborted.length).toBeGreaterThan(0);
    // What must not happen (a full load) has no event to await: give a wrong recovery the time it would take.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/docs\/welcome$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('offline after the first load, the page stays readable and the theme toggle works', async ({ page, context }) => {
    await openPage(page, '/docs/welcome');
    await context.setOffline(true);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await firstHeading(page)).toBe(WELCOME_TITLE);
    await toggleAppearance(page);
    await toggleAppearance(page);
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('the 404 page suggests pages for the path typed', () => {
  test('a misspelt command name finds the command, among at most three suggestions', async ({ page }) => {
    const response = await page.goto('/docs/commands/buidl');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    const suggestions = page.getByRole('navigation', { name: EN_LABELS.notFoundSuggestionsText }).getByRole('link');
    await expect(suggestions.first()).toBeVisible({ timeout: 20_000 });
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    const hrefs = await suggestions.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toContain('/docs/commands/build');
    await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();
  });

  test('a path with no words, or a malformed one, shows the plain 404 page without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of ['/%E0%A4%A', '/---/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
