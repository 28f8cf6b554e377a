import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { chromiumWithExtension, extensionWorker } from '../content/dev-session-in-chromium';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Storage page says code that uses chrome.storage without the storage permission stops working in the production
// build, and quotes the error. A production build of such a background is loaded in Chromium and the call is made in
// its service worker.

const section = sectionUnder(readSource('/docs/development/storage'), '## Storage areas and the permission they need');
const project = buildProjectOnce(
  'storage-without-permission-',
  {
    'package.json': JSON.stringify({ name: 'storage-without-permission', private: true, version: '0.0.1' }),
    'manifest.json': JSON.stringify({ manifest_version: 3, name: 'No storage permission', version: '0.0.1', background: { service_worker: 'background.js' } }),
    'background.js': "self.readSetting = () => chrome.storage.sync.get('theme');\n",
  },
  ['build', '--browser=chromium', '--install=false'],
);

describe('chrome.storage without the storage permission, in a production build', () => {
  it('is undefined, and a call throws the error the page quotes', async () => {
    expect(project.run.code, project.run.out).toBe(0);
    const context = await chromiumWithExtension(path.join(project.root, 'dist/chromium'));
    try {
      const worker = await extensionWorker(context);
      expect(await worker.evaluate('typeof chrome.storage')).toBe('undefined');
      const thrown = await worker.evaluate('(async () => { try { await self.readSetting(); return "no error"; } catch (e) { return String(e); } })()');
      expect(section).toContain(`\`${thrown}\``);
      expect(thrown).toBe("TypeError: Cannot read properties of undefined (reading 'sync')");
    } finally {
      await context.close();
    }
  }, 60_000);
});
