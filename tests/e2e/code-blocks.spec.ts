import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

// welcome.mdx shows package.json with the title "package.json" and lines 2-7 highlighted.
const block = (page: import('@playwright/test').Page) =>
  page.locator('.rp-codeblock').filter({ has: page.locator('.rp-codeblock__title', { hasText: 'package.json' }) }).first();

test('a code block shows its title and highlighted lines', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await expect(block(page)).toBeVisible();
  const highlighted = block(page).locator('.line.highlighted');
  await expect(highlighted).toHaveCount(6);
  await expect(highlighted.first()).toContainText('"scripts"');
});

test('the wrap toggle wraps long lines', async ({ page }) => {
  await openPage(page, '/docs/commands/dev');
  const code = page.locator('.rp-codeblock').first();
  const codeText = code.locator('pre code');
  const before = await codeText.evaluate((el) => getComputedStyle(el).whiteSpace);
  await code.hover();
  await code.getByRole('button', { name: 'Toggle code wrap' }).click();
  const after = await codeText.evaluate((el) => getComputedStyle(el).whiteSpace);
  expect(before).not.toBe(after);
  expect(after).toMatch(/pre-wrap|break-spaces/);
});

test('copy puts the code on the clipboard and shows a copied state for 2 seconds', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openPage(page, '/docs/welcome');
  await page.bringToFront();
  await block(page).hover();
  const copy = block(page).locator('.rp-code-copy-button');
  await expect(copy).toHaveAttribute('title', 'Copy code');
  // Time the copied state inside the page, so a busy test runner does not blur the measurement.
  await copy.evaluate((button) => {
    const times: number[] = [];
    (window as unknown as { copiedTimes: number[] }).copiedTimes = times;
    new MutationObserver(() => {
      const copied = button.classList.contains('rp-code-copy-button--copied');
      if (copied !== (times.length % 2 === 1)) times.push(performance.now());
    }).observe(button, { attributes: true, attributeFilter: ['class'] });
  });
  await copy.click();
  const times = () => page.evaluate(() => (window as unknown as { copiedTimes: number[] }).copiedTimes.length);
  await expect.poll(times, { timeout: 10_000 }).toBe(2);
  const [on, off] = await page.evaluate(() => (window as unknown as { copiedTimes: number[] }).copiedTimes);
  expect(off - on).toBeGreaterThanOrEqual(1900);
  expect(off - on).toBeLessThan(3000);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"dev": "extension dev"');
});

test('when the clipboard fails, copy falls back to a prompt', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  await openPage(page, '/docs/welcome');
  const dialogs: Array<{ type: string; message: string; value: string }> = [];
  // A prompt blocks the page until it is answered, so answer it as it opens.
  page.on('dialog', async (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
    await dialog.dismiss();
  });
  await block(page).hover();
  await block(page).locator('.rp-code-copy-button').click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0].type).toBe('prompt');
  expect(dialogs[0].message).toMatch(/^Copy to clipboard: .+, Enter$/);
  expect(dialogs[0].value).toContain('"dev": "extension dev"');
});

test('the wrap and copy buttons show their icons on hover, and the copied state shows another', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openPage(page, '/docs/welcome');
  await block(page).hover();
  const icons = block(page).locator('.rp-code-button-group__button > [aria-hidden="true"]');
  await expect(icons).toHaveCount(2);
  const drawn = () =>
    icons.evaluateAll((els) =>
      els.map((el) => {
        const css = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { size: [box.width, box.height], mask: css.maskImage, opacity: css.opacity };
      }),
    );
  for (const icon of await drawn()) {
    expect(icon.size).toEqual([20, 20]);
    expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml/);
  }
  const copyMask = (await drawn())[1].mask;
  await block(page).locator('.rp-code-copy-button').click();
  await expect.poll(async () => (await drawn())[1].mask).not.toBe(copyMask);
});

test('a diff block reads without colour: removed and added lines keep their - and +', async ({ page }) => {
  await openPage(page, '/docs/development/background');
  const diff = page.locator('.rp-codeblock.language-diff').first();
  await expect(diff).toBeVisible();
  const lines = await diff.locator('.line').allTextContents();
  expect(lines.filter((line) => line.startsWith('-'))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('+'))).toHaveLength(2);
  // Colour as well: the added and removed lines differ from the unchanged ones.
  const colours = await diff.locator('.line > span').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).color));
  expect(new Set(colours).size).toBeGreaterThanOrEqual(3);
});
