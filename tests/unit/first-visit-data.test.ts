import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withEmptyPageList } from '../../plugins/emptyPageList';
import { siteDataWithoutFileKeys } from '../../plugins/sidebarWithoutFileKeys';
import { builtSiteDir } from './builtSite';

// What every page's first script holds about the other pages (theme/README.md, "Patch points"): the page list is
// empty (each page's own module carries its fields, plugins/pageFieldsInModule.ts) and the sidebar has no
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
});

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

  it("each page's own module carries its route path, so the page still knows where it is", () => {
    // The page's own chunk is the one its HTML preloads.
    const chunks = readdirSync(path.join(site, 'static/js/async')).filter((file) => file.endsWith('.js'));
    const welcomeChunk = chunks.find((file) => welcome.includes(`<link rel="preload" href="/static/js/async/${file}"`));
    expect(welcomeChunk).toBeDefined();
    expect(readFileSync(path.join(site, 'static/js/async', welcomeChunk ?? ''), 'utf8')).toContain('routePath:"/docs/welcome"');
  });
});
