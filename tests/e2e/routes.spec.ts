import { expect, test } from '@playwright/test';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';
import { ALL_ROUTES } from '../spec-routes';
import { SITE_TITLE } from '../../site.constants';
import { headingText } from './helpers';

const titleOf = (route: string) => String(splitFrontmatter(readSource(route)).frontmatter.title);

for (const route of ALL_ROUTES) {
  test(`${route} renders its h1 and page title`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const title = titleOf(route);
    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    expect(await headingText(h1)).toBe(title);
    await expect(page).toHaveTitle(route === '/' ? SITE_TITLE : `${title} - ${SITE_TITLE}`);
  });
}

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
