import { expect, type Page, test } from '@playwright/test';
import { docsPageRoutes } from '../content/source-pages';
import { ALL_ROUTES } from '../spec-routes';
import { finishTransitions, inParts, partLabel } from './helpers';

const NOT_FOUND = '/this-page-does-not-exist';
const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** What a visitor without JavaScript gets from one page. */
interface Reading {
  h1: string;
  hiddenHeadings: string[];
  contentChars: number;
  navLinks: string[];
  sidebarLinks: number;
  hiddenSidebarLinks: number;
  sidebarBelowContent: boolean;
  deadControls: string[];
  background: string;
  text: string;
}

function read(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.right > 0 &&
        box.left < document.documentElement.clientWidth &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const content = [...document.querySelectorAll('.rp-doc, .rp-home-hero, .rp-home-feature, .rp-not-found')];
    const headings = content.flatMap((el) => [...el.querySelectorAll('h1, h2, h3')]);
    const sidebarLinks = [...document.querySelectorAll('.rp-doc-layout__sidebar a')];
    const sidebar = document.querySelector('.rp-doc-layout__sidebar');
    const h1 = document.querySelector('h1');
    const body = getComputedStyle(document.body);
    return {
      h1: h1 && shown(h1) ? (h1.textContent ?? '').trim() : '',
      hiddenHeadings: headings.filter((h) => !shown(h)).map((h) => (h.textContent ?? '').trim()),
      contentChars: content.filter(shown).reduce((sum, el) => sum + (el as HTMLElement).innerText.trim().length, 0),
      navLinks: [...document.querySelectorAll('.rp-nav-menu a')].filter(shown).map((a) => (a.textContent ?? '').trim()),
      sidebarLinks: sidebarLinks.length,
      hiddenSidebarLinks: sidebarLinks.filter((a) => !shown(a)).length,
      sidebarBelowContent: Boolean(
        sidebar && h1 && sidebar.getBoundingClientRect().top >= h1.getBoundingClientRect().bottom,
      ),
      deadControls: [
        ...document.querySelectorAll(
          [
            '.rp-search-button',
            '.rp-search-button--mobile',
            '.rp-switch-appearance',
            '.rp-nav-hamburger',
            '.rp-doc-layout__menu',
            '.rp-code-button-group',
          ].join(', '),
        ),
      ]
        .filter(shown)
        .map((el) => el.className),
      background: body.backgroundColor,
      text: body.color,
    };
  });
}

