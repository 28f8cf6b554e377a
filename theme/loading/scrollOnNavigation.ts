// Replaces @rspress/core 2.0.22 dist/theme/logic/useScrollReset.js, and useScrollAfterNav.js beside it. Delete when, in a later Rspress, hydration no longer counts as a navigation.
// Replaces Rspress's useScrollReset and useScrollAfterNav (@rspress/core 2.0.22, dist/theme/logic/), which the Layout
// and DocContent import from the theme. Both run when the app hydrates as if it were a navigation, so a reader
// who scrolled while the page was loading on a slow phone was thrown back to the top (or to the URL's heading).
// The page load itself leaves the scroll position to the browser; each later in-app navigation still starts at
// the top, or at its #heading. Delete when Rspress skips the hydration run itself.
import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * React Router gives the document's first entry the key "default" and every navigation a new key: the first is the
 * page load (where the browser has placed the reader), and a return to it with Back is restored by the browser.
 */
const isPageLoad = (key: string) => key === 'default';

function scrollToHash(): void {
  const hash = decodeURIComponent(window.location.hash);
  if (hash.length === 0) return;
  const target = document.getElementById(hash.slice(1));
  // scroll-padding-top (index.css) keeps the heading clear of the fixed navbar.
  if (target) target.scrollIntoView({ block: 'start' });
}

export function useScrollReset(): void {
  const { pathname, key } = useLocation();
  useLayoutEffect(() => {
    if (isPageLoad(key)) return;
    if (decodeURIComponent(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}

export function useScrollAfterNav(): void {
  const location = useLocation();
  useLayoutEffect(() => {
    if (isPageLoad(location.key)) return;
    scrollToHash();
  }, [location]);
}
