// Writes in each page's HTML the one route its first script needs: the page's own (path, chunks, module id, source
// file, language, version), so that the route table of every page (./compactRoutes.ts, 'lazy') stays out of that
// script and loads when a navigation first needs it. Without this tag (the 404 page) the first script loads the
// whole table before it renders.
//
// How (@rspress/core 2.0.x, @rspack/core 2.x): the browser's build names each route's chunk group after the route
// (`route-<hash>`, node/route/routeChunkAssets.js) and imports its page by absolute path, which is the chunk group's
// origin request; after the ids are set (processAssets), each route's chunk ids and the id of the page's module are
// read from the chunk graph. Rspress renders the pages after the browser's assets are processed, and calls the
// config's `head` functions with each route's meta (node/ssg/renderHtmlTemplate.js), which is where the tag is
// written. tests/unit/compact-routes.test.ts checks the tag against the built route table.
import type { RsbuildPlugin } from '@rsbuild/core';
import { recordedSidebars, type Sidebars } from './sidebarWithoutFileKeys';

/** The name of the meta tag that tells the first script the route of the page it arrived on. */
export const CURRENT_ROUTE_META = 'ext-route';

interface RouteFields {
  path: string;
  filePath: string;
  lang: string;
  version: string;
}

/** A neighbour page of the footer's previous and next links. */
export interface PageLink {
  text: string;
  link: string;
}

/**
 * What the page's first script reads: [path, chunk ids, module id, source file, language, version, previous page,
 * next page] (the last two for the footer, whose sidebar entries load later: theme/doc-layout/usePrevNextPage.ts).
 */
export type CurrentRoute = [string, Array<string | number>, string | number, string, string, string, PageLink | null, PageLink | null];

/** The web build's routes by absolute source path, and what the chunk graph says of each. */
const fieldsByFile = new Map<string, RouteFields>();
const descriptors = new Map<string, CurrentRoute>();

/** Records the routes of the generated table (called by ./compactRoutes.ts when it writes the lazy table). */
export function recordRoutes(routes: Array<RouteFields & { load: string }>): void {
  fieldsByFile.clear();
  for (const { load, ...fields } of routes) {
    const file = /(["'])([^"'\n]+)\1$/.exec(load)?.[2];
    if (file) fieldsByFile.set(file, fields);
  }
}

interface ModuleLike {
  resource?: string;
  rootModule?: ModuleLike;
  modules?: ModuleLike[];
}

const resourcesOf = (module: ModuleLike): Array<string | undefined> => [
  module.resource,
  module.rootModule?.resource,
  ...(module.modules ?? []).map((inner) => inner.resource),
];

interface ChunkLike {
  id?: string | number | null;
}

interface CompilationLike {
  namedChunkGroups: ReadonlyMap<string, { chunks: ChunkLike[]; origins: Array<{ request?: string }> }>;
  chunkGraph: { getChunkModules(chunk: ChunkLike): ModuleLike[]; getModuleId(module: ModuleLike): string | number | null };
}

/** Each route's chunk ids and page module id, from the browser build's chunk graph. */
export function readCurrentRoutes(compilation: CompilationLike): void {
  descriptors.clear();
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('route-')) continue;
    for (const { request } of group.origins) {
      const fields = request ? fieldsByFile.get(request) : undefined;
      if (!request || !fields) continue;
      const chunks = group.chunks.map((chunk) => chunk.id).filter((id): id is string | number => id != null);
      const module = group.chunks
        .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
        .find((candidate) => resourcesOf(candidate).includes(request));
      const id = module ? compilation.chunkGraph.getModuleId(module) : null;
      if (id == null) continue;
      const { prevPage, nextPage } = prevNextOf(sidebarsOfLang(fields.lang), fields.path);
      descriptors.set(request, [fields.path, chunks, id, fields.filePath, fields.lang, fields.version, prevPage, nextPage]);
    }
  }
}

/** Rspress's isEqualPath for a site at base '/' with clean URLs: no hash, no .html, /index as /. */
const pagePath = (link: string) =>
  decodeURIComponent(link.replace(/#.*$/, '').replace(/\?.*$/, ''))
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/');

function sidebarsOfLang(lang: string): Sidebars {
  const { root, locales } = recordedSidebars();
  const index = localeLangs.indexOf(lang);
  return (index >= 0 ? locales[index] : undefined) ?? root ?? {};
}

let localeLangs: string[] = [];
/** The languages of the config's locales, in the order of the site data's (the Rspress plugin's config hook). */
export const recordLocaleLangs = (langs: string[]) => {
  localeLangs = langs;
};

interface SidebarItem {
  text?: string;
  link?: string;
  items?: SidebarItem[];
  dividerType?: unknown;
  sectionHeaderText?: unknown;
}

/**
 * The footer's previous and next pages of `pathname`, as Rspress's usePrevNextPage finds them (@rspress/core
 * 2.0.22, dist/theme/logic/usePrevNextPage.js, with getSidebarDataGroup of dist/runtime/hooks/useSidebar.js):
 * the longest sidebar section that holds the path, its links in order, groups with a page of their own included.
 * tests/unit/compact-routes.test.ts compares them with the links of every built page.
 */
export function prevNextOf(sidebars: Sidebars, pathname: string): { prevPage: PageLink | null; nextPage: PageLink | null } {
  const section = Object.keys(sidebars)
    .sort((a, b) => b.length - a.length)
    .find((key) => pathname.startsWith(key));
  const links: PageLink[] = [];
  const walk = (item: SidebarItem) => {
    if (item.items) {
      if (item.link) links.push({ text: item.text ?? '', link: item.link });
      for (const child of item.items) if (!('dividerType' in child) && !('sectionHeaderText' in child)) walk(child);
    } else if (item.link) links.push({ text: item.text ?? '', link: item.link });
  };
  for (const item of (section === undefined ? [] : sidebars[section]) as SidebarItem[]) walk(item);
  const at = links.findIndex((item) => pagePath(item.link) === pagePath(pathname));
  return { prevPage: links[at - 1] ?? null, nextPage: links[at + 1] ?? null };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The meta tag of one route. */
export const currentRouteTag = (route: CurrentRoute) => `<meta name="${CURRENT_ROUTE_META}" content="${escapeAttribute(JSON.stringify(route))}">`;

const overviewRoutes = new Set<string>();
/**
 * An overview page lists the sidebar's entries, which its first render needs: it gets no tag, so its first script
 * loads every route and the sidebars before it renders (as the 404 page does).
 */
export const markOverviewPage = (routePath: string) => overviewRoutes.add(routePath);

/** A `head` function of the Rspress config: the tag of the route being rendered, or nothing. */
export function currentRouteHead(route: { absolutePath?: string; routePath?: string }): string {
  if (route.routePath && overviewRoutes.has(route.routePath)) return '';
  const descriptor = route.absolutePath ? descriptors.get(route.absolutePath) : undefined;
  return descriptor ? currentRouteTag(descriptor) : '';
}

export const rsbuildCurrentRoute: RsbuildPlugin = {
  name: 'current-route',
  setup(api) {
    // Before 'report', when Rspress takes the page template and starts rendering the pages.
    api.processAssets({ stage: 'summarize', environments: ['web'] }, ({ compilation }) => {
      readCurrentRoutes(compilation as unknown as CompilationLike);
    });
  },
};
