import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandRedirects, isRedirectPage, routeOfFile, TABLE } from '../../builder/write-redirects.mjs';
import { htmlFiles } from '../../builder/html-files.mjs';
import { resolveRequest } from '../../builder/serve-static.mjs';
import { redirectOfPath } from '../../theme/not-found/redirectOfPath';
import { builtSiteDir } from './builtSite';

// BEHAVIOUR.md, Redirects: every old URL reaches a page, on the files as GitHub Pages serves them.
const siteDir = builtSiteDir();
const DIST_DIRS = ['extension', 'extension-develop', 'extension-create', 'extension-install'].map((name) =>
  path.resolve('tools/cli-runtime/node_modules', name, 'dist'),
);

interface Landing {
  status: number;
  route: string;
  hash: string;
  html: string;
}

/** Follows a URL over the built files: a redirect page is followed to its target, as its meta refresh does. */
function land(url: string, hops = 0): Landing {
  const [route, hash = ''] = url.split('#');
  const resolved = resolveRequest(siteDir, route) as { status: number; file?: string; location?: string };
  if (resolved.location) return land(resolved.location + (hash ? `#${hash}` : ''), hops + 1);
  const html = readFileSync(resolved.file as string, 'utf8');
  if (resolved.status === 200 && isRedirectPage(html)) {
    expect(hops, `${url} redirects in a loop`).toBeLessThan(3);
    const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(html);
    expect(refresh, `${url}: a redirect page without its refresh`).not.toBeNull();
    const [next, nextHash = ''] = (refresh as RegExpExecArray)[1].split('#');
    return land(`${next}#${hash || nextHash}`, hops + 1);
  }
  return { status: resolved.status, route, hash, html };
}

/** The URLs of this site the pinned CLI prints or names in its code and contract files. */
function urlsTheCliNames(): string[] {
  const found = new Set<string>();
  for (const dir of DIST_DIRS) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(c?js|mjs|json)$/.test(file)) continue;
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [url] of text.matchAll(/https:\/\/extension\.js\.org[^\s"'`)<>\\]*/g)) found.add(url);
    }
  }
  return [...found].sort();
}

function expectLandsOnAPage(url: string) {
  const landing = land(url);
  expect(landing.status, `${url} ends on ${landing.route}, which is not a page`).toBe(200);
  expect(isRedirectPage(landing.html)).toBe(false);
  if (landing.hash) expect(landing.html.includes(`id="${landing.hash}"`), `${url}: ${landing.route} has no #${landing.hash}`).toBe(true);
}

describe('old URLs', () => {
  const oldSite = readFileSync('tests/fixtures/old-site-urls.txt', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));

  it('every docs and blog URL of extension.js.org lands on a page of this site', () => {
    expect(oldSite.length).toBeGreaterThan(120);
    for (const url of oldSite) expectLandsOnAPage(url);
  });

  it('every URL the pinned CLI names lands on a page, its #section included, or is the file it names', () => {
    const urls = urlsTheCliNames();
    expect(urls).toContain('https://extension.js.org/contract/envelope-1.json');
    for (const url of urls) {
      const { pathname, hash } = new URL(url);
      if (pathname.endsWith('.json')) continue;
      expectLandsOnAPage(pathname + hash);
    }
  });

  it('the result schema is served at its own $id', () => {
    const shipped = readFileSync(path.join(DIST_DIRS[1], 'contract/envelope.schema.json'), 'utf8');
    const { pathname } = new URL(JSON.parse(shipped).$id);
    const served = resolveRequest(siteDir, pathname) as { status: number; file: string };
    expect(served.status).toBe(200);
    expect(readFileSync(served.file, 'utf8')).toBe(shipped);
  });

  it('every built page is also reached with the /en/ and /docs/en/ prefixes of earlier versions', () => {
    const pages = htmlFiles(siteDir)
      .filter((file) => !isRedirectPage(readFileSync(file, 'utf8')))
      .map((file) => routeOfFile(siteDir, file))
      .filter((route) => route !== '/404');
    expect(pages.length).toBeGreaterThan(50);
    for (const route of pages) {
      expect(land(`/en${route}`).route).toBe(route);
      if (route.startsWith('/docs/')) expect(land(`/docs/en/${route.slice('/docs/'.length)}`).route).toBe(route);
    }
  });
});

