// Which CLI release the docs describe: the pinned package's version, read at build time (rspress.config.ts
// defines DOCS_CLI_VERSION from tools/cli-runtime), so bumping the pin is the one change.
export const docsVersionText = (version: string) => `Docs for extension ${version}`;

export function DocsVersionNote() {
  return <p className="ext-docs-version">{docsVersionText(import.meta.env.DOCS_CLI_VERSION)}</p>;
}
