// Pagefind (the npm package pinned in package.json), indexing the same built pages as the site's own search, run on
// the same query sets in the browser and scored alike (bench/search-score.mjs): the library the issue compares the
// engine with. Bench only: the site does not ship it.
//
// Tuned as Pagefind's documentation allows: the index covers each page's article only (rootSelector; without it the
// sidebar and outline put every page's title into every page), without the page actions and the package-manager
// tabs a reader does not see (excludeSelectors, data-pagefind-ignore); the title weighs more than Pagefind's
// default for an h1 (data-pagefind-weight); hits come per page with their sections (sub_results, from the headings'
// ids). The ranking options (termFrequency, pageLength, termSaturation, the title's metaWeights) were chosen on the
// tuning set only, by a grid over them (RANKING below; common/search/README.md has the figures).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { startStaticServer } from '../builder/serve-static.mjs';
import { querySets, scoreQueries } from './search-score.mjs';

export const PAGEFIND_VERSION = JSON.parse(readFileSync(new URL('../node_modules/pagefind/package.json', import.meta.url), 'utf8')).version;

/** The article of a built page; what Rspress draws around it (navigation, outline, footer) is left out. */
const ROOT_SELECTOR = '.rp-doc';
/** The page actions (copy as Markdown...) and the package-manager tabs a reader does not see (they repeat the first). */
const EXCLUDE_SELECTORS = ['.rp-not-doc', '[role="tabpanel"][hidden]', '.rp-tabs__nav'];
/** The h1 is the page title; Pagefind's default weight for an h1 is 7. */
const TITLE_WEIGHT = 10;
/** Pagefind's ranking options (pagefind.options({ ranking })), chosen on the tuning set. */
export const RANKING = { termFrequency: 0.5, pageLength: 0.1, termSaturation: 1.4, termSimilarity: 1.0, metaWeights: { title: 20 } };

/** The routes the site's own search indexes: the pages of its index file (common/search/indexFile.ts). */
function indexedRoutes(siteDir) {
  const dir = path.join(siteDir, 'static');
  const name = readdirSync(dir).find((file) => /^search_index\.en\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`No search index in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
    .filter((entry) => Array.isArray(entry) && typeof entry[0] === 'string')
    .map((entry) => entry[0]);
}

const withTitleWeight = (html) => html.replace(/<h1\b/, `<h1 data-pagefind-weight="${TITLE_WEIGHT}"`);

/** Writes Pagefind's index of the site's indexed pages to `outDir`/pagefind, with an empty page to search from. */
export async function buildPagefindIndex(siteDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const { index, errors } = await pagefind.createIndex({ rootSelector: ROOT_SELECTOR, excludeSelectors: EXCLUDE_SELECTORS, forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let pages = 0;
  for (const route of indexedRoutes(siteDir)) {
    const file = path.join(siteDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
    const added = await index.addHTMLFile({ url: route, content: withTitleWeight(readFileSync(file, 'utf8')) });
    if (added.errors.length) throw new Error(`Pagefind, ${route}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  await pagefind.close();
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>Pagefind bench</title>');
  writeFileSync(path.join(outDir, '404.html'), 'Not found');
  return pages;
}

/** The page links Pagefind returns for each query of every set, in its order, at most `limit` per query. */
async function runQueries(page, queries, ranking, limit) {
  return page.evaluate(
    async ({ queries, ranking, limit }) => {
      const pf = await import('/pagefind/pagefind.js');
      await pf.options({ ranking });
      await pf.init();
      const out = [];
      for (const query of queries) {
        const search = await pf.search(query);
        const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
        out.push(data.map((d) => d.url));
      }
      return out;
    },
    { queries, ranking, limit },
  );
}

/**
 * Builds Pagefind's index of `siteDir` into `workDir`, serves it and scores every query set (or those named in `setNames`), keeping 7 hits per
 * query as the site's panel does. `ranking` overrides RANKING (for choosing it on the tuning set).
 */
export async function measurePagefind(browser, { siteDir, workDir, ranking = RANKING, limit = 7, setNames }) {
  const pages = await buildPagefindIndex(siteDir, workDir);
  const server = await startStaticServer({ root: workDir, port: 0 });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    const quality = {};
    for (const { name, queries, listsMisses } of querySets(setNames)) {
      const links = await runQueries(page, queries.map((q) => q.query), ranking, limit);
      quality[name] = scoreQueries(queries.map((q, at) => ({ query: q.query, pages: q.pages, links: links[at] })), { listsMisses });
    }
    return { version: PAGEFIND_VERSION, pages, options: { rootSelector: ROOT_SELECTOR, excludeSelectors: EXCLUDE_SELECTORS, titleWeight: TITLE_WEIGHT, ranking }, quality };
  } finally {
    await context.close();
    server.close();
  }
}
