import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension } from '../content/dev-session-in-chromium';
import { runCli, titledBlocksIn, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// Content Scripts' "Send what the main world reads to the background": the page's four files, built by the pinned CLI
// as printed (the content scripts' matches widened to the local test page), run in Chromium on a page that sets
// window.appVersion; the background stores it under the tab's address.

const section = sectionUnder(readSource('/docs/development/content-scripts'), '### Send what the main world reads to the background');
const files = Object.fromEntries(titledBlocksIn(section));
let server: Server;
let root = '';

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>app</title><script>window.appVersion = "2.4.1"</script><p>app</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const manifest = JSON.parse(files['src/manifest.json']) as { content_scripts: Array<{ matches: string[] }> };
  for (const entry of manifest.content_scripts) entry.matches = [...entry.matches, 'http://127.0.0.1/*'];
  root = writeProject('main-world-relay-', {
    ...files,
    'src/manifest.json': JSON.stringify(manifest),
    'package.json': JSON.stringify({ name: 'main-world-relay', private: true, version: '1.0.0' }),
  });
  const build = await runCli(['build', '--browser=chromium', '--install=false'], root, 120_000);
  if (build.code !== 0) throw new Error(build.out);
}, 150_000);

afterAll(() => {
  server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a main-world script passing page data to the background through a relay (Content Scripts page)', () => {
  it('shows the four files of a project', () => {
    expect(Object.keys(files).sort()).toEqual(['src/background.js', 'src/content/page-version.js', 'src/content/relay.js', 'src/manifest.json']);
  });

  it('stores the page global under the tab address', async () => {
    const context = await chromiumWithExtension(path.join(root, 'dist/chromium'));
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const page = await context.newPage();
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      await page.goto(url);
      await expect.poll(() => worker.evaluate('chrome.storage.local.get(null)'), { timeout: 15_000 }).toEqual({ [url]: '2.4.1' });
    } finally {
      await context.close();
    }
  }, 120_000);
});
