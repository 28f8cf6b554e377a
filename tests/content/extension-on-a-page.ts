// A web page served from 127.0.0.1 and the production builds a test loads in Playwright's Chromium, each in its own
// browser, to see what an extension's content script does on that page: the set-up that tests of what a page says a
// content script sees share.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll } from 'vitest';
import { chromiumWithExtension } from './dev-session-in-chromium';

/** The match pattern that puts a content script on the served page. */
export const SERVED_PAGE_MATCHES = ['http://127.0.0.1/*'];

export interface ExtensionOnAPage {
  /** Opens a new Chromium with the build `dist/chromium` of `root` loaded, and a blank tab in it (go to `url()`). */
  open(root: string): Promise<Page>;
  /** The served page's URL; set before the first test. */
  url(): string;
}

/** What a content script wrote to `document.documentElement.dataset[key]` of `page`, once it has written it. */
export async function contentScriptMark(page: Page, key: string): Promise<string> {
  await page.waitForFunction((name) => document.documentElement.dataset[name], key, { timeout: 20_000 });
  return (await page.evaluate((name) => document.documentElement.dataset[name], key)) ?? '';
}

/** Registers, in the calling test file, hooks that serve a small web page and close every Chromium `open` started. */
export function extensionOnAPage(): ExtensionOnAPage {
  let server: Server | undefined;
  let url = '';
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = createServer((_, response) => response.setHeader('content-type', 'text/html').end('<p>a web page</p>'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }, 10_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    server?.close();
  });
  return {
    url: () => url,
    async open(root) {
      const context = await chromiumWithExtension(path.join(root, 'dist/chromium'));
      contexts.push(context);
      return context.newPage();
    },
  };
}
