// BEHAVIOUR.md, Page layout: the custom and blank pages (the cheat sheet, the pocket card) have a <main> the skip
// link reaches, like every other layout. Rspress renders their content with no landmark around it, so the page
// wraps its own content in this.
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="ext-page-main">
      {children}
    </main>
  );
}
