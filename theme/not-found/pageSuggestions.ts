// BEHAVIOUR.md, Routes: the 404 page suggests up to three pages for the path that was typed, found by the site's
// own search engine in the search index (the 404 page loads it at once), so a misspelt command name finds it.
import { parseIndexFile } from '../../search/indexFile';
import { buildLocalIndex } from '../../search/localIndex';
import { queryTerms } from '../../search/queryTerms';
import { rankPages } from '../../search/rankPages';
import { SYNONYMS } from '../../search/synonyms';
import { indexDownload } from '../search/indexDownload';
import { queryOfPath } from './queryOfPath';

export interface Suggestion {
  title: string;
  link: string;
}

export const MAX_SUGGESTIONS = 3;

/** Up to three pages for the path; none when the path has no words or the index cannot be loaded. */
export async function suggestPages(pathname: string): Promise<Suggestion[]> {
  const query = queryOfPath(pathname);
  if (!query) return [];
  const index = buildLocalIndex(parseIndexFile(await indexDownload()));
  return rankPages(queryTerms(query, SYNONYMS), index)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page }) => ({ title: page.title.text, link: page.routePath }));
}
