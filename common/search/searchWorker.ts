// The local search, off the main thread. Building the index of the first file is one long task (about 370 ms on
// the slow-phone profile, bench/RESULTS.md); on the main thread it held back the keys a visitor typed meanwhile, and
// the first hits with them. Started by theme/search/indexSearcher.ts.
import { createSearchState } from './searchWorkerState';
import type { SearchReply, SearchRequest } from './searchWorkerProtocol';

const scope = self as unknown as {
  postMessage(message: SearchReply): void;
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
};

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

const handle = createSearchState({ reply: (message) => scope.postMessage(message), fetchJson });
scope.onmessage = (event) => void handle(event.data);
