import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { chromiumWithExtension, extensionIdOf, extensionWorker } from '../content/dev-session-in-chromium';
import { readSource } from '../content/source-pages';

// The HTML page says a page opened by its project file name is not found once built (ERR_FILE_NOT_FOUND), while its
// output name from the page's table opens. A production build of a popup named popup.html is loaded in Chromium and
// both addresses are opened.

const PAGE = '/docs/development/html';
const project = buildProjectOnce(
  'html-output-names-',
  {
    'package.json': JSON.stringify({ name: 'html-output-names', private: true, version: '1.0.0' }),
    'manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'HTML output names',
      version: '1.0.0',
      action: { default_popup: 'popup.html' },
      background: { service_worker: 'background.js' },
    }),
    'popup.html': '<!doctype html><html><body><h1 id="title">Popup</h1><script src="./popup.js"></script></body></html>\n',
    'popup.js': "document.getElementById('title').dataset.ran = 'yes';\n",
    'background.js': 'chrome.runtime.onInstalled.addListener(() => {});\n',
  },
  ['build', '--browser=chrome', '--silent'],
);
let context: BrowserContext | undefined;
let extensionId = '';

beforeAll(async () => {
  expect(project.run.code, project.run.out).toBe(0);
  context = await chromiumWithExtension(path.join(project.root, 'dist/chrome'));
  extensionId = extensionIdOf(await extensionWorker(context));
}, 60_000);

afterAll(() => context?.close());

describe('a built page opened by its project file name and by its output name', () => {
  it('is not found by the project name, with the error the page names', async () => {
    expect(readSource(PAGE)).toContain("`chrome.runtime.getURL('popup.html')`");
    expect(readSource(PAGE)).toContain('`ERR_FILE_NOT_FOUND`');
    const page = await context!.newPage();
    await expect(page.goto(`chrome-extension://${extensionId}/popup.html`)).rejects.toThrow(/net::ERR_FILE_NOT_FOUND/);
  });

  it('opens by the output name the page gives, with its script run', async () => {
    expect(readSource(PAGE)).toContain("`chrome.runtime.getURL('action/index.html')`");
    const page = await context!.newPage();
    await page.goto(`chrome-extension://${extensionId}/action/index.html`);
    await expect.poll(() => page.locator('#title').getAttribute('data-ran')).toBe('yes');
  });
});
