import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { rspack } from '@rspack/core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactRoutesModule, parseRoutesModule } from '../../plugins/compactRoutes';

// plugins/compactRoutes.ts rewrites the route table Rspress generates (theme/README.md, "Patch points"). Rspress's
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
const generated = (RouteService.prototype as unknown as { generateRoutesCodeByRouteMeta(routes: unknown[]): string }).generateRoutesCodeByRouteMeta.call(
  {},
  ROUTES,
);

/** Runs a routes module with stand-ins for React, the lazy loader and import(); returns its routes. */
function run(code: string) {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace('export const routes = [', 'routes.push(')
    .replace(/\];\s*$/, ');')
    .replace(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\)/g, 'load($2, "$1")');
  const routes: Array<Record<string, unknown>> = [];
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (loader: () => unknown) => ({ loader, preload: async () => loader() });
  const load = async (file: string, chunk: string) => ({ file, chunk });
  new Function('React', 'lazyWithPreload', 'load', 'routes', body)(React, lazyWithPreload, load, routes);
  return routes;
}

describe('the compact route table', () => {
  it("reads every route of Rspress's generated module", () => {
    expect(parseRoutesModule(generated)?.map((route) => route.path)).toEqual(ROUTES.map((route) => route.routePath));
  });

  it('is shorter and gives the same routes: path, source file, language, version, element and preload', async () => {
    const compact = compactRoutesModule(generated);
    expect(compact.length).toBeLessThan(generated.length * 0.8);
    const before = run(generated);
    const after = run(compact);
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
    expect(run(compactRoutesModule(printed)).map((route) => route.filePath)).toEqual(run(generated).map((route) => route.filePath));
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

  it('leaves a module it does not recognise as it is', () => {
    const changed = generated.replace('lang:', 'language:');
    expect(compactRoutesModule(changed)).toBe(changed);
  });
});
