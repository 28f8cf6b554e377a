import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { rspack } from '@rspack/core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutesModule, compactRoutesModule, parseRoutesModule } from '../../builder/plugins/compactRoutes';
import { CURRENT_ROUTE_META, type CurrentRoute } from '../../builder/plugins/currentRoute';

// builder/plugins/compactRoutes.ts rewrites the route table Rspress generates (theme/README.md, "Patch points"). Rspress's
// own generator writes the module here, so an upgrade that changes its text fails this test instead of leaving the
// table as it is unnoticed.

const meta = (routePath: string, relativePath: string, lang = 'en', version = '') => ({
  routePath,
  relativePath,
  absolutePath: `/site/docs/${relativePath}`,
  pageName: routePath,
  lang,
  version,
});
const ROUTES = [
  meta('/docs/welcome', 'en/docs/welcome.mdx'),
  meta('/blog/', 'en/blog/index.mdx'),
  meta('/', 'en/index.mdx'),
  meta('/zh/docs/welcome', 'zh/docs/welcome.mdx', 'zh'),
];
const generate = (routes: unknown[]) =>
  (RouteService.prototype as unknown as { generateRoutesCodeByRouteMeta(routes: unknown[]): string }).generateRoutesCodeByRouteMeta.call({}, routes);
const generated = generate(ROUTES);
const MANY = [...ROUTES, ...Array.from({ length: 40 }, (_, at) => meta(`/docs/page-${at}`, `en/docs/page-${at}.mdx`))];
/** The routes by path: the table keeps them longest path first, as Rspress's router sorts them. */
const byPath = <T extends { path?: unknown }>(routes: T[]) => [...routes].sort((a, b) => String(a.path).localeCompare(String(b.path)));

type Routes = Array<Record<string, unknown>>;
interface Stand_ins {
  document?: unknown;
  siteData?: unknown;
  loadAll?: () => Promise<unknown>;
  chunkLoad?: (chunk: string) => Promise<void>;
  moduleOf?: (id: string) => unknown;
}

/** Runs a routes module with stand-ins for React, the lazy loader, import() and Rspack's loaders; returns its exports. */
function evaluate(code: string, { document, siteData = {}, loadAll, chunkLoad, moduleOf }: Stand_ins = {}) {
  const body = `${code
    .replace(/^import .*$/gm, '')
    .replace(/^export (const|function|let) /gm, '$1 ')
    .replace(/^export \{[^}]*\} from .*$/gm, '')
    .replace(/import\(\/\* webpackChunkName: "routes" \*\/ "[^"]+"\)/, 'loadAll()')
    .replace(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\)/g, 'load($2, "$1")')}
return { routes: typeof routes === 'undefined' ? undefined : routes, table: typeof table === 'undefined' ? undefined : table,
  loadAllRoutes: typeof loadAllRoutes === 'undefined' ? undefined : loadAllRoutes, forEachRoute: typeof forEachRoute === 'undefined' ? undefined : forEachRoute };`;
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (loader: () => unknown) => ({ loader, preload: async () => loader() });
  const load = async (file: string, chunk: string) => ({ file, chunk });
  return new Function('React', 'lazyWithPreload', 'load', 'document', 'siteData', 'loadAll', '__webpack_chunk_load__', '__webpack_require__', body)(
    React,
    lazyWithPreload,
    load,
    document,
    siteData,
    loadAll,
    chunkLoad,
    moduleOf,
  ) as { routes?: Routes; table?: unknown[][]; loadAllRoutes?: () => Promise<boolean>; forEachRoute?: (watch: (route: unknown) => void) => void };
}

const run = (code: string) => evaluate(code).routes as Routes;

