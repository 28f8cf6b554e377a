import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Storage page says code that uses chrome.storage without the storage permission stops working in the production
// build, and quotes the error. A production build of such a background is loaded in Chromium and the call is made in
// its service worker.

const section = sectionUnder(readSource('/docs/development/storage'), '## Storage areas and the permission they need');
const root = writeProject('storage-without-permission-', {
  'package.json': JSON.stringify({ name: 'storage-without-permission', private: true, version: '0.0.1' }),
  'manifest.json': JSON.stringify({ manifest_version: 3, name: 'No storage permission', version: '0.0.1', background: { service_worker: 'background.js' } }),
  'background.js': "self.readSetting = () => chrome.storage.sync.get('theme');\n",
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('chrome.storage without the storage permission, in a production build', () => {
  it('is undefined, and a call throws the error the page quotes', async () => {
    const build = await runCli(['build', '--browser=chromium', '--install=false'], root, 120_000);
    expect(build.code, build.out).toBe(0);
    const context = await chromiumWithExtension(path.join(root, 'dist/chromium'));
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      expect(await worker.evaluate('typeof chrome.storage')).toBe('undefined');
      const thrown = await worker.evaluate('(async () => { try { await self.readSetting(); return "no error"; } catch (e) { return String(e); } })()');
      expect(section).toContain(`\`${thrown}\``);
      expect(thrown).toBe("TypeError: Cannot read properties of undefined (reading 'sync')");
    } finally {
      await context.close();
    }
  }, 150_000);
});
