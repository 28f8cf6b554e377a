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

// Discovery and sharing: feeds, the social card, the X account and the browser UI colours (theme/head/SiteHead.tsx).
export const FEEDS = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml', title: 'Extension.js blog (RSS)' },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml', title: 'Extension.js blog (Atom)' },
} as const;
export const SOCIAL_CARD = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Extension.js: create, develop and build cross-browser extensions',
} as const;
export const X_HANDLE = '@extensionjs';
// The page background of Rspress's light and dark themes (--rp-c-bg), so the browser chrome blends in.
export const THEME_COLORS = { light: '#ffffff', dark: '#121212' } as const;
// Blog posts, as opposed to the /blog/ index: the feed items, and the pages shared as articles.
export const BLOG_POST_ROUTE = /^\/blog\/.+/;

/** The index name sent as searchIndexes in remote search mode. */
export const REMOTE_SEARCH_INDEX = 'extension-js-docs';
