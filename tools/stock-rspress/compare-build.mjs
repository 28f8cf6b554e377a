// node tools/stock-rspress/compare-build.mjs [rounds]
// How long Rspress itself needs for this site's pages: times cold production builds of the site, of stock Rspress
// on the same pages and of stock Rspress without its Markdown twins and llms.txt (bench/compared-builds.mjs), in turns, so
// a busy or quiet spell of the machine falls on all three alike. `npm run bench` compares the first two the same
// way (its build budget); this adds the third, to show what the twins cost. Prints each build and the medians.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuildsInTurns } from '../../bench/build.mjs';
import { median } from '../../bench/stats.mjs';
import { SITE_BUILD, STOCK_BUILD, STOCK_BUILD_WITHOUT_TWINS } from '../../bench/compared-builds.mjs';

const TMP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tmp');
const BUILDS = [SITE_BUILD, STOCK_BUILD, STOCK_BUILD_WITHOUT_TWINS].map((build, index) => ({ ...build, outDir: path.join(TMP, `out-${index}`) }));

const rounds = Number(process.argv[2] ?? 3);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node tools/stock-rspress/compare-build.mjs [rounds, a whole number >= 1]');
  process.exit(2);
}
mkdirSync(TMP, { recursive: true });
console.log(`${rounds} round(s) on ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
const runs = await measureBuildsInTurns({ builds: BUILDS, rounds, tmpDir: TMP, log: console.log });
console.log('\nmedian');
for (const [index, build] of BUILDS.entries()) {
  const wall = median(runs[index].map((t) => t.wallMs)) / 1000;
  const cpu = median(runs[index].map((t) => t.cpuMs)) / 1000;
  console.log(`  ${build.name.padEnd(34)} ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU`);
}
