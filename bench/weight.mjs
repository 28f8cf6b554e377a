import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolveRequest } from '../builder/serve-static.mjs';
import { VIEWPORT } from './browser.mjs';
import { trackSettling } from './settle.mjs';

export const CATEGORIES = ['html', 'js', 'css', 'font', 'image', 'data', 'other'];

const BY_RESOURCE_TYPE = { document: 'html', script: 'js', stylesheet: 'css', font: 'font', image: 'image' };
const BY_EXTENSION = [
  [/\.html?$/, 'html'],
  [/\.m?js$/, 'js'],
  [/\.css$/, 'css'],
  [/\.(woff2?|ttf|otf)$/, 'font'],
  [/\.(svg|png|jpe?g|gif|webp|avif|ico)$/, 'image'],
  [/\.json$/, 'data'],
];

function categorize(resourceType, pathname) {
  if (BY_RESOURCE_TYPE[resourceType]) return BY_RESOURCE_TYPE[resourceType];
  // Prefetches and preloads report "other" or "fetch": their file type says what they are.
  return BY_EXTENSION.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other';
}

// Sizes come from the served file, not from response.body(): Chromium keeps no body for a <link rel=prefetch>
// (it reports an empty one although the server sent the whole file), and the server sends files unchanged.
function bodyOf(root, pathname) {
  const resolved = resolveRequest(root, pathname);
  return resolved.file ? readFileSync(resolved.file) : Buffer.alloc(0);
}

/**
 * Loads a page in a fresh context (empty cache), waits until it has settled (see settle.mjs),
 * and returns every request Chromium completed (all reach the server: the context's cache starts empty)
 * with its raw size and its gzip size (zlib level 6, as a typical server would send it).
 */
export async function measureFirstVisit(browser, { baseUrl, root, path }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    const body = bodyOf(root, url.pathname);
    requests.push({
      path: url.pathname,
      category: categorize(request.resourceType(), url.pathname),
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
    });
  });
  const settled = trackSettling(page);
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await settled();
  await context.close();
  const totals = Object.fromEntries(CATEGORIES.map((c) => [c, { requests: 0, raw: 0, gzip: 0 }]));
  for (const r of requests) {
    totals[r.category].requests += 1;
    totals[r.category].raw += r.raw;
    totals[r.category].gzip += r.gzip;
  }
  const all = requests.reduce(
    (sum, r) => ({ requests: sum.requests + 1, raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }),
    { requests: 0, raw: 0, gzip: 0 },
  );
  return { path, totals, all, requests };
}
