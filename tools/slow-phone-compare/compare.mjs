// node tools/slow-phone-compare/compare.mjs <base build> <new build> [runs] [page]
// The slow phone's first paint, ready and main-thread work from the scripts' start to ready (bench/slow-phone.mjs, coldLoad)
// on two built sites, one cold load of each in turns (inTurns.mjs). Prints the medians (with the ready time's quartiles),
// the median of the paired differences of ready, and the new site's ready as a share of the base's.
import { medianOfPairedDifferences } from '../../bench/stats.mjs';
import { describeLoads, loadInTurns } from './inTurns.mjs';

const [baseDir, newDir, runsArg = '7', page = '/docs/welcome'] = process.argv.slice(2);
if (!baseDir || !newDir) {
  console.error('usage: node tools/slow-phone-compare/compare.mjs <base build> <new build> [runs] [page]');
  process.exit(2);
}
const sites = await loadInTurns([{ name: 'base', root: baseDir }, { name: 'new', root: newDir }], Number(runsArg), page);
for (const line of describeLoads(sites)) console.log(line);
// Load k of each site was made one after the other: their difference leaves out the machine's slower spells.
const paired = medianOfPairedDifferences(...sites.map((site) => site.loads.map((load) => load.readyMs)));
console.log(`new ready - base ready, median of the paired loads: ${paired.toFixed(0)} ms (${runsArg} loads each, ${page})`);
