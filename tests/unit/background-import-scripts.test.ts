import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// Background's "importScripts exists only in a worker": a service worker that calls importScripts is built for Chrome
// and Firefox by the pinned CLI. Both keep the call and copy the file; the Firefox build lists the worker under
// background.scripts, a page, and a page in Chromium has no importScripts (the global belongs to workers).

const PAGE = '/docs/development/background';

const project = buildProjectOnce('background-import-scripts-', {
  'package.json': JSON.stringify({ name: 'background-import-scripts', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({
    manifest_version: 3,
    name: 'importScripts',
    version: '0.0.1',
    background: { service_worker: 'background.js' },
    browser_specific_settings: { gecko: { id: 'import-scripts@example.com', data_collection_permissions: { required: ['none'] } } },
  }),
  'src/background.js': "importScripts('lib/vendor.js');\nconsole.log(self.vendorReady);\n",
  'src/lib/vendor.js': 'self.vendorReady = true;\n',
}, ['build', '--browser=chrome,firefox', '--install=false', '--no-addon-lint']);

const output = (browser: string, file: string) => path.join(project.root, 'dist', browser, file);

describe('importScripts in a background service worker, built by the pinned CLI', () => {
  it('is kept, with its file copied next to the worker, in the Chrome and the Firefox build', () => {
    expect(readSource(PAGE)).toContain("Extension.js copies that file, uncompiled, next to the worker as `background/lib/vendor.js`");
    expect(project.run.code, project.run.out).toBe(0);
    for (const browser of ['chrome', 'firefox']) {
      expect(readFileSync(output(browser, 'background/service_worker.js'), 'utf8'), browser).toMatch(/importScripts\(["']lib\/vendor\.js["']\)/);
      expect(existsSync(output(browser, 'background/lib/vendor.js')), browser).toBe(true);
    }
  });

  it('runs as a page script in the Firefox build, where importScripts does not exist', async () => {
    expect(readSource(PAGE)).toContain('the Firefox and Safari builds run the same file as a background script of a page (`background.scripts`');
    const manifest = (browser: string) => JSON.parse(readFileSync(output(browser, 'manifest.json'), 'utf8')).background;
    expect(manifest('chrome')).toEqual({ service_worker: 'background/service_worker.js' });
    expect(manifest('firefox')).toEqual({ scripts: ['background/service_worker.js'] });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.setContent('<p>a page</p>');
      expect(await page.evaluate(() => typeof (globalThis as { importScripts?: unknown }).importScripts)).toBe('undefined');
      expect(await page.evaluate(() => { try { (0, eval)('importScripts("x.js")'); return 'no error'; } catch (error) { return String(error); } })).toBe('ReferenceError: importScripts is not defined');
    } finally {
      await browser.close();
    }
  });
});
