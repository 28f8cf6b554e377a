// Compares the site's search engine (common/search/) with FlexSearch as Rspress configures it, FlexSearch tuned as far as
// its options allow, and MiniSearch, on the reader query set (tests/queries/queries.json) and the built index:
// page in the top 1 / top 3, index build time, median query time. Run after a build:
//   DOC_BUILD_DIR=doc_build npx vitest run --config tools/search-engines/vitest.config.ts
// The figures and the decision are in the README (Search, "Why our own module").
import { gzipSync } from 'node:zlib';
import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { decodeIndexFile, type SearchablePage } from '../../common/search/indexFile';
import { buildLocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { readIndexFiles } from './scoreQueries';

interface Query {
  query: string;
  pages: string[];
}

export interface EngineResult {
  engine: string;
  /** What the browser downloads to build the index, gzip bytes. */
  downloadGzip: number;
  top1: number;
  top3: number;
  queries: number;
  buildMs: number;
  medianQueryMs: number;
}

type Search = (query: string) => string[] | Promise<string[]>;

export function loadBuilt(siteDir: string): { file: unknown[]; rest: unknown; pages: SearchablePage[] } {
  const { file, rest } = readIndexFiles(siteDir);
  return { file, rest, pages: decodeIndexFile(file, rest) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function score(engine: string, downloadGzip: number, build: () => Promise<Search> | Search, queries: Query[]): Promise<EngineResult> {
  const started = performance.now();
  const search = await build();
  const buildMs = performance.now() - started;
  let top1 = 0;
  let top3 = 0;
  const times: number[] = [];
  for (const { query, pages } of queries) {
    const t = performance.now();
    const links = (await search(query)).map((link) => link.replace(/#.*$/, ''));
    times.push(performance.now() - t);
    const unique = [...new Set(links)];
    if (pages.includes(unique[0])) top1 += 1;
    if (unique.slice(0, 3).some((link) => pages.includes(link))) top3 += 1;
  }
  return { engine, downloadGzip, top1, top3, queries: queries.length, buildMs, medianQueryMs: median(times) };
}

const lower = (text: string) => text.toLowerCase();
const docsOf = (pages: SearchablePage[]) =>
  pages.map((page, id) => ({
    id,
    routePath: page.routePath,
    title: page.title,
    headers: page.sections.map((s) => s.heading.text).join(' '),
    content: [page.lead, ...page.sections.map((s) => s.body)].join('\n'),
  }));

export async function compareEngines(siteDir: string, queries: Query[]): Promise<EngineResult[]> {
  const { file, rest, pages } = loadBuilt(siteDir);
  const docs = docsOf(pages);
  const gz = (value: unknown) => gzipSync(JSON.stringify(value), { level: 6 }).length;
  // The site's two files; the libraries build their index in the browser from the pages' text.
  const ownDownload = gz(file) + gz(rest);
  const pagesDownload = gz(docs);
  const byId = (id: unknown) => docs[Number(id)].routePath;

  const flex = (options: Record<string, unknown>, searchOptions: Record<string, unknown>) => async (): Promise<Search> => {
    const index = new Document({
      ...options,
      document: { id: 'id', index: ['title', 'headers', 'content'] },
    } as never);
    for (const doc of docs) index.add({ ...doc, title: lower(doc.title), headers: lower(doc.headers), content: lower(doc.content) } as never);
    return (query) => {
      // Title hits first, then headings, then text, as Rspress merges its fields.
      const fields = index.search(lower(query), { limit: 7, ...searchOptions } as never) as unknown as Array<{ field: string; result: unknown[] }>;
      const order = ['title', 'headers', 'content'];
      return fields.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)).flatMap((f) => f.result.map(byId));
    };
  };

  return [
    await score('site engine (common/search/)', ownDownload, () => {
      const index = buildLocalIndex(file, rest);
      return (query) => searchLocalIndex(index, query).map((hit) => hit.link);
    }, queries),
    await score('FlexSearch, as Rspress configures it', pagesDownload, flex({ tokenize: 'full', encoder: { maxlength: 64 } }, {}), queries),
    await score('FlexSearch, tuned (forward, suggest)', pagesDownload, flex({ tokenize: 'forward', resolution: 9, context: { depth: 2, bidirectional: true } }, { suggest: true }), queries),
    await score(
      'MiniSearch (boosts, prefix, fuzzy 0.2, OR)',
      pagesDownload,
      () => {
        const mini = new MiniSearch({ fields: ['title', 'headers', 'content'], storeFields: ['routePath'] });
        mini.addAll(docs);
        return (query) =>
          mini
            .search(query, { boost: { title: 4, headers: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' })
            .slice(0, 7)
            .map((r) => String(r.routePath));
      },
      queries,
    ),
  ];
}
