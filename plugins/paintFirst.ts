import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { htmlFiles } from '../scripts/html-files.mjs';

// Every page is complete HTML before any script runs (the no-JS tests prove it), so the first paint needs only the
// HTML and the stylesheet. Chromium runs deferred scripts before its first paint whenever they arrive early, and
// hydrating a page costs a slow phone a few hundred milliseconds: the reader stared at a blank screen meanwhile.
// The build therefore holds the page's scripts back and starts them right after the first frame is on screen
// (or at once on the first input, or when the page is not visible, as there is no frame to wait for; and after
// 3 s at the latest).

/** The id of the JSON data block that lists the held-back scripts; a data block runs nothing. */
export const HELD_SCRIPTS_ID = 'ext-held-scripts';

const DEFERRED_SCRIPT = /<script\s+defer(?:="")?\s+src="([^"]+)"\s*><\/script>/g;
const SCRIPT_PRELOAD = /<link\s+rel="preload"\s+href="([^"]+\.js)"\s+as="script"\s*\/?>/g;
const ROOT_LINKS = /(<div id="__rspress_root">)((?:<link\s[^>]*\/?>)+)/;

/**
 * Starts the held scripts in their order, once. Identical on every page, so the Content-Security-Policy allows
 * it with a single hash (scripts/write-headers.mjs).
 */
export const START_HELD_SCRIPTS = `(function () {
  var data = document.getElementById('${HELD_SCRIPTS_ID}');
  var held;
  try { held = JSON.parse(data.textContent); } catch (error) { return; }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    held.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload'; link.as = 'script'; link.href = href;
      document.head.appendChild(link);
    });
    held.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src; script.async = false;
      document.head.appendChild(script);
    });
  }
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  function later() { setTimeout(start, 0); }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) return requestAnimationFrame(later);
  // The first paint is reported once it is on screen, a little after the frame was drawn.
  new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    later();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;

/**
 * Rewrites one built page: its deferred scripts and script preloads move into a data block that
 * START_HELD_SCRIPTS reads at the end of <body>, and React's image preload hints move from the app root to <head>,
 * where the browser finds them sooner and hydration does not have to move them. A page without deferred scripts
 * comes back unchanged.
 */
export function holdScriptsUntilPaint(html: string): string {
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const preload = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  let page = html.replace(DEFERRED_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const rootLinks = ROOT_LINKS.exec(page);
  if (rootLinks) {
    page = page.replace(ROOT_LINKS, '$1').replace('</head>', `${rootLinks[2]}</head>`);
  }
  // "<" escaped so that no URL can close the data block early.
  const data = JSON.stringify({ scripts, preload }).replace(/</g, '\\u003c');
  const tail = `<script type="application/json" id="${HELD_SCRIPTS_ID}">${data}</script><script>${START_HELD_SCRIPTS}</script>`;
  const end = page.lastIndexOf('</body>');
  return end === -1 ? page + tail : page.slice(0, end) + tail + page.slice(end);
}

export function pluginPaintFirst(): RspressPlugin {
  return {
    name: 'paint-first',
    afterBuild(config, isProd) {
      if (!isProd) return;
      for (const file of htmlFiles(path.resolve(config.outDir ?? 'doc_build'))) {
        const html = readFileSync(file, 'utf8');
        const page = holdScriptsUntilPaint(html);
        if (page !== html) writeFileSync(file, page);
      }
    },
  };
}
