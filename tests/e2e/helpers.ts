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
