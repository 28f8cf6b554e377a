// Loaded with the search panel (config `search.searchHooks`): the one adapter between Rspress's search panel and
// the site's own matching. It caps every answer at BEHAVIOUR.md's 7 hits and answers from one of two places:
// - the local index, matched by search/localSearch.ts (several words, word splitting, typos, synonyms,
//   field weights), which Rspress's FlexSearch setup cannot be configured to do;
// - an endpoint, when the build names one (DOCS_REMOTE_SEARCH_URL).
//
// Rspress's hooks (beforeSearch/onSearch/afterSearch) cannot do this: a query typed before the local index has
// loaded is answered once the index is ready by PageSearcher.match alone, without the hooks (initSearch in
// Rspress's useSearchPanel), and that answer replaces the hooked one; and onSearch can only add groups next to
// FlexSearch's, not replace them. Both paths go through init and match, so those two are replaced; the
// searcher's index download (fetchSearchIndex) and the panel stay Rspress's own. tests/unit/search-adapter.test.ts
// fails when an Rspress upgrade changes any of this.
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import { SITE_TITLE } from '../../site.constants';
import { buildLocalIndex, buildLocalIndexInSlices, type LocalIndex } from '../../search/localIndex';
import { searchLocalIndex } from '../../search/localSearch';
import { fetchRemoteGroups, type RemoteSearchConfig } from './remoteSearch';
import { searchIndexFiles } from './searchIndexFiles';
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

/** The index each searcher built (Rspress makes a new searcher when the language or version changes). */
const localIndexes = new WeakMap<PageSearcher, LocalIndex>();

// Indexing the rest of the text takes the main thread in slices of about 20 ms (80 on a slow phone): done while a
// visitor types a first query, it delayed those keystrokes and the first hits by a fifth of a second. So it starts
// once the first answer is on screen, or after a while with no query.
const REST_AFTER_FIRST_ANSWER_MS = 300;
const REST_WITHOUT_QUERY_MS = 2000;
let firstAnswered: () => void = () => {};
const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The index of the first file (titles, headings, first paragraphs), ready for the first hits; the rest file
 * follows and the searcher then answers from the whole text. Both downloads may have started already, on the
 * first intent to search (searchIndexFiles.ts).
 */
async function loadLocalIndex(searcher: PageSearcher): Promise<LocalIndex> {
  const files = searchIndexFiles();
  const file = await files.index;
  void Promise.all([files.rest, Promise.race([firstAnswer.then(() => wait(REST_AFTER_FIRST_ANSWER_MS)), wait(REST_WITHOUT_QUERY_MS)])]).then(
    async ([rest]) => {
      if (rest !== undefined) localIndexes.set(searcher, await buildLocalIndexInSlices(file, rest));
    },
  );
  return buildLocalIndex(file);
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
      if (!localIndexes.has(this)) localIndexes.set(this, await loadLocalIndex(this));
    };
    searcher.match = async function (keyword) {
      const index = localIndexes.get(this);
      let result: unknown[] = [];
      try {
        if (index) result = searchLocalIndex(index, keyword);
      } catch (error) {
        console.error('Search failed for this query.', error);
      }
      if (index) firstAnswered();
      return capHits([{ group: SITE_TITLE, renderType: 'default', result }]);
    };
  }
}
