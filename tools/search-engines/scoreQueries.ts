// What score.ts, rounds.ts and compare.ts share: the index files a build wrote, and one pass of a query set over them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { questionsRoute } from '../../builder/plugins/searchQuestions';
import { decodeIndexFile } from '../../common/search/indexFile';
import { indexOfPages, type LocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';

export interface Query {
  query: string;
  pages: string[];
}

export interface Figures {
  queries: number;
  top1: number;
  top3: number;
  reciprocal: number;
}

/** The two index files under `siteDir`/static (a build's output), parsed. */
export function readIndexFiles(siteDir: string): { file: unknown[]; rest: unknown } {
  const staticDir = path.join(siteDir, 'static');
  const read = (name: RegExp) => JSON.parse(readFileSync(path.join(staticDir, readdirSync(staticDir).find((f) => name.test(f)) ?? '-'), 'utf8')) as unknown;
  return { file: read(/^search_index\.en\.[0-9a-f]+\.json$/) as unknown[], rest: read(/^search_rest\.en\.[0-9a-f]+\.json$/) };
}

/**
 * The in-browser index of a build's two index files; with `questions` (readers' questions by route), those in place
 * of the ones the build wrote.
 */
export function readBuiltIndex(siteDir: string, questions?: ReadonlyMap<string, string[]>): LocalIndex {
  const { file, rest } = readIndexFiles(siteDir);
  const pages = decodeIndexFile(file, rest);
  if (!questions) return indexOfPages(pages);
  return indexOfPages(pages.map(({ questions: _built, ...page }) => {
    const list = questions.get(questionsRoute(routeOf(page.routePath)));
    return list ? { ...page, questions: list.join('\n') } : page;
  }));
}

/** Routes as the hits name them, without the anchor or `.html`. */
export const routeOf = (link: string) => link.split('#')[0].replace(/\.html$/, '');

/**
 * Top-1, top-3 and reciprocal-rank sums of `queries` on `index`; `onResult` gets each query's hit routes and the
 * position of its page among them (-1 when absent).
 */
export function scoreQueries(index: LocalIndex, queries: Query[], onResult?: (query: Query, hits: string[], at: number) => void): Figures {
  const figures: Figures = { queries: 0, top1: 0, top3: 0, reciprocal: 0 };
  for (const entry of queries) {
    const hits = searchLocalIndex(index, entry.query).map((hit) => routeOf(hit.link));
    const at = hits.findIndex((link) => entry.pages.includes(link));
    figures.queries += 1;
    if (at === 0) figures.top1 += 1;
    if (at >= 0 && at < 3) figures.top3 += 1;
    if (at >= 0) figures.reciprocal += 1 / (at + 1);
    onResult?.(entry, hits, at);
  }
  return figures;
}

/** "N queries, top 1 …, top 3 …, MRR …". */
export const describeFigures = ({ queries, top1, top3, reciprocal }: Figures) =>
  `${queries} queries, top 1 ${top1}, top 3 ${top3}, MRR ${(reciprocal / queries).toFixed(3)}`;
