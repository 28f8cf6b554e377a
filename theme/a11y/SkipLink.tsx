import type { MouseEvent } from 'react';
import { A11Y_LABELS } from './a11yLabels';
import { MAIN_CONTENT_ID } from './accessibleContent';

/** Moves focus, not only the view, so the next Tab continues from the main content. */
function focusMainContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  // No hash in the URL: Rspress would treat it as a heading to scroll to.
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first focusable element of every page; visible only while focused. */
export function SkipLink() {
  return (
    <a className="ext-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMainContent}>
      {A11Y_LABELS.skipLink}
    </a>
  );
}
