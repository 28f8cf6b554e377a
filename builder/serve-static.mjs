// Serves the built site the way GitHub Pages does: clean URLs (/a -> a.html, /a/ -> a/index.html),
// a directory without its slash redirects to it, and unknown paths get 404.html with status 404.
// With STATIC_HEADERS=1 (or { applyHeadersFile: true }) it also sends the headers of <root>/_headers, the way
// Netlify and Cloudflare Pages do, so tests can check the Content-Security-Policy the build writes.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDir(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Maps a URL path to { status, file } or { status, location } without touching anything outside root. */
export function resolveRequest(root, urlPath) {
  const notFound = { status: 404, file: path.join(root, '404.html') };
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return notFound;
  }
  if (decoded.includes('\0')) return notFound;
  const target = path.join(root, path.normalize(decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return notFound;
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? { status: 200, file: index } : notFound;
  }
  if (isFile(target)) return { status: 200, file: target };
  if (isFile(`${target}.html`)) return { status: 200, file: `${target}.html` };
  if (isDir(target) && isFile(path.join(target, 'index.html'))) {
    // One leading slash: '//blog' must not become the protocol-relative, off-site Location '//blog/'.
    return { status: 301, location: `/${urlPath.replace(/^\/+/, '')}/` };
  }
  return notFound;
}

/**
 * Parses a _headers file (Netlify / Cloudflare Pages format) into [{ pattern, headers }] rules.
 * @param {string} text
 * @returns {Array<{ pattern: string, headers: Record<string, string> }>}
 */
export function parseHeadersFile(text) {
  /** @type {Array<{ pattern: string, headers: Record<string, string> }>} */
  const rules = [];
  for (const rawLine of text.split(/\r?\n/)) {
    if (!rawLine.trim() || rawLine.trim().startsWith('#')) continue;
    if (!/^\s/.test(rawLine)) {
      rules.push({ pattern: rawLine.trim(), headers: {} });
      continue;
    }
    const separator = rawLine.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers: a header line outside a path rule: ${rawLine.trim()}`);
    const name = rawLine.slice(0, separator).trim();
    const value = rawLine.slice(separator + 1).trim();
    rule.headers[name] = rule.headers[name] ? `${rule.headers[name]}, ${value}` : value;
  }
  return rules;
}

function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers every matching rule gives a path; later rules add to a header an earlier rule set.
 * @param {Array<{ pattern: string, headers: Record<string, string> }>} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      result[name] = result[name] ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

export function startStaticServer({ root, port = 0, host = '127.0.0.1', headers = {}, applyHeadersFile = false }) {
  const absoluteRoot = path.resolve(root);
  // Read once at start: the build writes the file before the server starts.
  const rules = applyHeadersFile ? parseHeadersFile(readFileSync(path.join(absoluteRoot, '_headers'), 'utf8')) : [];
  const server = createServer((req, res) => {
    // A leading '//' would make URL() read the first segment as a host name.
    const url = new URL(`http://localhost${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
    const fileHeaders = applyHeadersFile ? headersForPath(rules, url.pathname) : {};
    // Static hosts that read _headers do not publish the file itself.
    const result = applyHeadersFile && url.pathname === '/_headers'
      ? { status: 404, file: path.join(absoluteRoot, '404.html') }
      : resolveRequest(absoluteRoot, url.pathname);
    if (result.status === 301) {
      res.writeHead(301, { Location: result.location + url.search, ...fileHeaders });
      res.end();
      return;
    }
    const type = TYPES[path.extname(result.file)] ?? 'application/octet-stream';
    res.writeHead(result.status, { 'Content-Type': type, ...fileHeaders, ...headers });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(result.file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const root = process.argv[2] ?? 'doc_build';
  const applyHeadersFile = process.env.STATIC_HEADERS === '1';
  const server = await startStaticServer({ root, port, applyHeadersFile });
  const address = server.address();
  console.log(`Serving ${root}${applyHeadersFile ? ' with its _headers' : ''} at http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`);
}
