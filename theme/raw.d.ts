// Rsbuild's `?raw` query imports a file's text (theme/noScriptCss.ts reads stylesheets this way).
declare module '*?raw' {
  const content: string;
  export default content;
}

// nprogress ships no types; theme/loading/lazyProgress.ts loads it on demand.
declare module 'nprogress/nprogress.js' {
  const nprogress: {
    configure(options: Record<string, unknown>): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}

// Rspress's route table (theme/loading/contentHydration.tsx wraps each route's element).
declare module 'virtual-routes' {
  export const routes: Array<{ path: string; element: import('react').ReactElement }>;
}
