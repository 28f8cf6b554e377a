import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { EN_LABELS } from './i18n.overrides';
import { PINNED_CLI_VERSION } from './builder/cli/pinnedCli';
import { errorCodesReplaceRule } from './builder/plugins/cliErrorCodes';
import { cliVersionReplaceRule } from './builder/plugins/cliVersionRule';
import { shikiOptions } from './builder/plugins/codeTransformers';
import { pluginCliJson } from './builder/plugins/cliJson';
import { upgradeReplaceRules } from './builder/plugins/cliUpgrade';
import { pluginLeanSiteData } from './builder/plugins/leanSiteData';
import { remarkPageFieldsInModule } from './builder/plugins/pageFieldsInModule';
import { renderLlmsTxt } from './builder/plugins/llmsTxt';
import { pluginNoScriptStyles } from './builder/plugins/noScriptStyles';
import { pluginSourceChecks } from './builder/plugins/sourceChecks';
import { pluginValidFrontMatter } from './builder/plugins/validFrontMatter';
import { rehypeAccessibleMarkup } from './builder/plugins/rehypeAccessibleMarkup';
import { rehypeThemedImages } from './builder/plugins/rehypeThemedImages';
import { EARLY_INPUT_SCRIPT } from './theme/loading/earlyInputScript';
import { ANCHOR_OFFSET_STYLE } from './theme/outline/anchorOffset';
import { STORAGE_GUARD_SCRIPT } from './theme/robustness/storageGuardScript';
import {
  BLOG_POST_ROUTE,
  EDIT_BASE_URL,
  FEEDS,
  LICENSE_NOTICE,
  REMOTE_SEARCH_INDEX,
  SITE_DESCRIPTION,
  SITE_ORIGIN,
  SITE_TITLE,
  SOCIAL,
} from './site.constants';

