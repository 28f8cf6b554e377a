import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { contentScriptMark, extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { readSource } from '../content/source-pages';

// Web-Accessible Resources says a file a content script imports is its full extension URL, which the web page may
// load, not a path on the page's own site. A content script importing an image larger than the 2 KB inlining limit
// is built for production by the pinned CLI and run in Playwright's Chromium; the page then fetches that URL itself.

const PAGE = '/docs/development/web-accessible-resources';

const project = buildProjectOnce('content-asset-url-', {
  'package.json': JSON.stringify({ name: 'content-asset-url', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({
    manifest_version: 3,
    name: 'Content asset URL',
    version: '0.0.1',
    content_scripts: [{ matches: SERVED_PAGE_MATCHES, js: ['content.js'] }],
  }),
  'src/content.js': "import logoUrl from './logo.png';\ndocument.documentElement.dataset.logoUrl = logoUrl;\n",
}, ['build', '--browser=chromium', '--install=false', '--silent'], (root) => writeFileSync(path.join(root, 'src/logo.png'), randomBytes(4096)));

const browsers = extensionOnAPage();

describe('an image a content script imports, in Chromium', () => {
  it("is a chrome-extension:// URL under assets/ that the web page itself can load", async () => {
    expect(readSource(PAGE)).toContain('The value you import is the full URL of the file in your extension, such as `chrome-extension://<id>/assets/logo.<hash>.png`');
    expect(project.run.code, project.run.out).toBe(0);
    const page = await browsers.open(project.root);
    await page.goto(browsers.url());
    const url = await contentScriptMark(page, 'logoUrl');
    expect(url).toMatch(/^chrome-extension:\/\/[a-p]{32}\/assets\/logo\.[0-9a-f]+\.png$/);
    // The page's own script, not the content script, asks for the file: what a web page may load.
    expect(await page.evaluate(async (src) => (await fetch(src)).status, url)).toBe(200);
  });
});
