// Wraps @rspress/core 2.0.22 dist/theme/logic/usePrevNextPage.js (PrevNextPage imports it through the theme).
// BEHAVIOUR.md, Docs sidebar: the footer's previous and next links follow the sidebar. The first script of a page
// carries the sidebars' sections but not their entries, which load with the table of every route before the first
// client-side navigation (builder/plugins/compactRoutes.ts); until then the page the visitor arrived on names its own
// neighbours, found at build time as Rspress finds them (builder/plugins/currentRoute.ts).
import { isEqualPath, useLocation } from '@rspress/core/runtime';
import { usePrevNextPage as usePrevNextFromSidebar } from '@rspress/core/theme-original';
import { arrivedRoute } from 'virtual-routes';

export function usePrevNextPage(): ReturnType<typeof usePrevNextFromSidebar> {
  const fromSidebar = usePrevNextFromSidebar();
  const { pathname } = useLocation();
  if (!arrivedRoute || fromSidebar.prevPage || fromSidebar.nextPage) return fromSidebar;
  const [path, , , , , , prevPage, nextPage] = arrivedRoute;
  return isEqualPath(path, pathname) ? ({ prevPage, nextPage } as ReturnType<typeof usePrevNextFromSidebar>) : fromSidebar;
}
