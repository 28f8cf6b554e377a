import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

// The error-code page's outline keeps each code whole: an entry as long as E_COMMAND_UNSUPPORTED_FOR_TARGET wraps
// only after one of its underscores, never inside a word (issue 38; BEHAVIOUR.md, CLI facts).
for (const width of [1280, 1366, 1920]) {
  test(`at ${width} px the outline breaks codes only after an underscore`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/docs/reference/error-codes');
    // Some entries are wider than the outline, so they do wrap: the test is about where.
    const lines = await page
      .locator('.rp-doc-layout__outline .rp-toc-item__text', { hasText: 'E_COMMAND_UNSUPPORTED_FOR_TARGET' })
      .evaluate((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    if (width < 1900) expect(lines, 'the longest code wraps in the outline').toBeGreaterThan(1);
    const breaks = await page.locator('.rp-doc-layout__outline .rp-toc-item__text').evaluateAll((items) =>
      items
        .filter((item) => /^E_[A-Z0-9_]+$/.test(item.textContent ?? ''))
        .flatMap((item) => {
          const text = item.textContent ?? '';
          const range = document.createRange();
          const found: string[] = [];
          let top: number | undefined;
          let offset = 0;
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < (node.textContent ?? '').length; i++, offset++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getClientRects()[0];
              if (!rect) continue;
              if (top !== undefined && rect.top > top + 2 && text[offset - 1] !== '_') found.push(`${text} before "${text.slice(offset)}"`);
              top = rect.top;
            }
          }
          return found;
        }),
    );
    const entries = await page.locator('.rp-doc-layout__outline .rp-toc-item__text', { hasText: 'E_COMMAND_UNSUPPORTED_FOR_TARGET' }).count();
    expect(entries).toBe(1);
    expect(breaks).toEqual([]);
  });
}
