import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

// The build holds every page's scripts until the first paint (plugins/paintFirst.ts) and hydrates the page in
// parts (theme/hydrateLater.tsx).

interface Timing {
  firstPaint: number;
  scripts: Array<{ name: string; start: number }>;
}

const timing = () =>
  ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/static/js/'))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }) satisfies Timing;

for (const path of ['/', '/docs/welcome', '/blog/announcing-2-0-0-beta']) {
  test(`${path} paints before it requests any script, and requests each script once`, async ({ page }) => {
    await openPage(page, path);
    const { firstPaint, scripts } = await page.evaluate(timing);
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint);
    const names = scripts.map((script) => script.name);
    expect(new Set(names).size, names.join('\n')).toBe(names.length);
  });
}

test('every part of a page is interactive once the page reports it is hydrated', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  // The last sidebar group, a part hydrated on its own, toggles its own items.
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const group = sidebar.locator('.rp-sidebar-group').last();
  const items = group.locator('xpath=following-sibling::*[1]');
  const height = () => items.evaluate((el) => el.getBoundingClientRect().height);
  const before = await height();
  await group.click();
  await expect.poll(height).not.toBe(before);
  // A code block inside a tab (two parts deep) switches its wrapping.
  const block = page.locator('.rp-tabs .rp-codeblock').first();
  await block.hover();
  await block.getByRole('button', { name: 'Toggle code wrap' }).click();
  await expect(block.locator('.rp-codeblock__content')).toHaveClass(/rp-codeblock__content--wrap-code/);
});
