// The route table, written compactly: one call per route with its path and its loader, where Rspress writes two
// declarations and an object of six fields per route. In the browser's production build ('lazy'), the first script
// holds only the route of the page the visitor arrived on, which the page names (./currentRoute.ts); the table of
// every route, with the sidebars' entries (./sidebarWithoutFileKeys.ts), is a chunk of its own that loads when a
// navigation or a preload first asks for a route (./routeLookup.ts). Same routes at run time (the same fields and
// values), and nothing per page in the first script (theme/README.md, "Patch points"; bench/README.md has the figures).
//
// How (@rspress/core 2.0.x): Rspress generates `.rspress/runtime/virtual-routes.js` in
// node/route/RouteService.js (generateRoutesCodeByRouteMeta): for route i, `const loadRoute<i> = () => import(...)`
// and `const Route<i> = lazyWithPreload(loadRoute<i>)`, then `export const routes = [...]` with one object per route
// ({ path, element, filePath, preload, lang, version }). This transform rewrites that text. A module it does not
// recognise in full is left as it is; tests/unit/compact-routes.test.ts runs Rspress's own generator (and the
// compiler) through it and fails when its output changes.
import type { RsbuildPlugin } from '@rsbuild/core';
import { CURRENT_ROUTE_META, recordRoutes } from './currentRoute';
import { SIDEBARS_QUERY } from './sidebarWithoutFileKeys';

export const ROUTES_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/;

