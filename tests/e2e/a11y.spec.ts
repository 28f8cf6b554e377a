import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ALL_ROUTES } from '../spec-routes';

const NOT_FOUND = '/this-page-does-not-exist';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const DESKTOP = VIEWPORTS[0];
const MOBILE = VIEWPORTS[1];

/** Two animation frames: the accessibility layer re-applies on the frame after a DOM change. */
function settle(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Loads a page and waits until React has hydrated it and the accessibility layer has run. */
async function openReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await settle(page);
}

/** Uncaught errors the page throws while a test uses the keyboard. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Shows another route through the app's router, as a visitor's click would: the sweep then pays neither a
 * page load nor a hydration per route, which keeps it within its time budget. Done when the address and the
 * document title have changed (the title renders with the new page) and the accessibility layer has run.
 */
async function showInApp(page: Page, path: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ([to, title]) => location.pathname === to && document.title !== title,
    [path, before] as const,
    { timeout: 20_000 },
  );
  await settle(page);
}

test.describe('axe finds no violations', () => {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test.describe(`${theme} theme, ${viewport.name}`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        test(`every route and the 404 page (${viewport.width}x${viewport.height})`, async ({ page, context }) => {
          // About 17 CPU-seconds per combination when measured; the margin is for a busy machine.
          test.setTimeout(300_000);
          await context.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
          const routes = [...ALL_ROUTES, NOT_FOUND];
          const started = Date.now();
          const problems: string[] = [];
          for (const [index, route] of routes.entries()) {
            if (index === 0) {
              await openReady(page, route);
              await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
            } else {
              await showInApp(page, route);
            }
            // Legacy mode runs axe in the page itself: no extra page per scan, and the site has no frames.
            const results = await new AxeBuilder({ page })
              .withTags(AXE_TAGS)
              .setLegacyMode(true)
              .options({ resultTypes: ['violations'] })
              .analyze();
            for (const violation of results.violations) {
              const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
              problems.push(`${route}: ${violation.id} (${violation.nodes.length}) ${violation.help} at ${where}`);
            }
          }
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const figures = `${routes.length} routes x ${theme} theme x ${viewport.width}px`;
          console.log(`axe: ${figures}: ${problems.length} violations (${seconds} s)`);
          expect(problems, problems.join('\n')).toEqual([]);
        });
      });
    }
  }
});

