import { VIEWPORT } from './browser.mjs';
import { trackSettling } from './settle.mjs';
import { armNavigationProbe } from './probes.mjs';
import { median } from './stats.mjs';

export const START_PATH = '/docs/welcome';
// One page from each sidebar group, none visited before, so each click loads a route chunk the page lacks.
export const TARGETS = [
  '/docs/getting-started/templates',
  '/docs/features/reload-and-hmr',
  '/docs/development/manifest-json',
  '/docs/languages-and-frameworks/react',
  '/docs/integrations/tailwindcss',
  '/docs/browsers/browsers-available',
  '/docs/commands/build',
];

/**
 * From /docs/welcome, clicks each target's sidebar link in turn (Playwright moves the mouse onto it and clicks at
 * once, so Rspress's hover preload gets no head start) and times the click event to the new h1 painted.
 */
export async function measureNavigation(browser, { baseUrl }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const settled = trackSettling(page);
  await page.goto(baseUrl + START_PATH, { waitUntil: 'load' });
  await settled();
  const samples = [];
  for (const target of TARGETS) {
    const link = page.locator(`.rp-doc-layout__sidebar a[href="${target}"]`);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(armNavigationProbe, { targetPath: target, timeoutMs: 10_000 });
    await link.click();
    const probe = await page.evaluate(() => window.__benchProbe);
    samples.push(
      probe.timedOut
        ? { path: target, error: 'h1 not shown within 10 s' }
        : { path: target, heading: probe.heading, domMs: probe.shownAt - probe.clickAt, paintedMs: probe.paintedAt - probe.clickAt },
    );
  }
  await context.close();
  return { from: START_PATH, medianMs: median(samples.filter((s) => !s.error).map((s) => s.paintedMs)), samples };
}
