// node tools/stock-rspress/compare-build.mjs [rounds]
// How long Rspress itself needs for this site's pages: times cold production builds of the site, of stock Rspress
// on the same pages (stock.config.ts) and of stock Rspress without its Markdown twins and llms.txt, in turns, so a
// busy or quiet spell of the machine falls on all three alike. The bench's build budget reads the site's build only;
// this is the "why" behind that figure. Prints the wall and CPU time of each build and the medians.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuild } from '../../bench/build.mjs';
import { median } from '../../bench/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TMP = path.join(HERE, 'tmp');
const STOCK = ['-c', path.join(HERE, 'stock.config.ts')];
const BUILDS = [
  { name: 'site (rspress.config.ts)', args: [], env: {} },
  { name: 'stock Rspress, same pages', args: STOCK, env: { STOCK_LLMS: '1' } },
  { name: 'stock Rspress, no Markdown twins', args: STOCK, env: { STOCK_LLMS: '0' } },
];

const rounds = Number(process.argv[2] ?? 3);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node tools/stock-rspress/compare-build.mjs [rounds, a whole number >= 1]');
  process.exit(2);
}
mkdirSync(TMP, { recursive: true });
console.log(`${rounds} round(s) on ${os.cpus().length} CPUs, Node ${process.version}`);

const times = BUILDS.map(() => []);
for (let round = 1; round <= rounds; round += 1) {
  for (const [index, build] of BUILDS.entries()) {
    const file = (suffix) => path.join(TMP, `build-${index}-${round}.${suffix}`);
    const result = await measureBuild({
      outDir: path.join(TMP, `out-${index}`),
      logFile: file('log'),
      usageFile: file('usage.json'),
      args: build.args,
      env: build.env,
    });
    times[index].push(result);
    console.log(`round ${round}  ${build.name.padEnd(34)} ${(result.wallMs / 1000).toFixed(1)} s wall, ${(result.cpuMs / 1000).toFixed(1)} s CPU`);
  }
}
console.log('\nmedian');
for (const [index, build] of BUILDS.entries()) {
  const wall = median(times[index].map((t) => t.wallMs)) / 1000;
  const cpu = median(times[index].map((t) => t.cpuMs)) / 1000;
  console.log(`  ${build.name.padEnd(34)} ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU`);
}
