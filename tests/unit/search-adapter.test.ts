import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// theme/search/pageSearcherPatch.ts replaces PageSearcher's init and match and relies on how Rspress's panel calls
// them. These checks read Rspress's code and fail when an upgrade changes what the adapter relies on.
const SEARCH_DIR = 'node_modules/@rspress/core/dist/theme/components/Search';
const read = (file: string) => readFileSync(`${SEARCH_DIR}/${file}`, 'utf8');

describe('the search adapter and Rspress', () => {
  it('is written against @rspress/core 2.0.22: re-check the adapter before changing this', () => {
    const { version } = JSON.parse(readFileSync('node_modules/@rspress/core/package.json', 'utf8')) as { version: string };
    expect(version).toBe('2.0.22');
  });

  it('finds PageSearcher with the init, fetchSearchIndex and match methods the adapter replaces or calls', () => {
    const searcher = read('logic/search.js');
    expect(searcher).toMatch(/class PageSearcher\b/);
    expect(searcher).toMatch(/async init\(\)/);
    expect(searcher).toMatch(/async fetchSearchIndex\(\)/);
    expect(searcher).toMatch(/async match\(keyword, limit = 7\)/);
    expect(searcher).toMatch(/export \{ PageSearcher \}/);
  });

  it('finds the panel calling init once and then match, and drawing title, header and content hits', () => {
    const panel = read('useSearchPanel.js');
    expect(panel).toMatch(/await searcher\.init\(\)/);
    expect(panel).toMatch(/searcher\.match\(currentQuery\)/);
    expect(panel).toMatch(/pageSearcherRef\.current\?\.match\(newQuery\)/);
    const item = read('SuggestItem.js');
    for (const field of ['highlightInfoList', 'statement', 'header', 'link']) expect(item).toContain(field);
    expect(item).toMatch(/title: IconTitle,\s*header: IconHeader,\s*content: IconFile/);
  });

  it('finds what theme/search/SearchDialog.tsx and SearchHit.tsx build on: the panel state hook, the hit styles and the byte slicer', () => {
    const hook = read('useSearchPanel.js');
    const returned = hook.slice(hook.lastIndexOf('return {'));
    for (const name of [
      'searchEnabled',
      'clearQuery',
      'currentSuggestions',
      'handleQueryInput',
      'initStatus',
      'isSearching',
      'resultTabIndex',
      'searchError',
      'searchResult',
      'query',
      'currentSuggestionIndex',
      'setCurrentSuggestionIndex',
      'setResultTabIndex',
    ]) {
      expect(returned, name).toMatch(new RegExp(`\\b${name}\\b`));
    }
    expect(hook).toMatch(/function useSearchPanel\(\{ focused, searchInputRef \}\)/);
    // theme/search/SearchHit.tsx draws a hit with SuggestItem's classes and marks its highlights as SuggestItem does.
    const styles = read('SuggestItem.css');
    for (const name of ['rp-suggest-item--current', 'rp-suggest-item__link', 'rp-suggest-item__statement', 'rp-suggest-item__mark']) {
      expect(styles, name).toContain(name);
    }
    expect(read('SuggestItem.js')).toMatch(/getSlicedStrByByteLength\(rawText, start, length\)/);
    expect(read('logic/util.js')).toMatch(/export \{[^}]*\bgetSlicedStrByByteLength\b/);
  });
});

describe('the search files the theme fetches on the first intent to search', () => {
  it('are named as Rspress names its index file: theme/search/indexDownload.ts builds the same URL', () => {
    const provider = readFileSync(`${SEARCH_DIR}/logic/providers/LocalProvider.js`, 'utf8');
    expect(provider).toContain('const searchIndexGroupID = `${version ?? \'\'}###${lang ?? \'\'}`;');
    expect(provider).toContain("const searchIndexVersion = version ? `.${version.replace('.', '_')}` : '';");
    expect(provider).toContain('/static/${SEARCH_INDEX_NAME}${searchIndexVersion}${searchIndexLang}.${searchIndexHashValue}.json');
    expect(provider).toMatch(/import \{ searchIndexHash \} from "virtual-page-data"/);
  });

  it('leave FlexSearch unused: Rspress constructs its Document only in the init that the adapter replaces', () => {
    const provider = readFileSync(`${SEARCH_DIR}/logic/providers/LocalProvider.js`, 'utf8');
    const initAt = provider.indexOf('async init(options)');
    expect(initAt).toBeGreaterThan(0);
    const uses = [...provider.matchAll(/new Document\(/g)].map((m) => m.index ?? 0);
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.every((at) => at > initAt)).toBe(true);
    expect(readFileSync(`${SEARCH_DIR}/logic/search.js`, 'utf8')).toMatch(/async init\(\) \{\s*await this\.#provider\?\.init\(this\.#options\);/);
  });
});
