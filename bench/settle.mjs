const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * Starts watching a page's requests; the function it returns resolves once the page has loaded, its main thread
 * has gone idle (hydration done: Rspress starts some requests, such as the search index, from effects after
 * hydration, which can come after Playwright's 500 ms "networkidle" on a busy machine) and no request has been
 * open for QUIET_MS. Call it before page.goto.
 */
export function trackSettling(page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = (delta) => () => {
    inFlight += delta;
    lastActivity = Date.now();
  };
  page.on('request', touch(1));
  page.on('requestfinished', touch(-1));
  page.on('requestfailed', touch(-1));
  return async function waitUntilSettled() {
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await page.waitForTimeout(100);
    }
  };
}
