// What the search worker does with each message, apart from the worker itself so that a unit test can drive it.
import { parseIndexFile, restFileUrl } from './indexFile';
import { buildLocalIndex, buildLocalIndexInSlices, type LocalIndex } from './localIndex';
import { searchLocalIndex } from './localSearch';
import { queryTerms } from './queryTerms';
import { rankPages } from './rankPages';
import { SYNONYMS } from './synonyms';
import type { SearchReply, SearchRequest } from './searchWorkerProtocol';

export interface SearchWorkerHost {
  reply(message: SearchReply): void;
  /** The parsed JSON at `url`; rejects on a network error, an error status or a body that is not JSON. */
  fetchJson(url: string): Promise<unknown>;
}

export function createSearchState(host: SearchWorkerHost): (request: SearchRequest) => Promise<void> {
  let head: unknown[] | undefined;
  let index: LocalIndex | undefined;
  // Each searcher Rspress makes asks for the rest once it is ready; the file is fetched and indexed once, unless it failed.
  let restAsked = false;
  return async (request) => {
    switch (request.kind) {
      case 'head':
        head = parseIndexFile(request.text);
        index = buildLocalIndex(head);
        host.reply({ kind: 'ready' });
        return;
      case 'rest': {
        const url = head && restFileUrl(head);
        if (!head || !url || restAsked) return;
        restAsked = true;
        try {
          const rest = await host.fetchJson(url);
          // Built in slices: a query that arrives meanwhile is answered from the index of the first file.
          index = await buildLocalIndexInSlices(head, rest);
          host.reply({ kind: 'indexed' });
        } catch (error) {
          restAsked = false; // a later ask tries again
          console.error('Search covers titles, headings and first lines only: the rest of the index could not be loaded.', error);
        }
        return;
      }
      case 'suggest': {
        const ranked = index ? rankPages(queryTerms(request.query, SYNONYMS), index).slice(0, request.limit) : [];
        host.reply({ kind: 'pages', id: request.id, pages: ranked.map(({ page }) => ({ title: page.title.text, link: page.routePath })) });
        return;
      }
      case 'match':
        try {
          host.reply({ kind: 'hits', id: request.id, hits: index ? searchLocalIndex(index, request.keyword) : [] });
        } catch (error) {
          host.reply({ kind: 'hits', id: request.id, hits: [], failed: String(error) });
        }
    }
  };
}
