import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { VIEWPORT } from './browser.mjs';
import { trackSettling } from './settle.mjs';
import { armColdSearchProbe, armInputProbe, armProbe } from './probes.mjs';
import { querySets, scoreQueries, withoutUnlistedQueries } from './search-score.mjs';
import { median } from './stats.mjs';

export const DEBOUNCE_MS = 150; // useSearchPanel's input debounce in @rspress/core
const HITS = '.rp-search-panel__modal .rp-suggest-item';
const INPUT = '.rp-search-panel__input';
const STALE = 'hits appeared before the last keystroke';
const KEY_DELAY_MS = 30; // faster than the debounce, so only the last keystroke starts a search

/**
 * Size of each search file the build wrote: the index the first hits need (`first`, one per language) and the rest
 * of the text that follows it (`rest`).
 */
export function searchIndexSize(siteDir) {
  const dir = path.join(siteDir, 'static');
  return readdirSync(dir)
    .filter((name) => /^search_(index|rest)\..*\.json$/.test(name))
    .map((name) => {
      const body = readFileSync(path.join(dir, name));
      const part = name.startsWith('search_index.') ? 'first' : 'rest';
      return { file: name, part, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    });
}

/**
 * A visitor on a slow phone who opens the search for the first time (nothing of it loaded yet) and enters a query:
 * the time from the key that opens the panel to the first hits painted. Median of `runs` cold loads.
 * `typed: false` (the budget): the page enters the query as one input, as a paste does, the moment the input has
 * focus, and times from the key's own event time (bench/probes.mjs armColdSearchProbe): the site's latency alone.
 * `typed: true` (reported): the driver types it key by key, 30 ms apart, and times from before the first key press;
 * that adds the keys' pace under the throttled CPU (about 60 ms each here) and the driver's polling.
 */
export async function measureColdSearch(browser, { baseUrl, runs = 3, query = 'manifest', typed = false }) {
  const { SLOW_PHONE, emulateSlowPhone } = await import('./slow-phone.mjs');
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ viewport: SLOW_PHONE.viewport });
    try {
      const page = await context.newPage();
      await emulateSlowPhone(context, page);
      await page.goto(`${baseUrl}/docs/welcome`, { waitUntil: 'domcontentloaded' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      if (typed) {
        const openedAt = await page.evaluate(() => performance.now());
        await page.keyboard.press('Control+K');
        await page.locator(INPUT).waitFor({ state: 'visible', timeout: 30_000 });
        await page.keyboard.type(query, { delay: KEY_DELAY_MS });
        await page.locator(HITS).first().waitFor({ state: 'visible', timeout: 30_000 });
        const paintedAt = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now())))));
        samples.push(paintedAt - openedAt);
      } else {
        await armProbe(page, armColdSearchProbe, { input: INPUT, hits: HITS, query, timeoutMs: 30_000 });
        await page.keyboard.press('Control+K');
        const probe = await page.evaluate(() => window.__benchProbe);
        samples.push(probe.timedOut ? Number.NaN : probe.paintedAt - probe.openedAt);
      }
    } catch (error) {
      samples.push(Number.NaN);
    } finally {
      await context.close();
    }
  }
  return { query, typed, samples, medianMs: median(samples.filter(Number.isFinite)) };
}

async function openSearch(page) {
  await page.keyboard.press('Control+K');
  await page.locator(INPUT).waitFor({ state: 'visible' });
  await page.waitForFunction((selector) => document.activeElement?.matches(selector), INPUT);
}

async function closeSearch(page) {
  await page.keyboard.press('Escape');
  await page.locator(INPUT).waitFor({ state: 'hidden' });
}

/** Types `query` into the open search and returns the time from its last input event to the hits on screen. */
async function timeQuery(page, query, timeoutMs = 10_000) {
  await armProbe(page, armInputProbe, { selector: HITS, timeoutMs });
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  const probe = await page.evaluate(() => window.__benchProbe);
  if (probe.timedOut) return { query, error: `no hits within ${timeoutMs / 1000} s` };
  if (probe.inputs !== query.length) return { query, error: STALE };
  const links = await page
    .locator(`${HITS} a`)
    .evaluateAll((anchors) => anchors.map((a) => new URL(a.href).pathname.replace(/\.html$/, '')));
  return {
    query,
    domMs: probe.shownAt - probe.lastInputAt,
    paintedMs: probe.paintedAt - probe.lastInputAt,
    hits: links.length,
    links,
  };
}

/**
 * Opens /docs/welcome, opens the search with Ctrl+K and times each query of every query set (bench/search-score.mjs)
 * (or of the sets named in `setNames`) from its last keystroke to the painted hits, and scores each set's hits
 * (`quality`, by set name). The first query after opening also waits for the index to be built, so it is reported
 * apart and not in the median.
 */
export async function measureSearch(browser, { baseUrl, setNames }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const settled = trackSettling(page);
  await page.goto(`${baseUrl}/docs/welcome`, { waitUntil: 'load' });
  await settled();
  await openSearch(page);
  const first = await timeQuery(page, 'browser', 60_000);
  const samples = [];
  for (const { name: set, queries } of querySets(setNames)) for (const { query, pages } of queries) {
    let sample;
    // A keystroke delayed past the debounce (a busy machine) starts a search mid-word: type that query again.
    for (let attempt = 1; attempt <= 3 && (!sample || sample.error === STALE); attempt += 1) {
      await closeSearch(page);
      await openSearch(page);
      sample = { ...(await timeQuery(page, query)), attempt, pages, set };
    }
    samples.push(sample);
  }
  await context.close();
  const valid = samples.filter((s) => !s.error);
  const medianMs = median(valid.map((s) => s.paintedMs));
  const sets = querySets(setNames);
  return {
    debounceMs: DEBOUNCE_MS,
    medianMs,
    beyondDebounceMs: medianMs - DEBOUNCE_MS,
    domBeyondDebounceMs: median(valid.map((s) => s.domMs)) - DEBOUNCE_MS,
    firstQuery: first,
    quality: Object.fromEntries(sets.map(({ name, listsMisses }) => [name, scoreQueries(samples.filter((s) => s.set === name), { listsMisses })])),
    samples: withoutUnlistedQueries(samples, sets),
  };
}
