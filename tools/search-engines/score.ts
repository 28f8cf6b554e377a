// Scores the site's search engine on a tuning query set against the index files a build wrote, in a few seconds:
// top-1, top-3, mean reciprocal rank over the hits, and each query not in the top 3 with the hits it got.
//   N=tools/cli-runtime/node_modules/node/bin/node
//   $N --import ./tools/search-engines/ts-resolve.mjs tools/search-engines/score.ts [readers-tuning.json|queries.json] [doc_build] [--all]
// With --all, every query is listed with the position of its page, to compare two versions of the engine line by line.
// The held-out set is refused: it is never tuned on (tests/queries/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';

const TUNING_SETS = ['queries.json', 'readers-tuning.json'];
const listAll = process.argv.includes('--all');
const [setName = 'readers-tuning.json', siteDir = 'doc_build'] = process.argv.slice(2).filter((arg) => arg !== '--all');
const file = path.basename(setName);
if (!TUNING_SETS.includes(file)) {
  console.error(`Only a tuning set may be scored here (${TUNING_SETS.join(', ')}), not ${setName}.`);
  process.exit(2);
}
const { queries } = JSON.parse(readFileSync(path.join('tests/queries', file), 'utf8')) as { queries: Array<{ query: string; pages: string[] }> };
const staticDir = path.join(siteDir, 'static');
const read = (name: RegExp) => JSON.parse(readFileSync(path.join(staticDir, readdirSync(staticDir).find((f) => name.test(f)) ?? '-'), 'utf8')) as unknown;
const index = buildLocalIndex(read(/^search_index\.en\.[0-9a-f]+\.json$/) as unknown[], read(/^search_rest\.en\.[0-9a-f]+\.json$/));
const pathOf = (link: string) => link.split('#')[0].replace(/\.html$/, '');

let top1 = 0;
let top3 = 0;
let reciprocal = 0;
const misses: string[] = [];
const started = performance.now();
for (const { query, pages } of queries) {
  const hits = searchLocalIndex(index, query).map((hit) => pathOf(hit.link));
  const at = hits.findIndex((link) => pages.includes(link));
  if (at === 0) top1 += 1;
  if (at >= 0 && at < 3) top3 += 1;
  if (at >= 0) reciprocal += 1 / (at + 1);
  if (listAll || at < 0 || at > 2) misses.push(`${at < 0 ? '-' : at + 1}  "${query}"\n     wanted ${pages.join(' or ')}\n     got ${hits.slice(0, 4).join(', ')}`);
}
console.log(misses.join('\n'));
console.log(`${file}: ${queries.length} queries, top 1 ${top1}, top 3 ${top3}, MRR ${(reciprocal / queries.length).toFixed(3)} (${Math.round(performance.now() - started)} ms)`);