// Old pages whose question another page answers: each lands on that page and, where one fits, its section.
describe('old URLs land where their question is answered', () => {
  it.each([
    ['/docs/debugging/trigger-actions-and-commands', '/docs/commands/open', ''],
    ['/docs/implementation-guide/lazy-loading', '/docs/development/lazy-loading', ''],
    ['/docs/publishing/chrome-credentials', '/docs/guides/publishing', ''],
    ['/docs/publishing/edge-credentials', '/docs/guides/publishing', ''],
    ['/docs/publishing/firefox-credentials', '/docs/guides/publishing', ''],
    ['/docs/workflows/security-checklist', '/docs/guides/security-checklist', ''],
    ['/docs/implementation-guide/popup-sizing', '/docs/development/popup-sizing', ''],
    ['/docs/implementation-guide/sandbox-pages', '/docs/development/sandbox-pages', ''],
    ['/docs/implementation-guide/themes', '/docs/development/browser-themes', ''],
    ['/docs/guides/compare', '/docs/guides/migrate', ''],
  ])('%s lands on %s #%s', (from, route, hash) => {
    const landing = land(from);
    expect(landing.route).toBe(route);
    expect(landing.hash).toBe(hash);
    expectLandsOnAPage(from);
  });

  it('the lazy-loading and popup-sizing URLs land on the pages that teach those tasks', () => {
    expect(land('/docs/implementation-guide/lazy-loading').html).toMatch(/<h1[^>]*>(?:(?!<\/h1>)[\s\S])*Lazy Loading/);
    expect(land('/docs/implementation-guide/popup-sizing').html).toMatch(/<h1[^>]*>(?:(?!<\/h1>)[\s\S])*Popup Sizing/);
  });
});

describe('the redirect pages', () => {
  const pages = htmlFiles(siteDir).filter((file) => isRedirectPage(readFileSync(file, 'utf8')));

  it('are one per row of the table and per expanded prefix, and nothing else', () => {
    const routes = htmlFiles(siteDir)
      .filter((file) => !isRedirectPage(readFileSync(file, 'utf8')))
      .map((file) => routeOfFile(siteDir, file));
    const expected = new Set(expandRedirects(routes).map(({ from }) => from));
    for (const file of pages) {
      const route = routeOfFile(siteDir, file);
      expect(expected.has(route) || expected.has(route.replace(/\/$/, '')), route).toBe(true);
    }
    expect(pages.length).toBeGreaterThanOrEqual(expected.size);
  });

  it('are kept out of search engines, name the target as canonical and run under the page CSP', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const name = path.relative(siteDir, file);
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
      expect(canonical, name).toBeDefined();
      const target = new URL(canonical as string);
      expect(refresh, name).toBe(target.pathname + target.hash);
      const csp = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(csp, `${name}: no CSP`).toBeGreaterThan(-1);
      expect(csp, `${name}: the CSP comes after the script`).toBeLessThan(html.indexOf('<script>'));
      const landing = land(target.pathname);
      const targetCanonical = /<link rel="canonical" href="([^"]+)">/.exec(landing.html)?.[1];
      expect(targetCanonical, `${name}: the target's own canonical link`).toBe(`${target.origin}${target.pathname}`);
    }
  });

  it('are not in the sitemap', () => {
    const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
    for (const row of TABLE.pages) expect(sitemap).not.toContain(`${row.from}<`);
  });
});

describe('the 404 page sends paths under an old prefix on', () => {
  it.each([
    ['/docs/samples/new-tab-react', '/docs/getting-started/templates'],
    ['/en/docs/welcome', '/docs/welcome'],
    ['/docs/en/commands/dev', '/docs/commands/dev'],
    ['/n/anything', '/docs/'],
  ])('%s goes to %s', (from, to) => {
    expect(redirectOfPath(from)).toBe(to);
  });

  it('and leaves other unknown paths on the 404 page', () => {
    expect(redirectOfPath('/docs/comands/dev')).toBeUndefined();
    expect(redirectOfPath('/')).toBeUndefined();
  });
});
