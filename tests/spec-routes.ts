// The routes and sidebar groups that BEHAVIOUR.md, Routes and BEHAVIOUR.md, Docs sidebar require, in its order.
// Tests compare the site against this list; it is the requirement, not derived from the site.
export interface SpecGroup {
  dir: string;
  label: string;
  pages: string[];
}

export const DOCS_GROUPS: SpecGroup[] = [
  {
    dir: 'getting-started',
    label: 'Getting started',
    pages: ['immediately', 'create-your-first-extension', 'templates'],
  },
  {
    dir: 'features',
    label: 'Features',
    pages: [
      'cross-browser-compatibility',
      'browser-specific-fields',
      'special-folders',
      'environment-variables',
      'extension-configuration',
      'webpack-configuration',
      'reload-and-hmr',
      'path-resolution',
      'multi-platform-builds',
    ],
  },
  {
    dir: 'browsers',
    label: 'Browsers',
    pages: [
      'browsers-available',
      'browser-preferences',
      'browser-flags',
      'browser-profile',
      'running-other-browsers',
    ],
  },
  {
    dir: 'languages-and-frameworks',
    label: 'Languages and Frameworks',
    pages: [
      'webassembly',
      'typescript',
      'ecmascript-modules',
      'react',
      'preact',
      'vue',
      'css-modules',
      'less',
      'sass',
      'node',
    ],
  },
  {
    dir: 'integrations',
    label: 'Configuration Support',
    pages: ['babel', 'tailwindcss', 'shadcnui', 'eslint', 'prettier', 'postcss', 'stylelint'],
  },
  {
    dir: 'development',
    label: 'Development',
    pages: [
      'manifest-json',
      'html',
      'css',
      'javascript',
      'background',
      'content-scripts',
      'locales',
      'json',
      'icons',
      'web-accessible-resources',
    ],
  },
  {
    dir: 'commands',
    label: 'Commands Reference',
    pages: ['create', 'dev', 'preview', 'build'],
  },
];

// The spec's two announcements, and every post, newest first (the site adds posts of its own).
export const SPEC_BLOG_POSTS = ['/blog/announcing-2-0-0-beta', '/blog/announcing-2-0-0-alpha'];
export const BLOG_POSTS = ['/blog/extension-js-4', ...SPEC_BLOG_POSTS];

export const DOCS_ROUTES: string[] = [
  '/docs/welcome',
  ...DOCS_GROUPS.flatMap((g) => g.pages.map((p) => `/docs/${g.dir}/${p}`)),
  '/docs/hall-of-fame',
];

export const ALL_ROUTES: string[] = ['/', '/blog/', ...BLOG_POSTS, ...DOCS_ROUTES];
