// BEHAVIOUR.md, Search: a hit chosen with Enter or a click lands on its section with focus in the content, so the
// next Tab goes on from there and no key the visitor presses next acts on the search button in the navbar.
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';

// The page a hit leads to may render a few frames after the address changes (its chunk loads).
const MAX_FRAMES = 60;

/**
 * Focuses the link of the section in the address's hash (the heading's "#" link, after it in its wrapper), or the
 * main content for a page without one, without scrolling: the router has put the heading under the navbar.
 * Returns a cancel function for an effect.
 */
export function focusChosenSection(): () => void {
  let frame = 0;
  let frames = 0;
  const attempt = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const heading = id ? document.getElementById(id) : null;
    if (id && !heading && ++frames < MAX_FRAMES) {
      frame = requestAnimationFrame(attempt);
      return;
    }
    const sectionLink = heading?.parentElement?.querySelector<HTMLElement>(':scope > .rp-header-anchor');
    (sectionLink ?? document.getElementById(MAIN_CONTENT_ID))?.focus({ preventScroll: true });
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