export default defineConfig({
  root: 'docs',
  // A separate output folder lets a benchmark or a second checkout build without touching doc_build.
  outDir: process.env.DOC_BUILD_DIR ?? 'doc_build',
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  icon: '/favicon.svg',
  lang: 'en',
  base: '/',
  siteOrigin: SITE_ORIGIN,
  // llms.txt, llms-full.txt and a Markdown twin (<page>.md) of every page, for tools and language models; llms.txt
  // also links /cli.json.
  llms: { llmsTxt: renderLlmsTxt },
  // The zoom loads on demand instead (theme/zoom/LazyZoom.tsx); ?globalUIComponents=0 hides it as it did the built-in one.
  mediumZoom: false,
  globalUIComponents: [fileURLToPath(new URL('./theme/zoom/LazyZoom.tsx', import.meta.url))],
  // Reference tables generated from the pinned CLI (builder/plugins/cliErrorCodes.ts; the browser targets are added by
  // pluginCliJson) and from the captures of older releases (builder/plugins/cliUpgrade.ts); the pinned version in the
  // examples that name it (builder/plugins/cliVersionRule.ts).
  replaceRules: [errorCodesReplaceRule(), cliVersionReplaceRule(), ...upgradeReplaceRules()],
  plugins: [
    // The source checks come first: a broken sidebar file is reported before another hook reads it (builder/plugins/sourceChecks.ts).
    pluginSourceChecks(),
    pluginCliJson(SITE_ORIGIN),
    // SiteHead advertises both feeds on every page, so the plugin's head component is left out: it would add
    // them to posts only, and unhead would keep one of its two links (both carry the same hreflang).
    {
      ...pluginRss({
        feed: (['rss', 'atom'] as const).map((type) => {
          const { path: feedPath } = FEEDS[type];
          const url = `${SITE_ORIGIN}${feedPath}`;
          return {
            id: url, // also the Atom <id>, which must be an IRI
            test: BLOG_POST_ROUTE,
            title: `${SITE_TITLE} blog`,
            link: `${SITE_ORIGIN}/blog/`,
            feedLinks: { [type]: url },
            output: { type, dir: path.posix.dirname(feedPath).slice(1), filename: path.posix.basename(feedPath) },
            // Summaries only: the rendered post carries buttons and root-relative links that break in feed readers.
            item: (item, page) => {
              // Without this, the feed library fails later with an unrelated TypeError.
              if (!item.date) throw new Error(`${page.routePath}: a blog post needs a valid "date" in its front matter`);
              return { ...item, id: item.link, content: undefined };
            },
          };
        }),
      }),
      globalUIComponents: [],
    },
    pluginSitemap(),
    pluginValidFrontMatter(),
    pluginLeanSiteData(),
    pluginNoScriptStyles(),
  ],
  logo: {
    light: '/logo-light.svg',
    dark: '/logo-dark.svg',
  },
  logoText: SITE_TITLE,
  locales: [{ lang: 'en', label: 'English' }],
  route: {
    cleanUrls: true,
    // docs/README.md is the content guide for writers, not a page.
    exclude: ['README.md'],
  },
  search: {
    // Code lines are left out of the index: the prose and tables around each example name what it does.
    codeBlocks: false,
    searchHooks: fileURLToPath(new URL('./theme/search/pageSearcherPatch.ts', import.meta.url)),
  },
  builderConfig: {
    // No persistent build cache: the routes and the sidebars that each page's route tag is made of are recorded by
    // transforms (builder/plugins/compactRoutes.ts, builder/plugins/sidebarWithoutFileKeys.ts) that a module restored from the cache
    // skips, so a second build wrote pages without the tag (tests/unit/first-visit-data.test.ts).
    performance: { buildCache: false },
    resolve: {
      // Rspress's nprogress import gets the site's wrapper around the real library (theme/loading/progressBar.ts).
      alias: {
        nprogress$: fileURLToPath(new URL('./theme/loading/progressBar.ts', import.meta.url)),
        // and the stylesheet Rspress imports for it, the bar's rules only (no spinner, no glow).
        'nprogress/nprogress.css$': fileURLToPath(new URL('./theme/loading/progressBar.css', import.meta.url)),
        // Rspress's local search imports FlexSearch, whose matching the site replaces (common/search/flexsearchStub.ts).
        flexsearch$: fileURLToPath(new URL('./common/search/flexsearchStub.ts', import.meta.url)),
      },
    },
    html: {
      // First in <head>: the storage guard before Rspress's inline scripts that read localStorage, then the
      // query switches and the input held until the page is ready; the anchor offset that theme/index.css reads.
      tags: (tags) => [
        { tag: 'script', children: STORAGE_GUARD_SCRIPT, head: true, append: false },
        { tag: 'script', children: EARLY_INPUT_SCRIPT, head: true, append: false },
        { tag: 'style', children: ANCHOR_OFFSET_STYLE, head: true, append: false },
        ...tags,
      ],
    },
    source: {
      define: {
        // Remote search mode is on when the build names an endpoint; local search otherwise.
        'import.meta.env.DOCS_REMOTE_SEARCH_URL': JSON.stringify(process.env.DOCS_REMOTE_SEARCH_URL ?? ''),
        'import.meta.env.DOCS_REMOTE_SEARCH_INDEX': JSON.stringify(REMOTE_SEARCH_INDEX),
        'import.meta.env.DOCS_CLI_VERSION': JSON.stringify(PINNED_CLI_VERSION),
      },
    },
  },
  markdown: {
    link: {
      checkDeadLinks: true,
      // A link to a heading that does not exist fails the build too.
      checkAnchors: true,
    },
    shiki: shikiOptions(),
    // Every page may use <PackageManagerTabs command={...} /> without importing it. A page with no import statement
    // skips one of Rspress's MDX parses when it builds its page index (about 1 s of a cold build across the site).
    globalComponents: [fileURLToPath(new URL('./theme/tabs/PackageManagerTabs.tsx', import.meta.url))],
    // Each page's source path, last-updated time, language and version travel in its own module, not in every page's script.
    remarkPlugins: [remarkPageFieldsInModule],
    // Runs after Rspress's own steps (heading anchors among them).
    rehypePlugins: [rehypeAccessibleMarkup, rehypeThemedImages],
  },
  i18nSource: (source) => {
    for (const [key, text] of Object.entries(EN_LABELS)) {
      source[key] = { ...source[key], en: text };
    }
    return source;
  },
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: SOCIAL.github },
      { icon: 'discord', mode: 'link', content: SOCIAL.discord },
      { icon: 'x', mode: 'link', content: SOCIAL.x },
    ],
    footer: {
      message: LICENSE_NOTICE,
    },
    editLink: {
      docRepoBaseUrl: EDIT_BASE_URL,
    },
    lastUpdated: true,
    darkMode: true,
    enableScrollToTop: true,
    // Under each page title: "Copy page as Markdown" and the page actions (theme/llms/: the Markdown twin, open in
    // ChatGPT or Claude). Left out: the hint that screen readers would read first on every page ("For AI agents:
    // ..."); SiteHead links each page to its Markdown twin instead.
    llmsUI: { injectLlmsHint: false },
  },
});
