import { expect, type Page, test } from '@playwright/test';
import { GROUP_STATE_KEY } from '../../theme/sidebar/groupState';
import { DOCS_GROUPS } from '../spec-routes';
import { openPage, watchConsole } from './helpers';

// BEHAVIOUR.md, Docs sidebar: the sidebar's HTML is kept as built (React does not hydrate its links); one handler gives
// the links client-side navigation, preloading on intent and the current-page mark; the groups a reader closes or
// opens stay so on the next pages, from the first paint; the spec's groups start expanded on a first visit.

const SIDEBAR = '.rp-doc-layout__sidebar';

/** The href of the sidebar link marked as the current page, with how many links carry the mark. */
const currentLinks = (page: Page) =>
  page.locator(SIDEBAR).evaluate((sidebar) => {
    const marked = [...sidebar.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href'));
    const active = [...sidebar.querySelectorAll('a.rp-sidebar-item--active')].map((a) => a.getAttribute('href'));
    return { marked, active };
  });

/** The groups' open state as the page saved it (theme/sidebar/groupState.ts). */
const savedGroups = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, boolean>, GROUP_STATE_KEY);

/** Whether the page is still the document the test loaded (a client-side navigation keeps it). */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __extKept?: boolean }).__extKept === true);

test('the sidebar is kept as built: React hydrates none of its links, and hydration reports no mismatch', async ({ page }) => {
  const console = watchConsole(page);
  await openPage(page, '/docs/welcome');
  const counts = await page.evaluate((selector) => {
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
    const links = [...document.querySelectorAll(`${selector} a`)];
    return { links: links.length, hydratedLinks: links.filter(hydrated).length, hydratedNav: hydrated(document.querySelector('.rp-nav')!) };
  }, SIDEBAR);
  expect(counts.hydratedNav, 'the check sees React on the rest of the page').toBe(true);
  expect(counts.links).toBeGreaterThan(50);
  expect(counts.hydratedLinks).toBe(0);
  expect(console.hydrationWarnings()).toEqual([]);
  expect(console.errors).toEqual([]);
  expect(await currentLinks(page)).toEqual({ marked: ['/docs/welcome'], active: ['/docs/welcome'] });
});

test('on a first visit the spec groups are expanded', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  expect(DOCS_GROUPS).toHaveLength(7);
  for (const { label } of DOCS_GROUPS) {
    await expect(page.locator(`${SIDEBAR} details[data-group="${label}"]`), label).toHaveAttribute('open', '');
  }
});

test('a sidebar link navigates on the client, by mouse and by keyboard, and moves the current-page mark', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.evaluate(() => ((window as unknown as { __extKept: boolean }).__extKept = true));
  const sidebar = page.locator(SIDEBAR);
  await sidebar.getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/templates$/);
  await expect(page.locator('h1')).toContainText('Templates');
  await expect.poll(() => currentLinks(page)).toEqual({
    marked: ['/docs/getting-started/templates'],
    active: ['/docs/getting-started/templates'],
  });
  await sidebar.getByRole('link', { name: 'extension build', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/commands\/build$/);
  await expect.poll(() => currentLinks(page)).toEqual({ marked: ['/docs/commands/build'], active: ['/docs/commands/build'] });
  expect(await sameDocument(page), 'no page load: the app navigated').toBe(true);
});

test('each entry is indented by its depth, and the current page inside a group carries its bar', async ({ page }) => {
  // The indent is a rule per depth in theme/sidebar/sidebar.css (no style attribute per link): a deeper entry
  // without its rule would sit at the depth-0 indent.
  await openPage(page, '/docs/getting-started/templates');
  const entries = await page.locator(SIDEBAR).evaluate((sidebar) =>
    [...sidebar.querySelectorAll<HTMLElement>('.rp-sidebar-item[data-depth]')].map((entry) => ({
      depth: Number(entry.dataset.depth),
      indent: getComputedStyle(entry).paddingLeft,
    })),
  );
  expect(entries.length).toBeGreaterThan(50);
  expect(entries.filter(({ depth, indent }) => indent !== `${12 * depth + 12}px`)).toEqual([]);
  const bar = await page.locator(`${SIDEBAR} a[aria-current="page"] > .rp-doc`).evaluate((title) => {
    const mark = getComputedStyle(title, '::before');
    return { content: mark.content, width: mark.width, position: mark.position };
  });
  expect(bar).toEqual({ content: '""', width: '1px', position: 'absolute' });
});

test('a section header inside a group lines up with the group\'s links, and is text, not a link or a control', async ({ page }) => {
  // Development sorts its later pages under headers (BEHAVIOUR.md, Docs sidebar); indented as the group's links, a
  // header reads as part of Development, not as a group of its own beside it.
  await openPage(page, '/docs/development/popup');
  const sidebar = page.locator(SIDEBAR);
  const header = sidebar.locator('.rp-sidebar-section-header', { hasText: 'Browser APIs' });
  const nextLink = sidebar.getByRole('link', { name: 'Tabs and Windows' });
  const textStart = (locator: typeof header) =>
    locator.evaluate((element) => {
      const text = [...element.querySelectorAll('span')].find((span) => span.textContent?.trim()) ?? element;
      return Math.round(text.getBoundingClientRect().left);
    });
  expect(await textStart(header)).toBe(await textStart(nextLink));
  await expect(header.locator('a, button, [tabindex]')).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Browser APIs' })).toHaveCount(0);
});

