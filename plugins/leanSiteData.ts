import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { encodePage, pageTexts } from '../search/indexFile';
import { buildWordTable } from '../search/wordCodes';
import { searchablePage, withoutLinkLists } from './searchContent';

/** Rspress leaves these pages out of the search index files. */
const isIndexed = (page: PageIndexInfo) => page.frontmatter?.pageType !== 'home' && page.frontmatter?.search !== false;

/**
 * Slims the two copies of the site's page list that visitors download:
 * - the search index (fetched when search opens) holds the whole prose of every page (code blocks are left out by
 *   the config) in the site's own format (search/indexFile.ts), without the MDX component markup that
 *   Rspress leaves in the text, the lists that only link to other pages, and the fields search does not read;
 * - the page data (inside the main script on every page) keeps what the shell needs of every page (title, path,
 *   last-updated time, source path) and drops what the page's own module carries (front matter, description,
 *   headings; layout/Layout.tsx takes the description from the front matter) and the feed list of the RSS plugin,
 *   whose head component this site does not use.
 */
export function pluginLeanSiteData(): RspressPlugin {
  return {
    name: 'lean-site-data',
    modifySearchIndexData(pages) {
      const indexed = pages.filter(isIndexed);
      const searchable = withoutLinkLists(indexed.map(searchablePage));
      const table = buildWordTable(searchable.flatMap(pageTexts));
      // Rspress writes one index file per version and language, in page order: the first page of each carries the
      // word table (the first page of a language is also the first of its version, so this covers both groupings).
      const groups = new Set<string>();
      indexed.forEach((page, at) => {
        const group = `${page.version}###${page.lang}`;
        const stored = encodePage(searchable[at], table, !groups.has(group));
        groups.add(group);
        // Rspress writes each page with JSON.stringify after copying its fields: an own, enumerable toJSON is copied
        // along and decides what the index file holds. extendPageData removes it before the page data is written.
        Object.defineProperty(page, 'toJSON', { value: () => stored, enumerable: true, configurable: true });
      });
      for (const page of pages) {
        // Rspress still groups pages by front matter after this hook, and other plugins read it later (the RSS
        // feeds do): it stays on the object and only leaves the JSON of the page data.
        if (page.frontmatter) Object.defineProperty(page.frontmatter, 'toJSON', { value: () => undefined, enumerable: false });
      }
    },
    extendPageData(pageData) {
      // Runs after the index is written.
      const lean = pageData as typeof pageData & { toJSON?: unknown; feeds?: unknown };
      delete lean.toJSON;
      delete lean.feeds;
      // Kept for what reads it at build time (llms.txt), out of the JSON the browser gets.
      Object.defineProperty(pageData, 'description', { value: pageData.description, enumerable: false });
      pageData.toc = [];
    },
  };
}
