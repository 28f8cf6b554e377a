// Lets Rspress's router find a route that the first script does not hold yet. In the browser's production build the
// route table starts with the current page's route only and loads the others when first needed
// (./compactRoutes.ts, 'lazy'); three lines of Rspress's runtime look routes up, and each is changed to load the
// table first when a route is missing (theme/README.md, "Patch points"):
// - runtime/route.js sorts a copy of the table once, when it loads: it sorts the table itself instead (the table
//   keeps itself sorted as routes are added), and a preload of a route it does not have loads the table, then the
//   route (a pointer over a link, a touch, the focus: the first intent);
// - runtime/initPageData.js (the page a navigation, back/forward or the first render shows) and
//   dist/theme/components/Link/useLinkNavigate.js (every client-side navigation, which loads the page in full when the
//   route is unknown) load the table before they decide that a route does not exist.
// - runtime/ssrClientEntry.js: a page that names no route (the 404 page, an overview) loads the table before it
//   cleans the URL and renders, as the whole table was there before;
// - runtime/Content.js looks the route's element up again once the table has grown (back/forward to a page before
//   the table loaded: the page data waits for the table, the element did not).
// How (@rspress/core 2.0.x): each is a text replacement of the installed file; a file whose text no longer matches
// fails the build here, and tests/unit/patch-points.test.ts checks the installed files.
import type { RsbuildPlugin } from '@rsbuild/core';

interface Patch {
  file: RegExp;
  replacements: Array<[string, string]>;
}

const LOOKUP = 'const matchedRoute = pathnameToRouteService(routePath);';
const LOOKUP_AFTER_LOAD = 'const matchedRoute = pathnameToRouteService(routePath) || (await loadAllRoutes() && pathnameToRouteService(routePath));';
const IMPORT_LOADER = 'import { loadAllRoutes } from "virtual-routes";\n';

export const ROUTE_LOOKUP_PATCHES: Patch[] = [
  {
    file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/,
    replacements: [
      ['import { routes } from "virtual-routes";', 'import { loadAllRoutes, routes } from "virtual-routes";'],
      ['const sortedRoutes = [\n    ...routes\n].sort(', 'const sortedRoutes = routes.sort('],
      [
        '    if (route) route.preload();\n',
        '    if (route) route.preload();\n    else loadAllRoutes().then(function(loaded) {\n        var found = loaded && pathnameToRouteService(link);\n        if (found) found.preload();\n    });\n',
      ],
    ],
  },
  {
    file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/,
    replacements: [
      ['import { pageData } from "virtual-page-data";\n', `import { pageData } from "virtual-page-data";\n${IMPORT_LOADER}`],
      [LOOKUP, LOOKUP_AFTER_LOAD],
    ],
  },
  {
    file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ssrClientEntry\.js$/,
    replacements: [
      ['import { redirectToCleanUrl } from "./route.js";\n', 'import { redirectToCleanUrl } from "./route.js";\nimport { arrivedRoute, loadAllRoutes } from "virtual-routes";\n'],
      ['    redirectToCleanUrl(window.location, window.history);\n', '    if (!arrivedRoute) await loadAllRoutes();\n    redirectToCleanUrl(window.location, window.history);\n'],
    ],
  },
  {
    file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]Content\.js$/,
    replacements: [
      ['import { pathnameToRouteService } from "./route.js";\n', 'import { pathnameToRouteService } from "./route.js";\nimport { routes } from "virtual-routes";\n'],
      ['    }, [\n        pathname\n    ]);\n', '    }, [\n        pathname,\n        routes.length\n    ]);\n'],
    ],
  },
  {
    file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Link[\\/]useLinkNavigate\.js$/,
    replacements: [
      ['import nprogress from "nprogress";\n', `import nprogress from "nprogress";\n${IMPORT_LOADER}`],
      [LOOKUP, LOOKUP_AFTER_LOAD],
    ],
  },
];

/** The patched text of one file; throws when a line to replace is not there exactly once. */
export function applyPatch(patch: Patch, code: string, file: string): string {
  let patched = code;
  for (const [from, to] of patch.replacements) {
    if (patched.split(from).length !== 2) throw new Error(`builder/plugins/routeLookup.ts: ${file} no longer holds ${JSON.stringify(from)} once (an Rspress upgrade?)`);
    patched = patched.replace(from, () => to);
  }
  return patched;
}

export const rsbuildRouteLookup: RsbuildPlugin = {
  name: 'route-lookup',
  setup(api) {
    for (const patch of ROUTE_LOOKUP_PATCHES) {
      // 'pre': the installed file's text, before any compiler prints it anew.
      api.transform({ test: patch.file, order: 'pre' }, ({ code, resourcePath }) => applyPatch(patch, code, resourcePath));
    }
  },
};
