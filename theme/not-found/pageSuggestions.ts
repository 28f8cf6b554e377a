// BEHAVIOUR.md, Routes: the 404 page suggests up to three pages for the path that was typed, found by the site's
// own search engine in the search index, so a misspelt command name finds it. The search worker ranks them
// (theme/search/indexSearcher.ts), as it does the search panel's hits: one index, built off the main thread.
import type { PageSuggestion } from '../../common/search/searchWorkerProtocol';
import { indexSearcher } from '../search/indexSearcher';
import { queryOfPath } from './queryOfPath';

export type Suggestion = PageSuggestion;

export const MAX_SUGGESTIONS = 3;

/** Up to three pages for the path; none when the path has no words or the index cannot be loaded. */
export async function suggestPages(pathname: string): Promise<Suggestion[]> {
  const query = queryOfPath(pathname);
  if (!query) return [];
  const searcher = indexSearcher();
  await searcher.ready;
  return searcher.suggest(query, MAX_SUGGESTIONS);
}
