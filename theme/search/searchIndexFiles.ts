// The two search files, fetched once, from the first intent to search (theme/search/SearchPanel.tsx) rather
// than after the dialog's code has loaded: the index downloads while the dialog's code does, and the rest of the
// text right after the index. pageSearcherPatch.ts builds the searcher's index from these same promises.
import { searchIndexHash } from 'virtual-page-data';
import { restFileUrl } from '../../search/indexFile';

// The URL Rspress's LocalProvider fetches (getSearchIndexURL in @rspress/core 2.0.22), built from the same page
// data: importing LocalProvider itself would put it in every page's first script.
// tests/unit/search-adapter.test.ts fails when Rspress names the file differently.
function searchIndexUrl(lang: string, version: string): string | undefined {
  const hash = (searchIndexHash as Record<string, string | undefined>)[`${version}###${lang}`];
  if (!hash) return undefined;
  return `/static/search_index${version ? `.${version.replace('.', '_')}` : ''}${lang ? `.${lang}` : ''}.${hash}.json`;
}

interface SearchFiles {
  /** The index file (titles, headings, first paragraphs); [] when it could not be loaded (searchIndexGuard.ts). */
  index: Promise<unknown[]>;
  /** The rest file, or undefined when the index names none or it could not be loaded. */
  rest: Promise<unknown>;
}

let files: SearchFiles | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

/** Starts both downloads the first time it is called; later calls share them. */
export function searchIndexFiles(lang = 'en', version = ''): SearchFiles {
  if (files) return files;
  const url = searchIndexUrl(lang, version);
  const index = url
    ? fetchJson(url).then((file) => (Array.isArray(file) ? file : [])).catch((error: unknown) => {
        console.error('Search is unavailable: the search index could not be loaded.', error);
        return [] as unknown[];
      })
    : Promise.resolve([] as unknown[]);
  const rest = index.then((file) => {
    const restUrl = restFileUrl(file);
    return restUrl
      ? fetchJson(restUrl).catch((error: unknown) => {
          // Titles, headings and first paragraphs still answer.
          console.error('Search covers titles, headings and first paragraphs only: the rest of the index could not be loaded.', error);
          return undefined;
        })
      : undefined;
  });
  files = { index, rest };
  return files;
}