/** Relative luminance (WCAG) of an rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** What is wrong with one reading of a route, as `route (scheme, width): problem` lines. */
function problemsOf(route: string, scheme: (typeof SCHEMES)[number], viewport: (typeof VIEWPORTS)[number], seen: Reading) {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${route} (${scheme}, ${viewport.width}px): ${what}`);
  if (!seen.h1) fail('no visible h1');
  if (seen.hiddenHeadings.length) fail(`hidden headings ${seen.hiddenHeadings.join(', ')}`);
  const minimum = route === NOT_FOUND ? 'PAGE NOT FOUND'.length : 200;
  if (seen.contentChars < minimum) fail(`only ${seen.contentChars} characters of content`);
  if (seen.navLinks.join() !== 'Docs,Blog') fail(`nav links [${seen.navLinks.join(', ')}]`);
  const hasSidebar = route.startsWith('/docs/') || route.startsWith('/blog/');
  if (hasSidebar && seen.sidebarLinks === 0) fail('no sidebar');
  if (seen.hiddenSidebarLinks) fail(`${seen.hiddenSidebarLinks} of ${seen.sidebarLinks} sidebar links hidden`);
  if (hasSidebar && viewport.name === 'mobile' && !seen.sidebarBelowContent) fail('sidebar before the content');
  if (seen.deadControls.length) fail(`controls that need JavaScript are shown: ${seen.deadControls.join(', ')}`);
  const dark = luminance(seen.background) < 0.05 && luminance(seen.text) > 0.5;
  const light = luminance(seen.background) > 0.9 && luminance(seen.text) < 0.1;
  if (scheme === 'dark' ? !dark : !light) fail(`${seen.text} on ${seen.background} is not the ${scheme} theme`);
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const parts = inParts([...new Set([...ALL_ROUTES, ...docsPageRoutes()]), NOT_FOUND], 3);

  for (const [index, part] of parts.entries()) {
    test(`every route shows content, headings, nav and sidebar in both system themes at both widths, no dead controls, ${partLabel(part, index, parts.length)}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      // Each route is loaded once and read at both widths in both system themes. Without JavaScript nothing
      // runs on load or on resize: what shows is CSS alone, whose media queries the browser re-applies when the
      // viewport or the emulated colour scheme changes, so each reading is what a visitor with that screen and
      // that system theme gets from a fresh load. The order snakes (the next route starts where the last one
      // ended), so each route costs one resize and two theme changes.
      const readings = VIEWPORTS.flatMap((viewport, v) =>
        (v % 2 ? [...SCHEMES].reverse() : SCHEMES).map((scheme) => ({ viewport, scheme })),
      );
      let current = readings[0];
      await page.setViewportSize({ width: current.viewport.width, height: current.viewport.height });
      await page.emulateMedia({ colorScheme: current.scheme });
      for (const [index, route] of part.entries()) {
        await page.goto(route);
        for (const { viewport, scheme } of index % 2 ? [...readings].reverse() : readings) {
          if (viewport !== current.viewport) await page.setViewportSize({ width: viewport.width, height: viewport.height });
          if (scheme !== current.scheme) await page.emulateMedia({ colorScheme: scheme });
          current = { viewport, scheme };
          await finishTransitions(page);
          problems.push(...problemsOf(route, scheme, viewport, await read(page)));
        }
      }
      const figures = `${part.length} routes x 2 system themes x 2 widths`;
      console.log(`no-JS: ${figures}: ${problems.length} problems`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  test('the skip link is the first stop and takes the visitor to the main content', async ({ page }) => {
    await page.goto('/docs/welcome');
    await page.keyboard.press('Tab');
    const skipLink = page.locator('.ext-skip-link');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

// Elements whose colours carry each theme: page, nav, text, links, code, callouts, tabs, sidebar and logo.
const THEMED = [
  'body',
  '.rp-nav',
  'h1',
  '.rp-doc p',
  '.rp-doc p a',
  '.rp-doc :not(pre) > code',
  '.rp-codeblock',
  '.rp-codeblock pre span[style]',
  '.rp-callout',
  '.rp-tabs__label__item',
  '.rp-doc-layout__sidebar',
  '.rp-sidebar-item',
  '.rp-prev-next-page a',
  '.rp-nav__title__logo-image--light',
  '.rp-nav__title__logo-image--dark',
  '.rp-home-hero__image-img--light',
  '.rp-home-feature__card',
];

function themedStyles(page: Page) {
  return page.evaluate((selectors) => {
    const out: Record<string, string> = {};
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const s = getComputedStyle(el);
      out[selector] = [s.color, s.backgroundColor, s.borderTopColor, s.display].join(' / ');
    }
    return out;
  }, THEMED);
}

test('without JavaScript each system theme looks as it does with JavaScript', async ({ browser }) => {
  test.setTimeout(90_000);
  const baseURL = test.info().project.use.baseURL;
  const withJs = await browser.newContext({ baseURL });
  const withoutJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const jsPage = await withJs.newPage();
  const plainPage = await withoutJs.newPage();
  const routes = ['/', '/docs/commands/dev', '/docs/features/special-folders', '/blog/announcing-2-0-0-beta', NOT_FOUND];
  // Both themes per load. With no stored choice the JS page follows the system theme through Rspress's own
  // listener, the same code that sets it at load; the route order alternates which theme is the load-time one.
  let schemes: Array<(typeof SCHEMES)[number]> = [...SCHEMES];
  for (const route of routes) {
    await jsPage.goto(route);
    await plainPage.goto(route);
    for (const scheme of schemes) {
      await jsPage.emulateMedia({ colorScheme: scheme });
      await plainPage.emulateMedia({ colorScheme: scheme });
      await expect(jsPage.locator('html')).toHaveAttribute('style', new RegExp(`color-scheme: ${scheme}`));
      await finishTransitions(jsPage);
      await finishTransitions(plainPage);
      const expected = await themedStyles(jsPage);
      expect(Object.keys(expected).length, `${route}: themed elements found`).toBeGreaterThan(3);
      expect(await themedStyles(plainPage), `${route} without JavaScript, ${scheme} system theme`).toEqual(expected);
    }
    schemes = schemes.reverse();
  }
  await withJs.close();
  await withoutJs.close();
});

test.describe('with JavaScript the visitor’s choice wins over the system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('a stored light theme stays light under a dark system theme', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'light'));
    await page.goto('/docs/welcome');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(background)).toBeGreaterThan(0.9);
  });
});
