import type { RspressPlugin } from '@rspress/core';
import { transformSections, withoutComponentLines } from './searchContent';

export interface LeanSiteDataOptions {
  /** The heading depths overview pages list under each page; the other headings leave the page data. */
  overviewDepths: number[];
}

/**
 * Slims the two copies of the site's page list that visitors download:
 * - the search index (fetched when search opens) keeps the whole prose of every page (code blocks are left
 *   out by the config), without the MDX component markup that Rspress leaves in the text, and without the
 *   fields search does not read;
 * - the page data (inside the main script on every page) drops what the page's own module already carries
 *   (front matter, deep headings and their text offsets).
 */
export function pluginLeanSiteData({ overviewDepths }: LeanSiteDataOptions): RspressPlugin {
  return {
    name: 'lean-site-data',
    modifySearchIndexData(pages) {
      for (const page of pages) {
        const lean = transformSections(page, withoutComponentLines);
        page.content = lean.content;
        page.toc = lean.toc;
        // Search reads titles, headings and text only. Fields whose names start with "_" stay out of the index;
        // extendPageData puts the description back for the page data, where it becomes the meta description.
        const withHidden = page as typeof page & { _description?: string };
        withHidden._description = page.description;
        delete page.description;
        // Rspress still groups pages by front matter after this hook, and other plugins read it later (the RSS
        // feeds do): it stays on the object and only leaves the JSON of both the index and the page data.
        if (page.frontmatter) Object.defineProperty(page.frontmatter, 'toJSON', { value: () => undefined, enumerable: false });
      }
    },
    extendPageData(pageData) {
      // Runs after the index is written. The page's own module supplies its full outline; the page list keeps
      // the headings that overviews show.
      const withHidden = pageData as typeof pageData & { _description?: string };
      if (withHidden._description !== undefined) pageData.description = withHidden._description;
      delete withHidden._description;
      pageData.toc = pageData.toc
        .filter((entry) => overviewDepths.includes(entry.depth))
        .map(({ id, text, depth }) => ({ id, text, depth }) as (typeof pageData.toc)[number]);
    },
  };
}
