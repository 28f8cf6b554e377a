import { describe, expect, it } from 'vitest';
import heldOut from '../queries/held-out.json';
import { isHttps, sidebarGroups } from '../content/query-sets';
import { sourceFileFor } from '../content/source-pages';

// The shape of the held-out search set (tests/queries/held-out.json, issue 33 point 5): enough queries, each one a
// reader's words with the real issue or thread it paraphrases and a page of this site that answers it, spread over
// every sidebar group. It checks the file, never the ranking: a held-out query that search misses is a measurement.

// Issue 31 removes the comparison page; no held-out answer may depend on it.
const REMOVED_PAGES = ['/docs/guides/compare'];

const MIN_QUERIES = 60;
const MIN_PER_GROUP = 4;

interface HeldOutQuery {
  kind: string;
  query: string;
  pages: string[];
  source: string;
}
const queries: HeldOutQuery[] = heldOut.queries;

describe('the held-out search set', () => {
  it(`has at least ${MIN_QUERIES} queries`, () => {
    expect(queries.length).toBeGreaterThanOrEqual(MIN_QUERIES);
  });

  it('gives every query a kind, non-empty words and an https source', () => {
    const bad = queries.filter(
      (entry) => !entry.kind?.trim() || !entry.query?.trim() || !isHttps(entry.source),
    );
    expect(bad).toEqual([]);
  });

  it('names at least one page per query, each a page of the site', () => {
    const unknown = queries.flatMap((entry) =>
      entry.pages.length === 0
        ? [`"${entry.query}" names no page`]
        : entry.pages
            .filter((page) => sourceFileFor(page) === undefined)
            .map((page) => `"${entry.query}" → ${page}`),
    );
    expect(unknown).toEqual([]);
  });

  it('points no query at a page being removed', () => {
    const stale = queries.filter((entry) => entry.pages.some((page) => REMOVED_PAGES.includes(page)));
    expect(stale.map((entry) => entry.query)).toEqual([]);
  });

  it('has no duplicate queries', () => {
    const seen = new Set<string>();
    const duplicates = queries
      .map((entry) => entry.query.trim().toLowerCase().replace(/\s+/g, ' '))
      .filter((words) => (seen.has(words) ? true : (seen.add(words), false)));
    expect(duplicates).toEqual([]);
  });

  // A query counts for a group when one of its pages sits in that group's folder.
  it.each(sidebarGroups)(`has at least ${MIN_PER_GROUP} queries for the sidebar group $label`, ({ dir }) => {
    const inGroup = queries.filter((entry) => entry.pages.some((page) => page.startsWith(`/docs/${dir}/`)));
    expect(inGroup.length).toBeGreaterThanOrEqual(MIN_PER_GROUP);
  });

  it('reads the sidebar groups from the site, Guides and Reference among them', () => {
    expect(sidebarGroups.map((group) => group.dir)).toEqual(expect.arrayContaining([
      'getting-started',
      'features',
      'browsers',
      'languages-and-frameworks',
      'integrations',
      'development',
      'commands',
      'guides',
      'reference',
    ]));
  });
});
