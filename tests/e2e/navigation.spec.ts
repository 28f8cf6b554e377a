import { expect, test } from '@playwright/test';
import { EDIT_BASE_URL, LICENSE_NOTICE, SOCIAL } from '../../site.constants';
import { openPage, reloadPage } from './helpers';

const navLink = (page: import('@playwright/test').Page, name: string) =>
  page.locator('.rp-nav-menu--right .rp-nav-menu__item').filter({ hasText: name });

test('Docs is active on every docs path and Blog on the blog', async ({ page }) => {
  for (const path of ['/docs/welcome', '/docs/commands/build', '/docs/hall-of-fame']) {
    await page.goto(path);
    await expect(navLink(page, 'Docs')).toHaveClass(/rp-nav-menu__item--active/);
    await expect(navLink(page, 'Blog')).not.toHaveClass(/rp-nav-menu__item--active/);
  }
  await page.goto('/blog/');
  await expect(navLink(page, 'Blog')).toHaveClass(/rp-nav-menu__item--active/);
  await expect(navLink(page, 'Docs')).not.toHaveClass(/rp-nav-menu__item--active/);
});

test('the nav links go to the docs entry page and the blog', async ({ page }) => {
  await page.goto('/');
  await expect(navLink(page, 'Docs').locator('a')).toHaveAttribute('href', '/docs/welcome');
  await expect(navLink(page, 'Blog').locator('a')).toHaveAttribute('href', '/blog/');
  await navLink(page, 'Docs').locator('a').click();
  await expect(page).toHaveURL(/\/docs\/welcome$/);
});

test('the header links to GitHub, Discord and X', async ({ page }) => {
  await page.goto('/docs/welcome');
  const hrefs = await page
    .locator('.rp-nav__others .rp-social-links a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([SOCIAL.github, SOCIAL.discord, SOCIAL.x]);
});

test('sidebar groups collapse and expand on click', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const group = sidebar.locator('.rp-sidebar-group').filter({ hasText: 'Commands Reference' });
  const child = sidebar.getByRole('link', { name: 'extension build' });
  // The group is a <details>: what it shows below its <summary> header.
  const groupHeight = () =>
    group.evaluate((el) => (el.parentElement?.getBoundingClientRect().height ?? -1) - el.getBoundingClientRect().height);
  await expect(child).toBeVisible();
  expect(await groupHeight()).toBeGreaterThan(100);
  await group.click();
  await expect(child).toBeHidden();
  await expect.poll(groupHeight).toBe(0);
  await group.click();
  await expect(child).toBeVisible();
  await expect.poll(groupHeight).toBeGreaterThan(100);
});

test('the edit link points at the page source on GitHub', async ({ page }) => {
  await page.goto('/docs/features/special-folders');
  const edit = page.locator('.rp-doc-footer').getByRole('link', { name: 'Edit this page on GitHub' });
  await expect(edit).toHaveAttribute('href', `${EDIT_BASE_URL}/en/docs/features/special-folders.mdx`);
});

test('previous and next links follow the sidebar order across groups', async ({ page }) => {
  await page.goto('/docs/getting-started/templates');
  const footer = page.locator('.rp-prev-next-page');
  await expect(footer.locator('.rp-prev-next-page__prev')).toHaveAttribute('href', '/docs/getting-started/create-your-first-extension');
  await expect(footer.locator('.rp-prev-next-page__next')).toHaveAttribute('href', '/docs/features/cross-browser-compatibility');
  await expect(footer.locator('.rp-prev-next-page__prev')).toContainText('Previous Page');
  await expect(footer.locator('.rp-prev-next-page__next')).toContainText('Next page');
});

test('a doc page shows the licence notice in its footer', async ({ page }) => {
  await page.goto('/docs/commands/dev');
  await expect(page.getByRole('contentinfo').filter({ hasText: LICENSE_NOTICE })).toBeVisible();
});

test('the home page shows the licence notice in its footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(LICENSE_NOTICE)).toBeVisible();
});

test('the logo switches between its light and dark variants', async ({ page }) => {
  await page.goto('/docs/welcome');
  await page.evaluate(() => localStorage.setItem('rspress-theme-appearance', 'light'));
  await reloadPage(page);
  const visibleLogo = () =>
    page.locator('.rp-nav__title img').evaluateAll((imgs) =>
      imgs.filter((img) => (img as HTMLElement).offsetParent !== null && getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')),
    );
  expect(await visibleLogo()).toEqual(['/logo-light.svg']);
  await page.locator('.rp-nav__others .rp-switch-appearance').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await visibleLogo()).toEqual(['/logo-dark.svg']);
});

test('the home hero shows its 375 px image for the current theme only', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const light = page.locator('.rp-home-hero__image-img--light');
  const dark = page.locator('.rp-home-hero__image-img--dark');
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  expect(await light.evaluate((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual(['375', '375']);
  const titleSize = await page.locator('.rp-home-hero__title').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(titleSize).toBeGreaterThan(30);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
});

// Their rows are even at every width: tests/e2e/home-features.spec.ts.
test('the home page shows its feature cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.rp-home-feature__item').nth(11)).toBeVisible();
  const card = page.locator('.rp-home-feature__item').first();
  await expect(card).toContainText('No build configuration');
});

test('home feature icons are SVG drawn in the text colour, with no emoji left to fall back to boxes', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openPage(page, '/');
    const cards = page.locator('.rp-home-feature__card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(5);
    await expect(page.locator('.rp-home-feature__icon svg')).toHaveCount(count);
    const iconText = await page.locator('.rp-home-feature__icon').allTextContents();
    expect(iconText.join('').trim()).toBe('');
    // The stroke follows the text, so the icon shows in both themes.
    const { stroke, text } = await page.locator('.rp-home-feature__icon svg').first().evaluate((svg) => ({
      stroke: getComputedStyle(svg).stroke,
      text: getComputedStyle(svg).color,
    }));
    expect(stroke).toBe(text);
  }
});
