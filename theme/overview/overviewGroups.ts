// Groups for an overview page: one per sidebar group, and the pages outside any group under 'Others'
// (Rspress v2 gives each ungrouped page a group of its own).
export const OTHERS_GROUP = 'Others';

export interface SidebarEntry {
  text?: string;
  link?: string;
  items?: SidebarEntry[];
}

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewGroupData {
  name: string;
  items: Array<{ text: string; link: string; headers: OverviewHeader[] }>;
}

const normalize = (link: string) => link.replace(/\/$/, '').replace(/\.html$/, '');

export function buildOverviewGroups(
  sidebar: SidebarEntry[],
  overviewPath: string,
  headersOf: (link: string) => OverviewHeader[] = () => [],
): OverviewGroupData[] {
  const base = normalize(overviewPath);
  const isChild = (link?: string): link is string =>
    typeof link === 'string' && link.startsWith(`${base}/`) && normalize(link) !== base;
  const toItem = (entry: SidebarEntry & { link: string }) => ({
    text: entry.text ?? entry.link,
    link: entry.link,
    headers: headersOf(entry.link),
  });
  const groups: OverviewGroupData[] = [];
  const others: OverviewGroupData['items'] = [];
  for (const entry of sidebar) {
    if (entry.items) {
      const items = entry.items.filter((item): item is SidebarEntry & { link: string } => isChild(item.link));
      if (items.length > 0) groups.push({ name: entry.text ?? '', items: items.map(toItem) });
    } else if (isChild(entry.link)) {
      others.push(toItem(entry as SidebarEntry & { link: string }));
    }
  }
  if (others.length > 0) groups.push({ name: OTHERS_GROUP, items: others });
  return groups;
}
