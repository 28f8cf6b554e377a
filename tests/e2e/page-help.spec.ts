import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DOCS_REPO, SITE_ORIGIN, SOCIAL } from '../../site.constants';
import { headingAnchorLabel } from '../../common/headings/headingAnchorLabel';
import { openPage } from './helpers';

const PINNED_VERSION = (
  JSON.parse(readFileSync(new URL('../../tools/cli-runtime/node_modules/extension/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

test('docs pages say which CLI release they describe, read from the pinned package', async ({ page }) => {
  await openPage(page, '/docs/commands/build');
  await expect(page.locator('main').getByText(`Docs for extension ${PINNED_VERSION}`, { exact: true })).toBeVisible();
  await openPage(page, '/blog/announcing-2-0-0-beta');
  await expect(page.getByText(/Docs for extension/)).toHaveCount(0);
});

test('beside the edit link, a reader can report a problem with the page, its URL filled in', async ({ page }) => {
  await openPage(page, '/docs/features/special-folders');
  const footer = page.locator('.rp-doc-footer');
  await expect(footer.getByRole('link', { name: 'Edit this page on GitHub' })).toBeVisible();
  const report = footer.getByRole('link', { name: 'Report a problem with this page' });
  await expect(report).toBeVisible();
  const href = new URL((await report.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(`${DOCS_REPO}/issues/new`);
  expect(href.searchParams.get('body')).toContain(`${SITE_ORIGIN}/docs/features/special-folders`);
  expect(href.searchParams.get('title')).toContain('Special Folders');
});

test('every page offers a way to get help: the community channel and the CLI issue tracker', async ({ page }) => {
  for (const path of ['/docs/welcome', '/blog/', '/this-page-does-not-exist']) {
    await openPage(page, path);
    const footer = page.locator('.ext-site-footer');
    await expect(footer.getByRole('link', { name: 'Ask on Discord' }), path).toHaveAttribute('href', SOCIAL.discord);
    await expect(footer.getByRole('link', { name: 'Report a CLI bug' }), path).toHaveAttribute('href', `${SOCIAL.github}/issues`);
  }
});

test('heading anchors are in the tab order, named after their section, and visible when focused', async ({ page }) => {
  await openPage(page, '/docs/commands/build');
  const anchor = page.getByRole('link', { name: headingAnchorLabel('Usage') });
  await expect(anchor).toHaveAttribute('href', '#usage');
  await expect(anchor).not.toHaveAttribute('tabindex', '-1');
  await expect(anchor).not.toHaveAttribute('aria-hidden', /.*/);
  // Reach it from the heading before it with Tab, as a keyboard user does.
  await page.locator('.ext-heading--h1 > a.rp-header-anchor').focus();
  let reached = false;
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await anchor.evaluate((a) => a === document.activeElement);
  }
  expect(reached).toBe(true);
  await expect.poll(() => anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
});

test('a printed page shows the content in light colours without navigation, and prints external URLs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, '/docs/hall-of-fame');
  await page.evaluate(() => document.documentElement.classList.contains('rp-dark') || document.documentElement.classList.add('rp-dark'));
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  for (const selector of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-prev-next-page']) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.locator('main h1')).toBeVisible();
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    const text = getComputedStyle(document.querySelector('.rp-doc p') as Element).color;
    return { background: getComputedStyle(document.documentElement).getPropertyValue('--rp-c-bg').trim(), text, body: style.backgroundColor };
  });
  expect(colours.background).toBe('#fff');
  // Dark text: each channel of the paragraph colour is low.
  const channels = (colours.text.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(Math.max(...channels)).toBeLessThan(80);
  const external = page.locator('.rp-doc a[href^="https://github.com/"]').first();
  const href = await external.getAttribute('href');
  const after = await external.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(after).toContain(href ?? 'missing');
});
