// Values that the config, the theme and the tests all need: one place to change them.
export const SITE_TITLE = 'Extension.js';
export const SITE_DESCRIPTION =
  'Create, develop, build and preview browser extensions for Chrome, Edge, Firefox and more from one codebase with the Extension.js CLI.';
export const SITE_ORIGIN = 'https://extension.js.org';
export const DOCS_REPO = 'https://github.com/extension-js/docs';
export const DOCS_REPO_BRANCH = 'main';
export const EDIT_BASE_URL = `${DOCS_REPO}/edit/${DOCS_REPO_BRANCH}/docs`;

export const SOCIAL = {
  github: 'https://github.com/extension-js/extension.js',
  discord: 'https://discord.gg/v9h2RgeTSN',
  x: 'https://twitter.com/extensionjs',
} as const;

export const LICENSE_NOTICE =
  'Released under the MIT License. Copyright © 2024-present Cezar Augusto and the Extension.js authors.';
