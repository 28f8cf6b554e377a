import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// Browser Flags says a test whose browser ignored --load-extension fails on the extension's pages with
// net::ERR_BLOCKED_BY_CLIENT, Chromium's answer for an extension address whose extension is not installed: this
// machine's Chromium, with no extension loaded, opens such an address.

const section = sectionUnder(readSource('/docs/browsers/browser-flags'), '## When Google Chrome ignores `--load-extension`');

describe('an extension page whose extension is not installed', () => {
  it('fails with the error the page names', async () => {
    expect(section).toContain('`net::ERR_BLOCKED_BY_CLIENT`');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await expect(page.goto('chrome-extension://abcdefghijklmnopabcdefghijklmnop/options.html')).rejects.toThrow(/net::ERR_BLOCKED_BY_CLIENT/);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
