// BEHAVIOUR.md, Page layout (the overview page type): child pages grouped by sidebar group, the rest under 'Others'.
import { usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as OriginalOverview } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { buildOverviewGroups, type SidebarEntry } from './overviewGroups';

/**
 * BEHAVIOUR.md, Page layout: an overview lists child pages grouped by sidebar group, with the default group 'Others'. Wraps Rspress's
 * Overview, which gives each ungrouped page a group of its own. Pages are listed by title: the page list every
 * visitor downloads carries no headings (builder/plugins/leanSiteData.ts), so none are listed under them.
 */
export function Overview(props: ComponentProps<typeof OriginalOverview>) {
  const { page } = usePageData();
  const sidebar = useSidebar() as SidebarEntry[];
  const groups = props.groups ?? buildOverviewGroups(sidebar, page.routePath);
  return <OriginalOverview {...props} groups={groups} />;
}
