// Rspress's route table (theme/loading/contentHydration.tsx wraps each route's element, theme/loading/ChunkLoadRecovery.tsx its preload).
declare module 'virtual-routes' {
  export const routes: Array<NonNullable<ReturnType<typeof import('@rspress/core/runtime').pathnameToRouteService>>>;
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
