// Scores the engine as it is now on each round of the readers' tuning set, against the docs as they were when that
// round's queries were committed, before the page edits they led to. A round's queries judged the engine before
// anything was fitted to them, so a ranking change that finds more of them here is likely to find more of what
// readers will type next; the current pages, edited for those same queries, cannot show that.
//   N=tools/cli-runtime/node_modules/node/bin/node
//   $N --import ./tools/search-engines/ts-resolve.mjs tools/search-engines/rounds.ts build [--from=N]   (once: ~25 s a round)
//   $N --import ./tools/search-engines/ts-resolve.mjs tools/search-engines/rounds.ts [--misses] [--todays-questions] [--from=N]
// --from=N takes the rounds from round N on.
// Each round's pages carry the readers' questions of that round's docs and, as the index holds them today, the
// readers' queries of the rounds before it (docs/search-readers-queries.json, never the round's own or later ones).
// With --todays-questions, the questions are today's docs/search-questions.json lists instead: a measure of the
// questions' effect that flatters them, since they were written from pages edited after those rounds.
// `build` checks out each round's docs into a temporary worktree of HEAD (today's builder and theme) and keeps the
// two index files of its build in rounds-build, a git-ignored folder beside this script. Scoring needs no build of the site.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queriesByRoute, questionsWithReaders, READERS_QUERIES_FILE_NAME } from '../../builder/plugins/readersQueries';
import { QUESTIONS_FILE_NAME } from '../../builder/plugins/searchQuestions';
import { describeFigures, type Figures, type Query, readBuiltIndex, routeOf, scoreQueries } from './scoreQueries';

