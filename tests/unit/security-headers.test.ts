import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, startStaticServer } from '../../builder/serve-static.mjs';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  remoteSearchSources,
  securityHeaders,
  withMetaPolicy,
  writeHeaders,
} from '../../builder/write-headers.mjs';
import { builtSiteDir } from './builtSite';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const THEME_SCRIPT = "{;const saved = localStorage.getItem('x');document.documentElement.classList.toggle('dark', saved === 'dark')}";
const LANG_SCRIPT = '{;var defaultLang = "en";}';
const page = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts.join('')}<script defer src="/static/js/index.js"></script></head><body><h1>Page</h1></body></html>`;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script and skips external scripts and data blocks', () => {
    const html = page(
      `<script>${THEME_SCRIPT}</script>`,
      `<script type="application/ld+json">{"@type":"WebSite"}</script>`,
      `<script type="module">${LANG_SCRIPT}</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([sha256(THEME_SCRIPT), sha256(LANG_SCRIPT)]);
  });

  it('hashes what the browser hashes: the text after the parser turns CRLF into LF', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([sha256('a()\nb()')]);
  });
});

describe('the Content-Security-Policy', () => {
  const csp = contentSecurityPolicy([sha256(THEME_SCRIPT)]);

  it('allows scripts from the site and the hashed inline scripts, never any inline script', () => {
    expect(scriptSources(csp)).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('lets the pages fetch only their own origin, plus a remote search endpoint on another host', () => {
    expect(csp).toContain("connect-src 'self';");
    expect(remoteSearchSources('/api/search')).toEqual([]);
    expect(remoteSearchSources(undefined)).toEqual([]);
    const sources = remoteSearchSources('https://search.example/api?x=1');
    expect(sources).toEqual(['https://search.example']);
    expect(contentSecurityPolicy([], sources)).toContain("connect-src 'self' https://search.example;");
  });

  it('comes with the other security headers', () => {
    const headers = securityHeaders([]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/);
  });
});

describe('writeHeaders', () => {
  it('writes a _headers rule for every path with the hashes of every page, each once', () => {
    const dir = tempSite({
      'index.html': page(`<script>${THEME_SCRIPT}</script>`),
      'docs/welcome.html': page(`<script>${THEME_SCRIPT}</script>`, `<script>${LANG_SCRIPT}</script>`),
      '404.html': page(`<script>${THEME_SCRIPT}</script>`),
    });
    const result = writeHeaders(dir);
    expect(result).toMatchObject({ pages: 3, scriptHashes: 2 });
    const rules = parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*']);
    const csp = headersForPath(rules, '/docs/welcome')['Content-Security-Policy'];
    expect(scriptSources(csp).sort()).toEqual(["'self'", sha256(THEME_SCRIPT), sha256(LANG_SCRIPT)].sort());
  });

  it('fails, naming the page, when a page has an inline event handler no hash can allow', () => {
    const dir = tempSite({ 'docs/bad.html': '<html><body><img src="/a.png" onerror="alert(1)"></body></html>' });
    expect(() => writeHeaders(dir)).toThrow(/docs\/bad\.html.*onerror/);
  });

  it('fails when there is no built page', () => {
    expect(() => writeHeaders(tempSite({ 'robots.txt': '' }))).toThrow(/No HTML files/);
  });
});

describe('the _headers format', () => {
  it('applies every rule whose pattern matches the path', () => {
    const rules = parseHeadersFile(
      ['# comment', '/*', '  X-Frame-Options: DENY', '/static/*', '  Cache-Control: immutable', '/blog/:slug', '  X-Blog: yes'].join('\n'),
    );
    expect(headersForPath(rules, '/static/js/a.js')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'immutable' });
    expect(headersForPath(rules, '/blog/post')).toEqual({ 'X-Frame-Options': 'DENY', 'X-Blog': 'yes' });
    expect(headersForPath(rules, '/blog/post/extra')).toEqual({ 'X-Frame-Options': 'DENY' });
  });

  it('rejects a header line that belongs to no path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/outside a path rule/);
  });
});

