// Loaded with the search panel (config `search.searchHooks`). It caps every answer at the spec's 7 hits and,
// when the build names an endpoint (DOCS_REMOTE_SEARCH_URL), answers from that endpoint instead of the local index.
//
// Rspress's hooks (beforeSearch/onSearch/afterSearch) cannot do this: a query typed before the local index has
// loaded is answered once the index is ready by PageSearcher.match alone, without the hooks (initSearch in
// Rspress's useSearchPanel), and that answer replaces the hooked one. Both paths go through match, so the
// cap and remote mode wrap match; the searcher instance and the panel stay Rspress's own.
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import { fetchRemoteGroups, type RemoteSearchConfig } from './remoteSearch';
import { capHits, HIT_LIMIT, remoteResultGroups, type ResultGroup } from './searchResults';

const remote: RemoteSearchConfig = {
  url: import.meta.env.DOCS_REMOTE_SEARCH_URL,
  indexes: [import.meta.env.DOCS_REMOTE_SEARCH_INDEX],
  lang: 'en',
  limit: HIT_LIMIT,
};

type Match = (this: PageSearcher, keyword: string, limit?: number) => Promise<ResultGroup[]>;

// Marks the prototype, so that evaluating this module twice (hot reload) does not wrap match twice.
const WRAPPED = Symbol.for('extension-docs.search-match');
const searcher = PageSearcher.prototype as unknown as {
  match: Match;
  init: () => Promise<void>;
  fetchSearchIndex: () => Promise<unknown[]>;
  [WRAPPED]?: true;
};

if (!searcher[WRAPPED]) {
  searcher[WRAPPED] = true;
  const localMatch = searcher.match;
  if (remote.url) {
    // Remote mode replaces the local hits, so the local index is neither downloaded nor built.
    searcher.init = async () => {};
    searcher.fetchSearchIndex = async () => [];
    searcher.match = async (keyword) =>
      capHits(remoteResultGroups(await fetchRemoteGroups(remote, keyword), remote.indexes[0]));
  } else {
    searcher.match = async function (keyword, limit) {
      return capHits(await localMatch.call(this, keyword, limit));
    };
  }
}
