import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Messaging page says a web page listed in externally_connectable.matches messages the background with
// chrome.runtime.sendMessage(extensionId, message), received by onMessageExternal only, never by onMessage. A page
// served from 127.0.0.1 sends one to a production build in Chromium; the background records which listener ran.

const section = sectionUnder(readSource('/docs/development/messaging'), '## Which API to use');
let server: Server;
let root = '';

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>site</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  root = writeProject('external-messages-', {
    'package.json': JSON.stringify({ name: 'external-messages', private: true, version: '0.0.1' }),
    'manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'External messages',
      version: '0.0.1',
      permissions: ['storage'],
      externally_connectable: { matches: ['http://127.0.0.1/*'] },
      background: { service_worker: 'background.js' },
    }),
    'background.js': [
      "chrome.runtime.onMessage.addListener((message) => { chrome.storage.local.set({ onMessage: message.text }) })",
      "chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {",
      "  chrome.storage.local.set({ onMessageExternal: message.text, origin: sender.origin })",
      "  sendResponse('received')",
      '})',
      '',
    ].join('\n'),
  });
  const build = await runCli(['build', '--browser=chromium', '--install=false'], root, 120_000);
  if (build.code !== 0) throw new Error(build.out);
}, 150_000);

afterAll(() => {
  server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a message from a web page (Messaging page)', () => {
  it('reaches onMessageExternal, with the page as its sender, and never onMessage', async () => {
    expect(section).toContain('`chrome.runtime.sendMessage(extensionId, message)`');
    expect(section).toContain('arrives on `chrome.runtime.onMessageExternal` only: an `onMessage` listener never sees it');
    const context = await chromiumWithExtension(path.join(root, 'dist/chromium'));
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const id = new URL(worker.url()).host;
      const page = await context.newPage();
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await page.goto(`${origin}/`);
      // The page's own code, as a site runs it: the browser gives it chrome.runtime because the manifest lists its origin.
      const answer = await page.evaluate(`chrome.runtime.sendMessage(${JSON.stringify(id)}, { text: 'hello' })`);
      expect(answer).toBe('received');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await worker.evaluate('chrome.storage.local.get(null)')).toEqual({ onMessageExternal: 'hello', origin });
    } finally {
      await context.close();
    }
  }, 120_000);
});
