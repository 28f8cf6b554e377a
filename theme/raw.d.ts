// Rspress's route table as builder/plugins/compactRoutes.ts writes it (theme/loading/contentHydration.tsx wraps each route's
// element, theme/loading/ChunkLoadRecovery.tsx its preload).
declare module 'virtual-routes' {
  type Route = NonNullable<ReturnType<typeof import('@rspress/core/runtime').pathnameToRouteService>>;
  export const routes: Route[];
  /** Calls `watch` with every route, and with each route the table adds later. */
  export function forEachRoute(watch: (route: Route) => void): void;
  /**
   * The route the page the visitor arrived on names in its meta tag (builder/plugins/currentRoute.ts): path, chunk ids, module
   * id, source file, language, version, previous and next page; undefined without a tag and on the server.
   */
  export const arrivedRoute:
    | [string, unknown, unknown, string, string, string, { text: string; link: string } | null, { text: string; link: string } | null]
    | undefined;
  /** Adds the routes of every page and the sidebars' entries, once; resolves to whether they could be loaded. */
  export function loadAllRoutes(): Promise<boolean>;
}

// body-scroll-lock ships no types; theme/doc-layout/useSidebarMenu.tsx locks the page behind the open sidebar.
declare module 'body-scroll-lock' {
  export function disableBodyScroll(target: Element, options?: { reserveScrollBarGap?: boolean; allowTouchMove?: () => boolean }): void;
  export function clearAllBodyScrollLocks(): void;
}

// Rspress's page data module: the hash of each search index file, by "version###lang" (theme/search/indexDownload.ts).
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

// nprogress 0.2.0 ships no types; theme/loading/progressBar.ts wraps it.
declare module 'nprogress/nprogress.js' {
  const NProgress: {
    configure(options: Record<string, unknown>): unknown;
    start(): unknown;
    done(force?: boolean): unknown;
  };
  export default NProgress;
}
