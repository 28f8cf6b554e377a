import path from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension } from '../content/dev-session-in-chromium';
import { buildProjectOnce } from '../content/built-project';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The end-to-end tests guide says page.evaluate() runs in the web page, where Chromium has no chrome.runtime (and
// quotes the TypeError that reading its id throws), while worker.evaluate() in the service worker reaches the
// extension's APIs: its own id and, with the storage permission, its storage. A production build of the pinned CLI
// is loaded in Playwright's Chromium, as the guide loads it, and each call is made.

const GUIDE = '/docs/guides/end-to-end-tests';
const section = () => sectionUnder(readSource(GUIDE), '## Call extension APIs from a test');

const project = buildProjectOnce('e2e-apis-', {
  'package.json': JSON.stringify({ name: 'e2e-apis', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'E2E APIs', version: '0.0.1', permissions: ['storage'], background: { service_worker: 'background.js' } }),
  'src/background.js': "chrome.runtime.onInstalled.addListener(() => console.log('installed'));\n",
}, ['build', '--browser=chromium', '--install=false', '--silent']);

let context: BrowserContext | undefined;
let worker: Worker | undefined;

// After the build (hooks run in order); the browser closes before the project is removed (after-hooks run in reverse).
beforeAll(async () => {
  context = await chromiumWithExtension(path.join(project.root, 'dist/chromium'));
  [worker] = context.serviceWorkers();
  worker ??= await context.waitForEvent('serviceworker', { timeout: 30_000 });
}, 40_000);

afterAll(() => context?.close());

describe("extension APIs from a test, in Playwright's Chromium", () => {
  it('are missing in a web page: reading chrome.runtime.id throws the TypeError the guide quotes', async () => {
    expect(project.run.code, project.run.out).toBe(0);
    const quoted = "TypeError: Cannot read properties of undefined (reading 'id')";
    expect(section()).toContain(`\`${quoted}\``);
    const page = await (context as BrowserContext).newPage();
    await page.goto('data:text/html,<p>a web page</p>');
    expect(await page.evaluate(() => typeof (globalThis as { chrome?: { runtime?: unknown } }).chrome?.runtime)).toBe('undefined');
    const error = await page.evaluate(() => (globalThis as unknown as { chrome: { runtime: { id: string } } }).chrome.runtime.id).catch((e: Error) => e);
    expect(String((error as Error).message)).toContain(quoted.replace(/^TypeError: /, ''));
  });

  it("answer in the service worker: worker.evaluate() gets the id the guide's fixture reads from the worker's URL", async () => {
    expect(section()).toContain('expect(await worker.evaluate(() => chrome.runtime.id)).toBe(extensionId);');
    const id = await (worker as Worker).evaluate(() => (globalThis as unknown as { chrome: { runtime: { id: string } } }).chrome.runtime.id);
    expect(id).toMatch(/^[a-p]{32}$/);
    expect((worker as Worker).url().split('/')[2]).toBe(id);
  });

  it('read the storage there too, with the storage permission', async () => {
    expect(section()).toContain('`await worker.evaluate(() => chrome.storage.local.get())` returns what the extension has stored');
    type Chrome = { chrome: { storage: { local: { get(): Promise<object>; set(items: object): Promise<void> } } } };
    const read = () => (worker as Worker).evaluate(() => (globalThis as unknown as Chrome).chrome.storage.local.get());
    expect(await read()).toEqual({});
    await (worker as Worker).evaluate(() => (globalThis as unknown as Chrome).chrome.storage.local.set({ theme: 'dark' }));
    expect(await read()).toEqual({ theme: 'dark' });
  });
});
