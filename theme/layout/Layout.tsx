// BEHAVIOUR.md, Page layout: the licence footer, the query switches and the page description on every page; wraps Rspress's Layout.
import { PageContext, useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { useContext, useLayoutEffect, useMemo } from 'react';
import { A11yEnhancements } from '../a11y/A11yEnhancements';
import { ChunkLoadRecovery } from '../loading/ChunkLoadRecovery';
import { ClientEffects } from '../loading/ClientEffects';
import { SiteHead } from '../head/SiteHead';
import { SiteFooter } from './SiteFooter';
import { useQuerySwitches } from '../switches/useQuerySwitches';

/**
 * Wraps Rspress's Layout. Spec: the licence footer on every page (Rspress shows it on the home page only), the
 * query switches, the page's description, and the theme's document-level parts (ready signal, head tags,
 * accessibility, chunk recovery).
 */
export function Layout() {
  const context = useContext(PageContext);
  const { page } = usePage();
  useQuerySwitches();
  const { pathname } = useLocation();
  // Rspress's App re-reads the page data once mounted, from a cache its browser entry does not fill, and the
  // new object re-rendered the whole page right after hydration. Handing it the data it already has (this layout
  // effect runs before App's) makes that a no-op. Only the first page comes from the browser entry: no deps.
  useLayoutEffect(() => {
    if (context.data) warmPageData(pathname, context.data);
  }, []);
  // The page list leaves descriptions out (builder/plugins/leanSiteData.ts): the page's own front matter has it, for the
  // meta description Rspress's Layout writes.
  const value = useMemo(() => {
    const description = page?.frontmatter?.description;
    if (!page || page.description || typeof description !== 'string') return context;
    return { ...context, data: { ...page, description } };
  }, [context, page]);
  const showFooter = page?.pageType !== 'home';
  // The Markdown twins (llms output) render this tree to Markdown: only the page content belongs there,
  // not the skip link, head tags or footer.
  if (import.meta.env.SSG_MD) return <OriginalLayout />;
  return (
    <PageContext.Provider value={value}>
      <ClientEffects />
      <SiteHead />
      <A11yEnhancements />
      <ChunkLoadRecovery />
      <OriginalLayout bottom={showFooter ? <SiteFooter /> : undefined} />
    </PageContext.Provider>
  );
}
