import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Node.js APIs page's "HTTP requests from the background service worker": the worker has no XMLHttpRequest; axios,
// built by the pinned CLI, fetches through its fetch adapter there; limited to its xhr and http adapters it fails with
// the message the page quotes. axios is the copy the pinned CLI installs (tools/cli-runtime), linked into the project.
// The worker records each outcome in chrome.storage.local, read in Chromium.

const section = sectionUnder(readSource('/docs/languages-and-frameworks/node'), '### HTTP requests from the background service worker');
const RUNTIME_MODULES = path.resolve(import.meta.dirname, '../../tools/cli-runtime/node_modules');
const axiosVersion: string = JSON.parse(readFileSync(path.join(RUNTIME_MODULES, 'axios/package.json'), 'utf8')).version;

let server: Server;
let root = '';
let recorded: Record<string, string> = {};

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"answer":42}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data.json`;
  root = writeProject('background-http-', {
    'package.json': JSON.stringify({ name: 'background-http', private: true, version: '0.0.1', dependencies: { axios: axiosVersion } }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Background HTTP',
      version: '0.0.1',
      permissions: ['storage'],
      host_permissions: ['http://127.0.0.1/*'],
      background: { service_worker: 'background.js' },
    }),
    'src/background.js': [
      "import axios from 'axios'",
      'const note = (key, value) => chrome.storage.local.set({ [key]: value })',
      "note('xhr', typeof XMLHttpRequest)",
      `axios.get('${url}').then((r) => note('plain', 'ok ' + JSON.stringify(r.data)), (e) => note('plain', 'failed ' + String(e)))`,
      `axios.get('${url}', { adapter: ['xhr', 'http'] }).then(() => note('limited', 'ok'), (e) => note('limited', String(e)))`,
      '',
    ].join('\n'),
  });
  symlinkSync(RUNTIME_MODULES, path.join(root, 'node_modules'), 'dir');
  const run = await runCli(['build', '--browser=chromium', '--install=false'], root, 120_000);
  if (run.code !== 0) throw new Error(run.out);
  const context = await chromiumWithExtension(path.join(root, 'dist/chromium'));
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const end = Date.now() + 15_000;
    while (!['xhr', 'plain', 'limited'].every((key) => key in recorded) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recorded = (await worker.evaluate('chrome.storage.local.get(null)')) as Record<string, string>;
    }
  } finally {
    await context.close();
  }
}, 180_000);

afterAll(() => {
  server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('HTTP requests from the background service worker (Node.js APIs page)', () => {
  it('the worker has no XMLHttpRequest', () => {
    expect(section).toContain('no `XMLHttpRequest`');
    expect(recorded.xhr).toBe('undefined');
  });

  it('a plain axios.get() of the version the page names returns its data', () => {
    expect(section).toContain(`axios ${axiosVersion} returns its data`);
    expect(recorded.plain).toBe('ok {"answer":42}');
  });

  it('limited to xhr and http, it fails with the message the page quotes', () => {
    const quoted = section.match(/```text\n([\s\S]*?)\n```/)?.[1];
    expect(quoted).toBeDefined();
    expect(recorded.limited).toBe(quoted);
  });
});
