import { emulateSlowPhone, SLOW_PHONE } from './slow-phone.mjs';

// One cold load on the slow phone (bench/slow-phone.mjs), as bench/scale.mjs and tools/slow-phone-compare time it.
/** One cold load on the slow phone: first paint, ready, and the main thread's long tasks between the scripts' start and ready. */
export async function slowPhoneLoad(browser, url) {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = (window.__benchLongTasks = []);
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
    });
    await emulateSlowPhone(context, page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const ready = performance.getEntriesByName('ext:ready')[0]?.startTime ?? Number.NaN;
      // The deferred scripts run right before DOMContentLoaded; from there to ready the main thread evaluates them
      // and React hydrates: the long tasks of that span are that work.
      const from = navigation?.domInteractive ?? 0;
      const busy = window.__benchLongTasks.filter(([start]) => start >= from && start < ready).reduce((sum, [, duration]) => sum + duration, 0);
      return { fcpMs: fcp, readyMs: ready, scriptsAndHydrationMs: busy };
    });
  } finally {
    await context.close();
  }
}
