// What readers typed when a page was their answer (docs/search-readers-queries.json), each query paraphrasing a
// public issue or thread: the index adds them to their pages' readers' questions (searchQuestions.ts), so a reader
// who words a problem as an earlier reader did finds the page that answered that one (common/search/README.md,
// "How a query is ranked").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lineAt, parseJsonFile } from './jsonLines';

/** The readers' queries' file, in the docs root beside the questions file. */
export const READERS_QUERIES_FILE_NAME = 'search-readers-queries.json';

export interface ReadersQuery {
  query: string;
  pages: string[];
}

/** Each query's words by the route of each page it names, in the file's order. */
export function queriesByRoute(queries: readonly ReadersQuery[]): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const { query, pages } of queries) {
    for (const route of pages) {
      const list = byRoute.get(route);
      if (list) list.push(query);
      else byRoute.set(route, [query]);
    }
  }
  return byRoute;
}

/** The field the index holds for each route: the page's own questions, then the readers' queries that name it. */
export function questionsWithReaders(questions: ReadonlyMap<string, string[]>, readers: ReadonlyMap<string, string[]>): Map<string, string[]> {
  const routes = new Set([...questions.keys(), ...readers.keys()]);
  return new Map([...routes].map((route) => [route, [...(questions.get(route) ?? []), ...(readers.get(route) ?? [])]]));
}

/**
 * The queries of `text` (the file's content), or the problems found, each naming `file` and a line: a file that is
 * not JSON, no `queries` list, an entry without its words or pages, or a page that is not one of `routes`.
 */
export function parseReadersQueries(text: string, routes: ReadonlySet<string>, file: string): { queries: ReadersQuery[]; problems: string[] } {
  const parsed = parseJsonFile(text, file);
  if ('problem' in parsed) return { queries: [], problems: [parsed.problem] };
  const list = (parsed.value as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(list)) return { queries: [], problems: [`${file}:1: expected a list "queries" of { "query", "pages" } entries`] };
  const queries: ReadersQuery[] = [];
  const problems: string[] = [];
  let searchFrom = 0;
  for (const entry of list as Array<Partial<ReadersQuery> | null>) {
    const words = typeof entry?.query === 'string' ? entry.query : '';
    const found = words ? text.indexOf(`"query": ${JSON.stringify(words)}`, searchFrom) : -1;
    if (found >= 0) searchFrom = found;
    const at = `${file}:${lineAt(text, found < 0 ? searchFrom : found)}`;
    const pages = entry?.pages;
    if (!words.trim() || !Array.isArray(pages) || pages.length === 0 || pages.some((page) => typeof page !== 'string')) {
      problems.push(`${at}: each entry needs a non-empty "query" and a list "pages" of routes`);
      continue;
    }
    const unknown = pages.filter((page) => !routes.has(page));
    if (unknown.length > 0) problems.push(`${at}: ${unknown.map((page) => `"${page}"`).join(', ')} is not a page of the site (renamed or deleted? point the query at its new route)`);
    else queries.push({ query: words, pages });
  }
  return { queries, problems };
}

/**
 * The readers' queries of the docs in `docsRoot` by route, checked against the site's `routes`; a problem stops the
 * build. Docs without the file (an older commit's, as tools/search-engines/rounds.ts builds them) have none.
 */
export function readReadersQueries(routes: ReadonlySet<string>, docsRoot: string): Map<string, string[]> {
  const file = path.join(docsRoot, READERS_QUERIES_FILE_NAME);
  if (!existsSync(file)) return new Map();
  const { queries, problems } = parseReadersQueries(readFileSync(file, 'utf8'), routes, path.relative(process.cwd(), file));
  if (problems.length > 0) throw new Error(`Readers' queries:\n${problems.join('\n')}`);
  return queriesByRoute(queries);
}
