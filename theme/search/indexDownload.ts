// The index file's download, started by the first intent to search (SearchPanel.tsx). It lives in every page's
// first script because started from the dialog's chunk it began one round trip later (about 200 ms on the slow
// phone, bench/RESULTS.md). The rest file is fetched later, by the search worker (common/search/searchWorkerState.ts).
import { searchIndexHash } from 'virtual-page-data';

// The URL Rspress's LocalProvider fetches (getSearchIndexURL in @rspress/core 2.0.22), built from the same page
// data: importing LocalProvider itself would put it in every page's first script.
// tests/unit/search-adapter.test.ts fails when Rspress names the file differently.
function searchIndexUrl(lang: string, version: string): string | undefined {
  const hash = (searchIndexHash as Record<string, string | undefined>)[`${version}###${lang}`];
  if (!hash) return undefined;
  return `/static/search_index${version ? `.${version.replace('.', '_')}` : ''}${lang ? `.${lang}` : ''}.${hash}.json`;
}

let download: Promise<string> | undefined;

/** The index file's text; "[]" when it cannot be loaded (logged: search then answers nothing). Fetched once. */
export function indexDownload(lang = 'en', version = ''): Promise<string> {
  download ??= (async () => {
    const url = searchIndexUrl(lang, version);
    if (!url) return '[]';
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return await response.text();
    } catch (error) {
      console.error('Search is unavailable: the search index could not be loaded.', error);
      return '[]';
    }
  })();
  return download;
}
