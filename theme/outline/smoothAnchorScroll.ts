// Heading anchors and outline entries scroll smoothly (instantly under reduced motion) and update the hash; Rspress
// v2 lets the browser jump instantly.
import { motionScrollBehavior } from '../a11y/motion';
import { anchorOffset } from './anchorOffset';

const ANCHOR_SELECTOR = 'a.rp-header-anchor, a.rp-toc-item';

export function scrollToHeading(id: string): void {
  const target = document.getElementById(id);
  if (!target) throw new Error(`No element with id "${id}"`);
  const top = target.getBoundingClientRect().top + window.scrollY - anchorOffset();
  window.scrollTo({ top, behavior: motionScrollBehavior() });
}

export function handleAnchorClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.(ANCHOR_SELECTOR);
  const href = link?.getAttribute('href');
  if (!href?.startsWith('#')) return;
  event.preventDefault();
  try {
    const id = decodeURIComponent(href.slice(1));
    scrollToHeading(id);
    // pushState, not the router: a router navigation would re-align the page instantly.
    window.history.pushState(window.history.state, '', href);
  } catch (error) {
    console.warn(`Could not scroll to heading ${href}:`, error);
  }
}
