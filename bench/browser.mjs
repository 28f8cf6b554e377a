import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// The same browser and flags as playwright.config.ts, so the bench measures what the e2e tests see.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The desktop viewport of playwright.config.ts. */
export const VIEWPORT = { width: 1440, height: 900 };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