/** Each round: the commit that added its queries (the docs before its page edits) and its queries' positions. */
const ROUNDS = [
  { name: 'round 2', docsAt: '0f42455', from: 60, to: 92 },
  { name: 'round 3', docsAt: 'b7cea9b', from: 92, to: 124 },
  { name: 'round 3, last two', docsAt: '9c94c1a', from: 124, to: 126 },
  { name: 'round 4', docsAt: '9ef682f', from: 126, to: 161 },
  { name: 'round 5', docsAt: '9d4681e~1', from: 161, to: 218 },
  { name: 'round 7', docsAt: '3fdd410', from: 218, to: 256 },
  { name: 'round 8', docsAt: '94d00b1', from: 256, to: 297 },
  { name: 'round 9', docsAt: '08816d5', from: 297, to: 342 },
  { name: 'round 10', docsAt: '612d24c', from: 342, to: 387 },
  { name: 'round 11', docsAt: 'a6f8273', from: 387, to: 432 },
  { name: 'round 12', docsAt: '5a52a39', from: 432, to: 476 },
  { name: 'round 13', docsAt: '0e81d31', from: 476, to: 521 },
  { name: 'round 14', docsAt: 'e035330', from: 521, to: 565 },
  { name: 'round 15', docsAt: '4723265', from: 565, to: 610 },
  { name: 'round 16', docsAt: 'a7c7d11', from: 610, to: 655 },
  { name: 'round 17', docsAt: '1c3e2b4', from: 655, to: 700 },
  { name: 'round 18', docsAt: 'a4f4f81', from: 700, to: 745 },
  { name: 'round 19', docsAt: '653b424', from: 745, to: 790 },
  { name: 'round 20', docsAt: '11a1656', from: 790, to: 835 },
  { name: 'round 21', docsAt: '0c7ccca', from: 835, to: 880 },
  { name: 'round 22', docsAt: 'cfbf265', from: 880, to: 924 },
  { name: 'round 23', docsAt: 'cfbf265', from: 924, to: 968 },
  { name: 'round 24', docsAt: 'c3abebf', from: 968, to: 1012 },
  { name: 'round 25', docsAt: 'c3abebf', from: 1012, to: 1053 },
  { name: 'round 26', docsAt: 'e90f7b7', from: 1053, to: 1093 },
  { name: 'round 27', docsAt: 'e90f7b7', from: 1093, to: 1132 },
  { name: 'round 28', docsAt: '7af9515', from: 1132, to: 1177 },
  { name: 'round 29', docsAt: '7af9515', from: 1177, to: 1213 },
  { name: 'round 30', docsAt: '36e7ebd', from: 1213, to: 1258 },
  { name: 'round 31', docsAt: '36e7ebd', from: 1258, to: 1301 },
  { name: 'round 32', docsAt: 'bbc3da7', from: 1301, to: 1346 },
  { name: 'round 33', docsAt: 'bbc3da7', from: 1346, to: 1387 },
  { name: 'round 34', docsAt: 'ac33620', from: 1387, to: 1430 },
  { name: 'round 35', docsAt: 'ac33620', from: 1430, to: 1471 },
  { name: 'round 36', docsAt: '71ab746', from: 1471, to: 1510 },
  { name: 'round 37', docsAt: '71ab746', from: 1510, to: 1551 },
  { name: 'round 38', docsAt: '8ecdbb0', from: 1551, to: 1588 },
  { name: 'round 39', docsAt: '8ecdbb0', from: 1588, to: 1632 },
  { name: 'round 40', docsAt: 'f92a13a', from: 1632, to: 1677 },
  { name: 'round 41', docsAt: 'f92a13a', from: 1677, to: 1718 },
  { name: 'round 42', docsAt: '524aeb3', from: 1718, to: 1756 },
  { name: 'round 43', docsAt: '524aeb3', from: 1756, to: 1798 },
  { name: 'round 44', docsAt: 'aa3bd61', from: 1798, to: 1838 },
  { name: 'round 45', docsAt: 'aa3bd61', from: 1838, to: 1876 },
  { name: 'round 46', docsAt: 'c62623c', from: 1876, to: 1920 },
  { name: 'round 47', docsAt: 'c62623c', from: 1920, to: 1960 },
  { name: 'round 48', docsAt: '5b8524b', from: 1960, to: 1998 },
  { name: 'round 49', docsAt: '5b8524b', from: 1998, to: 2040 },
  { name: 'round 50', docsAt: '2d3c3c8', from: 2040, to: 2085 },
  { name: 'round 51', docsAt: '2d3c3c8', from: 2085, to: 2128 },
  { name: 'round 52', docsAt: '2d3c3c8', from: 2128, to: 2173 },
  { name: 'round 53', docsAt: '2d3c3c8', from: 2173, to: 2217 },
  { name: 'round 54', docsAt: 'fd7c865', from: 2217, to: 2261 },
  { name: 'round 55', docsAt: 'fd7c865', from: 2261, to: 2302 },
  { name: 'round 56', docsAt: 'bd9fc21', from: 2302, to: 2345 },
  { name: 'round 57', docsAt: 'bd9fc21', from: 2345, to: 2388 },
  { name: 'round 58', docsAt: 'bd9fc21', from: 2388, to: 2431 },
  { name: 'round 59', docsAt: 'bd9fc21', from: 2431, to: 2474 },
  { name: 'round 60', docsAt: 'bd9fc21', from: 2474, to: 2512 },
  { name: 'round 61', docsAt: 'bd9fc21', from: 2512, to: 2554 },
  { name: 'round 62', docsAt: 'bd9fc21', from: 2554, to: 2598 },
  { name: 'round 63', docsAt: 'bd9fc21', from: 2598, to: 2641 },
  { name: 'round 64', docsAt: 'bd9fc21', from: 2641, to: 2686 },
  { name: 'round 65', docsAt: 'bd9fc21', from: 2686, to: 2729 },
  { name: 'round 66', docsAt: 'bd9fc21', from: 2729, to: 2774 },
  { name: 'round 67', docsAt: 'bd9fc21', from: 2774, to: 2817 },
  { name: 'round 68', docsAt: 'bd9fc21', from: 2817, to: 2858 },
  { name: 'round 69', docsAt: 'bd9fc21', from: 2858, to: 2900 },
  { name: 'round 70', docsAt: '407c5ff', from: 2900, to: 2940 },
  { name: 'round 71', docsAt: '407c5ff', from: 2940, to: 2980 },
  { name: 'round 72', docsAt: '2114665', from: 2980, to: 3000 },
  { name: 'round 73', docsAt: '2114665', from: 3000, to: 3020 },
  { name: 'round 74', docsAt: 'fb8b90d', from: 3020, to: 3040 },
  { name: 'round 75', docsAt: 'fb8b90d', from: 3040, to: 3060 },
  { name: 'round 76', docsAt: '128f34a', from: 3060, to: 3085 },
  { name: 'round 77', docsAt: '128f34a', from: 3085, to: 3109 },
  { name: 'round 78', docsAt: '6ed4874', from: 3109, to: 3139 },
  { name: 'round 79', docsAt: '6ed4874', from: 3139, to: 3172 },
  { name: 'round 80', docsAt: '6ed4874', from: 3172, to: 3208 },
  { name: 'round 81', docsAt: '6ed4874', from: 3208, to: 3238 },
  { name: 'round 82', docsAt: '57afcf5', from: 3238, to: 3268 },
  { name: 'round 83', docsAt: '57afcf5', from: 3268, to: 3301 },
  { name: 'round 84', docsAt: '57afcf5', from: 3301, to: 3332 },
  { name: 'round 85', docsAt: '57afcf5', from: 3332, to: 3362 },
] as const;

