import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { chromiumWithExtension, extensionIdOf, extensionWorker } from '../content/dev-session-in-chromium';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Messaging page's "The popup can't call into the background": in a Manifest V3 extension built by the pinned
// CLI, chrome.extension.getBackgroundPage() exists in the popup, returns undefined, and a call through it throws the
// error the page quotes. The popup records both in its title, read in Chromium.

const section = sectionUnder(readSource('/docs/development/messaging'), "## The popup can't call into the background");
const project = buildProjectOnce(
  'background-page-mv3-',
  {
    'package.json': JSON.stringify({ name: 'background-page-mv3', private: true, version: '0.0.1' }),
    'manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Background page in MV3',
      version: '0.0.1',
      action: { default_popup: 'popup.html' },
      background: { service_worker: 'background.js' },
    }),
    'popup.html': '<!doctype html><html><body><script src="./popup.js"></script></body></html>\n',
    'popup.js': [
      'const page = chrome.extension.getBackgroundPage()',
      'let thrown = ""',
      'try { chrome.extension.getBackgroundPage().refresh() } catch (e) { thrown = String(e) }',
      'document.title = JSON.stringify({ kind: typeof chrome.extension.getBackgroundPage, page: String(page), thrown })',
      '',
    ].join('\n'),
    'background.js': 'self.refresh = () => {}\n',
  },
  ['build', '--browser=chromium', '--install=false'],
);

describe('chrome.extension.getBackgroundPage() in a Manifest V3 popup', () => {
  it('is a function that returns undefined, and a call through it throws the error the page quotes', async () => {
    expect(project.run.code, project.run.out).toBe(0);
    const context = await chromiumWithExtension(path.join(project.root, 'dist/chromium'));
    try {
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionIdOf(await extensionWorker(context))}/action/index.html`);
      await expect.poll(() => popup.title()).not.toBe('');
      const seen = JSON.parse(await popup.title()) as { kind: string; page: string; thrown: string };
      expect(seen.kind).toBe('function');
      expect(seen.page).toBe('undefined');
      expect(seen.thrown).toBe("TypeError: Cannot read properties of undefined (reading 'refresh')");
      expect(section).toContain(`\`${seen.thrown}\``);
      expect(section).toContain('it returns `undefined`');
    } finally {
      await context.close();
    }
  }, 60_000);
});