test.describe('axe finds no violations in the open overlays', () => {
  for (const theme of THEMES) {
    test(`the search dialog with results and the menu on a phone, ${theme} theme`, async ({ page, context }) => {
      test.setTimeout(60_000);
      await context.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
      const scan = async (selector: string) => {
        const results = await new AxeBuilder({ page }).include(selector).withTags(AXE_TAGS).analyze();
        return results.violations.map((v) => `${selector}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      };
      await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
      await openReady(page, '/docs/welcome');
      await page.locator('.rp-search-button--mobile').click();
      await page.locator('.rp-search-panel__input').fill('manifest');
      await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 20_000 });
      await settle(page);
      const problems = await scan('.rp-search-panel__mask');
      await page.keyboard.press('Escape');
      await page.locator('.rp-nav-hamburger__sm').click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
      await settle(page);
      problems.push(...(await scan('.rp-nav-screen')));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test('the skip link is the first stop, shows on focus and moves focus to the main content', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const path of ['/docs/features/special-folders', '/', NOT_FOUND]) {
      await openReady(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      const main = page.getByRole('main');
      await expect(main).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await main.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  for (const { path, viewport } of [
    { path: '/docs/commands/dev', viewport: DESKTOP },
    { path: '/', viewport: DESKTOP },
    { path: '/docs/welcome', viewport: MOBILE },
  ]) {
    test(`every stop on ${path} at ${viewport.width}px has a name and a visible focus ring`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openReady(page, path);
      const seen = new Set<string>();
      for (let step = 0; step < 400; step++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const place = `${Math.round(box.top + scrollY)},${Math.round(box.left)}`;
          const key = `${el.tagName}|${el.className}|${el.getAttribute('href') ?? ''}|${place}`;
          return {
            key,
            html: el.outerHTML.slice(0, 120),
            ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
            shown:
              box.width > 0 &&
              box.height > 0 &&
              el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          };
        });
        if (!stop || seen.has(stop.key)) break;
        seen.add(stop.key);
        expect(stop.ring, `focus ring on ${stop.html}`).toBe(true);
        expect(stop.shown, `focused element is visible: ${stop.html}`).toBe(true);
        await expect(page.locator(':focus'), `name of ${stop.html}`).toHaveAccessibleName(/\S/);
      }
      console.log(`focus: ${seen.size} tab stops on ${path} at ${viewport.width}px, each named and ringed`);
      expect(seen.size).toBeGreaterThan(10);
    });
  }

  test('the appearance toggle is a named button that Enter and Space switch', async ({ page }) => {
    await page.context().addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'light'));
    await openReady(page, '/docs/welcome');
    const toggle = page.locator('.rp-nav__others').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press(' ');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('sidebar groups are buttons that report and toggle their state with Enter and Space', async ({ page }) => {
    await openReady(page, '/docs/welcome');
    const group = page.locator('.rp-doc-layout__sidebar').getByRole('button', { name: 'Commands Reference' });
    const child = page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();
    await page.keyboard.press(' ');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
  });

  test('the search dialog keeps focus inside and gives it back to the search button', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await openReady(page, '/docs/welcome');
    const button = page.locator('.rp-search-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Search Docs' })).toBeVisible();
    // CSS locators from here: role queries walk the whole page on every call.
    const dialog = page.locator('.rp-search-panel__modal');
    const input = dialog.locator('input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAccessibleName('Search Docs');
    await input.fill('manifest');
    // The index is built on the main thread: slow on a busy machine.
    await expect(dialog.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 20_000 });
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    const stops = await dialog.evaluate((el) => el.querySelectorAll('a[href], input, [tabindex="0"]').length);
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await expect(input).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('Enter on a page link after a search opens that link, not the old search result', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await openReady(page, '/docs/welcome');
    await page.locator('.rp-search-button').click();
    await page.locator('.rp-search-panel__input').fill('manifest');
    await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    const link = page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/commands\/build$/);
    expect(errors).toEqual([]);
  });

  test('package manager tabs follow the tabs pattern: arrows move and select', async ({ page }) => {
    await openReady(page, '/docs/commands/dev');
    const tablist = page.getByRole('tablist').first();
    const tabs = tablist.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panelId = await tabs.nth(1).getAttribute('aria-controls');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.locator(`#${panelId}`)).toBeVisible();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('home feature titles are links a keyboard can follow', async ({ page }) => {
    await openReady(page, '/');
    const link = page.getByRole('heading', { level: 2, name: 'Special folders' }).getByRole('link');
    await expect(link).toHaveAttribute('href', '/docs/features/special-folders');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/features\/special-folders$/);
  });

  test('the 404 page has a main landmark, its heading and a named link home', async ({ page }) => {
    await openReady(page, NOT_FOUND);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: { width: MOBILE.width, height: MOBILE.height } });

  test('the menu button opens the menu, keeps Tab inside and Escape returns to it', async ({ page }) => {
    await openReady(page, '/docs/welcome');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true }).and(page.locator('.rp-nav-hamburger'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const screen = page.locator('.rp-nav-screen');
    expect(await screen.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await screen.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement?.classList.contains('rp-nav-hamburger'),
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(screen).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the closed sidebar is out of the tab order; its button opens it and Escape closes it', async ({ page }) => {
    await openReady(page, '/docs/welcome');
    const sidebarLink = page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' });
    await expect(sidebarLink).toBeHidden();
    const menu = page.locator('.rp-sidebar-menu__left');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarLink).toBeVisible();
    const firstLink = page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Welcome to Extension.js' });
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(sidebarLink).toBeHidden();
  });

  test('the search icon is a named button that opens the search dialog from the keyboard', async ({ page }) => {
    await openReady(page, '/docs/welcome');
    const button = page.getByRole('button', { name: 'Search Docs' }).and(page.locator('.rp-search-button--mobile'));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Search Docs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });
});
