// Gives every built page its Content-Security-Policy as a <meta> tag (GitHub Pages, where the site is deployed,
// sends no custom headers), and writes <outDir>/_headers, the security headers file that Netlify and Cloudflare
// Pages apply to every response, with what only a header can say (frame-ancestors).
// Rspress puts small inline scripts in every page (theme before paint, first-visit language check), so the
// Content-Security-Policy allows exactly those scripts by their SHA-256 hashes instead of 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { earlyFetchHints, WRITTEN_HINTS } from './early-fetch-hints.mjs';
import { htmlFiles } from './html-files.mjs';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types the browser runs as script; anything else (application/json, ld+json) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a page runs, in order of appearance.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_TAG)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    // The HTML parser turns CRLF into LF before the browser hashes the script text.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Inline event handler attributes (onclick=…) and javascript: URLs, which no hash can allow.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineHandlers(html) {
  /** @type {string[]} */
  const found = [];
  for (const match of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) found.push(match[1]);
  for (const match of html.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(match[0].trim());
  return found;
}

/**
 * The origin of the remote search endpoint (DOCS_REMOTE_SEARCH_URL) when it is on another host: the search box
 * fetches it, so connect-src must name it. A relative URL is same-origin and needs nothing.
 * @param {string | undefined} url
 * @returns {string[]}
 */
export function remoteSearchSources(url) {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * @param {Iterable<string>} scriptHashes
 * @param {string[]} [connectSources] origins the pages fetch from besides their own
 */
export function contentSecurityPolicy(scriptHashes, connectSources = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].join(' ')}`.trim(),
    // React and Rspress set style attributes and one inline <style>; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// What a <meta> policy may not say (the browser ignores it there, with a console warning): only a header can.
const HEADER_ONLY_DIRECTIVES = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

/**
 * The policy of one page as a <meta> tag: GitHub Pages sends no headers, so what must hold where we deploy is in the
 * HTML. It lists that page's own inline scripts only.
 * @param {Iterable<string>} scriptHashes
 * @param {string[]} [connectSources]
 */
export function metaPolicy(scriptHashes, connectSources = []) {
  const policy = contentSecurityPolicy(scriptHashes, connectSources)
    .split('; ')
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.test(directive))
    .join('; ');
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}

// The policy with the hints written before it by an earlier run over the same pages.
const META_POLICY = new RegExp(`(?:${WRITTEN_HINTS.source})?<meta http-equiv="Content-Security-Policy" content="[^"]*">`, 'g');

/**
 * The page with its policy at the start of <head>, after its character encoding (which must stay within the first
 * 1024 bytes) and before any inline script (a policy applies only to what the parser meets after it), preceded by
 * preload hints for the files the head loads (early-fetch-hints.mjs). A page written by an earlier run gets fresh
 * ones.
 * @param {string} html
 * @param {string[]} [connectSources]
 */
export function withMetaPolicy(html, connectSources = []) {
  const page = html.replace(META_POLICY, '');
  const head = /<head(\s[^>]*)?>/i.exec(page);
  if (!head) throw new Error('no <head> element');
  let at = head.index + head[0].length;
  const charset = /\s*<meta charset="[^"]*">/iy;
  charset.lastIndex = at;
  if (charset.exec(page)) at = charset.lastIndex;
  const rest = page.slice(at);
  const headText = rest.slice(0, Math.max(0, rest.search(/<\/head>/i)));
  const policy = metaPolicy(new Set(inlineScriptHashes(page)), connectSources);
  return `${page.slice(0, at)}${earlyFetchHints(headText)}${policy}${rest}`;
}

/**
 * @param {Iterable<string>} scriptHashes
 * @param {string[]} [connectSources]
 * @returns {Record<string, string>}
 */
export function securityHeaders(scriptHashes, connectSources = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, connectSources),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/**
 * The _headers file text: one rule for every path.
 * @param {Record<string, string>} headers
 */
export function renderHeadersFile(headers) {
  const lines = ['# Written by builder/write-headers.mjs after the build; do not edit.', '/*'];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Reads every built page, collects its inline script hashes and writes <outDir>/_headers.
 * @param {string} outDir
 */
export function writeHeaders(outDir) {
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML files in ${outDir}: build the site first.`);
  const hashes = new Set();
  const connectSources = remoteSearchSources(process.env.DOCS_REMOTE_SEARCH_URL);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const handlers = inlineHandlers(html);
    if (handlers.length > 0) {
      throw new Error(`${path.relative(outDir, file)} has inline handlers the CSP would block: ${handlers.join(', ')}`);
    }
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    try {
      writeFileSync(file, withMetaPolicy(html, connectSources));
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: ${error instanceof Error ? error.message : error}`);
    }
  }
  const headersFile = path.join(outDir, '_headers');
  writeFileSync(headersFile, renderHeadersFile(securityHeaders([...hashes].sort(), connectSources)));
  return { headersFile, pages: files.length, scriptHashes: hashes.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? process.env.DOC_BUILD_DIR ?? 'doc_build');
  try {
    const { headersFile, pages, scriptHashes } = writeHeaders(outDir);
    console.log(`Wrote ${path.relative(process.cwd(), headersFile)}: ${scriptHashes} inline script hashes from ${pages} pages`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
