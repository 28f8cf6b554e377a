import { describe, expect, it } from 'vitest';
import { parseReadersQueries, queriesByRoute, questionsWithReaders } from '../../builder/plugins/readersQueries';

// docs/search-readers-queries.json feeds the search index (builder/plugins/readersQueries.ts): a contributor's broken
// entry must stop the build with the file and line, and each query must reach every page it names.
const FILE = 'docs/search-readers-queries.json';
const entry = (query: string, pages: string) => `    {\n      "kind": "question",\n      "query": ${JSON.stringify(query)},\n      "pages": ${pages},\n      "source": "https://example.com/t"\n    }`;
const file = (...entries: string[]) => `{\n  "queries": [\n${entries.join(',\n')}\n  ]\n}\n`;

describe("the readers' queries file", () => {
  it('gives each query to every page it names, in the order of the file', () => {
    const { queries, problems } = parseReadersQueries(file(entry('popup closes', '["/docs/a", "/docs/b"]'), entry('popup state', '["/docs/a"]')), new Set(['/docs/a', '/docs/b']), FILE);
    expect(problems).toEqual([]);
    expect(queriesByRoute(queries)).toEqual(new Map([['/docs/a', ['popup closes', 'popup state']], ['/docs/b', ['popup closes']]]));
  });

  it("gives each page its own questions first, then the readers' queries, for a page with either", () => {
    const own = new Map([['/docs/a', ['own a']], ['/docs/b', ['own b']]]);
    const readers = new Map([['/docs/a', ['reader a']], ['/docs/c', ['reader c']]]);
    expect(questionsWithReaders(own, readers)).toEqual(
      new Map([['/docs/a', ['own a', 'reader a']], ['/docs/b', ['own b']], ['/docs/c', ['reader c']]]),
    );
  });

  it('names the file and the line of a query whose page was renamed or deleted', () => {
    const text = file(entry('first', '["/docs/a"]'), entry('second', '["/docs/gone"]'));
    expect(parseReadersQueries(text, new Set(['/docs/a']), FILE).problems).toEqual([
      `${FILE}:11: "/docs/gone" is not a page of the site (renamed or deleted? point the query at its new route)`,
    ]);
  });

  it('names the file and the line of an entry without pages, and of a file that is not JSON', () => {
    expect(parseReadersQueries(file(entry('first', '[]')), new Set(['/docs/a']), FILE).problems).toEqual([`${FILE}:5: each entry needs a non-empty "query" and a list "pages" of routes`]);
    expect(parseReadersQueries(`${file(entry('first', '["/docs/a"]'))}}`, new Set(['/docs/a']), FILE).problems[0]).toMatch(/^docs\/search-readers-queries\.json:11: not valid JSON/);
    expect(parseReadersQueries('[]', new Set(), FILE).problems).toEqual([`${FILE}:1: expected a list "queries" of { "query", "pages" } entries`]);
  });
});
