// Replaces @rspress/core 2.0.22 dist/theme/components/Sidebar/SidebarItem.js. Delete when, in a later Rspress, its item no longer measures layout while the page hydrates.
// BEHAVIOUR.md, Docs sidebar: the classes of Rspress's item, less the empty right-hand part of a link without a tag,
// the wrapper of the title and the inline indent (set by depth in ./sidebar.css): one element and one attribute
// fewer per link, a few hundred on a docs page, and the sidebar looks the same to the pixel; plus
// aria-current="page" on the current page's link. A plain <a> with no hooks: the sidebar's HTML is kept as built in
// the browser, and one handler on the whole sidebar gives the links client-side navigation, preloading on intent and
// the current mark after a navigation (./sidebarLinks.ts), where Rspress's item was a component with its own hooks
// per link.
import { cleanUrlByConfig, isExternalUrl, withBase } from '@rspress/core/runtime';
import { Tag, renderInlineMarkdown } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/Sidebar/SidebarItem.css';

export interface SidebarLinkItem {
  link: string;
  text: string;
  tag?: string;
  context?: string;
}

export const ACTIVE_CLASS = 'rp-sidebar-item--active';
export const PENDING_CLASS = 'rp-sidebar-item--pending';

/** The href Rspress's Link writes for a sidebar link (the base, clean URLs); external links as they are. */
export const sidebarHref = (link: string) => (isExternalUrl(link) ? link : withBase(cleanUrlByConfig(link)));

export function SidebarLink({ item, depth, active }: { item: SidebarLinkItem; depth: number; active: boolean }) {
  const classes = ['rp-sidebar-item'];
  if (active) classes.push(ACTIVE_CLASS);
  if (depth > 0) classes.push('rp-sidebar-item--group-item');
  classes.push('rp-link');
  const external = isExternalUrl(item.link);
  return (
    <a
      href={sidebarHref(item.link)}
      className={classes.join(' ')}
      data-depth={depth}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.context ? { 'data-context': item.context } : {})}
    >
      <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
      {item.tag ? (
        <div className="rp-sidebar-item__right">
          <Tag tag={item.tag} />
        </div>
      ) : null}
    </a>
  );
}
