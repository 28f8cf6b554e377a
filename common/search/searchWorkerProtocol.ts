// The messages between the search panel (theme/search/indexSearcher.ts) and the search worker (searchWorker.ts).
import type { SearchHit } from './searchHits';

export type SearchRequest =
  /** The index file (titles, headings, first lines) as downloaded: build the index the first hits come from. */
  | { kind: 'head'; text: string }
  /** Fetch the rest file and rebuild with the whole text, answering from the current index meanwhile. */
  | { kind: 'rest' }
  | { kind: 'match'; id: number; keyword: string }
  /** The 404 page: the best pages for the words of a mistyped path, at most `limit`. */
  | { kind: 'suggest'; id: number; query: string; limit: number };

export type SearchReply =
  | { kind: 'ready' }
  /** The rest file is indexed: queries from now on are answered from the whole text. */
  | { kind: 'indexed' }
  /** `failed`: the query threw in the worker (the hits are then empty). */
  | { kind: 'hits'; id: number; hits: SearchHit[]; failed?: string }
  | { kind: 'pages'; id: number; pages: PageSuggestion[] };

export interface PageSuggestion {
  title: string;
  link: string;
}
