// Rsbuild's `?raw` query imports a file's text (theme/noScriptCss.ts reads stylesheets this way).
declare module '*?raw' {
  const content: string;
  export default content;
}
