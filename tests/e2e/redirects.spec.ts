import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// BEHAVIOUR.md, Redirects: an old URL lands on its page; with JavaScript the #section comes along, without it
// the page still opens. tests/unit/redirects.test.ts follows every row over the files; this follows them in a browser.
const table = JSON.parse(readFileSync('docs/redirects.json', 'utf8')) as {
  pages: Array<{ from: string; to: string }>;
};

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the URL the CLI prints for shared modules opens that section, with no console error', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/docs/features/rspack-configuration#share-a-module-between-entries');
  await page.waitForURL('**/docs/features/webpack-configuration#share-a-module-between-entries');
  await expect(page.getByRole('heading', { level: 2, name: /Share a module between entries/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a section asked of an old URL is kept, and the table row’s own section applies when none is asked', async ({ page }) => {
  await page.goto('/docs/en/commands/dev#flags');
  await page.waitForURL('**/docs/commands/dev#flags');
  await page.goto('/docs/getting-started/templates/react');
  await page.waitForURL('**/docs/getting-started/templates#starters');
});

test('a path under an old prefix with no page of its own goes on from the 404 page', async ({ page }) => {
  await page.goto('/docs/samples/some-retired-sample');
  await page.waitForURL('**/docs/getting-started/templates');
  await expect(page.locator('h1').first()).toContainText('Templates');
});

// Every row is followed over the files by the unit test; a quarter of them here, through the browser's own redirect.
test('rows of the table land on their page in the browser, with no console error', async ({ page }) => {
  const problems = watchConsole(page);
  for (const { from, to } of table.pages.filter((_, i) => i % 4 === 0)) {
    const response = await page.goto(from, { waitUntil: 'commit' });
    expect(response?.status(), from).toBe(200);
    await page.waitForURL((url) => url.pathname.replace(/\.html$/, '') === to.split('#')[0], { waitUntil: 'commit' });
  }
  expect(problems).toEqual([]);
});

// Issue 37 point 10: the official site's security checklist opens the guide that replaced it.
test('the official site\'s security checklist URL opens the security checklist guide', async ({ page }) => {
  await page.goto('/docs/workflows/security-checklist');
  await page.waitForURL('**/docs/guides/security-checklist');
  await expect(page.locator('h1').first()).toContainText('Security Checklist');
});

test('old URLs land on the page that answers them, at its section', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/docs/implementation-guide/lazy-loading');
  await page.waitForURL('**/docs/development/lazy-loading');
  await expect(page.locator('h1').first()).toContainText('Lazy Loading');
  await page.goto('/docs/implementation-guide/popup-sizing');
  await page.waitForURL('**/docs/development/popup-sizing');
  await expect(page.locator('h1').first()).toContainText('Popup Sizing');
  await page.goto('/docs/debugging/trigger-actions-and-commands');
  await page.waitForURL('**/docs/commands/open');
  await expect(page.locator('h1').first()).toContainText('extension open');
  await page.goto('/docs/publishing/firefox-credentials');
  await page.waitForURL('**/docs/guides/publishing');
  await page.goto('/docs/guides/compare');
  await page.waitForURL('**/docs/guides/migrate');
  await expect(page.locator('h1').first()).toContainText('Bring an existing extension to Extension.js');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an old URL still lands on its page', async ({ page }) => {
    await page.goto('/docs/contracts/ready-json');
    await page.waitForURL('**/docs/reference/ready-json');
    await expect(page.locator('h1').first()).toBeVisible();
  });
});