describe('the compact route table', () => {
  it("reads every route of Rspress's generated module", () => {
    expect(parseRoutesModule(generated)?.map((route) => route.path)).toEqual(ROUTES.map((route) => route.routePath));
  });

  it('is shorter and gives the same routes: path, source file, language, version, element and preload', async () => {
    const compact = compactRoutesModule(generated);
    // What each route added costs, beside Rspress's module.
    const added = (code: (routes: unknown[]) => string) => code(MANY).length - code(ROUTES).length;
    expect(added((routes) => compactRoutesModule(generate(routes)))).toBeLessThan(added(generate) * 0.6);
    const before = byPath(run(generated));
    const after = byPath(run(compact));
    expect(after.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual(
      before.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version })),
    );
    for (const [index, route] of after.entries()) {
      expect(await (route.preload as () => Promise<unknown>)()).toEqual(await (before[index].preload as () => Promise<unknown>)());
      expect(route.element).toHaveProperty('type.loader');
    }
  });

  it('reads the module as the compiler prints it too (the transform runs after it)', async () => {
    // The build's compiler prints the module anew and marks each element as pure, as this does.
    const printed = (
      await rspack.experiments.swc.transform(generated, { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, isModule: true })
    ).code.replaceAll('React.createElement(', '/*#__PURE__*/ React.createElement(');
    expect(printed).toContain('preload: async ()=>{');
    expect(parseRoutesModule(printed)?.map((route) => route.path)).toEqual(ROUTES.map((route) => route.routePath));
    expect(byPath(run(compactRoutesModule(printed))).map((route) => route.filePath)).toEqual(byPath(run(generated)).map((route) => route.filePath));
  });

  it("reads the route table of this site's pages, as Rspress's route service writes it", async () => {
    const service = await (RouteService as unknown as { create(options: unknown): Promise<{ generateRoutesCode(): string }> }).create({
      scanDir: path.resolve('docs'),
      config: { lang: 'en', locales: [{ lang: 'en', label: 'English' }], route: { cleanUrls: true } },
    });
    const code = service.generateRoutesCode();
    const routes = parseRoutesModule(code);
    expect(routes?.map((route) => route.path)).toContain('/docs/welcome');
    expect(compactRoutesModule(code)).not.toBe(code);
  });

  it("in the browser, starts with the route its page names and adds the others, and the sidebars, when asked", async () => {
    const arrived: CurrentRoute = ['/docs/welcome', ['c1', 'c2'], 'm1', 'en/docs/welcome.mdx', 'en', '', null, null];
    const document = {
      querySelector: (selector: string) => (selector === `meta[name="${CURRENT_ROUTE_META}"]` ? { content: JSON.stringify(arrived) } : null),
    };
    const loadedChunks: string[] = [];
    const siteData = { themeConfig: { locales: [{ lang: 'en', sidebar: { '/docs': [] } }] } };
    const sidebars = { locales: [{ '/docs': [{ text: 'Welcome', link: '/docs/welcome' }] }] };
    const all = evaluate(allRoutesModule(generated));
    const lazy = evaluate(compactRoutesModule(generated, 'lazy'), {
      document,
      siteData,
      loadAll: async () => ({ table: all.table, sidebars }),
      chunkLoad: async (chunk) => void loadedChunks.push(chunk),
      moduleOf: (id) => ({ id }),
    });
    const routes = lazy.routes as Routes;
    expect(routes.map((route) => route.path)).toEqual(['/docs/welcome']);
    const seen: unknown[] = [];
    lazy.forEachRoute?.((route) => seen.push(route));
    const first = routes[0];
    expect(first).toMatchObject({ filePath: 'en/docs/welcome.mdx', lang: 'en', version: '' });
    expect(await (first.preload as () => Promise<unknown>)()).toEqual({ id: 'm1' });
    expect(loadedChunks).toEqual(['c1', 'c2', 'c1', 'c2']);

    expect(await lazy.loadAllRoutes?.()).toBe(true);
    // Every route once, longest path first as Rspress's router sorts them, the arrived route's object kept.
    expect(routes.map((route) => route.path)).toEqual(['/zh/docs/welcome', '/docs/welcome', '/blog/', '/']);
    expect(routes).toContain(first);
    expect(seen).toHaveLength(4);
    expect(siteData.themeConfig.locales[0].sidebar).toEqual(sidebars.locales[0]);
    const before = run(generated);
    for (const route of routes) {
      const same = before.find((other) => other.path === route.path);
      expect({ ...route, element: undefined, preload: undefined }).toEqual({ ...same, element: undefined, preload: undefined });
    }
  });

  it('in the browser, a page without a tag starts with no route and a table that fails to load may be asked again', async () => {
    let attempts = 0;
    const lazy = evaluate(compactRoutesModule(generated, 'lazy'), {
      document: { querySelector: () => null },
      loadAll: async () => {
        attempts += 1;
        throw new Error('offline');
      },
    });
    expect(lazy.routes).toEqual([]);
    expect(await lazy.loadAllRoutes?.()).toBe(false);
    expect(await lazy.loadAllRoutes?.()).toBe(false);
    expect(attempts).toBe(2);
  });

  it('leaves a module it does not recognise as it is', () => {
    const changed = generated.replace('lang:', 'language:');
    expect(compactRoutesModule(changed)).toBe(changed);
  });
});
