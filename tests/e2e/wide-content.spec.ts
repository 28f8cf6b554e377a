// BEHAVIOUR.md, Page layout and Content blocks: wide content uses the width the outline leaves, prose keeps a
// readable measure, what still overflows shows an edge and scrolls from the keyboard, and the copy and wrap buttons
// never cover code (theme/content/wideContent.css, theme/code/code.css).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openPage } from './helpers';

const DESKTOP_WIDTHS = [1280, 1366, 1920];
const WIDTHS = [...DESKTOP_WIDTHS, 390];
const SCROLLERS = '.rp-codeblock__content__scroll-container, .rp-doc .rp-table-scroll-container';

/** The CI guide's key command, the build that zips every target: on its own, and in each pipeline. */
const KEY_COMMAND = 'npx extension build --browser=chrome,edge,firefox --zip --zip-source';
const keyCommand = (page: Page) => page.locator('.rp-codeblock:visible').filter({ hasText: /^npx extension build --browser=chrome,edge,firefox --zip --zip-source\s*$/ }).first();

/** Mean luminance of a region of the screen, decoded in a blank page (no image library in the tests). */
async function luminance(page: Page, decoder: Page, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = await page.screenshot({ clip });
  return decoder.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, img.width, img.height).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
    return sum / (data.length / 4);
  }, png.toString('base64'));
}

/** Left and right edge strips of a scroll box, with its content hidden so only the box's own painting is compared. */
async function edges(page: Page, decoder: Page, box: Locator): Promise<{ left: number; right: number }> {
  const rect = (await box.boundingBox())!;
  // Below a table's header row, which paints its own background over the edge, above the scroll bar, on screen.
  const y = Math.max(rect.y + Math.min(rect.height * 0.45, 80), 0);
  const height = Math.min(rect.y + rect.height - 18, page.viewportSize()!.height - 4) - y;
  expect(height, 'a part of the box on screen').toBeGreaterThanOrEqual(4);
  const strip = (x: number) => luminance(page, decoder, { x, y, width: 6, height });
  return { left: await strip(rect.x + 2), right: await strip(rect.x + rect.width - 8) };
}

async function hideContent(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.rp-codeblock pre > code, .rp-doc table td, .rp-doc table th { visibility: hidden !important; }' });
}

test.describe('the content column', () => {
  for (const width of DESKTOP_WIDTHS) {
    test(`at ${width} px prose keeps 60 to 85 characters a line and code takes the column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/docs/welcome');
      const measure = await page.evaluate(() => {
        const doc = document.querySelector('main .rp-doc')!;
        const perLine = [...doc.querySelectorAll(':scope > p')]
          .filter((p) => (p.textContent ?? '').length > 300)
          .map((p) => {
            const lines = Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
            return (p.textContent ?? '').length / lines;
          })
          .sort((a, b) => a - b);
        const code = document.querySelector('main .rp-doc .rp-codeblock')!.getBoundingClientRect();
        const outline = document.querySelector('.rp-doc-layout__outline')!.getBoundingClientRect();
        return { median: perLine[Math.floor(perLine.length / 2)], code: code.width, doc: doc.getBoundingClientRect().width, gap: outline.left - code.right };
      });
      expect(measure.median).toBeGreaterThanOrEqual(60);
      expect(measure.median).toBeLessThanOrEqual(85);
      // Code blocks span the whole column, and the column reaches to within the padding of the outline.
      expect(Math.abs(measure.code - measure.doc)).toBeLessThanOrEqual(2);
      expect(measure.gap).toBeLessThanOrEqual(50);
    });
  }

  test('at 1366 px code has more room than Rspress gave it (618 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/docs/guides/ci');
    expect((await keyCommand(page).boundingBox())!.width).toBeGreaterThanOrEqual(675);
  });
});

test.describe('what overflows says so and scrolls from the keyboard', () => {
  for (const width of WIDTHS) {
    test(`the CI guide's key command at ${width} px is whole or visibly scrollable`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/docs/guides/ci');
      const decoder = await context.newPage();
      const blocks = page.locator('.rp-codeblock:visible').filter({ hasText: KEY_COMMAND });
      expect(await blocks.count(), 'the command alone and in the two pipelines').toBeGreaterThanOrEqual(3);
      for (const block of await blocks.all()) {
        const scroller = block.locator('.rp-codeblock__content__scroll-container');
        // Whole: the command's line ends inside the box. Otherwise the box must show and take scrolling.
        const whole = await scroller.evaluate((el, command) => {
          const line = [...el.querySelectorAll('.line')].find((l) => (l.textContent ?? '').includes(command))!;
          return line.getBoundingClientRect().right <= el.getBoundingClientRect().right;
        }, KEY_COMMAND);
        if (whole) continue;
        await scroller.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 150, behavior: 'instant' }));
        await expectScrollable(page, decoder, scroller);
      }
    });
  }

  for (const width of [390, 1366]) {
    test(`every overflowing code block and table of wide pages at ${width} px has an edge, a name and keyboard scrolling`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const decoder = await context.newPage();
      let checked = 0;
      for (const path of ['/docs/features/compatibility-matrix', '/docs/browsers/browsers-available', '/docs/reference/ready-json']) {
        await openPage(page, path);
        // The boxes that overflow, by their place among all boxes (a filtered list would shift as the page changes).
        const wide = await page.locator(SCROLLERS).evaluateAll((boxes) =>
          // A box that overflows by a few pixels shows only part of the shadow: the covers fade it in over their width.
          boxes.flatMap((el, i) => (el.checkVisibility() && el.scrollWidth - el.clientWidth >= 24 ? [i] : [])),
        );
        for (const index of wide.slice(0, 3)) {
          const box = page.locator(SCROLLERS).nth(index);
          // Its top 150 px down the screen: below the navigation bar and the phone's menu bar.
          await box.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 150, behavior: 'instant' }));
          await expectScrollable(page, decoder, box);
          checked += 1;
        }
      }
      expect(checked, 'pages with wide content').toBeGreaterThan(0);
    });
  }
});

