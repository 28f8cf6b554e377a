import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { EN_LABELS } from './i18n.overrides';
import {
  EDIT_BASE_URL,
  LICENSE_NOTICE,
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
  logo: {
    light: '/logo-light.svg',
    dark: '/logo-dark.svg',
  },
  logoText: SITE_TITLE,
  locales: [{ lang: 'en', label: 'English' }],
  route: {
    cleanUrls: true,
  },
  markdown: {
    link: {
      checkDeadLinks: true,
    },
    shiki: {
      transformers: [transformerCompatibleMetaHighlight()],
    },
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
  },
});
