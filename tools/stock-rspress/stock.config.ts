// Rspress as it comes, on this site's pages: the default theme, no plugins of ours, no checks. The reference that
// compare-build.mjs times the site's own build against. The pages' content is the same: the reference tables that the
// site generates (replaceRules) are generated here too, and PackageManagerTabs, which pages use without importing
// it, is Rspress's own component (PackageManagerTabs.tsx beside this file).
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { errorCodesReplaceRule } from '../../builder/plugins/cliErrorCodes';
import { cliVersionReplaceRule } from '../../builder/plugins/cliVersionRule';
import { upgradeReplaceRules } from '../../builder/plugins/cliUpgrade';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here('../../docs'),
  outDir: process.env.DOC_BUILD_DIR ?? here('tmp/stock'),
  // No folder of that name exists: Rspress falls back to its default theme instead of the site's theme/.
  themeDir: here('default-theme-only'),
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }],
  route: {
    cleanUrls: true,
    // The two custom pages import the site's own layout component, which the default theme does not have.
    exclude: ['**/card.mdx', '**/cheatsheet.mdx'],
  },
  // STOCK_LLMS=0 times the build without the Markdown twins and llms.txt.
  llms: process.env.STOCK_LLMS !== '0',
  replaceRules: [errorCodesReplaceRule(), cliVersionReplaceRule(), ...upgradeReplaceRules()],
  markdown: {
    link: { checkDeadLinks: false },
    globalComponents: [here('PackageManagerTabs.tsx')],
  },
});
