import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { extensionIdOf, extensionWorker } from '../content/dev-session-in-chromium';
import { extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Messaging page says a web page listed in externally_connectable.matches messages the background with
// chrome.runtime.sendMessage(extensionId, message), received by onMessageExternal only, never by onMessage. The
// served page sends one to a production build in Chromium; the background records which listener ran.

const section = sectionUnder(readSource('/docs/development/messaging'), '## Which API to use');
const served = extensionOnAPage();
const project = buildProjectOnce(
  'external-messages-',
  {
    'package.json': JSON.stringify({ name: 'external-messages', private: true, version: '0.0.1' }),
    'manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'External messages',
      version: '0.0.1',
      permissions: ['storage'],
      externally_connectable: { matches: SERVED_PAGE_MATCHES },
      background: { service_worker: 'background.js' },
    }),
    'background.js': [
      'chrome.runtime.onMessage.addListener((message) => { chrome.storage.local.set({ onMessage: message.text }) })',
      'chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {',
      '  chrome.storage.local.set({ onMessageExternal: message.text, origin: sender.origin })',
      "  sendResponse('received')",
      '})',
      '',
    ].join('\n'),
  },
  ['build', '--browser=chromium', '--install=false'],
);

describe('a message from a web page (Messaging page)', () => {
  it('reaches onMessageExternal, with the page as its sender, and never onMessage', async () => {
    expect(project.run.code, project.run.out).toBe(0);
    expect(section).toContain('`chrome.runtime.sendMessage(extensionId, message)`');
    expect(section).toContain('arrives on `chrome.runtime.onMessageExternal` only: an `onMessage` listener never sees it');
    const page = await served.open(project.root);
    const worker = await extensionWorker(page.context());
    await page.goto(served.url());
    // The page's own code, as a site runs it: the browser gives it chrome.runtime because the manifest lists its origin.
    expect(await page.evaluate(`chrome.runtime.sendMessage(${JSON.stringify(extensionIdOf(worker))}, { text: 'hello' })`)).toBe('received');
    await expect
      .poll(() => worker.evaluate('chrome.storage.local.get(null)'))
      .toEqual({ onMessageExternal: 'hello', origin: new URL(served.url()).origin });
    expect(await worker.evaluate('chrome.storage.local.get("onMessage")')).toEqual({});
  }, 60_000);
});
