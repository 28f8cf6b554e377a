// The query sets search is scored on, and how: for each query, where the first page it names stands among the hits.
// - the tuning set (tests/queries/queries.json): the queries the engine's rules were written and checked against;
// - the readers' tuning set (docs/search-readers-queries.json): queries in readers' words from other public issues and
//   threads than the held-out set's, written when the first tuning set saturated; it may be tuned on, and the index
//   holds it (each query among its pages' readers' questions), so its figure is what the index recalls of it;
// - the held-out set (tests/queries/held-out.json): queries written from readers' issues and threads, never used to
//   tune the ranking; the bench budget, a top-3 share of at least 0.95 (bench/budgets.json, search.heldOutMinTop3Share),
//   is on this set.
import { existsSync, readFileSync } from 'node:fs';

const setFile = (file) => new URL(`../${file}`, import.meta.url);

/**
 * Each set whose file exists, or only those of `names` when given: { name, queries: [{ query, pages }], listsMisses }.
 * The held-out set's misses are never listed: whoever reads the bench's output must not learn which of its queries
 * fail (tests/queries/README.md).
 */
export function querySets(names) {
  const sets = [
    { name: 'tuning', file: 'tests/queries/queries.json', listsMisses: true },
    { name: 'readers-tuning', file: 'docs/search-readers-queries.json', listsMisses: true },
    { name: 'held-out', file: 'tests/queries/held-out.json', listsMisses: false },
  ];
  const unknown = (names ?? []).filter((name) => !sets.some((set) => set.name === name));
  if (unknown.length) throw new Error(`No query set named ${unknown.join(', ')}: the sets are ${sets.map((set) => set.name).join(', ')}`);
  return sets
    .filter(({ name, file }) => (!names || names.includes(name)) && existsSync(setFile(file)))
    .map(({ name, file, listsMisses }) => ({ name, listsMisses, queries: JSON.parse(readFileSync(setFile(file), 'utf8')).queries }));
}

/** A link as the page path the query sets name: no host, anchor or .html. */
export const pagePath = (link) => new URL(link, 'http://x').pathname.replace(/\.html$/, '').replace(/\/index$/, '/');

/**
 * Scores hit lists against the pages each query must find. `samples`: [{ query, pages, links }], links in hit
 * order. Top-1 and top-3 count the queries with a named page first or among the first 3; MRR is the mean of
 * 1 / (position of the first named page), 0 when none is among the hits. Without `listsMisses`, no query is named.
 */
export function scoreQueries(samples, { listsMisses = true } = {}) {
  const ranks = samples.map((s) => (s.links ?? []).map(pagePath).findIndex((link) => s.pages.includes(link)));
  const count = (test) => ranks.filter(test).length;
  return {
    queries: samples.length,
    top1: count((r) => r === 0),
    top3: count((r) => r >= 0 && r < 3),
    mrr: samples.length ? ranks.reduce((sum, r) => sum + (r >= 0 ? 1 / (r + 1) : 0), 0) / samples.length : Number.NaN,
    zeroHits: samples.filter((s) => !(s.links ?? []).length).length,
    misses: listsMisses ? samples.filter((_, i) => ranks[i] < 0 || ranks[i] > 2).map((s) => s.query) : [],
  };
}

/**
 * The timing samples as the report and results.json keep them: a sample of a set that lists no misses (the held-out
 * set) keeps its timings only, its query replaced by "<set> query <n>", since its text and its hits would tell a
 * reader of the bench's output what the set asks and which queries miss (tests/queries/README.md).
 */
export function withoutUnlistedQueries(samples, sets) {
  const seen = new Map();
  return samples.map(({ query, links, pages, ...timings }) => {
    if (sets.find((set) => set.name === timings.set)?.listsMisses) return { query, links, pages, ...timings };
    seen.set(timings.set, (seen.get(timings.set) ?? 0) + 1);
    return { ...timings, query: `${timings.set} query ${seen.get(timings.set)}`, unnamed: true };
  });
}
