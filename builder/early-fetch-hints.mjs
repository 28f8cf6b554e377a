// Chromium's preload scanner stops at a <meta http-equiv="Content-Security-Policy">: what the head names after it
// is requested only when the parser itself gets there, after the head's inline scripts have run. The policy must
// come before those scripts (write-headers.mjs), so the files the head loads are named once more before it, as
// preload hints, and the scanner requests them as soon as the first bytes of the page arrive. Measured on the slow
// phone in bench/README.md, "The slow phone's critical path on `/docs/welcome`".

const STYLESHEET = /<link\b(?=[^>]*\srel="stylesheet")[^>]*\shref="([^"]+)"[^>]*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*\shref="([^"]+)"[^>]*>/gi;
const EXTERNAL_SCRIPT = /<script\b[^>]*\ssrc="([^"]+)"[^>]*>/gi;
// What earlyFetchHints writes, so that write-headers.mjs replaces it on a second run over the same pages.
export const WRITTEN_HINTS = /(?:<link rel="preload" href="[^"]*" as="(?:style|script)"(?: fetchpriority="low")?>)+/;

/**
 * Preload hints for the stylesheets and scripts that `head` (the text of a page's <head>) loads, in its order. The
 * scripts keep the low priority the browser gives a deferred script, so they do not take bandwidth from the
 * stylesheet; a script the head already preloads (the page's own chunk) keeps its high priority.
 * @param {string} head
 * @returns {string}
 */
export function earlyFetchHints(head) {
  const hints = [];
  const seen = new Set();
  const add = (href, as, low) => {
    if (seen.has(href)) return;
    seen.add(href);
    hints.push(`<link rel="preload" href="${href}" as="${as}"${low ? ' fetchpriority="low"' : ''}>`);
  };
  for (const [, href] of head.matchAll(STYLESHEET)) add(href, 'style', false);
  for (const [, href] of head.matchAll(SCRIPT_PRELOAD)) add(href, 'script', false);
  for (const [, href] of head.matchAll(EXTERNAL_SCRIPT)) add(href, 'script', true);
  return hints.join('');
}
