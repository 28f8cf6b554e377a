// Scores the site's search engine on a tuning query set against the index files a build wrote, in a few seconds:
// top-1, top-3, mean reciprocal rank over the hits, and each query not in the top 3 with the hits it got.
//   N=tools/cli-runtime/node_modules/node/bin/node
//   $N --import ./tools/search-engines/ts-resolve.mjs tools/search-engines/score.ts [docs/search-readers-queries.json|tests/queries/queries.json] [doc_build] [--all]
// With --all, every query is listed with the position of its page, to compare two versions of the engine line by line.
// The held-out set is refused: it is never tuned on (tests/queries/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFigures, readBuiltIndex, scoreQueries, type Query } from './scoreQueries';

const TUNING_SETS = ['tests/queries/queries.json', 'docs/search-readers-queries.json'];
const listAll = process.argv.includes('--all');
const [setName = 'docs/search-readers-queries.json', siteDir = 'doc_build'] = process.argv.slice(2).filter((arg) => arg !== '--all');
const file = path.normalize(setName);
if (!TUNING_SETS.includes(file)) {
  console.error(`Only a tuning set may be scored here (${TUNING_SETS.join(', ')}), not ${setName}.`);
  process.exit(2);
}
const { queries } = JSON.parse(readFileSync(file, 'utf8')) as { queries: Query[] };
const index = readBuiltIndex(siteDir);

const misses: string[] = [];
const started = performance.now();
const figures = scoreQueries(index, queries, ({ query, pages }, hits, at) => {
  if (listAll || at < 0 || at > 2) misses.push(`${at < 0 ? '-' : at + 1}  "${query}"\n     wanted ${pages.join(' or ')}\n     got ${hits.slice(0, 4).join(', ')}`);
});
console.log(misses.join('\n'));
console.log(`${file}: ${describeFigures(figures)} (${Math.round(performance.now() - started)} ms)`);
