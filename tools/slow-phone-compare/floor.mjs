// node tools/slow-phone-compare/floor.mjs <base build> <site build> [runs] [page]
// How low the slow phone's ready time can go with React in the browser: two copies of the site build whose page runs
// no script but React (floorEntry.js), loaded in turns with the base and the site (inTurns.mjs):
// - "react only": the page's HTML, CSS and images as built, and React as its only script;
// - "site's bytes": the same, but every script the page names is still downloaded, as inert text (a string literal of
//   the same code, about 1% more gzip), so the time left between it and the site is what running the scripts costs.
// Copies go to tools/slow-phone-compare/tmp/. Prints each site's medians and ready as a share of the base's.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { describeLoads, loadInTurns } from './inTurns.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TMP = path.join(HERE, 'tmp');
const FLOOR_SCRIPT = '/static/js/floor.js';
// Rsbuild's split chunk of react, react-dom and scheduler; the floors load floorEntry.js's own bundle of them instead.
const REACT_CHUNK = /^\/static\/js\/lib-react\.[0-9a-f]+\.js$/;
const SCRIPT_TAG = /<script defer src="([^"]+)"><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" href="([^"]+\.js)" as="script"(?: fetchpriority="low")?>/g;

const [baseDir, siteDir, runsArg = '11', page = '/docs/welcome'] = process.argv.slice(2);
if (!baseDir || !siteDir) {
  console.error('usage: node tools/slow-phone-compare/floor.mjs <base build> <site build> [runs] [page]');
  process.exit(2);
}

function bundleFloorEntry(outDir) {
  return new Promise((resolve, reject) => {
    const config = { mode: 'production', context: HERE, entry: './floorEntry.js', output: { path: outDir, filename: 'floor.js' } };
    rspack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolve(path.join(outDir, 'floor.js'));
    });
  });
}

const pageFile = (root) => path.join(root, page === '/' ? 'index.html' : `${page}.html`);

/** Copies the build and rewrites the page so that floor.js is its only running script. */
function makeFloor(name, floorScript, { keepBytes }) {
  const root = path.join(TMP, name);
  rmSync(root, { recursive: true, force: true });
  cpSync(path.resolve(siteDir), root, { recursive: true });
  cpSync(floorScript, path.join(root, FLOOR_SCRIPT));
  const file = pageFile(root);
  let html = readFileSync(file, 'utf8');
  const named = new Set([...html.matchAll(SCRIPT_TAG), ...html.matchAll(SCRIPT_PRELOAD)].map((m) => m[1]));
  if (![...named].some((src) => REACT_CHUNK.test(src))) throw new Error(`${file}: no React chunk among its scripts`);
  if (keepBytes) {
    for (const src of named) {
      if (REACT_CHUNK.test(src)) continue;
      const script = path.join(root, src);
      writeFileSync(script, `void ${JSON.stringify(readFileSync(script, 'utf8'))};`);
    }
    // React's chunk becomes floor.js, and floor.js runs last, after every inert script has arrived.
    html = html.replace(SCRIPT_TAG, (tag, src) => (REACT_CHUNK.test(src) ? '' : tag));
    html = html.replace(/(<script defer src="[^"]+"><\/script>)(?![\s\S]*<script defer src=)/, `$1<script defer src="${FLOOR_SCRIPT}"></script>`);
    html = html.replace(SCRIPT_PRELOAD, (tag, src) => (REACT_CHUNK.test(src) ? tag.replace(src, FLOOR_SCRIPT) : tag));
  } else {
    // The floor script's preload and tag take the place of the first script's, so it is asked for as early.
    let preloaded = false;
    let tagged = false;
    html = html.replace(SCRIPT_PRELOAD, (tag, src) => (preloaded ? '' : ((preloaded = true), tag.replace(src, FLOOR_SCRIPT))));
    html = html.replace(SCRIPT_TAG, () => (tagged ? '' : ((tagged = true), `<script defer src="${FLOOR_SCRIPT}"></script>`)));
  }
  writeFileSync(file, html);
  return root;
}

mkdirSync(TMP, { recursive: true });
const floorScript = await bundleFloorEntry(path.join(TMP, 'entry'));
const sites = [
  { name: 'base', root: baseDir },
  { name: 'site', root: siteDir },
  { name: 'react only', root: makeFloor('react-only', floorScript, { keepBytes: false }) },
  { name: "site's bytes", root: makeFloor('site-bytes', floorScript, { keepBytes: true }) },
];
await loadInTurns(sites, Number(runsArg), page);
for (const line of describeLoads(sites)) console.log(line);
console.log(`(${runsArg} loads each, ${page})`);
