// The local index behind the search panel, built and searched in a worker (common/search/searchWorker.ts) from the index
// file that indexDownload.ts fetches. One per page load, started on the first intent to search (SearchPanel.tsx),
// so it is part of every page's first script (about 0.5 KiB of gzip); the engine itself is only in the worker.
import type { SearchHit } from '../../common/search/searchHits';
import type { PageSuggestion, SearchReply, SearchRequest } from '../../common/search/searchWorkerProtocol';
import { indexDownload } from './indexDownload';

export interface IndexSearcher {
  /** Resolves once the first file is indexed and queries get hits (or once search has failed: then none). */
  ready: Promise<void>;
  match(keyword: string): Promise<SearchHit[]>;
  /** The best pages for `query` by title, headings and first lines (the 404 page's suggestions). */
  suggest(query: string, limit: number): Promise<PageSuggestion[]>;
  /** Fetches and indexes the rest of the text; queries are answered from the first file until then. */
  loadRest(): void;
  /** Resolves once the rest of the text is indexed, and a query asked again may rank its hits otherwise. */
  restIndexed: Promise<void>;
}

/** Search that answers nothing, for when its worker cannot start or breaks (logged). */
const NO_SEARCH: IndexSearcher = {
  ready: Promise.resolve(),
  match: async () => [],
  suggest: async () => [],
  loadRest: () => {},
  restIndexed: new Promise(() => {}),
};

function inWorker(worker: Worker): IndexSearcher {
  /** Queries sent and not answered yet, by id; a broken worker answers each with an empty list. */
  const pending = new Map<number, (answer: unknown[]) => void>();
  let nextId = 0;
  let broken = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let markRestIndexed: () => void = () => {};
  const restIndexed = new Promise<void>((resolve) => (markRestIndexed = resolve));
  const send = (request: SearchRequest) => worker.postMessage(request);

  worker.onmessage = ({ data }: MessageEvent<SearchReply>) => {
    if (data.kind === 'ready') return markReady();
    if (data.kind === 'indexed') return markRestIndexed();
    if (data.kind === 'hits' && data.failed) console.error('Search failed for this query.', data.failed);
    pending.get(data.id)?.(data.kind === 'hits' ? data.hits : data.pages);
    pending.delete(data.id);
  };
  worker.onerror = (event) => {
    console.error('Search is unavailable: its worker failed.', event.message);
    broken = true;
    worker.terminate();
    markReady();
    for (const answer of pending.values()) answer([]);
    pending.clear();
  };
  void indexDownload().then((text) => send({ kind: 'head', text }));
  function ask<T>(request: (id: number) => SearchRequest): Promise<T[]> {
    if (broken) return Promise.resolve([]);
    const id = (nextId += 1);
    return new Promise<T[]>((answer) => {
      pending.set(id, answer as (answer: unknown[]) => void);
      send(request(id));
    });
  }
  return {
    ready,
    match: (keyword) => ask<SearchHit>((id) => ({ kind: 'match', id, keyword })),
    suggest: (query, limit) => ask<PageSuggestion>((id) => ({ kind: 'suggest', id, query, limit })),
    loadRest: () => send({ kind: 'rest' }),
    restIndexed,
  };
}

let searcher: IndexSearcher | undefined;

/** The page's searcher, started on the first call: its worker loads while the index file downloads. */
export function indexSearcher(): IndexSearcher {
  if (searcher) return searcher;
  try {
    searcher = inWorker(new Worker(new URL('../../common/search/searchWorker.ts', import.meta.url), { name: 'search' }));
  } catch (error) {
    console.error('Search is unavailable: its worker could not start.', error);
    searcher = NO_SEARCH;
  }
  return searcher;
}
