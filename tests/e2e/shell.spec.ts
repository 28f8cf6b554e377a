import { expect, test } from '@playwright/test';
import { headingText, openPage, watchConsole } from './helpers';

test('navigation between pages keeps the document and joins titles with " - "', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Special Folders' }).click();
  await expect(page).toHaveURL(/\/docs\/features\/special-folders$/);
  // The address changes as the navigation starts; the new page shows once its code has loaded.
  await expect.poll(() => headingText(page.locator('h1').first())).toBe('Special Folders');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  await expect(page).toHaveTitle('Special Folders - Extension.js');
});

test('hovering a link preloads its route code', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/\/static\/js\/async\/.*\.js$/.test(r.url())) loaded.push(r.url());
  });
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Browser Flags' }).hover();
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
});

test('a slow route shows the progress bar and the loading status, then the page', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.route(/\/static\/js\/async\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Browser Profile' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/browsers\/browser-profile$/, { timeout: 10_000 });
  await expect.poll(() => headingText(page.locator('h1').first())).toBe('Browser Profile');
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
});

test('query switches hide the navbar, sidebar, outline and footer without hydration warnings', async ({ page }) => {
  const log = watchConsole(page);
  await openPage(page, '/docs/commands/dev');
  await expect(page.locator('.rp-nav')).toBeVisible();
  await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
  await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
  await expect(page.locator('.rp-doc-footer')).toBeVisible();

  for (const [param, selector] of [
    ['navbar', '.rp-nav'],
    ['sidebar', '.rp-doc-layout__sidebar'],
    ['outline', '.rp-doc-layout__outline'],
    ['footer', '.rp-doc-footer'],
  ] as const) {
    await openPage(page, `/docs/commands/dev?${param}=0`);
    await expect(page.locator(selector)).toBeHidden();
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await openPage(page, '/docs/commands/dev?footer=0');
  await expect(page.locator('.ext-site-footer')).toBeHidden();
  // A client navigation to a page without the switch shows the part again.
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' }).click();
  await expect(page).toHaveURL(/\/docs\/commands\/build$/);
  await expect(page.locator('.ext-site-footer')).toBeVisible();
  expect(log.hydrationWarnings()).toEqual([]);
  expect(log.errors).toEqual([]);
});

test('the blank page hides the navbar and the custom page keeps it', async ({ page }) => {
  await openPage(page, '/card');
  expect(await headingText(page.locator('h1').first())).toBe('Extension.js Pocket Card');
  await expect(page.locator('.rp-nav')).toHaveCount(0);
  await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);

  await openPage(page, '/cheatsheet');
  expect(await headingText(page.locator('h1').first())).toBe('Command Cheat Sheet');
  await expect(page.locator('.rp-nav')).toBeVisible();
  await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'extension build --zip' })).toBeVisible();
});

test('the overview page lists the pages by sidebar group, with ungrouped pages under Others', async ({ page }) => {
  await openPage(page, '/docs/');
  expect(await headingText(page.locator('h1').first())).toBe('Documentation Overview');
  const names = await page.locator('.rp-overview h2').evaluateAll((hs) =>
    hs.map((h) => (h.textContent ?? '').replace(/#$/, '').trim()),
  );
  expect(names).toEqual([
    'Getting started',
    'Features',
    'Browsers',
    'Languages and Frameworks',
    'Configuration Support',
    'Development',
    'Commands Reference',
    'Guides',
    'Reference',
    'Others',
  ]);
  await expect(page.locator('.rp-overview').getByRole('link', { name: 'Hall of Fame' })).toBeVisible();
  await expect(page.locator('.rp-overview').getByRole('link', { name: 'extension build' })).toBeVisible();
});
