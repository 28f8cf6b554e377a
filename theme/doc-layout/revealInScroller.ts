// BEHAVIOUR.md, Page layout: the active entry of the sidebar and of the outline is kept in view.
// Rspress's items call scroll-into-view-if-needed in an effect, and on the first render that effect runs inside
// React's hydration task, where reading the layout forces a style and layout pass of the whole page. Here the
// reading waits for the next animation frame, where the browser lays the page out anyway.
import { type RefObject, useEffect } from 'react';
import { motionScrollBehavior } from '../a11y/motion';

/**
 * Whether `item` is rendered. A closed phone drawer is `visibility: hidden` and `content-visibility: hidden`:
 * measuring inside it would make the browser lay out the whole drawer (105 ms on the slow phone) for nothing.
 * The open drawer shows its active link anyway: opening it focuses that link.
 */
function isRendered(item: HTMLElement): boolean {
  if (typeof item.checkVisibility === 'function') return item.checkVisibility({ visibilityProperty: true });
  return item.getClientRects().length > 0;
}

/** Scrolls `scroller` so that `item` sits in its middle when it is outside the visible part; nothing when hidden. */
export function revealInScroller(item: HTMLElement, scroller: HTMLElement, behavior: ScrollBehavior = 'auto'): void {
  if (!isRendered(item)) return;
  const box = scroller.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return;
  const top = rect.top - box.top - (box.height - rect.height) / 2;
  scroller.scrollBy({ top, behavior: behavior === 'smooth' ? motionScrollBehavior() : behavior });
}

/** While `active`, keeps the element in `ref` in view inside its closest ancestor matching `scrollerSelector`. */
export function useRevealWhenActive(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  scrollerSelector: string,
  behavior: ScrollBehavior = 'auto',
): void {
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => {
      const scroller = ref.current?.closest<HTMLElement>(scrollerSelector);
      if (ref.current && scroller) revealInScroller(ref.current, scroller, behavior);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, active, scrollerSelector, behavior]);
}