describe('serve-static', () => {
  async function serve(root: string, applyHeadersFile?: boolean) {
    const server = await startStaticServer({ root, port: 0, applyHeadersFile });
    cleanups.push(() => server.close());
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const site = () =>
    tempSite({
      'index.html': page(`<script>${THEME_SCRIPT}</script>`),
      '404.html': page(),
      'blog/index.html': page(),
      '_headers': '/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n',
    });

  it('sends the _headers headers on pages, 404s and redirects when asked', async () => {
    const origin = await serve(site(), true);
    for (const [pathname, status] of [['/', 200], ['/nope', 404]] as const) {
      const response = await fetch(origin + pathname);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const redirect = await fetch(`${origin}/blog`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('x-frame-options')).toBe('DENY');
  });

  it('does not publish the _headers file itself when it applies it', async () => {
    expect((await fetch(`${await serve(site(), true)}/_headers`)).status).toBe(404);
  });

  it('keeps its GitHub Pages behaviour by default: no extra headers', async () => {
    const response = await fetch(`${await serve(site())}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('never redirects off the site for a path that starts with two slashes', async () => {
    const response = await fetch(`${await serve(site())}//blog`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/');
  });
});

describe('the <meta> policy of each page (GitHub Pages sends no headers)', () => {
  it('comes before the first inline script and lists exactly the hashes of that page, without frame-ancestors', () => {
    const first = page(`<script>${THEME_SCRIPT}</script>`);
    const html = withMetaPolicy(first);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
    expect(meta).not.toBeNull();
    expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf('<script>'));
    expect(scriptSources(meta![1])).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    expect(meta![1]).not.toContain('frame-ancestors');
    // Written again (a second run over the same folder): still one policy, with the same hashes.
    expect(withMetaPolicy(html).match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it('is preceded only by the character encoding and preload hints for the files the head loads, in its order', () => {
    // Chromium's preload scanner stops at a policy <meta>: what follows it is requested only once the inline scripts
    // have run (builder/early-fetch-hints.mjs).
    const head =
      '<meta charset="utf-8"><title>T</title>' +
      `<script>${THEME_SCRIPT}</script>` +
      '<link href="/static/css/styles.css" rel="stylesheet"><link rel="preload" href="/static/js/async/page.js" as="script">' +
      '<script defer src="/static/js/lib-react.js"></script><script defer src="/static/js/index.js"></script>';
    const html = withMetaPolicy(`<!doctype html><html><head>${head}</head><body><img src="/logo.svg" alt=""></body></html>`);
    const start = html.indexOf('<head>') + '<head>'.length;
    const beforePolicy = html.slice(start, html.indexOf('<meta http-equiv="Content-Security-Policy"'));
    expect(beforePolicy).toBe(
      '<meta charset="utf-8">' +
        '<link rel="preload" href="/static/css/styles.css" as="style">' +
        '<link rel="preload" href="/static/js/async/page.js" as="script">' +
        '<link rel="preload" href="/static/js/lib-react.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/static/js/index.js" as="script" fetchpriority="low">',
    );
    // A second run over the same page writes the same page.
    expect(withMetaPolicy(html)).toBe(html);
  });

  it('is written into every page of the build', () => {
    const dir = builtSiteDir();
    const pages = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(50);
    for (const file of pages) {
      const html = readFileSync(path.join(dir, file), 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
      expect(meta, file).not.toBeNull();
      const firstInline = html.search(/<script>/);
      if (firstInline >= 0) expect(meta!.index, file).toBeLessThan(firstInline);
      expect(scriptSources(meta![1]).slice(1).sort(), file).toEqual([...new Set(inlineScriptHashes(html))].sort());
      // Every stylesheet and script the head loads is named before the policy, where the preload scanner sees it.
      const beforePolicy = html.slice(0, meta!.index);
      const head = html.slice(meta!.index, html.indexOf('</head>'));
      for (const [, href] of head.matchAll(/<(?:link[^>]*rel="stylesheet"|script)[^>]*\s(?:href|src)="([^"]+)"/g)) {
        expect(beforePolicy, `${file}: ${href}`).toContain(`<link rel="preload" href="${href}"`);
      }
    }
  });
});
