// BEHAVIOUR.md, CLI facts: an example whose output a page quotes runs the release the docs describe, not
// @latest. Pages write `extension@DOCS_CLI_VERSION`; this replace rule of the config puts the pinned version in its
// place (for the compiled page, its Markdown twin and search alike), so bumping the pin stays one change.
import { PINNED_CLI_VERSION } from '../cli/pinnedCli';

export const CLI_VERSION_TOKEN = 'extension@DOCS_CLI_VERSION';

export function cliVersionReplaceRule(version = PINNED_CLI_VERSION) {
  return { search: /extension@DOCS_CLI_VERSION\b/g, replace: `extension@${version}` };
}
