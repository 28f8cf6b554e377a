import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { encodePage, encodeRestFile, pageTexts, type RestFile, splitPages } from '../../common/search/indexFile';
import { buildWordTable } from '../../common/search/wordCodes';
import { rsbuildCompactRoutes } from './compactRoutes';
import { currentRouteHead, markOverviewPage, recordLocaleLangs, rsbuildCurrentRoute } from './currentRoute';
import { rsbuildEmptyPageList } from './emptyPageList';
import { hidePageFields } from './pageFieldsInModule';
import { rsbuildRouteLookup } from './routeLookup';
import { rsbuildSidebarWithoutFileKeys } from './sidebarWithoutFileKeys';
import { linksToOtherPages, searchablePage, withoutLinkLists } from './searchContent';
import { questionsWithReaders, readReadersQueries } from './readersQueries';
import { questionsRoute, readSearchQuestions } from './searchQuestions';

/** The page's MDX source, for what its code blocks give the index (builder/plugins/searchCode.ts); none for a generated page. */
function sourceOf(page: PageIndexInfo): string | undefined {
  try {
    return page._filepath ? readFileSync(page._filepath, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/** The page's front matter description, when it has one. */
const descriptionOf = (page: PageIndexInfo) => (typeof page.frontmatter?.description === 'string' ? page.frontmatter.description : undefined);

/** Rspress leaves these pages out of the search index files. */
const isIndexed = (page: PageIndexInfo) => page.frontmatter?.pageType !== 'home' && page.frontmatter?.search !== false;

/**
 * Slims the two copies of the site's page list that visitors download:
 * - the search index (fetched when search opens) holds the whole prose of every page (code blocks are left out by
 *   the config) in the site's own format (common/search/indexFile.ts), without the MDX component markup that
 *   Rspress leaves in the text, the lists that only link to other pages, and the fields search does not read;
 *   Rspress's index file holds each body's first line, a rest file emitted beside it the other lines;
 * - the page data (inside the main script on every page) keeps what the shell needs of every page (title, path,
 *   last-updated time, source path) and drops what the page's own module carries (front matter, description,
 *   headings; layout/Layout.tsx takes the description from the front matter) and the feed list of the RSS plugin,
 *   whose head component this site does not use.
 */
/** What the emitting step uses of Rsbuild's processAssets context. */
interface AssetsContext {
  compilation: { emitAsset(name: string, source: unknown): void };
  compiler: { webpack: { sources: { RawSource: new (source: string) => unknown } } };
}

export function pluginLeanSiteData(): RspressPlugin {
  /** The rest files of this build (file name under static/ and its JSON), emitted with Rspress's index files. */
  let restFiles = new Map<string, string>();
  /** The docs root, where the readers' questions are (builder/plugins/searchQuestions.ts). */
  let docsRoot = 'docs';
  return {
    name: 'lean-site-data',
    builderConfig: {
      plugins: [
        // What every page's first script holds about the other pages: the route table (the current page's route,
        // the others loaded when first needed), the page list, the sidebar.
        rsbuildCompactRoutes,
        rsbuildCurrentRoute,
        rsbuildRouteLookup,
        rsbuildEmptyPageList,
        rsbuildSidebarWithoutFileKeys,
        {
          name: 'emit-search-rest',
          setup(api) {
            api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, compiler }: AssetsContext) => {
              for (const [name, json] of restFiles) compilation.emitAsset(`static/${name}`, new compiler.webpack.sources.RawSource(json));
            });
          },
        },
      ],
    },
    config(config) {
      // Each page tells its first script its own route (builder/plugins/currentRoute.ts).
      recordLocaleLangs((config.locales ?? config.themeConfig?.locales ?? []).map((locale) => locale.lang));
      docsRoot = config.root ?? docsRoot;
      return { ...config, head: [...(config.head ?? []), currentRouteHead] };
    },
    modifySearchIndexData(pages) {
      const indexed = pages.filter(isIndexed);
      const withSources = indexed.map((page) => ({ page, source: sourceOf(page) }));
      const linkTexts = new Map(withSources.map(({ page, source }) => [page.routePath, linksToOtherPages(source ?? '', page.routePath)]));
      const routes = new Set(indexed.map((page) => questionsRoute(page.routePath)));
      const questions = questionsWithReaders(readSearchQuestions(routes, docsRoot), readReadersQueries(routes, docsRoot));
      const searchable = withoutLinkLists(
        withSources.map(({ page, source }) =>
          searchablePage({ ...page, source, description: descriptionOf(page), questions: questions.get(questionsRoute(page.routePath)) }),
        ),
        linkTexts,
      );
      const table = buildWordTable(searchable.flatMap(pageTexts));
      const { head, rest, code, descriptions, questions: questionLists } = splitPages(searchable);
      // Rspress writes one index file per version and language, in page order: the first page of each carries the
      // word table (the first page of a language is also the first of its version, so this covers both groupings),
      // with the name of that group's rest file.
      const groupOf = (page: PageIndexInfo) => `${page.version}###${page.lang}`;
      restFiles = new Map();
      const restUrls = new Map<string, string>();
      for (const group of new Set(indexed.map(groupOf))) {
        const pagesOfGroup: RestFile['pages'] = rest.filter((_, at) => groupOf(indexed[at]) === group);
        const routesOfGroup = new Set(pagesOfGroup.map(([routePath]) => routePath));
        const inGroup = <T extends [string, ...unknown[]]>(list: T[]) => list.filter(([routePath]) => routesOfGroup.has(routePath));
        const json = JSON.stringify(encodeRestFile(pagesOfGroup, table, inGroup(code), inGroup(descriptions), inGroup(questionLists)));
        const [version, lang] = group.split('###');
        const name = `search_rest${version ? `.${version.replace('.', '_')}` : ''}${lang ? `.${lang}` : ''}.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
        restFiles.set(name, json);
        restUrls.set(group, `/static/${name}`);
      }
      const groups = new Set<string>();
      indexed.forEach((page, at) => {
        const group = groupOf(page);
        const first = !groups.has(group);
        const stored = encodePage(head[at], first ? { ...table, rest: restUrls.get(group) } : table, first);
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
      if (pageData.frontmatter?.overview === true) markOverviewPage(pageData.routePath);
      // Runs after the index is written.
      const lean = pageData as typeof pageData & { toJSON?: unknown; feeds?: unknown };
      delete lean.toJSON;
      delete lean.feeds;
      // Kept for what reads it at build time (llms.txt), out of the JSON the browser gets.
      Object.defineProperty(pageData, 'description', { value: pageData.description, enumerable: false });
      pageData.toc = [];
      hidePageFields(pageData);
    },
  };
}
