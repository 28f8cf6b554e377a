// The browser the end-to-end tests and the bench run, in one place so both measure the same thing.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium on machines where Playwright cannot download its own; Playwright's build elsewhere.
 * @type {string | undefined}
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * No sandbox (containers run as root), no GPU, and none of the background services that would add noise.
 * @type {string[]}
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