/** A box wider than its room shows a shadow on the side that has more, names its keyboard stop, and scrolls by arrow keys. */
async function expectScrollable(page: Page, decoder: Page, box: Locator): Promise<void> {
  const stop = box.locator(':scope > pre, :scope > table');
  await expect(stop).toHaveAttribute('tabindex', '0');
  await expect(stop).toHaveAttribute('aria-label', /^(Code|Table)\b/);

  await box.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  await hideContent(page);
  const start = await edges(page, decoder, box);
  expect(start.right, 'a shadow on the right edge while more is to the right').toBeLessThan(start.left - 6);
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  const end = await edges(page, decoder, box);
  expect(end.left, 'a shadow on the left edge once scrolled to the end').toBeLessThan(end.right - 6);
  await page.evaluate(() => document.querySelectorAll('style').forEach((s) => s.textContent?.includes('visibility: hidden !important') && s.remove()));

  // Reached with Tab (Shift+Tab out and Tab back in, so the focus is a keyboard one), ringed on the box, scrolled by
  // the arrow keys.
  await box.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  await stop.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(stop).toBeFocused();
  expect(await box.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
}

test.describe('the copy and wrap buttons never cover code', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px, after a hover or a tap`, async ({ browser }) => {
      const phone = width < 500;
      const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: phone, isMobile: phone });
      const page = await context.newPage();
      for (const path of ['/docs/guides/ci', '/docs/welcome']) {
        await openPage(page, path);
        const blocks = page.locator('.rp-codeblock').filter({ visible: true });
        const count = await blocks.count();
        expect(count).toBeGreaterThan(3);
        for (let i = 0; i < count; i += 1) {
          const block = blocks.nth(i);
          await block.scrollIntoViewIfNeeded();
          if (phone) await block.locator('pre').tap();
          else await block.hover();
          await expect(block.locator('.rp-code-copy-button')).toHaveCSS('opacity', '1');
          const overlaps = await block.evaluate((el) => {
            const scroller = el.querySelector('.rp-codeblock__content__scroll-container')!.getBoundingClientRect();
            const buttons = [...el.querySelectorAll('.rp-code-button-group__button')].map((b) => b.getBoundingClientRect());
            const lines = [...el.querySelectorAll('pre .line')].flatMap((line) => [...line.getClientRects()]);
            const visible = (r: DOMRect) => r.width > 0 && r.right > scroller.left && r.left < scroller.right;
            const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            return lines.filter(visible).filter((line) => buttons.some((b) => meet(line, b))).length;
          });
          expect(overlaps, `${path}, code block ${i + 1}`).toBe(0);
        }
      }
      await context.close();
    });
  }
});
