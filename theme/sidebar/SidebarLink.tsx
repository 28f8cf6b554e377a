// Replaces @rspress/core 2.0.22 dist/theme/components/Sidebar/SidebarItem.js. Delete when, in a later Rspress, its item no longer measures layout while the page hydrates.
// BEHAVIOUR.md, Docs sidebar: the same markup and classes as Rspress's item, less the empty right-hand part of a link
// without a tag (94 nodes fewer on a docs page; the sidebar looks the same to the pixel). Rspress's item scrolls
// itself into view during the hydration, which forced a style and layout pass of the whole page inside React's
// longest task: 118 ms of 440 ms on the slow phone (4x CPU). The active link is revealed on the next frame instead
// (theme/doc-layout/revealInScroller.ts).
import { Link, Tag, renderInlineMarkdown } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/Sidebar/SidebarItem.css';
import { useRef, useTransition } from 'react';
import { useRevealWhenActive } from '../doc-layout/revealInScroller';

export interface SidebarLinkItem {
  link: string;
  text: string;
  tag?: string;
  context?: string;
}

export function SidebarLink({ item, depth, active }: { item: SidebarLinkItem; depth: number; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [isPending, startTransition] = useTransition();
  useRevealWhenActive(ref, active, '.rp-doc-layout__sidebar');
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
      {item.tag ? (
        <div className="rp-sidebar-item__right">
          <Tag tag={item.tag} />
        </div>
      ) : null}
    </Link>
  );
}
