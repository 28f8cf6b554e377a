import { startStaticServer } from '../../builder/serve-static.mjs';
import { launchBrowser } from '../../bench/browser.mjs';
import { startGzipProxy } from '../../bench/gzip-proxy.mjs';
import { coldLoad } from '../../bench/slow-phone.mjs';
import { median, quartiles } from '../../bench/stats.mjs';

/**
 * Serves each built site (gzip as the production host sends it) and makes `runs` cold slow-phone loads of `page` on
 * each, one site after the other in every round, so that a busy spell of the machine falls on all of them alike.
 * Returns `sites` with `loads` filled in.
 */
export async function loadInTurns(sites, runs, page) {
  const closers = [];
  try {
    for (const site of sites) {
      const server = await startStaticServer({ root: site.root, port: 0 });
      const proxy = await startGzipProxy({ targetPort: server.address().port, port: 0 });
      closers.push(server, proxy);
      site.url = `http://127.0.0.1:${proxy.address().port}${page}`;
      site.loads = [];
    }
    const browser = await launchBrowser();
    try {
      for (let run = 0; run < runs; run += 1) for (const site of sites) site.loads.push(await coldLoad(browser, site.url, { longTasks: true }));
    } finally {
      await browser.close();
    }
  } finally {
    for (const closer of closers) closer.close();
  }
  return sites;
}

/** One line per site: medians of first paint, ready (with its quartiles) and the scripts' long tasks, and ready as a share of the first site's. */
export function describeLoads(sites) {
  const readyOf = (site) => median(site.loads.map((l) => l.readyMs));
  const base = readyOf(sites[0]);
  const width = Math.max(...sites.map((s) => s.name.length));
  return sites.map((site) => {
    const [q1, q3] = quartiles(site.loads.map((l) => l.readyMs)).map((q) => q.toFixed(0));
    const fcp = median(site.loads.map((l) => l.fcpMs)).toFixed(0);
    const scripts = median(site.loads.map((l) => l.scriptsAndHydrationMs)).toFixed(0);
    const share = (readyOf(site) / base).toFixed(2);
    return `${site.name.padEnd(width)}  first paint ${fcp} ms, ready ${readyOf(site).toFixed(0)} ms (quartiles ${q1}-${q3}, ${share} of ${sites[0].name}'s), scripts and hydration ${scripts} ms`;
  });
}
