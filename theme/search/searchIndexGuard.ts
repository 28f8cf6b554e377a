// BEHAVIOUR.md, Search: a search index that fails to load is logged to the console and gives empty results. Rspress's local
// search shows an error message instead, and when the index is not JSON it logs nothing (its provider returns
// response.json() unawaited inside its try). This wraps fetch for the index file only: on a network error, an
// error status or a body that is not a JSON list, it logs the error and answers an empty index.
const INDEX_PATH = /\/static\/search_index\.[^/]*\.json$/;

function isSearchIndex(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return INDEX_PATH.test(new URL(url, window.location.href).pathname);
}

const emptyIndex = () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });

if (typeof window !== 'undefined') {
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!isSearchIndex(input)) return originalFetch(input, init);
    try {
      const response = await originalFetch(input, init);
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      const pages: unknown = await response.clone().json();
      if (!Array.isArray(pages)) throw new Error('The search index is not a list of pages');
      return response;
    } catch (error) {
      console.error('Search is unavailable: the search index could not be loaded.', error);
      return emptyIndex();
    }
  };
}
