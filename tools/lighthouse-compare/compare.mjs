// node tools/lighthouse-compare/compare.mjs <built site A> <built site B> [rounds] [page ...]
// Did a change cost Lighthouse points? Runs Lighthouse as the bench does (bench/lighthouse.mjs: mobile, simulated
// throttling, gzip as the host sends it) on two built sites in turns, A then B in each round, so both see the same
// spell of the machine. Lighthouse's simulated 4x CPU is relative to the host's own speed, so the same site scores
// several points apart from one hour or machine to the next (bench/README.md): compare a change with its base
// measured together, not with a figure from another day. `npm run bench` does the same against stock Rspress.
// Build the base into another folder first, e.g. `git worktree add ../base main && cd ../base && npm ci &&
// DOC_BUILD_DIR=$PWD/doc_build npx rspress build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveGzip } from '../../bench/gzip-proxy.mjs';
import { measureLighthouseInTurns } from '../../bench/lighthouse.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const [siteA, siteB, roundsArg = '3', ...pageArgs] = process.argv.slice(2);
const rounds = Number(roundsArg);
const pages = pageArgs.length > 0 ? pageArgs : ['/', '/docs/welcome', '/blog/announcing-2-0-0-beta'];
if (!siteA || !siteB || ![siteA, siteB].every((dir) => existsSync(path.join(dir, 'index.html'))) || !(rounds >= 1)) {
  console.error('usage: node tools/lighthouse-compare/compare.mjs <built site A> <built site B> [rounds >= 1] [page ...]');
  console.error('Each site is a folder that a production build wrote (it holds index.html).');
  process.exit(2);
}

const servers = { A: await serveGzip(siteA), B: await serveGzip(siteB) };
let results;
try {
  results = await measureLighthouseInTurns({
    sites: Object.entries(servers).map(([name, server]) => ({ name, baseUrl: server.baseUrl })),
    paths: pages,
    rounds,
    outDir: path.join(HERE, 'tmp'),
    log: console.log,
  });
} finally {
  for (const server of Object.values(servers)) server.close();
}

console.log(`\nmedian per page (A = ${siteA}, B = ${siteB})`);
for (const [index, page] of pages.entries()) {
  const figures = Object.entries(results).map(([name, reports]) => {
    const { scores, metrics, perRun } = reports[index];
    return `${name} performance ${scores.performance} (${perRun.map((r) => r.scores.performance).join('/')}), TBT ${Math.round(metrics.tbt)} ms`;
  });
  console.log(`  ${page.padEnd(30)} ${figures.join('   ')}`);
}
