import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// The axe-core build that @axe-core/playwright injects, resolved through it so both run the same version.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe in the page with the WCAG 2.x A/AA and best-practice rules and returns one line per violation.
 * Unlike AxeBuilder, which evaluates the whole axe source twice on every scan, this injects axe once per
 * document: a sweep that shows routes through the app's router scans one document many times. The site has
 * no frames, so running in the top document alone misses nothing.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(
    async ({ tags, selector }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }).axe;
      const context = selector ? { include: [selector] } : document;
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
    },
    { tags: AXE_TAGS, selector: include },
  );
  return violations.map((violation) => {
    const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
    return `${violation.id} [${violation.impact}] (${violation.nodes.length}) ${violation.help} at ${where}`;
  });
}

/**
 * Makes the page's context serve every HTML document as a browser without JavaScript reads it: no <script>
 * element, and <noscript> contents as markup. axe cannot run in a `javaScriptEnabled: false` context (its run is
 * asynchronous, and neither timers nor promise jobs advance there), so the no-JavaScript scans load this DOM
 * with scripts on: only axe runs in it.
 */
export async function serveWithoutScripts(page: Page): Promise<void> {
  // Only documents go through the handler: a pattern that also caught each stylesheet, picture and font cost a
  // round trip through the test process per request.
  const isDocumentUrl = (url: URL) => !/\.[a-z0-9]+$/i.test(url.pathname.replace(/\.html$/, ''));
  await page.context().route(isDocumentUrl, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<\/?noscript>/gi, '');
    await route.fulfill({ response, body: html });
  });
}
