// Loaded with the search panel (config `search.searchHooks`): the one adapter between Rspress's search panel and
// the site's own matching. It caps every answer at 7 hits (BEHAVIOUR.md, Constants) and answers from one of two places:
// - the local index, matched by common/search/localSearch.ts (several words, word splitting, typos, synonyms,
//   field weights), which Rspress's FlexSearch setup cannot be configured to do;
// - an endpoint, when the build names one (DOCS_REMOTE_SEARCH_URL).
//
// Rspress's hooks (beforeSearch/onSearch/afterSearch) cannot do this: a query typed before the local index has
// loaded is answered once the index is ready by PageSearcher.match alone, without the hooks (initSearch in
// Rspress's useSearchPanel), and that answer replaces the hooked one; and onSearch can only add groups next to
// FlexSearch's, not replace them. Both paths go through init and match, so those two are replaced (Rspress's own
// index download, fetchSearchIndex, is then never called: indexDownload.ts fetches the file); the panel stays
// Rspress's own. tests/unit/search-adapter.test.ts fails when an Rspress upgrade changes any of this.
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import { SITE_TITLE } from '../../site.constants';
import { indexSearcher } from './indexSearcher';
import { fetchRemoteGroups, type RemoteSearchConfig } from './remoteSearch';
import { capHits, HIT_LIMIT, remoteResultGroups, type ResultGroup } from './searchResults';

const remote: RemoteSearchConfig = {
  url: import.meta.env.DOCS_REMOTE_SEARCH_URL,
  indexes: [import.meta.env.DOCS_REMOTE_SEARCH_INDEX],
  lang: 'en',
  limit: HIT_LIMIT,
};

type Match = (this: PageSearcher, keyword: string, limit?: number) => Promise<ResultGroup[]>;
type Init = (this: PageSearcher) => Promise<void>;

// Marks the prototype, so that evaluating this module twice (hot reload) does not wrap match twice.
const WRAPPED = Symbol.for('extension-docs.search-match');
const searcher = PageSearcher.prototype as unknown as {
  match: Match;
  init: Init;
  fetchSearchIndex: (this: PageSearcher) => Promise<unknown[]>;
  [WRAPPED]?: true;
};

/** The searchers whose index is ready (Rspress makes a new searcher when the language or version changes). */
const readySearchers = new WeakSet<PageSearcher>();

/**
 * Waits for the index of the first file (titles, headings, first lines), ready for the first hits; then the worker
 * fetches and indexes the rest of the text, off the main thread, and answers from the whole text once it has. The
 * download and the worker may have started already, on the first intent to search (SearchPanel.tsx).
 */
async function loadLocalIndex(): Promise<void> {
  const index = indexSearcher();
  await index.ready;
  index.loadRest();
}

if (!searcher[WRAPPED]) {
  searcher[WRAPPED] = true;
  if (remote.url) {
    // Remote mode replaces the local hits, so the local index is neither downloaded nor built.
    searcher.init = async () => {};
    searcher.fetchSearchIndex = async () => [];
    searcher.match = async (keyword) =>
      capHits(remoteResultGroups(await fetchRemoteGroups(remote, keyword), remote.indexes[0]));
  } else {
    searcher.init = async function () {
      await loadLocalIndex();
      readySearchers.add(this);
    };
    searcher.match = async function (keyword) {
      // Before init has finished, Rspress answers again once it has (see above): nothing to show yet. The worker's
      // answer never rejects: a query that fails there is logged by indexSearcher.ts and answered with no hits.
      const result = readySearchers.has(this) ? await indexSearcher().match(keyword) : [];
      return capHits([{ group: SITE_TITLE, renderType: 'default', result }]);
    };
  }
}
