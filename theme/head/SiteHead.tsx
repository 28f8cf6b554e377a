// BEHAVIOUR.md, Site: canonical URL, sharing cards, feeds and the Markdown twin on every page.
import { routePathToMdPath, useHead, usePage, useSite, withBase, withSiteOrigin } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { buildSiteHeadTags } from './siteHeadTags';

const absolute = (path: string) => withSiteOrigin(withBase(path));

/**
 * Sharing and discovery tags for every page: canonical URL, Open Graph and Twitter cards, theme colours, the blog
 * feeds and the page's Markdown twin. useHead renders them into the static HTML and updates them on navigation.
 */
export function SiteHead() {
  const { page } = usePage();
  const { site } = useSite();
  const tags = useMemo(
    () =>
      buildSiteHeadTags(page ?? {}, {
        title: site.title,
        description: site.description,
        absolute,
        markdownPath: routePathToMdPath,
      }),
    [page, site.title, site.description],
  );
  useHead(tags);
  return null;
}
