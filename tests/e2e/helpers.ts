import type { Locator } from '@playwright/test';

/** A heading's own text, without the "#" anchor link Rspress adds to it. */
export function headingText(heading: Locator): Promise<string> {
  return heading.evaluate((el) =>
    [...el.childNodes]
      .filter((node) => !(node instanceof Element && node.classList.contains('rp-header-anchor')))
      .map((node) => node.textContent ?? '')
      .join('')
      .trim(),
  );
}

/** Goes to a path and waits until React has hydrated the page, so clicks and keys reach their handlers. */
export async function openPage(page: import('@playwright/test').Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Collects console messages and uncaught errors of a page. */
export function watchConsole(page: import('@playwright/test').Page) {
  const messages: Array<{ type: string; text: string }> = [];
  const errors: string[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    messages,
    errors,
    of: (type: string) => messages.filter((m) => m.type === type).map((m) => m.text),
    hydrationWarnings: () => messages.map((m) => m.text).filter((t) => /hydrat|did not match|server rendered/i.test(t)),
  };
}
