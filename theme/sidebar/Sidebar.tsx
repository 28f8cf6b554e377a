// Replaces @rspress/core 2.0.22 dist/theme/components/Sidebar/index.js. Delete when, in a later Rspress, its group headers are native disclosures (or buttons with aria-expanded) and its links are not hydrated one by one.
// BEHAVIOUR.md, Docs sidebar (groups collapsible, expanded at first): replaces Rspress's Sidebar, whose group
// headers were <div onClick> with no role or state. Each group is a <details>: a native disclosure that opens
// and closes with or without JavaScript, and that reports its state to assistive technology.
// The sidebar is the same for every page of a section, so the browser keeps the HTML the build wrote instead of
// hydrating it link by link (theme/sidebar/README.md has the measurements): see SectionSidebar.
import { isActive, matchSidebar, useLocaleSiteData, useLocation } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper } from '@rspress/core/theme-original';
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';
import './sidebar.css';
import { memo, useMemo, useRef, useState } from 'react';
import { GROUP_ATTRIBUTE, GROUP_STATE_SCRIPT, type GroupState, readGroupState } from './groupState';
import { type SidebarLinkItem, SidebarLink } from './SidebarLink';
import { useSidebarLinks } from './sidebarLinks';

type Sidebars = NonNullable<ReturnType<typeof useLocaleSiteData>['sidebar']>;
type Entry = Sidebars[string][number];
type Group = Extract<Entry, { items: unknown[] }>;

/** What the entries are drawn for: the current page, and the saved open state of the groups (none on the server). */
interface DrawContext {
  activePath: string;
  saved: GroupState;
}

const isGroup = (entry: Entry): entry is Group => 'items' in entry && Array.isArray(entry.items);
const linkOf = (entry: Entry): string | undefined => ('link' in entry && typeof entry.link === 'string' ? entry.link : undefined);

function containsLink(entry: Entry, activePath: string): boolean {
  const link = linkOf(entry);
  if (link !== undefined && isActive(link, activePath)) return true;
  return isGroup(entry) && entry.items.some((child) => containsLink(child as Entry, activePath));
}

function SidebarEntry({ entry, depth, path, context }: { entry: Entry; depth: number; path: string; context: DrawContext }) {
  if ('dividerType' in entry) return <SidebarDivider depth={depth} dividerType={entry.dividerType} />;
  if ('sectionHeaderText' in entry) {
    return <SidebarSectionHeader icon={entry.icon} sectionHeaderText={entry.sectionHeaderText} tag={entry.tag} />;
  }
  if (isGroup(entry)) return <SidebarGroup group={entry} depth={depth} path={path} context={context} />;
  const link = linkOf(entry);
  if (link === undefined) return null;
  return <SidebarLink item={entry as SidebarLinkItem} depth={depth} active={isActive(link, context.activePath)} />;
}

function SidebarGroup({ group, depth, path, context }: { group: Group; depth: number; path: string; context: DrawContext }) {
  const name = path ? `${path} / ${group.text}` : group.text;
  const holdsActivePage = containsLink(group, context.activePath);
  const collapsible = group.collapsible ?? true;
  const saved = context.saved[name];
  const open = holdsActivePage || !collapsible || (typeof saved === 'boolean' ? saved : !group.collapsed);
  const items = (
    <div className="ext-sidebar-group__items">
      {/* A group with a page of its own lists that page first: a link cannot sit inside a <summary>. */}
      {'link' in group && group.link ? (
        <SidebarLink item={group as SidebarLinkItem} depth={depth + 1} active={isActive(group.link, context.activePath)} />
      ) : null}
      {group.items.map((child, index) => (
        <SidebarEntry entry={child as Entry} depth={depth + 1} path={name} context={context} key={index} />
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
  if (!collapsible) {
    return (
      <div>
        <div className={headerClass} data-depth={depth}>
          {header}
        </div>
        {items}
      </div>
    );
  }
  // Uncontrolled: the browser owns the open state after the first render (the reader's toggles, sidebarLinks.ts).
  return (
    <details className="ext-sidebar-group" open={open} {...{ [GROUP_ATTRIBUTE]: name }}>
      <summary className={headerClass} data-depth={depth}>
        {header}
      </summary>
      {items}
    </details>
  );
}

/** The entries of one section as plain markup, drawn for one page. */
export function SidebarList({ sidebarData, activePath, saved = {} }: { sidebarData: Entry[]; activePath: string; saved?: GroupState }) {
  const context = { activePath, saved };
  return (
    <>
      {sidebarData.map((entry, index) => (
        <SidebarEntry entry={entry} depth={0} path="" context={context} key={index} />
      ))}
    </>
  );
}

/** The sidebar key (a path prefix of themeConfig.sidebar) that holds `pathname`, the longest first, as Rspress picks it. */
export function sectionOf(sidebars: Sidebars, pathname: string): string | undefined {
  return Object.keys(sidebars)
    .sort((a, b) => b.length - a.length)
    .find((key) => matchSidebar(key, pathname));
}

const SIDEBAR_CLASS = 'ext-sidebar';
/** Never changes, so React never writes it: the kept HTML is left alone on every later render too. */
const KEEP_BUILT_HTML = { __html: '' };
let builtSidebarClaimed = false;

/** Whether the HTML the build wrote for this section's sidebar is in the page, and not yet taken over. */
function builtSidebarOf(section: string): boolean {
  if (typeof document === 'undefined' || builtSidebarClaimed) return false;
  const element = document.querySelector(`.${SIDEBAR_CLASS}`);
  return element?.getAttribute('data-section') === section;
}

/**
 * One section's sidebar. On the server, and in the browser when the section changes after a client-side navigation
 * (docs and blog), it renders the entries; on the page the visitor arrived on, hydration keeps the built HTML: an
 * element whose children React does not hydrate (dangerouslySetInnerHTML with a constant empty value, a mismatch
 * React leaves as it is). Either way the markup is drawn once per section; sidebarLinks.ts does what the links
 * and groups need afterwards.
 */
const SectionSidebar = memo(function SectionSidebar({ section, entries }: { section: string; entries: Entry[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [kept] = useState(() => builtSidebarOf(section));
  const [drawnFor] = useState(() => ({ activePath: decodeURIComponent(pathname), saved: kept ? {} : readGroupState() }));
  useSidebarLinks(ref, { savesToggles: !kept, onMount: () => (builtSidebarClaimed = true) });
  if (kept) {
    return <div ref={ref} className={SIDEBAR_CLASS} data-section={section} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_BUILT_HTML} />;
  }
  return (
    <div ref={ref} className={SIDEBAR_CLASS} data-section={section}>
      <SidebarList sidebarData={entries} activePath={drawnFor.activePath} saved={drawnFor.saved} />
      {/* Only in the built HTML: the parser runs it; React would insert it without running it. */}
      {import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: GROUP_STATE_SCRIPT }} /> : null}
    </div>
  );
});

/**
 * The current section's sidebar, from the locale's sidebar data. Not Rspress's useSidebarDynamic: it sets its state
 * again in a layout effect on mount, so that the whole sidebar rendered twice in the hydration commit.
 */
export function Sidebar() {
  const { sidebar = {} } = useLocaleSiteData();
  const { pathname } = useLocation();
  const section = sectionOf(sidebar, decodeURIComponent(pathname));
  const entries = useMemo(() => (section === undefined ? [] : (sidebar[section].filter(Boolean).flat() as Entry[])), [sidebar, section]);
  if (section === undefined) return null;
  return <SectionSidebar key={section} section={section} entries={entries} />;
}
