// Scores the engine as it is now on each round of the readers' tuning set, against the docs as they were when that
// round's queries were committed, before the page edits they led to. A round's queries judged the engine before
// anything was fitted to them, so a ranking change that finds more of them here is likely to find more of what
// readers will type next; the current pages, edited for those same queries, cannot show that.
//   N=tools/cli-runtime/node_modules/node/bin/node
//   $N --import ./tools/search-engines/ts-resolve.mjs tools/search-engines/rounds.ts build   (once: ~20 s a round)
//   $N --import ./tools/search-engines/ts-resolve.mjs tools/search-engines/rounds.ts [--misses]
// `build` checks out each round's docs into a temporary worktree of HEAD (today's builder and theme) and keeps the
// two index files of its build in rounds-build, a git-ignored folder beside this script. Scoring needs no build of the site.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildLocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';

/** Each round: the commit that added its queries (the docs before its page edits) and its queries' positions. */
const ROUNDS = [
  { name: 'round 2', docsAt: '0f42455', from: 60, to: 92 },
  { name: 'round 3', docsAt: 'b7cea9b', from: 92, to: 124 },
  { name: 'round 3, last two', docsAt: '9c94c1a', from: 124, to: 126 },
  { name: 'round 4', docsAt: '9ef682f', from: 126, to: 161 },
  { name: 'round 5', docsAt: '9d4681e~1', from: 161, to: 218 },
] as const;

const outDir = path.resolve('tools/search-engines/rounds-build');
const dirOf = (round: (typeof ROUNDS)[number]) => path.join(outDir, round.docsAt.replace(/\W/g, '-'));

function build(): void {
  const tree = mkdtempSync(path.join(tmpdir(), 'rounds-'));
  execFileSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], { stdio: 'inherit' });
  try {
    // The build reads the pinned CLI's package as well as the site's.
    for (const modules of ['node_modules', 'tools/cli-runtime/node_modules']) symlinkSync(path.resolve(modules), path.join(tree, modules));
    for (const round of ROUNDS) {
      execFileSync('git', ['checkout', round.docsAt, '--', 'docs'], { cwd: tree });
      execFileSync('npx', ['rspress', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
      const dir = dirOf(round);
      mkdirSync(path.join(dir, 'static'), { recursive: true });
      const staticDir = path.join(tree, 'doc_build', 'static');
      for (const file of readdirSync(staticDir).filter((f) => /^search_(index|rest)\.en\./.test(f))) cpSync(path.join(staticDir, file), path.join(dir, 'static', file));
      execFileSync('git', ['checkout', 'HEAD', '--', 'docs'], { cwd: tree });
      execFileSync('git', ['clean', '-fdq', 'docs'], { cwd: tree });
      console.log(`${round.name}: docs at ${round.docsAt} built`);
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree]);
    rmSync(tree, { recursive: true, force: true });
  }
}

function score(showMisses: boolean): void {
  const { queries } = JSON.parse(readFileSync('tests/queries/readers-tuning.json', 'utf8')) as { queries: Array<{ query: string; pages: string[] }> };
  const pathOf = (link: string) => link.split('#')[0].replace(/\.html$/, '');
  const total = { n: 0, top1: 0, top3: 0, reciprocal: 0 };
  for (const round of ROUNDS) {
    const staticDir = path.join(dirOf(round), 'static');
    if (!existsSync(staticDir)) throw new Error(`No build of ${round.name}: run this script with "build" first.`);
    const read = (name: RegExp) => JSON.parse(readFileSync(path.join(staticDir, readdirSync(staticDir).find((f) => name.test(f)) ?? '-'), 'utf8')) as unknown;
    const index = buildLocalIndex(read(/^search_index\.en\.[0-9a-f]+\.json$/) as unknown[], read(/^search_rest\.en\.[0-9a-f]+\.json$/));
    const routes = new Set(index.pages.map((page) => page.routePath.replace(/\.html$/, '')));
    const figures = { n: 0, top1: 0, top3: 0, reciprocal: 0 };
    for (const { query, pages } of queries.slice(round.from, round.to)) {
      // A query whose page was written later has no answer in that round's docs.
      if (!pages.some((page) => routes.has(page))) continue;
      figures.n += 1;
      const hits = searchLocalIndex(index, query).map((hit) => pathOf(hit.link));
      const at = hits.findIndex((link) => pages.includes(link));
      if (at === 0) figures.top1 += 1;
      if (at >= 0 && at < 3) figures.top3 += 1;
      if (at >= 0) figures.reciprocal += 1 / (at + 1);
      if (showMisses && (at < 0 || at > 2)) console.log(`  ${at < 0 ? '-' : at + 1}  "${query}" wanted ${pages.join(' or ')}, got ${hits.slice(0, 3).join(', ')}`);
    }
    console.log(`${round.name} (docs at ${round.docsAt}): ${figures.n} queries, top 1 ${figures.top1}, top 3 ${figures.top3}, MRR ${(figures.reciprocal / figures.n).toFixed(3)}`);
    for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += figures[key];
  }
  console.log(`all rounds: ${total.n} queries, top 1 ${total.top1}, top 3 ${total.top3}, MRR ${(total.reciprocal / total.n).toFixed(3)}`);
}

if (process.argv[2] === 'build') build();
else score(process.argv.includes('--misses'));
