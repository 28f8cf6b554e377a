import { expect, type Page, test } from '@playwright/test';
import { docsPageRoutes } from '../content/source-pages';
import { ALL_ROUTES } from '../spec-routes';
import { axeViolations, serveWithoutScripts } from './axe';
import { finishTransitions, inParts, partLabel, settle, showInApp } from './helpers';

const NOT_FOUND = '/this-page-does-not-exist';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const DESKTOP = VIEWPORTS[0];
const MOBILE = VIEWPORTS[1];
const SWEEP_PARTS = 3;
// BEHAVIOUR.md's routes, every page the site adds, and the custom and blank pages (cheat sheet, pocket card). Those
// two carry the site's name as their title, like the home page, so each follows a docs page: the in-app navigation
// of the sweep knows a page has changed by its title.
const SITE_ROUTES = [...new Set([...ALL_ROUTES, ...docsPageRoutes()])];
SITE_ROUTES.splice(5, 0, '/cheatsheet');
SITE_ROUTES.splice(8, 0, '/card');
const NO_JS_WIDTHS = [1280, 375] as const;
// At phone width every route is the same content in a different layout: the colours and names axe checks are the
// desktop sweep's, and what only a phone shows (menu button, phone navigation, stacked tables and tabs) is on every
// page. So the phone sweeps take one route of each layout and the pages with the widest components, which kept the
// suite under CI's time limit (the full phone sweeps cost about four minutes of the two workers' time). The same
// holds for the HTML before hydration: what differs from the hydrated page (closed and open disclosures, every tab
// panel, controls that wait for JavaScript) comes from the layout and the components, not from a page's prose,
// which the sweep with JavaScript checks on every route in both themes. So the sweeps without JavaScript take the
// same routes plus a page of each component (tabs, diagrams, a wide generated table): the full sweep at 1280 px
// cost about seven minutes of the two workers' time and took CI past its 20 minutes.
const LAYOUT_ROUTES = [
  '/',
  '/docs/',
  '/docs/welcome',
  '/card',
  '/docs/commands/dev',
  '/cheatsheet',
  '/docs/reference/error-codes',
  '/docs/features/webpack-configuration',
  '/blog/',
  '/blog/announcing-2-0-0-beta',
];
const COMPONENT_ROUTES = ['/docs/getting-started/immediately', '/docs/guides/how-it-works', '/docs/guides/upgrade'];
const routesAt = (width: number) => (width < 768 ? [...LAYOUT_ROUTES, NOT_FOUND] : [...SITE_ROUTES, NOT_FOUND]);
const partsAt = (width: number) => inParts(routesAt(width), width < 768 ? 1 : SWEEP_PARTS);
const noScriptRoutes = [...LAYOUT_ROUTES, ...COMPONENT_ROUTES, NOT_FOUND];

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
 * Turns the loaded page light or dark the way a visitor's system setting does. With no stored choice the site
 * follows `prefers-color-scheme`: Rspress's listener calls the same function it runs at load, which sets the
 * `dark` class and `color-scheme` on <html>; CSS then shows the light or dark logo and hero, and the accessibility
 * layer updates the toggle's state. So each route is scanned in both themes without a reload, and what is scanned
 * is what a visitor in that theme gets. Done when <html> carries the theme and two frames have passed (Rspress
 * pauses transitions for one frame while it swaps, and the accessibility layer runs on the next).
 */
async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  const html = page.locator('html');
  await expect(html, `${theme} theme applied`).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(html).toHaveAttribute('style', new RegExp(`color-scheme: ${theme}`));
  await settle(page);
  // Colours animate after a system-theme flip; axe must see where they end.
  await finishTransitions(page);
}

test.describe('axe finds no violations', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      const parts = partsAt(viewport.width);
      const which = viewport.width < 768 ? 'one route of each layout' : 'every route';

      for (const [index, part] of parts.entries()) {
        test(`${which} and the 404 page in the light and dark theme, ${partLabel(part, index, parts.length)}`, async ({
          page,
        }) => {
          // 30 to 40 s per part when measured with both workers busy; the margin is for a busy machine.
          test.setTimeout(240_000);
          const started = Date.now();
          const problems: string[] = [];
          let theme: 'light' | 'dark' = 'light';
          const scan = async (route: string) => {
            for (const violation of await axeViolations(page)) problems.push(`${route} (${theme}): ${violation}`);
          };
          await page.emulateMedia({ colorScheme: theme });
          for (const [step, route] of part.entries()) {
            // Shown through the app's router, which spares a load and a hydration per route; the first is loaded.
            if (step === 0) {
              await openReady(page, route);
              await showTheme(page, theme);
            } else {
              await showInApp(page, route);
            }
            // Both themes on each route, starting with the one the previous route ended in: one switch a route.
            await scan(route);
            theme = theme === 'light' ? 'dark' : 'light';
            await showTheme(page, theme);
            await scan(route);
          }
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const figures = `${part.length} routes x 2 themes x ${viewport.width}px`;
          console.log(`axe: ${figures}: ${problems.length} violations (${seconds} s)`);
          expect(problems, problems.join('\n')).toEqual([]);
        });
      }
    });
  }
});

