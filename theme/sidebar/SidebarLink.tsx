// Replaces @rspress/core 2.0.22 dist/theme/components/Sidebar/SidebarItem.js. Delete when, in a later Rspress, its
// item neither measures layout while the page hydrates nor matches the current route once per item.
// BEHAVIOUR.md ("sidebar"): the same markup and classes as Rspress's item. Rspress's item scrolls itself into view
// (scroll-into-view-if-needed) in an effect of the hydration, which forces a style and layout pass of the whole page
// inside React's longest task: 118 ms of 440 ms on the slow phone (4x CPU). Here the sidebar scrolls its active link
// into view on the next animation frame, when the browser lays the page out anyway.
import { Link, Tag, renderInlineMarkdown } from '@rspress/core/theme';
import { type RefObject, useEffect, useRef, useTransition } from 'react';

export interface SidebarLinkItem {
  link: string;
  text: string;
  tag?: string;
  context?: string;
}

/** Scrolls `item` to the middle of its scrolling sidebar when it is outside the visible part; nothing when hidden. */
export function revealInSidebar(item: HTMLElement): void {
  const sidebar = item.closest<HTMLElement>('.rp-doc-layout__sidebar');
  if (!sidebar || sidebar.getClientRects().length === 0) return;
  const box = sidebar.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return;
  sidebar.scrollTop += rect.top - box.top - (box.height - rect.height) / 2;
}

function useRevealWhenActive(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => {
      if (ref.current) revealInSidebar(ref.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, active]);
}

export function SidebarLink({ item, depth, active }: { item: SidebarLinkItem; depth: number; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [isPending, startTransition] = useTransition();
  useRevealWhenActive(ref, active);
  const classes = ['rp-sidebar-item'];
  if (active) classes.push('rp-sidebar-item--active');
  if (isPending) classes.push('rp-sidebar-item--pending');
  if (depth > 0) classes.push('rp-sidebar-item--group-item');
  return (
    <Link
      ref={ref}
      href={item.link}
      startTransition={startTransition}
      className={classes.join(' ')}
      style={{ paddingLeft: depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)` }}
      data-depth={depth}
      {...(item.context ? { 'data-context': item.context } : {})}
    >
      <div className="rp-sidebar-item__left">
        <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
      </div>
      <div className="rp-sidebar-item__right">
        <Tag tag={item.tag} />
      </div>
    </Link>
  );
}
