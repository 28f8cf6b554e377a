import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVersionReplaceRule, CLI_VERSION_TOKEN } from '../../builder/plugins/cliVersionRule';
import { PINNED_CLI_VERSION } from '../../builder/cli/pinnedCli';
import { htmlFiles } from '../../builder/html-files.mjs';
import { allMdxFiles } from '../content/source-pages';
import { builtSiteDir } from './builtSite';

// BEHAVIOUR.md, CLI facts: an example whose output a page quotes runs the release the docs describe. Pages write
// extension@DOCS_CLI_VERSION and the config's replace rule puts the pinned version in its place everywhere.
describe('the release named by examples', () => {
  it('is the pinned version, put in place of the token', () => {
    const rule = cliVersionReplaceRule('9.9.9');
    expect(`npx ${CLI_VERSION_TOKEN} build and ${CLI_VERSION_TOKEN} dev`.replace(rule.search, rule.replace)).toBe('npx extension@9.9.9 build and extension@9.9.9 dev');
  });

  it('is used by the pages that quote exact output', () => {
    const using = allMdxFiles().filter((file) => readFileSync(file, 'utf8').includes(CLI_VERSION_TOKEN));
    expect(using.length).toBeGreaterThan(3);
  });

  it('leaves no token in the built site, and names the pinned release where the token was', () => {
    const site = builtSiteDir();
    const left = htmlFiles(site).filter((file: string) => readFileSync(file, 'utf8').includes('DOCS_CLI_VERSION'));
    expect(left.map((file: string) => path.relative(site, file))).toEqual([]);
    expect(readFileSync(path.join(site, 'docs/reference/error-codes.html'), 'utf8')).toContain(`extension@${PINNED_CLI_VERSION} build --output=json`);
  });
});
