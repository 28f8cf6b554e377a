interface ImportMetaEnv {
  /** Remote search endpoint; empty for local search. Set at build time from DOCS_REMOTE_SEARCH_URL. */
  readonly DOCS_REMOTE_SEARCH_URL: string;
  readonly DOCS_REMOTE_SEARCH_INDEX: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