// Whitespace and quotes as Rspress writes them or as the compiler prints them: this transform runs after the
// compiler ('post'), as the virtual module's own content is a transform of an empty file that runs before it.
const LOADER = /const loadRoute(\d+)\s*=\s*\(\)\s*=>\s*import\(((?:\/\*[^*]*\*\/\s*)?(["'])[^"'\n]+\3)\);?\s*const Route\1\s*=\s*lazyWithPreload\(loadRoute\1\);?/g;
const ROUTE = new RegExp(
  [
    String.raw`\{\s*path:\s*(["'])([^"'\n]*)\1,`,
    String.raw`\s*element:\s*(?:\/\*#__PURE__\*\/\s*)?React\.createElement\(Route(\d+)\),`,
    String.raw`\s*filePath:\s*(["'])([^"'\n]*)\4,`,
    String.raw`\s*preload:\s*async\s*\(\)\s*=>\s*\{\s*await Route\3\.preload\(\);\s*return loadRoute\3\(\);\s*\},`,
    String.raw`\s*lang:\s*(["'])([^"'\n]*)\6,\s*version:\s*(["'])([^"'\n]*)\8\s*\}`,
  ].join(''),
  'g',
);
const HEADER = `\nimport React from 'react';\nimport { lazyWithPreload } from "react-lazy-with-preload";\n`;

interface Route {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  load: string;
}

/** The routes of Rspress's generated module, or undefined when any part of it is not what this expects. */
export function parseRoutesModule(code: string): Route[] | undefined {
  if (!/^\s*import React from ["']react["'];?\s*import \{ lazyWithPreload \} from ["']react-lazy-with-preload["'];?/.test(code)) return undefined;
  const loaders = new Map([...code.matchAll(LOADER)].map((match) => [match[1], match[2]]));
  const routes: Route[] = [];
  for (const match of code.matchAll(ROUTE)) {
    const load = loaders.get(match[3]);
    if (!load) return undefined;
    routes.push({ path: match[2], filePath: match[5], lang: match[7], version: match[9], load });
  }
  // Every route and every loader recognised, and nothing else declared: otherwise the module is not the one expected.
  const declared = (code.match(/\bconst loadRoute\d+\b/g) ?? []).length;
  const entries = (code.match(/\bpath:/g) ?? []).length;
  return routes.length > 0 && routes.length === loaders.size && loaders.size === declared && entries === routes.length ? routes : undefined;
}

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

/** The query of the module that holds the whole table, loaded when a navigation first needs it. */
export const ALL_ROUTES_QUERY = '?all';

/**
 * The whole table loaded at once (the server's bundle, the dev server): every module that imports the table sees
 * the same API (routes, forEachRoute, loadAllRoutes) as in the browser's production build, where it loads lazily.
 */
export type RoutesModuleKind = 'eager' | 'lazy';

/** The code shared by both kinds: one call per route, a live array kept sorted as Rspress's router expects. */
function routesRuntime(lang: string, version: string): string {
  return `${HEADER}
function r(path, load, filePath, lang = ${JSON.stringify(lang)}, version = ${JSON.stringify(version)}) {
  const Route = lazyWithPreload(load);
  return {
    path,
    element: React.createElement(Route),
    filePath: filePath == null ? lang + path + '.mdx' : filePath,
    preload: async () => {
      await Route.preload();
      return load();
    },
    lang,
    version,
  };
}
const watchers = [];
// Longest path first, as Rspress's router sorts its copy (its route.js reads this array itself: ./routeLookup.ts).
const byLength = (a, b) => (b.path || '').length - (a.path || '').length;
export const routes = [];
function add(found) {
  for (const route of found) {
    routes.push(route);
    for (const watch of watchers) watch(route);
  }
  routes.sort(byLength);
}
/** Calls \`watch\` with every route, and with each route added later. */
export function forEachRoute(watch) {
  watchers.push(watch);
  routes.forEach(watch);
}
`;
}

/** Each route's arguments of r(): path, loader, and the source file, language and version when not the default. */
function routeArguments(routes: Route[], lang: string, version: string): string[] {
  return routes.map((route) => {
    const args = [JSON.stringify(route.path), `() => import(${route.load})`];
    const own = route.filePath === `${route.lang}${route.path}.mdx` ? undefined : route.filePath;
    if (own !== undefined || route.lang !== lang || route.version !== version) args.push(own === undefined ? 'undefined' : JSON.stringify(own));
    if (route.lang !== lang || route.version !== version) args.push(JSON.stringify(route.lang), JSON.stringify(route.version));
    return args.join(', ');
  });
}

/**
 * The module's code with the same routes, written as one call each: \`r(path, loader)\`, plus the source file when it
 * is not \`<lang><path>.mdx\`, and the language and version when they differ from the most common ones.
 * 'eager' holds every route. 'lazy' (the browser's production build) holds the route of the page the visitor
 * arrived on, read from the page's meta tag, and loads the others (the module with ALL_ROUTES_QUERY) when a
 * navigation or a preload first asks for a route it does not have.
 */
export function compactRoutesModule(code: string, kind: RoutesModuleKind = 'eager'): string {
  const routes = parseRoutesModule(code);
  if (!routes) return code;
  const lang = mostCommon(routes.map((route) => route.lang));
  const version = mostCommon(routes.map((route) => route.version));
  const runtime = routesRuntime(lang, version);
  if (kind === 'eager') {
    return `${runtime}add([
${routeArguments(routes, lang, version)
  .map((args) => `r(${args})`)
  .join(',\n')}
]);
export const arrivedRoute = undefined;
export function loadAllRoutes() {
  return Promise.resolve(true);
}
`;
  }
  // The route's chunks and module are named by their build ids (./currentRoute.ts writes them in the page).
  return `${runtime}import siteData from "virtual-site-data";
const own = typeof document === 'undefined' ? null : document.querySelector('meta[name="${CURRENT_ROUTE_META}"]');
/** The route of the page the visitor arrived on, as the page names it (./currentRoute.ts), or undefined. */
export const arrivedRoute = own ? JSON.parse(own.content) : undefined;
if (arrivedRoute) {
  const [path, chunks, id, filePath, lang, version] = arrivedRoute;
  add([r(path, () => Promise.all(chunks.map((chunk) => __webpack_chunk_load__(chunk))).then(() => __webpack_require__(id)), filePath, lang, version)]);
}
/** Puts the sidebars' entries back into the site data (./sidebarWithoutFileKeys.ts left their sections only). */
function addSidebars({ root, locales }) {
  const themeConfig = siteData.themeConfig || {};
  if (root) themeConfig.sidebar = root;
  (themeConfig.locales || []).forEach((locale, index) => {
    if (locales[index]) locale.sidebar = locales[index];
  });
}
let loading;
/** Adds every route and the sidebars once; resolves to whether they could be loaded (a failure may be retried). */
export function loadAllRoutes() {
  if (!loading) {
    loading = import(/* webpackChunkName: "routes" */ ${JSON.stringify(`./virtual-routes.js${ALL_ROUTES_QUERY}`)}).then(
      ({ table, sidebars }) => {
        addSidebars(sidebars);
        const known = new Set(routes.map((route) => route.path));
        add(table.filter(([path]) => !known.has(path)).map((args) => r(...args)));
        return true;
      },
      () => {
        loading = undefined;
        return false;
      },
    );
  }
  return loading;
}
`;
}

/** The module with ALL_ROUTES_QUERY: every route's arguments of r(), for the lazy table to add. */
export function allRoutesModule(code: string): string {
  const routes = parseRoutesModule(code);
  if (!routes) return code;
  const lang = mostCommon(routes.map((route) => route.lang));
  const version = mostCommon(routes.map((route) => route.version));
  return `export { default as sidebars } from ${JSON.stringify(`./virtual-site-data.js${SIDEBARS_QUERY}`)};
export const table = [
${routeArguments(routes, lang, version)
  .map((args) => `[${args}]`)
  .join(',\n')}
];
`;
}

/**
 * Async chunks are named by their id and the build's hash rather than their name and content hash: the first
 * script's loader then needs no table of chunk names (`route-<12 hex digits>` for every page) nor of content hashes
 * (about 10 bytes of gzip per page), and it can load the chunk of a route it was told about in the page. A deploy
 * changes every async file name; GitHub Pages caches for ten minutes anyway. Rspress still knows each route's chunk
 * by its name (the page's preload link), which the chunk keeps.
 */
export const ASYNC_CHUNK_FILENAME = 'static/js/async/[id].[fullhash:10].js';

export const rsbuildCompactRoutes: RsbuildPlugin = {
  name: 'compact-routes',
  setup(api) {
    api.transform({ test: ROUTES_MODULE, order: 'post' }, ({ code, resourceQuery, environment }) => {
      if (resourceQuery === ALL_ROUTES_QUERY) return allRoutesModule(code);
      // The server's bundle renders every page, and the dev server writes no page tags: both keep the whole table.
      const lazy = environment.name === 'web' && environment.config.mode === 'production';
      if (!lazy) return compactRoutesModule(code, 'eager');
      const routes = parseRoutesModule(code);
      if (routes) recordRoutes(routes);
      return compactRoutesModule(code, 'lazy');
    });
    api.modifyRspackConfig((config, { environment }) => {
      if (environment.name === 'web' && config.output) config.output.chunkFilename = ASYNC_CHUNK_FILENAME;
    });
  },
};
