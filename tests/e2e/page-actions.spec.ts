import { expect, test } from '@playwright/test';
import { SITE_ORIGIN } from '../../site.constants';
import { openPage } from './helpers';

test('page actions open by keyboard and link to the Markdown twin and to ChatGPT and Claude with its URL', async ({ page, request }) => {
  await openPage(page, '/docs/commands/build');
  const summary = page.locator('summary', { hasText: 'Page actions' });
  await summary.focus();
  await page.keyboard.press('Enter');
  const view = page.getByRole('link', { name: 'View as Markdown' });
  await expect(view).toBeVisible();
  await expect(view).toHaveAttribute('href', '/docs/commands/build.md');
  const markdown = await request.get('/docs/commands/build.md');
  expect(markdown.ok()).toBe(true);
  expect(await markdown.text()).toContain('# extension build');
  for (const [name, host] of [
    ['Open in ChatGPT', 'chatgpt.com'],
    ['Open in Claude', 'claude.ai'],
  ] as const) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.host).toBe(host);
    expect(href.searchParams.get('q')).toContain(`${SITE_ORIGIN}/docs/commands/build.md`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.keyboard.press('Tab');
  await expect(view).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page actions still open and their links are there', async ({ page }) => {
    await page.goto('/docs/commands/build');
    await page.locator('summary', { hasText: 'Page actions' }).click();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open in Claude/ })).toBeVisible();
  });
});
