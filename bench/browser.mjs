import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

// The same browser and flags as playwright.config.ts, so the bench measures what the e2e tests see.
export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** The desktop viewport of playwright.config.ts. */
export const VIEWPORT = { width: 1440, height: 900 };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
