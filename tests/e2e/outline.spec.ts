import { expect, type Page, test } from '@playwright/test';
import { ANCHOR_OFFSET_PX } from '../../theme/outline/anchorOffset';
import { openPage } from './helpers';

// The outline lights the section being read: the last heading that has passed the navbar line
// (theme/outline/useActiveAnchor.ts), wherever the next heading is on screen.

const LINE = ANCHOR_OFFSET_PX;

/** Scrolls so that the heading's top sits `offset` px below the top of the viewport. */
async function placeHeading(page: Page, id: string, offset: number): Promise<void> {
  await page.evaluate(
    ([target, top]) => {
      const el = document.getElementById(target as string)!;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - (top as number), behavior: 'instant' });
    },
    [id, offset] as const,
  );
}

test.describe('the outline follows the reader', () => {
  let ids: string[] = [];

  test.beforeEach(async ({ page }) => {
    await openPage(page, '/docs/commands/build');
    ids = await page.locator('.rp-doc h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(3);
  });

  const active = (page: Page) => page.locator('.rp-doc-layout__outline .rp-toc-item--active');

  test('at the top of the page the first section is lit', async ({ page }) => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(active(page)).toHaveAttribute('href', `#${ids[0]}`);
  });

  test('a heading just above the line stays lit while the next heading is lower on screen', async ({ page }) => {
    await placeHeading(page, ids[1], LINE - 20);
    const nextTop = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, ids[2]);
    expect(nextTop).toBeLessThan(await page.evaluate(() => window.innerHeight));
    await expect(active(page)).toHaveAttribute('href', `#${ids[1]}`);
  });

  test('a heading that an anchor left on the line is lit', async ({ page }) => {
    await placeHeading(page, ids[2], LINE);
    await expect(active(page)).toHaveAttribute('href', `#${ids[2]}`);
  });

  test('in the middle of a long section, its heading is lit, not the next one in view', async ({ page }) => {
    await placeHeading(page, ids[2], LINE - 1);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, ids[2])).toBeLessThan(0);
    await expect(active(page)).toHaveAttribute('href', `#${ids[2]}`);
  });

  test('a heading still below the line is not lit yet', async ({ page }) => {
    await placeHeading(page, ids[3], LINE + 40);
    await expect(active(page)).toHaveAttribute('href', `#${ids[2]}`);
  });
});

// The reading progress beside the outline (theme/outline/ReadPercent.tsx): empty at the top, full at the end, and
// a page opened scrolled shows where the reader is without a scroll of their own.
test.describe('the reading progress', () => {
  const progress = (page: Page) =>
    page.locator('.rp-doc-layout__outline .rp-progress-circle circle').nth(1).evaluate((circle) => {
      const length = Number(circle.getAttribute('stroke-dasharray'));
      return Math.round((1 - Number(circle.getAttribute('stroke-dashoffset')) / length) * 100);
    });

  test('fills as the reader scrolls to the end', async ({ page }) => {
    await openPage(page, '/docs/commands/build');
    expect(await progress(page)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => progress(page)).toBe(100);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => progress(page)).toBe(0);
  });

  test('a page opened at a heading far down shows progress at once', async ({ page }) => {
    await openPage(page, '/docs/commands/build');
    const last = await page.locator('.rp-doc h2[id]').last().getAttribute('id');
    await page.goto('about:blank');
    await openPage(page, `/docs/commands/build#${last}`);
    await expect.poll(() => progress(page)).toBeGreaterThan(50);
  });
});
