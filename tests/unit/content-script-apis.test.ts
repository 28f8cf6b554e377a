import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { contentScriptMark, extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { titledBlocksIn } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Messaging page says which extension APIs a content script sees in Chromium, that chrome.tabs is undefined there
// even with the tabs permission (quoting the TypeError), and shows a background and a content script that get the
// tab's id by message. Two production builds of the pinned CLI are loaded in Playwright's Chromium: one whose content
// script records what it sees, and one made of the page's two files as they are.

const PAGE = '/docs/development/messaging';
const HEADING = "## A content script can't call `chrome.tabs`";
const section = () => sectionUnder(readSource(PAGE), HEADING);
const block = (title: string) => titledBlocksIn(section()).find(([name]) => name === title)?.[1] ?? '';

const manifest = (permissions: string[]) =>
  JSON.stringify({
    manifest_version: 3,
    name: 'Content script APIs',
    version: '0.0.1',
    permissions,
    background: { service_worker: 'background.js' },
    content_scripts: [{ matches: SERVED_PAGE_MATCHES, js: ['content/scripts.js'] }],
  });
const build = ['build', '--browser=chromium', '--install=false', '--silent'];

const probe = buildProjectOnce('content-script-apis-', {
  'package.json': JSON.stringify({ name: 'content-script-apis', private: true, version: '0.0.1' }),
  'src/manifest.json': manifest(['tabs', 'storage']),
  'src/background.js': 'chrome.runtime.onInstalled.addListener(() => {});\n',
  'src/content/scripts.js': [
    'const seen = { chrome: Object.keys(chrome), runtime: Object.keys(chrome.runtime) };',
    "try { chrome.tabs.onUpdated.addListener(() => {}); seen.error = 'none'; } catch (error) { seen.error = String(error); }",
    'document.documentElement.dataset.seen = JSON.stringify(seen);',
    '',
  ].join('\n'),
}, build);

const example = buildProjectOnce('content-script-tab-', {
  'package.json': JSON.stringify({ name: 'content-script-tab', private: true, version: '0.0.1' }),
  'src/manifest.json': manifest([]),
  'src/background.js': block('src/background.js'),
  'src/content/scripts.js': block('src/content/scripts.js'),
}, build);

const browsers = extensionOnAPage();

describe('a content script in Chromium', () => {
  it('sees the APIs the page lists, and no chrome.tabs even with the permission', async () => {
    const text = section();
    expect(probe.run.code, probe.run.out).toBe(0);
    const page = await browsers.open(probe.root);
    await page.goto(browsers.url());
    const seen = JSON.parse(await contentScriptMark(page, 'seen')) as { chrome: string[]; runtime: string[]; error: string };

    const quoted = "TypeError: Cannot read properties of undefined (reading 'onUpdated')";
    expect(text).toContain(`\`${quoted}\``);
    expect(seen.error).toBe(quoted);
    expect(seen.chrome).not.toContain('tabs');
    const listed = (sentence: RegExp) => [...(text.match(sentence)?.[1] ?? '').matchAll(/`(?:chrome\.)?(\w+)`/g)].map((m) => m[1]);
    const namespaces = listed(/In Chromium it sees (.*?)\. Everything else/);
    expect(namespaces).toEqual(['runtime', 'id', 'getURL', 'getManifest', 'sendMessage', 'connect', 'onMessage', 'onConnect', 'storage', 'i18n', 'dom', 'extension']);
    for (const name of ['runtime', 'storage', 'i18n', 'dom', 'extension']) expect(seen.chrome).toContain(name);
    for (const name of ['id', 'getURL', 'getManifest', 'sendMessage', 'connect', 'onMessage', 'onConnect']) expect(seen.runtime).toContain(name);
  });

  it("gets its tab's id from the background with the page's two files", async () => {
    expect(block('src/background.js')).toContain('sender.tab.id');
    expect(example.run.code, example.run.out).toBe(0);
    const page = await browsers.open(example.root);
    const logged = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('This content script runs in tab'), timeout: 20_000 });
    await page.goto(browsers.url());
    expect((await logged).text()).toMatch(/^This content script runs in tab \d+$/);
  });
});
