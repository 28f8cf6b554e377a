import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import queryFile from '../queries/queries.json';
import { buildLocalIndex, type LocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';

// The reader's query set (tests/queries/queries.json) against the index the build wrote: the page each query
// names must be among the first 3 hits, for at least 57 of every 60 queries, and no query may find nothing.
const { queries } = queryFile;
const COMMANDS_DIR = 'docs/en/docs/commands';

let index: LocalIndex;
beforeAll(() => {
  index = buildLocalIndex(builtSearchPages(), builtSearchRest());
}, 240_000);

const pathOf = (link: string) => link.split('#')[0].replace(/\.html$/, '');
/** Where the first of `pages` stands in the hits (0 = first), or -1. */
function position(query: string, pages: string[]): { at: number; hits: string[] } {
  const hits = searchLocalIndex(index, query).map((hit) => pathOf(hit.link));
  return { at: hits.findIndex((link) => pages.includes(link)), hits };
}

describe('the reader query set', () => {
  it('has at least 60 queries, each naming a page the build has', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const built = new Set(index.pages.map((page) => page.routePath));
    for (const { pages } of queries) for (const page of pages) expect(built, page).toContain(page);
  });

  it('finds the named page in the first 3 hits for at least 95% of the queries, and something for every query', () => {
    const misses: string[] = [];
    for (const { query, pages } of queries) {
      const { at, hits } = position(query, pages);
      expect(hits.length, `"${query}" finds nothing`).toBeGreaterThan(0);
      if (at < 0 || at > 2) misses.push(`"${query}" → ${hits.slice(0, 3).join(', ')} (wanted ${pages.join(' or ')})`);
    }
    const allowed = Math.floor(queries.length * (3 / 60));
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(allowed);
  });
});

describe('command pages', () => {
  const commands = readdirSync(COMMANDS_DIR)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, ''));

  it.each(commands)('the query "%s" finds its page under /docs/commands/ in the first 3 hits', (command) => {
    const page = `/docs/commands/${command}`;
    expect(index.pages.map((entry) => entry.routePath), 'the build is older than the page').toContain(page);
    const { at, hits } = position(command, [page]);
    expect(at, hits.join(', ')).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(3);
  });
});
