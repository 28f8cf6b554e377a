// node tools/lighthouse-compare/compare.mjs <built site A> <built site B> [rounds] [page ...]
// Did a change cost Lighthouse points? Runs Lighthouse as the bench does (bench/lighthouse.mjs: mobile, simulated
// throttling, gzip as the host sends it) on two built sites in turns, A then B in each round, so both see the same
// spell of the machine. Lighthouse's simulated 4x CPU is relative to the host's own speed, so the same site scores
// several points apart from one hour or machine to the next (README, "Reading Lighthouse's figures here"): compare a
// change with its base measured together, not with a figure from another day.
// Build the base into another folder first, e.g. `git worktree add ../base main && cd ../base && npm ci &&
// DOC_BUILD_DIR=$PWD/doc_build npx rspress build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../scripts/serve-static.mjs';
import { startGzipProxy } from '../../bench/gzip-proxy.mjs';
import { measureLighthouse } from '../../bench/lighthouse.mjs';
import { median } from '../../bench/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const [siteA, siteB, roundsArg = '3', ...pageArgs] = process.argv.slice(2);
const rounds = Number(roundsArg);
const pages = pageArgs.length > 0 ? pageArgs : ['/', '/docs/welcome', '/blog/announcing-2-0-0-beta'];
if (!siteA || !siteB || ![siteA, siteB].every((dir) => existsSync(path.join(dir, 'index.html'))) || !(rounds >= 1)) {
  console.error('usage: node tools/lighthouse-compare/compare.mjs <built site A> <built site B> [rounds >= 1] [page ...]');
  console.error('Each site is a folder that a production build wrote (it holds index.html).');
  process.exit(2);
}

async function serve(root) {
  const server = await startStaticServer({ root, port: 0 });
  const proxy = await startGzipProxy({ targetPort: server.address().port, port: 0 });
  return { baseUrl: `http://127.0.0.1:${proxy.address().port}`, close: () => (proxy.close(), server.close()) };
}

const sites = [
  { name: 'A', root: siteA, server: await serve(siteA), runs: [] },
  { name: 'B', root: siteB, server: await serve(siteB), runs: [] },
];
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const site of sites) {
      const outDir = path.join(HERE, 'tmp', `${site.name}-${round}`);
      const result = await measureLighthouse({ baseUrl: site.server.baseUrl, paths: pages, runs: 1, outDir });
      site.runs.push(result);
      for (const page of result) {
        const { scores, metrics, benchmarkIndex } = page.perRun[0];
        console.log(
          `round ${round} ${site.name} ${page.path.padEnd(30)} performance ${scores.performance}` +
            `  TBT ${Math.round(metrics.tbt)} ms  LCP ${Math.round(metrics.lcp)} ms  host benchmark index ${Math.round(benchmarkIndex)}`,
        );
      }
    }
  }
} finally {
  for (const site of sites) site.server.close();
}

console.log('\nmedian performance per page (A = ' + siteA + ', B = ' + siteB + ')');
for (const [index, page] of pages.entries()) {
  const figures = sites.map((site) => {
    const perRun = site.runs.map((run) => run[index].perRun[0]);
    const perf = perRun.map((r) => r.scores.performance);
    return `${site.name} ${median(perf)} (${perf.join('/')}), TBT ${Math.round(median(perRun.map((r) => r.metrics.tbt)))} ms`;
  });
  console.log(`  ${page.padEnd(30)} ${figures.join('   ')}`);
}
