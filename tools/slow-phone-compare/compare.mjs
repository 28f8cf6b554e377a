// node tools/slow-phone-compare/compare.mjs <base build> <new build> [runs] [page]
// The slow phone's first paint, ready and main-thread work from the scripts' start to ready (bench/slow-phone.mjs, coldLoad)
// on two built sites, one cold load of each in turns, so that a busy spell of the machine falls on both alike; gzip
// as the production host sends it. Prints the medians (with the ready time's quartiles), the median of the paired
// differences of ready, and the new site's ready as a share of the base's.
import { startStaticServer } from '../../builder/serve-static.mjs';
import { launchBrowser } from '../../bench/browser.mjs';
import { startGzipProxy } from '../../bench/gzip-proxy.mjs';
import { coldLoad } from '../../bench/slow-phone.mjs';
import { median, medianOfPairedDifferences, quartiles } from '../../bench/stats.mjs';

const [baseDir, newDir, runsArg = '7', page = '/docs/welcome'] = process.argv.slice(2);
if (!baseDir || !newDir) {
  console.error('usage: node tools/slow-phone-compare/compare.mjs <base build> <new build> [runs] [page]');
  process.exit(2);
}
const sites = [
  { name: 'base', root: baseDir, loads: [] },
  { name: 'new', root: newDir, loads: [] },
];
const closers = [];
for (const site of sites) {
  const server = await startStaticServer({ root: site.root, port: 0 });
  const proxy = await startGzipProxy({ targetPort: server.address().port, port: 0 });
  closers.push(server, proxy);
  site.url = `http://127.0.0.1:${proxy.address().port}${page}`;
}
const browser = await launchBrowser();
try {
  for (let run = 0; run < Number(runsArg); run += 1) for (const site of sites) site.loads.push(await coldLoad(browser, site.url, { longTasks: true }));
} finally {
  await browser.close();
  for (const closer of closers) closer.close();
}
const summary = sites.map((site) => ({
  name: site.name,
  fcpMs: median(site.loads.map((l) => l.fcpMs)),
  readyMs: median(site.loads.map((l) => l.readyMs)),
  readyQuartilesMs: quartiles(site.loads.map((l) => l.readyMs)),
  scriptsAndHydrationMs: median(site.loads.map((l) => l.scriptsAndHydrationMs)),
}));
for (const s of summary) {
  const [q1, q3] = s.readyQuartilesMs.map((q) => q.toFixed(0));
  console.log(`${s.name.padEnd(5)} first paint ${s.fcpMs.toFixed(0)} ms, ready ${s.readyMs.toFixed(0)} ms (quartiles ${q1}-${q3}), scripts and hydration ${s.scriptsAndHydrationMs.toFixed(0)} ms`);
}
// Load k of each site was made one after the other: their difference leaves out the machine's slower spells.
const paired = medianOfPairedDifferences(...sites.map((site) => site.loads.map((load) => load.readyMs)));
console.log(`new ready - base ready, median of the paired loads: ${paired.toFixed(0)} ms`);
console.log(`new ready / base ready: ${(summary[1].readyMs / summary[0].readyMs).toFixed(2)} (${runsArg} loads each, ${page})`);
