import { expect, test } from '@playwright/test';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';
import { ALL_ROUTES } from '../spec-routes';
import { SITE_TITLE } from '../../site.constants';
import { headingText, openPage, showInApp } from './helpers';

const titleOf = (route: string) => String(splitFrontmatter(readSource(route)).frontmatter.title);
const documentTitleOf = (route: string) => (route === '/' ? SITE_TITLE : `${titleOf(route)} - ${SITE_TITLE}`);

// Every route is checked twice, once for each way a visitor reaches it: a direct visit gets the static HTML (its
// hydration under JavaScript is checked on every built page in security.spec.ts), a click inside the site gets the
// page rendered by the app. Neither needs a full page load per route.

test('every route is served with status 200, its h1 and its page title in the static HTML', async ({ page, request }) => {
  const pages: Array<{ route: string; html: string }> = [];
  for (const route of ALL_ROUTES) {
    const response = await request.get(route);
    expect.soft(response.status(), `${route}: status`).toBe(200);
    pages.push({ route, html: await response.text() });
  }
  // Parsed by the browser's HTML parser, all in one call. The h1's whole text: its "#" link is beside it.
  const read = await page.evaluate((sources) =>
    sources.map((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const h1 = doc.querySelector('h1');
      return { h1: h1 ? (h1.textContent ?? '').trim() : null, title: doc.title };
    }),
  pages.map((p) => p.html));
  for (const [index, { route }] of pages.entries()) {
    expect.soft(read[index].h1, `${route}: h1`).toBe(titleOf(route));
    expect.soft(read[index].title, `${route}: page title`).toBe(documentTitleOf(route));
  }
});

test('every route renders its h1 and page title when reached inside the site', async ({ page }) => {
  test.setTimeout(90_000);
  const [first, ...others] = ALL_ROUTES;
  await openPage(page, first);
  for (const route of [first, ...others]) {
    await test.step(route, async () => {
      if (route !== first) await showInApp(page, route);
      const h1 = page.locator('h1').first();
      await expect.soft(h1, `${route}: visible h1`).toBeVisible();
      if (await h1.isVisible()) expect.soft(await headingText(h1), `${route}: h1 text`).toBe(titleOf(route));
      await expect.soft(page, `${route}: page title`).toHaveTitle(documentTitleOf(route));
    });
  }
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  const home = page.getByRole('link', { name: 'Take me home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1').first()).toHaveText(SITE_TITLE);
});

test('a URL with the /en/ prefix lands on the same path without it', async ({ page }) => {
  await page.goto('/en/docs/welcome');
  await expect(page).toHaveURL(/\/docs\/welcome$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await headingText(page.locator('h1').first())).toBe(titleOf('/docs/welcome'));
});
