import { launchBrowser } from '../../bench/browser.mjs';
import { serveGzip } from '../../bench/gzip-proxy.mjs';
import { measureSlowPhoneInTurns } from '../../bench/slow-phone.mjs';
import { median, quartiles } from '../../bench/stats.mjs';

/**
 * Serves each built site (gzip as the production host sends it) and makes `runs` cold slow-phone loads of `page` on
 * each, one site after the other in every round, so that a busy spell of the machine falls on all of them alike.
 * Returns `sites` with `loads` filled in (each load with the scripts' long tasks).
 */
export async function loadInTurns(sites, runs, page) {
  const servers = [];
  try {
    for (const site of sites) servers.push(await serveGzip(site.root));
    const browser = await launchBrowser();
    try {
      const measured = await measureSlowPhoneInTurns(browser, {
        sites: sites.map((site, at) => ({ name: site.name, baseUrl: servers[at].baseUrl })),
        paths: [page],
        runs,
        longTasks: true,
      });
      for (const site of sites) site.loads = measured[site.name][0].loads;
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.close();
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
