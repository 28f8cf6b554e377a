import { expect, test } from '@playwright/test';
import { openPage, watchConsole } from './helpers';
import { ANCHOR_OFFSET_PX } from '../../theme/outline/anchorOffset';

test.describe('desktop navigation from 1024 px up, mobile below', () => {
  const layouts = [
    {
      title: 'from 1024 px up the nav shows its menu and social links',
      widths: [1024, 1100, 1440],
      shown: ['.rp-nav-menu--right', '.rp-nav__others .rp-social-links'],
      hidden: ['.rp-nav-hamburger__sm', '.rp-nav-hamburger__md'],
    },
    {
      title: 'below 1024 px the nav switches to the mobile hamburger',
      widths: [1023, 800, 390],
      shown: ['.rp-nav-hamburger__sm'],
      hidden: ['.rp-nav-menu--right'],
    },
  ];
  for (const { title, widths, shown, hidden } of layouts) {
    // One page loads the welcome page afresh at each width: the layout a visitor gets on arrival at that width.
    test(title, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, '/docs/welcome');
        for (const selector of shown) await expect(page.locator(selector), `${selector} at ${width} px`).toBeVisible();
        for (const selector of hidden) await expect(page.locator(selector), `${selector} at ${width} px`).toBeHidden();
      }
    });
  }
});

test('the mobile nav screen opens from the hamburger, locks the body, and closes at 768 px or wider', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/docs/welcome');
  await page.locator('.rp-nav-hamburger__sm').click();
  const screen = page.locator('.rp-nav-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Blog' })).toBeVisible();
  // The lock is an effect, which runs after the frame that shows the screen.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.setViewportSize({ width: 800, height: 844 });
  await expect(screen).toHaveCount(0);
});

test('on a mobile width the Menu button opens the sidebar with a backdrop, and a route change closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/docs/welcome');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  await expect(sidebar).not.toBeInViewport();
  await page.locator('.rp-sidebar-menu__left').click();
  await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
  await expect(page.locator('.rp-sidebar-menu__mask')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Browser Flags' }).click();
  await expect(page).toHaveURL(/\/docs\/browsers\/browser-flags$/);
  await expect(sidebar).not.toHaveClass(/rp-doc-layout__sidebar--open/);
});

test('the sidebar expands the group of the active page', async ({ page }) => {
  await openPage(page, '/docs/commands/preview');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  await expect(sidebar.locator('.rp-sidebar-item--active, a[href="/docs/commands/preview"]').first()).toBeVisible();
  const group = sidebar.locator('.rp-sidebar-group').filter({ hasText: 'Commands Reference' });
  await group.click();
  await expect(sidebar.getByRole('link', { name: 'extension build' })).toBeHidden();
  await page.reload();
  await expect(sidebar.getByRole('link', { name: 'extension build' })).toBeVisible();
});

test("the sidebar shows the active page's link on arrival and after a client navigation", async ({ page }) => {
  const inSidebarView = (href: string) =>
    page.evaluate((target) => {
      const sidebar = document.querySelector('.rp-doc-layout__sidebar')!.getBoundingClientRect();
      const link = document.querySelector(`.rp-doc-layout__sidebar a[href="${target}"]`)!.getBoundingClientRect();
      return link.top >= sidebar.top && link.bottom <= sidebar.bottom;
    }, href);
  // The last groups of the sidebar lie far below its fold at this height.
  await page.setViewportSize({ width: 1440, height: 700 });
  await openPage(page, '/docs/reference/session-files');
  const active = page.locator('.rp-doc-layout__sidebar a[href="/docs/reference/session-files"]');
  // Rspress's item styles: a flex row, rounded, tinted when active.
  await expect(active).toHaveCSS('display', 'flex');
  await expect(active).toHaveCSS('border-radius', '8px');
  await expect(active).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect.poll(() => inSidebarView('/docs/reference/session-files')).toBe(true);
  await page.locator('.rp-doc-layout__sidebar a[href="/docs/welcome"]').evaluate((a) => (a as HTMLElement).click());
  await expect(page).toHaveURL(/\/docs\/welcome$/);
  await expect.poll(() => inSidebarView('/docs/welcome')).toBe(true);
});

test(`a heading anchor scrolls smoothly, updates the hash and stops ${ANCHOR_OFFSET_PX} px below the top`, async ({ page }) => {
  await openPage(page, '/docs/commands/build');
  const anchor = page.locator('.ext-heading--h2 > a.rp-header-anchor[href="#flags"]');
  const samples: number[] = [];
  await anchor.evaluate((a) => (a as HTMLElement).click());
  for (let i = 0; i < 6; i++) {
    samples.push(await page.evaluate(() => window.scrollY));
    await page.waitForTimeout(40);
  }
  await expect(page).toHaveURL(/#flags$/);
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('flags')!.getBoundingClientRect().top))).toBe(ANCHOR_OFFSET_PX);
  const finalY = await page.evaluate(() => window.scrollY);
  // Smooth: at least one sample lies strictly between the start and the end.
  expect(samples.some((y) => y > 0 && y < finalY)).toBe(true);
});

test('a heading anchor whose target is missing logs a warning instead of failing', async ({ page }) => {
  const log = watchConsole(page);
  await openPage(page, '/docs/commands/build');
  // A heading anchor whose target has gone (for example, a heading renamed after the link was written).
  const anchor = page.locator('.ext-heading--h2 > a.rp-header-anchor').first();
  await anchor.evaluate((a) => a.setAttribute('href', '#no-such-heading'));
  await anchor.evaluate((a) => (a as HTMLElement).click());
  await expect.poll(() => log.of('warning').some((t) => t.includes('#no-such-heading'))).toBe(true);
  expect(log.errors).toEqual([]);
});

test('the outline marks the heading in view as the reader scrolls', async ({ page }) => {
  await openPage(page, '/docs/commands/build');
  const active = page.locator('.rp-doc-layout__outline .rp-toc-item--active');
  const ids = await page.locator('.rp-doc h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(ids.length).toBeGreaterThan(2);
  for (const id of [ids[1], ids[ids.length - 2]]) {
    await page.evaluate(([target, line]) => {
      const el = document.getElementById(target)!;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - line });
    }, [id, ANCHOR_OFFSET_PX] as const);
    await expect(active).toHaveAttribute('href', `#${id}`);
  }
});

test('the first-visit language redirect never loops and skips bots', async ({ browser }) => {
  for (const userAgent of [undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)']) {
    const context = await browser.newContext({ locale: 'fr-FR', userAgent });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    });
    await openPage(page, '/docs/welcome');
    // A redirect that must not happen has no event to await: give a wrong one the time it would take.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/docs\/welcome$/);
    expect(navigations.length).toBe(1);
    await context.close();
  }
});
