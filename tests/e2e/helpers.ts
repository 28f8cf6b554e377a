import type { Locator, Page } from '@playwright/test';

/** A heading's text. Its "#" section link is beside it, not in it (BEHAVIOUR.md, Page layout), so this is all of it. */
export function headingText(heading: Locator): Promise<string> {
  return heading.evaluate((el) => (el.textContent ?? '').trim());
}

/** The app's main script: until it runs, the page is painted but not ready. */
export const APP_SCRIPT = /\/static\/js\/index\.[^/]+\.js$/;

/** Holds every request matching `pattern` from now on until the returned function is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Goes to a path and waits until React has hydrated the page, so clicks and keys reach their handlers. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Reloads the page and waits for hydration again: a click that lands before it does nothing. */
export async function reloadPage(page: Page) {
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Shows another route through the app's router, as a visitor's click would, without a page load or a hydration.
 * Done when the address and the document title have changed (the title renders with the new page) and the
 * accessibility layer has run.
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ([to, title]) => location.pathname === to && document.title !== title,
    [path, before] as const,
    { timeout: 20_000 },
  );
  await settle(page);
}

/** Two animation frames: the accessibility layer re-applies in the task right after the frame that follows a DOM change. */
export function settle(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Jumps every running CSS transition to its end, so computed styles are the final ones after a viewport or
 * system-theme change: a flipped media query animates colours (Rspress's own theme switch does not), and the end
 * of each transition is exactly the style a fresh load at that width and theme shows.
 */
export function finishTransitions(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/** Collects console messages and uncaught errors of a page; `clear` starts over, for a page reused across cases. */
export function watchConsole(page: Page) {
  const messages: Array<{ type: string; text: string }> = [];
  const errors: string[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    messages,
    errors,
    of: (type: string) => messages.filter((m) => m.type === type).map((m) => m.text),
    hydrationWarnings: () => messages.map((m) => m.text).filter((t) => /hydrat|did not match|server rendered/i.test(t)),
    clear: () => {
      messages.length = 0;
      errors.length = 0;
    },
  };
}

/**
 * Splits a list into `count` runs of nearly equal length, in order. A sweep over many routes runs as a few tests
 * of one page each: a fresh browser context per route cost more than the check itself (cold cache, new renderer),
 * and a few parts still let both workers share the sweep.
 */
export function inParts<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, part) => items.slice(part * size, (part + 1) * size)).filter((p) => p.length);
}

/** A test title's suffix for one part of a sweep: which part, and its first and last item. */
export function partLabel(part: readonly string[], index: number, count: number): string {
  return `part ${index + 1} of ${count}: ${part[0]} … ${part[part.length - 1]}`;
}
