import { describe, expect, it } from 'vitest';
import readersTuning from '../../docs/search-readers-queries.json';
import heldOut from '../queries/held-out.json';
import { isHttps, sidebarGroups } from '../content/query-sets';
import { sourceFileFor } from '../content/source-pages';

// The shape of the readers' tuning set (docs/search-readers-queries.json, issue 33): queries in readers' words, each
// with the public issue or thread it paraphrases and a page of this site that answers it, spread over every sidebar
// group. It may be tuned on, so it must not share a thread with the held-out set: of held-out.json this test reads
// the sources only, never the queries. It checks the file, not the ranking (bench/search-score.mjs scores it).

const MIN_QUERIES = 60;
const MIN_PER_GROUP = 3;

interface ReaderQuery {
  kind: string;
  query: string;
  pages: string[];
  source: string;
}
const queries: ReaderQuery[] = readersTuning.queries;
const heldOutSources = new Set(heldOut.queries.map((entry: { source: string }) => entry.source));

describe("the readers' tuning set", () => {
  it(`has at least ${MIN_QUERIES} queries`, () => {
    expect(queries.length).toBeGreaterThanOrEqual(MIN_QUERIES);
  });

  it('gives every query a kind, non-empty words and an https source', () => {
    const bad = queries.filter((entry) => !entry.kind?.trim() || !entry.query?.trim() || !isHttps(entry.source));
    expect(bad).toEqual([]);
  });

  it('shares no source with the held-out set', () => {
    const shared = queries.filter((entry) => heldOutSources.has(entry.source)).map((entry) => entry.source);
    expect(shared).toEqual([]);
  });

  it('names at least one page per query, each a page of the site', () => {
    const unknown = queries.flatMap((entry) =>
      entry.pages.length === 0
        ? [`"${entry.query}" names no page`]
        : entry.pages.filter((page) => sourceFileFor(page) === undefined).map((page) => `"${entry.query}" → ${page}`),
    );
    expect(unknown).toEqual([]);
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
});
