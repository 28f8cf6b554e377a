// Rsbuild's `?raw` query imports a file's text (theme/noScriptCss.ts reads stylesheets this way).
declare module '*?raw' {
  const content: string;
  export default content;
}

// Rspress's route table (theme/loading/contentHydration.tsx wraps each route's element).
declare module 'virtual-routes' {
  export const routes: Array<{ path: string; element: import('react').ReactElement }>;
}
