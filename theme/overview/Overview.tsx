import { isEqualPath, usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as OriginalOverview } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { buildOverviewGroups, type OverviewHeader, type SidebarEntry } from './overviewGroups';

/** Wraps Rspress's Overview to group pages outside any sidebar group under 'Others', as the spec asks. */
export function Overview(props: ComponentProps<typeof OriginalOverview>) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar() as SidebarEntry[];
  const depths = props.overviewHeaders ?? [2];
  const headersOf = (link: string): OverviewHeader[] =>
    (siteData.pages.find((p) => isEqualPath(p.routePath, link))?.toc ?? [])
      .filter((header) => depths.includes(header.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
  const groups = props.groups ?? buildOverviewGroups(sidebar, page.routePath, headersOf);
  return <OriginalOverview {...props} groups={groups} />;
}
