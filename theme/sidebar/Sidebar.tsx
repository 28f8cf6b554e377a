// Replaces @rspress/core 2.0.22 dist/theme/components/Sidebar/index.js. Delete when, in a later Rspress, its group headers are native disclosures (or buttons with aria-expanded).
// BEHAVIOUR.md, Docs sidebar (groups collapsible, expanded at first): replaces Rspress's Sidebar, whose group
// headers were <div onClick> with no role or state. Each group is a <details>: a native disclosure that opens
// and closes with or without JavaScript, and that reports its state to assistive technology.
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper } from '@rspress/core/theme-original';
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';
import './sidebar.css';
import { useEffect, useMemo, useState } from 'react';
import { type SidebarLinkItem, SidebarLink } from './SidebarLink';

type Entry = ReturnType<typeof useSidebar>[number];
type Group = Extract<Entry, { items: unknown[] }>;

/** Whether a link is the current page's; each link is matched once per route, not once per item and ancestor. */
type IsActive = (link: string) => boolean;

const isGroup = (entry: Entry): entry is Group => 'items' in entry && Array.isArray(entry.items);
const linkOf = (entry: Entry): string | undefined => ('link' in entry && typeof entry.link === 'string' ? entry.link : undefined);

function containsLink(entry: Entry, isActive: IsActive): boolean {
  const link = linkOf(entry);
  if (link !== undefined && isActive(link)) return true;
  return isGroup(entry) && entry.items.some((child) => containsLink(child as Entry, isActive));
}

function useIsActive(): IsActive {
  const matches = useActiveMatcher();
  return useMemo(() => {
    const known = new Map<string, boolean>();
    return (link) => {
      let active = known.get(link);
      if (active === undefined) known.set(link, (active = matches(link)));
      return active;
    };
  }, [matches]);
}

function SidebarEntry({ entry, depth, isActive }: { entry: Entry; depth: number; isActive: IsActive }) {
  if ('dividerType' in entry) return <SidebarDivider depth={depth} dividerType={entry.dividerType} />;
  if ('sectionHeaderText' in entry) {
    return <SidebarSectionHeader icon={entry.icon} sectionHeaderText={entry.sectionHeaderText} tag={entry.tag} />;
  }
  if (isGroup(entry)) return <SidebarGroup group={entry} depth={depth} isActive={isActive} />;
  const link = linkOf(entry);
  if (link === undefined) return null;
  return <SidebarLink item={entry as SidebarLinkItem} depth={depth} active={isActive(link)} />;
}

function SidebarGroup({ group, depth, isActive }: { group: Group; depth: number; isActive: IsActive }) {
  const holdsActivePage = containsLink(group, isActive);
  const collapsible = group.collapsible ?? true;
  const [open, setOpen] = useState(!group.collapsed || holdsActivePage || !collapsible);
  // Arriving on a page inside a closed group opens it.
  useEffect(() => {
    if (holdsActivePage) setOpen(true);
  }, [holdsActivePage]);
  const items = (
    <div className="ext-sidebar-group__items">
      {/* A group with a page of its own lists that page first: a link cannot sit inside a <summary>. */}
      {'link' in group && group.link ? (
        <SidebarLink item={group as SidebarLinkItem} depth={depth + 1} active={isActive(group.link)} />
      ) : null}
      {group.items.map((child, index) => (
        <SidebarEntry entry={child as Entry} depth={depth + 1} isActive={isActive} key={index} />
      ))}
    </div>
  );
  const header = (
    <>
      <span className="rp-sidebar-item__left">
        <span className="rp-doc">{group.text}</span>
      </span>
      {collapsible ? (
        <span className="rp-sidebar-item__right ext-sidebar-group__arrow" aria-hidden="true">
          <SvgWrapper icon={IconArrowRight} />
        </span>
      ) : null}
    </>
  );
  const headerClass = `rp-sidebar-item rp-sidebar-group${depth > 0 ? ' rp-sidebar-item--group-item' : ''}`;
  const padding = { paddingLeft: depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)` };
  if (!collapsible) {
    return (
      <div>
        <div className={headerClass} style={padding} data-depth={depth}>
          {header}
        </div>
        {items}
      </div>
    );
  }
  return (
    <details className="ext-sidebar-group" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={headerClass} style={padding} data-depth={depth}>
        {header}
      </summary>
      {items}
    </details>
  );
}

export function SidebarList({ sidebarData }: { sidebarData: Entry[] }) {
  const isActive = useIsActive();
  return (
    <>
      {sidebarData.map((entry, index) => (
        <SidebarEntry entry={entry} depth={0} isActive={isActive} key={index} />
      ))}
    </>
  );
}

/**
 * The current section's entries, from Rspress's useSidebar. Not useSidebarDynamic, which Rspress's Sidebar reads:
 * it sets its state again in a layout effect on mount, so that the whole sidebar rendered twice in the hydration
 * commit; groups here open themselves when they hold the current page (SidebarGroup).
 */
export function Sidebar() {
  const raw = useSidebar();
  const sidebarData = useMemo(() => raw.filter(Boolean).flat() as Entry[], [raw]);
  return <SidebarList sidebarData={sidebarData} />;
}
