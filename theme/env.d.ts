interface ImportMetaEnv {
  /** Remote search endpoint; empty for local search. Set at build time from DOCS_REMOTE_SEARCH_URL. */
  readonly DOCS_REMOTE_SEARCH_URL: string;
  readonly DOCS_REMOTE_SEARCH_INDEX: string;
  /** The pinned CLI's version (tools/cli-runtime), shown on docs pages. */
  readonly DOCS_CLI_VERSION: string;
  /** True while Rspress renders pages to HTML at build time. */
  readonly SSR: boolean;
  /** Set by Rspress while it renders the Markdown twins of the pages (llms output). */
  readonly SSG_MD: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
