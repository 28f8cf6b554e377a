import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withEmptyPageList } from '../../builder/plugins/emptyPageList';
import { CURRENT_ROUTE_META, type CurrentRoute } from '../../builder/plugins/currentRoute';
import { siteDataWithoutFileKeys, siteDataWithoutSidebarEntries, sidebarsOf } from '../../builder/plugins/sidebarWithoutFileKeys';
import { builtSiteDir } from './builtSite';

// What every page's first script holds about the other pages (theme/README.md, "Patch points"): the page list is
// empty (each page's own module carries its fields, builder/plugins/pageFieldsInModule.ts) and the sidebar has no
// _fileKey. The generators' text is checked here, so an Rspress upgrade that changes it fails this test.

const generatorSource = (file: string) => readFileSync(path.join('node_modules/@rspress/core/dist/node', file), 'utf8');

describe("Rspress's generated data modules, as the transforms expect them", () => {
  it('the page data module is `export const pageData = <JSON>;` then the search index hashes', () => {
    const source = generatorSource('runtimeModule/pageData/rsbuildPlugin.js');
    expect(source).toContain('["virtual-page-data"]');
    expect(source).toMatch(/`export const pageData = \$\{JSON\.stringify\(ref\.pageData, null, 2\)\};\s*export const searchIndexHash = /);
  });

  it('initPageData finds the current page in the list and spreads it over the fields of the page module', () => {
    const source = readFileSync('node_modules/@rspress/core/dist/runtime/initPageData.js', 'utf8');
    expect(source).toContain('pageData.pages.find(');
    expect(source).toMatch(/\.\.\.rest,\s*pagePath,\s*\.\.\.extractPageInfo,/);
  });

  it('the page list is written empty, the rest of the module as it was', () => {
    const code = `export const pageData = ${JSON.stringify({ pages: [{ routePath: '/a' }, { routePath: '/b' }] }, null, 2)};
          export const searchIndexHash = {"###en": "1234"};`;
    const lean = withEmptyPageList(code);
    expect(lean).toContain('export const pageData = {"pages":[]};');
    expect(lean).toContain('export const searchIndexHash = {"###en": "1234"};');
    expect(withEmptyPageList('export default {}')).toBe('export default {}');
  });

  it('the sidebar loses its _fileKey fields and nothing else', () => {
    const themeConfig = { sidebar: { '/docs': [{ text: 'A', link: '/a', _fileKey: 'a.mdx' }] } };
    const lean = JSON.parse(siteDataWithoutFileKeys(`export default ${JSON.stringify({ title: 'T', themeConfig })}`).slice('export default '.length));
    expect(lean).toEqual({ title: 'T', themeConfig: { sidebar: { '/docs': [{ text: 'A', link: '/a' }] } } });
  });

  it("the browser's site data keeps each sidebar's sections, not their entries, which the sidebars module holds", () => {
    const sidebar = { '/docs': [{ text: 'A', link: '/a' }], '/blog': [{ text: 'B', link: '/b' }] };
    const code = `export default ${JSON.stringify({ title: 'T', themeConfig: { sidebar, locales: [{ lang: 'en', sidebar }] } })}`;
    const lean = JSON.parse(siteDataWithoutSidebarEntries(code).slice('export default '.length));
    expect(lean).toEqual({ title: 'T', themeConfig: { sidebar: { '/docs': [], '/blog': [] }, locales: [{ lang: 'en', sidebar: { '/docs': [], '/blog': [] } }] } });
    expect(sidebarsOf(code)).toEqual({ root: sidebar, locales: [sidebar] });
  });
});

/** The route a built page names for its first script (builder/plugins/currentRoute.ts), or undefined. */
function namedRoute(html: string): CurrentRoute | undefined {
  const content = new RegExp(`<meta name="${CURRENT_ROUTE_META}" content="([^"]*)">`).exec(html)?.[1];
  return content === undefined ? undefined : (JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&')) as CurrentRoute);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('the built first script', () => {
  const site = builtSiteDir();
  const welcome = readFileSync(path.join(site, 'docs/welcome.html'), 'utf8');
  const entry = [...welcome.matchAll(/<script defer src="\/static\/js\/(index\.[^"]+\.js)"/g)].map((m) => m[1])[0];
  const code = readFileSync(path.join(site, 'static/js', entry ?? 'missing'), 'utf8');

  it('holds no record per page: an empty page list, no route path keys, no sidebar _fileKey, no chunk names', () => {
    expect(code).toMatch(/pages:\[\]/);
    expect(code).not.toContain('routePath:"/docs/');
    expect(code).not.toContain('_fileKey');
    expect(code).not.toContain('"route-');
  });

  it("holds no page's route, no sidebar entry and no table of chunk hashes", () => {
    expect(code).not.toContain('"/docs/welcome"');
    expect(code).not.toContain('"/docs/commands/build"');
    expect(code).toMatch(/sidebar:\{"\/blog":\[\],"\/docs":\[\]\}/);
    expect(code).not.toContain('Getting started');
    expect(code).not.toMatch(/"?[0-9a-z]+"?:"[0-9a-f]{10}"/);
  });

  const async = path.join(site, 'static/js/async');
  const table = readdirSync(async)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(async, file), 'utf8'))
    .find((text) => text.includes('"/docs/welcome",()=>'));

  it("each page names its route as the table of every route loads it: the same chunks and module", () => {
    expect(table, 'the chunk of the table of every route').toBeDefined();
    let named = 0;
    for (const file of htmlFiles(site)) {
      const route = namedRoute(readFileSync(file, 'utf8'));
      if (!route) continue;
      named += 1;
      const [routePath, chunks, id] = route;
      const start = (table ?? '').indexOf(`${JSON.stringify(routePath)},()=>`);
      const ends = ['],[', ']]'].map((end) => (table ?? '').indexOf(end, start)).filter((at) => at > start);
      const loader = start < 0 ? undefined : (table ?? '').slice(start, Math.min(...ends));
      expect(loader, routePath).toBeDefined();
      // An id that reads as an integer (digits, no leading zero) is printed as a number; one such as `04` stays a string.
      const printed = (value: string | number) => (/^(0|[1-9]\d*)$/.test(String(value)) ? String(value) : JSON.stringify(String(value)));
      for (const chunk of chunks) expect(loader, routePath).toContain(`(${printed(chunk)})`);
      expect(loader, routePath).toContain(`,${printed(id)})`);
    }
    expect(named).toBeGreaterThan(90);
  });

  it("each page's named footer neighbours are the previous and next links its HTML shows", () => {
    for (const file of htmlFiles(site)) {
      const html = readFileSync(file, 'utf8');
      const route = namedRoute(html);
      if (!route) continue;
      const shown = (side: 'prev' | 'next') => new RegExp(`<a href="([^"]+)" class="rp-prev-next-page__item rp-prev-next-page__${side}\\b`).exec(html)?.[1] ?? null;
      const named = (page: CurrentRoute[6]) => (page ? page.link.replace(/\.html$/, '').replace(/\/index$/, '/') : null);
      expect([named(route[6]), named(route[7])], file).toEqual([shown('prev'), shown('next')]);
    }
  });

  it('every build writes the route tags: the transforms that record the routes run on every build, with no cache', () => {
    // A module restored from Rspack's persistent cache skips the transforms of builder/plugins/compactRoutes.ts and
    // builder/plugins/sidebarWithoutFileKeys.ts, which record what builder/plugins/currentRoute.ts writes: a second
    // build wrote pages with no tag.
    expect(readFileSync('rspress.config.ts', 'utf8')).toMatch(/\n {4}performance: \{ buildCache: false \},\n/);
  });

  it('an overview and the 404 page name no route: they load the table before they render', () => {
    expect(namedRoute(readFileSync(path.join(site, 'docs/index.html'), 'utf8'))).toBeUndefined();
    expect(namedRoute(readFileSync(path.join(site, '404.html'), 'utf8'))).toBeUndefined();
    expect(namedRoute(welcome)?.[0]).toBe('/docs/welcome');
  });

  it("each page's own module carries its route path, so the page still knows where it is", () => {
    // The page's own chunk is the one its HTML preloads.
    const chunks = readdirSync(path.join(site, 'static/js/async')).filter((file) => file.endsWith('.js'));
    const welcomeChunk = chunks.find((file) => welcome.includes(`<link rel="preload" href="/static/js/async/${file}"`));
    expect(welcomeChunk).toBeDefined();
    expect(readFileSync(path.join(site, 'static/js/async', welcomeChunk ?? ''), 'utf8')).toContain('routePath:"/docs/welcome"');
  });
});