const fromArg = process.argv.find((arg) => arg.startsWith('--from='));
const firstRound = fromArg ? Number(fromArg.slice('--from='.length)) : 0;
/** The rounds asked for: every one, or those from --from=N on. */
const rounds = ROUNDS.filter((round) => Number(/\d+/.exec(round.name)?.[0]) >= firstRound);

const outDir = path.resolve('tools/search-engines/rounds-build');
const dirOf = (docsAt: string) => path.join(outDir, docsAt.replace(/\W/g, '-'));

function build(): void {
  const tree = mkdtempSync(path.join(tmpdir(), 'rounds-'));
  execFileSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], { stdio: 'inherit' });
  try {
    // The build reads the pinned CLI's package as well as the site's.
    for (const modules of ['node_modules', 'tools/cli-runtime/node_modules']) symlinkSync(path.resolve(modules), path.join(tree, modules));
    for (const docsAt of new Set(rounds.map((round) => round.docsAt))) {
      // The round's docs exactly: a page added since then must not be in its build.
      rmSync(path.join(tree, 'docs'), { recursive: true, force: true });
      execFileSync('git', ['checkout', docsAt, '--', 'docs'], { cwd: tree });
      execFileSync('npx', ['rspress', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
      const dir = dirOf(docsAt);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(path.join(dir, 'static'), { recursive: true });
      const staticDir = path.join(tree, 'doc_build', 'static');
      for (const file of readdirSync(staticDir).filter((f) => /^search_(index|rest)\.en\./.test(f))) cpSync(path.join(staticDir, file), path.join(dir, 'static', file));
      console.log(`docs at ${docsAt} built`);
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree]);
    rmSync(tree, { recursive: true, force: true });
  }
}

/** The readers' questions of the docs at `commit`, by route (none before the file existed). */
function questionsAt(commit: string): Map<string, string[]> {
  try {
    const text = execFileSync('git', ['show', `${commit}:docs/${QUESTIONS_FILE_NAME}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return new Map(Object.entries((JSON.parse(text) as { pages: Record<string, string[]> }).pages));
  } catch {
    return new Map();
  }
}

function score(showMisses: boolean, todaysQuestions?: ReadonlyMap<string, string[]>): void {
  const { queries } = JSON.parse(readFileSync(path.join('docs', READERS_QUERIES_FILE_NAME), 'utf8')) as { queries: Query[] };
  const total: Figures = { queries: 0, top1: 0, top3: 0, reciprocal: 0 };
  for (const round of rounds) {
    if (!existsSync(path.join(dirOf(round.docsAt), 'static'))) throw new Error(`No build of ${round.name}: run this script with "build" first.`);
    const index = readBuiltIndex(dirOf(round.docsAt), questionsWithReaders(todaysQuestions ?? questionsAt(round.docsAt), queriesByRoute(queries.slice(0, round.from))));
    const routes = new Set(index.pages.map((page) => routeOf(page.routePath)));
    // A query whose page was written later has no answer in that round's docs.
    const answerable = queries.slice(round.from, round.to).filter(({ pages }) => pages.some((page) => routes.has(page)));
    const figures = scoreQueries(index, answerable, ({ query, pages }, hits, at) => {
      if (showMisses && (at < 0 || at > 2)) console.log(`  ${at < 0 ? '-' : at + 1}  "${query}" wanted ${pages.join(' or ')}, got ${hits.slice(0, 3).join(', ')}`);
    });
    console.log(`${round.name} (docs at ${round.docsAt}): ${describeFigures(figures)}`);
    for (const key of Object.keys(total) as Array<keyof Figures>) total[key] += figures[key];
  }
  console.log(`all rounds: ${describeFigures(total)}`);
}

if (process.argv[2] === 'build') build();
else {
  const todays = process.argv.includes('--todays-questions')
    ? new Map(Object.entries((JSON.parse(readFileSync(path.join('docs', QUESTIONS_FILE_NAME), 'utf8')) as { pages: Record<string, string[]> }).pages))
    : undefined;
  score(process.argv.includes('--misses'), todays);
}