test("a pointer over a sidebar link preloads its page's module", async ({ page }) => {
  // The page's own module is the script its HTML preloads.
  const html = await (await page.request.get('/docs/browsers/browser-flags')).text();
  const module = /<link rel="preload" href="(\/static\/js\/async\/[^"]+\.js)"/.exec(html)?.[1];
  expect(module).toBeDefined();
  await openPage(page, '/docs/welcome');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.locator(SIDEBAR).getByRole('link', { name: 'Browser Flags', exact: true }).hover();
  await expect.poll(() => requested).toContain(module);
  expect(page.url()).toMatch(/\/docs\/welcome$/);
});

test('after a client navigation between docs and blog each shows its own sidebar with the current page marked', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.evaluate(() => ((window as unknown as { __extKept: boolean }).__extKept = true));
  await page.locator('.rp-nav').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.locator(`${SIDEBAR} .ext-sidebar`)).toHaveAttribute('data-section', '/blog');
  await expect.poll(() => currentLinks(page)).toEqual({ marked: ['/blog/'], active: ['/blog/'] });
  await page.locator(SIDEBAR).getByRole('link', { name: 'Announcing Extension.js 2.0.0 Beta' }).click();
  await expect(page).toHaveURL(/\/blog\/announcing-2-0-0-beta$/);
  await expect.poll(() => currentLinks(page)).toEqual({
    marked: ['/blog/announcing-2-0-0-beta'],
    active: ['/blog/announcing-2-0-0-beta'],
  });
  await page.locator('.rp-nav').getByRole('link', { name: 'Docs', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/welcome$/);
  await expect(page.locator(`${SIDEBAR} .ext-sidebar`)).toHaveAttribute('data-section', '/docs');
  await expect.poll(() => currentLinks(page)).toEqual({ marked: ['/docs/welcome'], active: ['/docs/welcome'] });
  expect(await sameDocument(page), 'no page load: the app navigated').toBe(true);
});

test.describe('a group the reader closes', () => {
  test('stays closed on the next page, after a client navigation and after a page load', async ({ page }) => {
    await openPage(page, '/docs/welcome');
    const browsers = page.locator(`${SIDEBAR} details[data-group="Browsers"]`);
    await browsers.locator('summary').click();
    await expect(browsers).not.toHaveAttribute('open');
    await page.locator(SIDEBAR).getByRole('link', { name: 'Templates', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/templates$/);
    await expect(browsers).not.toHaveAttribute('open');
    await openPage(page, '/docs/commands/build');
    await expect(browsers).not.toHaveAttribute('open');
    await expect(page.locator(`${SIDEBAR} details[data-group="Features"]`)).toHaveAttribute('open', '');
    // Opened again, it is open on the next page.
    await browsers.locator('summary').click();
    await openPage(page, '/docs/welcome');
    await expect(browsers).toHaveAttribute('open', '');
  });

  test('is closed in the first paint: the built HTML applies it before any app script runs', async ({ page }) => {
    await openPage(page, '/docs/welcome');
    await page.locator(`${SIDEBAR} details[data-group="Development"] summary`).click();
    // The browser fires `toggle` in a task of its own after the click: leaving the page before it runs would test the
    // race, not the saved state.
    await expect.poll(() => savedGroups(page)).toMatchObject({ Development: false });
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/docs/commands/build');
    await expect(page.locator(`${SIDEBAR} details[data-group="Development"]`)).not.toHaveAttribute('open');
    await expect(page.locator(`${SIDEBAR} details[data-group="Browsers"]`)).toHaveAttribute('open', '');
    // And a toggle made before the app runs is remembered too.
    await page.locator(`${SIDEBAR} details[data-group="Browsers"] summary`).click();
    await expect.poll(() => savedGroups(page)).toMatchObject({ Browsers: false });
    await page.goto('/docs/welcome');
    await expect(page.locator(`${SIDEBAR} details[data-group="Browsers"]`)).not.toHaveAttribute('open');
  });

  test('opens when the reader arrives on one of its pages', async ({ page }) => {
    await openPage(page, '/docs/welcome');
    const browsers = page.locator(`${SIDEBAR} details[data-group="Browsers"]`);
    await browsers.locator('summary').click();
    await expect(browsers).not.toHaveAttribute('open');
    await openPage(page, '/docs/browsers/safari');
    await expect(browsers).toHaveAttribute('open', '');
    await expect(page.locator(`${SIDEBAR} a[aria-current="page"]`)).toBeVisible();
  });
});
