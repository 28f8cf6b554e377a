import { beforeAll, describe, expect, it } from 'vitest';
import { buildLocalIndex, type LocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { SYNONYM_GROUPS } from '../../common/search/synonyms';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';

// Every name in docs/search-synonyms.json must find the page its group is about, in the first 3 hits.
let index: LocalIndex;
beforeAll(() => {
  index = buildLocalIndex(builtSearchPages(), builtSearchRest());
}, 240_000);

const entries = SYNONYM_GROUPS.flatMap((group) => group.names.map((name) => [name, group.page] as const));

describe('the synonym list', () => {
  it.each(entries)('"%s" finds %s', (name, page) => {
    const links = searchLocalIndex(index, name).map((hit) => hit.link.split('#')[0]);
    expect(links.slice(0, 3), links.join(', ')).toContain(page);
  });
});
