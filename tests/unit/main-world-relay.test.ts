import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { extensionWorker } from '../content/dev-session-in-chromium';
import { extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { titledBlocksIn } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// Content Scripts' "Send what the main world reads to the background": the page's four files, built by the pinned CLI
// as printed (the content scripts' matches widened to the served page), run in Chromium on a page whose own script
// sets window.appVersion; the background stores it under the tab's address.

const section = sectionUnder(readSource('/docs/development/content-scripts'), '### Send what the main world reads to the background');
const files = Object.fromEntries(titledBlocksIn(section));
const manifest = JSON.parse(files['src/manifest.json']) as { content_scripts: Array<{ matches: string[] }> };
for (const entry of manifest.content_scripts) entry.matches = [...entry.matches, ...SERVED_PAGE_MATCHES];
const served = extensionOnAPage();
const project = buildProjectOnce(
  'main-world-relay-',
  {
    ...files,
    'src/manifest.json': JSON.stringify(manifest),
    'package.json': JSON.stringify({ name: 'main-world-relay', private: true, version: '1.0.0' }),
  },
  ['build', '--browser=chromium', '--install=false'],
);

describe('a main-world script passing page data to the background through a relay (Content Scripts page)', () => {
  it('shows the four files of a project', () => {
    expect(Object.keys(files).sort()).toEqual(['src/background.js', 'src/content/page-version.js', 'src/content/relay.js', 'src/manifest.json']);
  });

  it('stores the page global under the tab address', async () => {
    expect(project.run.code, project.run.out).toBe(0);
    const page = await served.open(project.root);
    const worker = await extensionWorker(page.context());
    // Stands in for the page's own script, which sets the global before the content scripts run.
    await page.addInitScript('window.appVersion = "2.4.1"');
    await page.goto(served.url());
    await expect.poll(() => worker.evaluate('chrome.storage.local.get(null)'), { timeout: 15_000 }).toEqual({ [served.url()]: '2.4.1' });
  }, 60_000);
});
