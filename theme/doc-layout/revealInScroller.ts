// BEHAVIOUR.md ("sidebar", "outline"): the active entry of the sidebar and of the outline is kept in view.
// Rspress's items call scroll-into-view-if-needed in an effect, and on the first render that effect runs inside
// React's hydration task, where reading the layout forces a style and layout pass of the whole page. Here the
// reading waits for the next animation frame, where the browser lays the page out anyway.
import { type RefObject, useEffect } from 'react';

/** Scrolls `scroller` so that `item` sits in its middle when it is outside the visible part; nothing when hidden. */
export function revealInScroller(item: HTMLElement, scroller: HTMLElement, behavior: ScrollBehavior = 'auto'): void {
  if (scroller.getClientRects().length === 0) return;
  const box = scroller.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return;
  scroller.scrollBy({ top: rect.top - box.top - (box.height - rect.height) / 2, behavior });
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
