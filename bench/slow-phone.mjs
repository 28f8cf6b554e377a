import { median } from './stats.mjs';

// A visitor on a slow phone: 4x CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip (the budgets of
// bench/budgets.json "slowPhone"), a phone-sized viewport and a cold cache for every load.
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1.6e6 / 8,
  uploadBytesPerSecond: 750e3 / 8,
  viewport: { width: 412, height: 823 },
};

/** Slows a Playwright page down to the slow phone's CPU and network (the end-to-end tests use it too). */
export async function emulateSlowPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
}

/**
 * One cold load: first contentful paint and the moment <html data-hydrated="true"> says every control works. With
 * `longTasks`, also the main thread's long tasks from the scripts' start to ready (their evaluation and React's
 * hydration), as bench/scale.mjs and tools/slow-phone-compare time it.
 */
export async function coldLoad(browser, url, { longTasks = false } = {}) {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (longTasks) {
      await page.addInitScript(() => {
        const tasks = (window.__benchLongTasks = []);
        new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
      });
    }
    await emulateSlowPhone(context, page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const ready = performance.getEntriesByName('ext:ready')[0]?.startTime ?? Number.NaN;
      const load = { fcpMs: fcp, readyMs: ready, domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? Number.NaN };
      if (!window.__benchLongTasks) return load;
      // The deferred scripts run right before DOMContentLoaded; from there to ready the main thread evaluates them
      // and React hydrates: the long tasks of that span are that work.
      const from = navigation?.domInteractive ?? 0;
      const busy = window.__benchLongTasks.filter(([start]) => start >= from && start < ready).reduce((sum, [, duration]) => sum + duration, 0);
      return { ...load, scriptsAndHydrationMs: busy };
    });
  } finally {
    await context.close();
  }
}

/**
 * Median first paint and ready time over `runs` cold loads of each path, on several sites in turns (a load of
 * A, then of B, ...), so that both sides of the comparison share the machine's spells. `sites` are
 * { name, baseUrl }, each serving gzip; `longTasks` as for coldLoad. Returns, per site name, what measureSlowPhone
 * returns.
 */
export async function measureSlowPhoneInTurns(browser, { sites, paths, runs, longTasks = false }) {
  const loads = Object.fromEntries(sites.map((site) => [site.name, paths.map(() => [])]));
  for (let i = 0; i < runs; i += 1) {
    for (const [index, path] of paths.entries()) {
      for (const site of sites) loads[site.name][index].push(await coldLoad(browser, site.baseUrl + path, { longTasks }));
    }
  }
  return Object.fromEntries(
    sites.map((site) => [
      site.name,
      paths.map((path, index) => {
        const of = loads[site.name][index];
        return { path, fcpMs: median(of.map((l) => l.fcpMs)), readyMs: median(of.map((l) => l.readyMs)), loads: of };
      }),
    ]),
  );
}

/** Median first paint and ready time over `runs` cold loads of each path; baseUrl must serve gzip. */
export async function measureSlowPhone(browser, { baseUrl, paths, runs }) {
  const results = [];
  for (const path of paths) {
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, baseUrl + path));
    results.push({
      path,
      fcpMs: median(loads.map((l) => l.fcpMs)),
      readyMs: median(loads.map((l) => l.readyMs)),
      loads,
    });
  }
  return results;
}
