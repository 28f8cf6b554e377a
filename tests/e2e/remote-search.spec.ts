import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer } from '../../builder/serve-static.mjs';
import { REMOTE_SEARCH_INDEX } from '../../site.constants';
import { openPage, watchConsole } from './helpers';

// A second build of the site with remote search switched on by config (DOCS_REMOTE_SEARCH_URL), served on a
// port of its own. Serial: the tests share that build, which runs once, in one worker.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ENDPOINT = '/api/search';
// Remote mode loads no local index, so answers come quickly; the margin is for a busy machine.
const SEARCH_WAIT = { timeout: 15_000 };
let server: Server | undefined;
let origin = '';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  // Under this run's own results folder (one per port), so parallel runs never share a build.
  const outDir = path.join(testInfo.project.outputDir, 'remote-search-site');
  try {
    await promisify(execFile)('npx', ['rspress', 'build'], {
      // No persistent cache: its key ignores `define`, so a cached module could keep local mode.
      env: { ...process.env, DOC_BUILD_DIR: outDir, DOCS_REMOTE_SEARCH_URL: ENDPOINT, RSPRESS_PERSISTENT_CACHE: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The remote-mode build failed:\n${`${stdout}\n${stderr}`.trim().slice(-4000)}`);
  }
  const started = await startStaticServer({ root: outDir, port: 0 });
  server = started;
  const address = started.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => {
  server?.close();
});

const hit = (title: string) => ({
  type: 'title',
  title,
  header: title,
  link: '/docs/features/special-folders',
  query: 'folders',
  highlightInfoList: [{ start: title.toLowerCase().indexOf('folders'), length: 7 }],
});

async function searchFor(page: Page, query: string) {
  await openPage(page, `${origin}/docs/welcome`);
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').fill(query);
}

test('the search box asks the remote endpoint and shows its hits', async ({ page }) => {
  const requests: URL[] = [];
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && /search_index/.test(r.url())) indexRequests.push(r.url());
  });
  await page.route(`**${ENDPOINT}?**`, (route) => {
    requests.push(new URL(route.request().url()));
    return route.fulfill({ json: [{ index: REMOTE_SEARCH_INDEX, hits: [hit('Special Folders')] }] });
  });
  await searchFor(page, 'folders');
  // The local index matches "folders" in many places; only the endpoint's one hit may show.
  await expect(page.locator('.rp-suggest-item')).toHaveCount(1, SEARCH_WAIT);
  await expect(page.locator('.rp-suggest-item__mark')).toHaveText('Folders');
  await expect(page.locator('.rp-suggest-item a')).toHaveAttribute('href', '/docs/features/special-folders');
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(request.origin + request.pathname).toBe(origin + ENDPOINT);
    expect(Object.fromEntries(request.searchParams)).toEqual({
      keyword: 'folders',
      limit: '7',
      searchIndexes: REMOTE_SEARCH_INDEX,
      lang: 'en',
    });
  }
  // Remote mode has no use for the local index.
  expect(indexRequests).toEqual([]);
});

test('a remote answer with more than 7 hits shows 7', async ({ page }) => {
  const hits = Array.from({ length: 12 }, (_, i) => hit(`Folders ${i + 1}`));
  await page.route(`**${ENDPOINT}?**`, (route) => route.fulfill({ json: [{ index: REMOTE_SEARCH_INDEX, hits }] }));
  await searchFor(page, 'folders');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(SEARCH_WAIT);
  await expect(page.locator('.rp-search-panel__search-icon--loading')).toHaveCount(0);
  await expect(page.locator('.rp-suggest-item')).toHaveCount(7);
});

test('a failing endpoint logs the error and shows no results', async ({ page }) => {
  const log = watchConsole(page);
  await page.route(`**${ENDPOINT}?**`, (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
  await searchFor(page, 'folders');
  await expect(page.locator('.rp-no-search-result')).toContainText('No results for', SEARCH_WAIT);
  await expect(page.locator('.rp-suggest-item')).toHaveCount(0);
  expect(log.of('error').some((t) => t.includes('Remote search failed'))).toBe(true);
  expect(log.errors).toEqual([]);
});
