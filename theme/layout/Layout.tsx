import { PageContext, useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { useContext, useLayoutEffect, useMemo } from 'react';
import { A11yEnhancements } from '../a11y/A11yEnhancements';
import { ChunkLoadRecovery } from '../loading/ChunkLoadRecovery';
import { ClientEffects } from '../loading/ClientEffects';
import { SiteHead } from '../head/SiteHead';
import { SiteFooter } from './SiteFooter';
import { useHiddenParts } from '../switches/useHiddenParts';

/**
 * Wraps Rspress's Layout: the query switches hide parts by overriding the page's front matter (all built-in
 * parts read their flags from it), and the licence footer shows on every page, not only on the home page.
 */
export function Layout() {
  const context = useContext(PageContext);
  const { page } = usePage();
  const hidden = useHiddenParts();
  const { pathname } = useLocation();
  // Rspress's App re-reads the page data once mounted, from a cache its browser entry does not fill, and the
  // new object re-rendered the whole page right after hydration. Handing it the data it already has (this layout
  // effect runs before App's) makes that a no-op. Only the first page comes from the browser entry: no deps.
  useLayoutEffect(() => {
    if (context.data) warmPageData(pathname, context.data);
  }, []);
  const value = useMemo(() => {
    if (!page || Object.keys(hidden).length === 0) return context;
    return { ...context, data: { ...page, frontmatter: { ...page.frontmatter, ...hidden } } };
  }, [context, page, hidden]);
  const showFooter = page?.pageType !== 'home' && hidden.footer !== false;
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
