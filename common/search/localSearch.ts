// The site's local search: a query in, at most HIT_LIMIT hits out, one per page, best first.
import type { LocalIndex } from './localIndex';
import { queryTerms } from './queryTerms';
import { rankPages } from './rankPages';
import { pageHit, type SearchHit } from './searchHits';
import { HIT_LIMIT } from './hitLimit';
import { SYNONYMS, type SynonymTable } from './synonyms';

export function searchLocalIndex(index: LocalIndex, query: string, synonyms: SynonymTable = SYNONYMS): SearchHit[] {
  const terms = queryTerms(query, synonyms);
  if (terms.length === 0) return [];
  return rankPages(terms, index)
    .slice(0, HIT_LIMIT)
    .map((ranked) => pageHit(ranked, query));
}
