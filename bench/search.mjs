import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { VIEWPORT } from './browser.mjs';
import { armInputProbe } from './probes.mjs';
import { median } from './stats.mjs';

export const DEBOUNCE_MS = 150; // useSearchPanel's input debounce in @rspress/core
export const QUERIES = [
  'manifest',
  'firefox',
  'content script',
  'typescript',
  'tailwind',
  'preview',
  'templates',
  'locales',
  'webassembly',
  'service worker',
];
const HITS = '.rp-search-panel__modal .rp-suggest-item';
const INPUT = '.rp-search-panel__input';
const KEY_DELAY_MS = 30; // faster than the debounce, so only the last keystroke starts a search

/** Size of each search index file the build wrote (one per language). */
export function searchIndexSize(siteDir) {
  const dir = path.join(siteDir, 'static');
  return readdirSync(dir)
    .filter((name) => /^search_index\..*\.json$/.test(name))
    .map((name) => {
      const body = readFileSync(path.join(dir, name));
      return { file: name, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    });
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
async function timeQuery(page, query) {
  await page.evaluate(armInputProbe, { selector: HITS, timeoutMs: 5000 });
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  const probe = await page.evaluate(() => window.__benchProbe);
  if (probe.timedOut) return { query, error: 'no hits within 5 s' };
  if (probe.inputs !== query.length) return { query, error: 'hits appeared before the last keystroke' };
  return {
    query,
    domMs: probe.shownAt - probe.lastInputAt,
    paintedMs: probe.paintedAt - probe.lastInputAt,
    hits: await page.locator(HITS).count(),
  };
}

/**
 * Opens /docs/welcome, opens the search with Ctrl+K and times each query from its last keystroke to the painted hits.
 * The first query after opening also waits for the index to be built, so it is reported apart and not in the median.
 */
export async function measureSearch(browser, { baseUrl }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/docs/welcome`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await openSearch(page);
  const first = await timeQuery(page, 'browser');
  const samples = [];
  for (const query of QUERIES) {
    await closeSearch(page);
    await openSearch(page);
    samples.push(await timeQuery(page, query));
  }
  await context.close();
  const valid = samples.filter((s) => !s.error);
  const medianMs = median(valid.map((s) => s.paintedMs));
  return {
    debounceMs: DEBOUNCE_MS,
    medianMs,
    beyondDebounceMs: medianMs - DEBOUNCE_MS,
    firstQuery: first,
    samples,
  };
}