test.describe('axe finds no violations without JavaScript', () => {
  // What a visitor without JavaScript, or a screen reader before hydration, gets: the HTML as built.
  for (const width of NO_JS_WIDTHS) {
    const parts = inParts(noScriptRoutes, 1);
    for (const [index, part] of parts.entries()) {
      test(`one route of each layout and component and the 404 page in the light and dark system theme at ${width}px, ${partLabel(part, index, parts.length)}`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        await serveWithoutScripts(page);
        const problems: string[] = [];
        // The system theme applies through CSS alone, so each load is scanned in both; the order snakes.
        let schemes: Array<'light' | 'dark'> = ['light', 'dark'];
        for (const route of part) {
          await page.emulateMedia({ colorScheme: schemes[0] });
          await page.goto(route);
          for (const scheme of schemes) {
            await page.emulateMedia({ colorScheme: scheme });
            await finishTransitions(page);
            for (const violation of await axeViolations(page)) problems.push(`${route} (${scheme}): ${violation}`);
          }
          schemes = schemes.reverse();
        }
        const blocking = problems.filter((problem) => /\[(serious|critical)\]/.test(problem));
        const figures = `${part.length} routes x 2 themes x ${width}px`;
        console.log(`axe without JavaScript: ${figures}: ${blocking.length} serious or critical of ${problems.length} violations`);
        if (problems.length) console.log(problems.join('\n'));
        expect(blocking, blocking.join('\n')).toEqual([]);
      });
    }
  }
});

test('axe finds no violations in the open search dialog with results and the phone menu, light and dark', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  const scan = async (selector: string, theme: 'light' | 'dark') => {
    await showTheme(page, theme);
    for (const violation of await axeViolations(page, selector)) problems.push(`${selector} (${theme}): ${violation}`);
  };
  await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
  await openReady(page, '/docs/welcome');
  await page.locator('.rp-search-button--mobile').click();
  await page.locator('.rp-search-panel__input').fill('manifest');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 20_000 });
  await settle(page);
  // One search (the index is built once) and one menu, each scanned in both themes (see showTheme).
  await scan('.rp-search-panel__mask', 'light');
  await scan('.rp-search-panel__mask', 'dark');
  await page.keyboard.press('Escape');
  await page.locator('.rp-nav-hamburger__sm').click();
  await expect(page.locator('.rp-nav-screen')).toBeVisible();
  await settle(page);
  await scan('.rp-nav-screen', 'dark');
  await scan('.rp-nav-screen', 'light');
  expect(problems, problems.join('\n')).toEqual([]);
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
          // A code block's or table's stop is ringed on the box that scrolls it (theme/content/wideContent.css).
          const scrollBox = el.parentElement?.matches('.rp-codeblock__content__scroll-container, .rp-table-scroll-container');
          const style = getComputedStyle(scrollBox ? el.parentElement! : el);
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

  test('sidebar groups are disclosures that report and toggle their state with Enter and Space', async ({ page }) => {
    await openReady(page, '/docs/welcome');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const group = sidebar.locator('details', { has: page.locator('summary', { hasText: 'Commands Reference' }) });
    const header = group.locator('summary');
    const child = sidebar.getByRole('link', { name: 'extension build' });
    await expect(group).toHaveAttribute('open', '');
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(group).not.toHaveAttribute('open');
    await expect(child).toBeHidden();
    await page.keyboard.press(' ');
    await expect(group).toHaveAttribute('open', '');
    await expect(child).toBeVisible();
  });

  test('the search dialog keeps focus inside and gives it back; Enter on a page link then opens that link', async ({
    page,
  }) => {
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
    // The search that just showed results must not catch the next Enter (one search, one index build, for both).
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

  test('Escape closes the overlay on top first: the search dialog, then the sidebar under it', async ({ page }) => {
    await openReady(page, '/docs/welcome');
    const menu = page.locator('.rp-sidebar-menu__left');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search Docs' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
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
