// English names for the controls the accessibility layer labels. Rspress's i18n has no keys for these.
export const A11Y_LABELS = {
  skipLink: 'Skip to content',
  darkTheme: 'Dark theme',
  navMenu: 'Menu',
  navMore: 'Theme and social links',
  sidebar: 'Sidebar',
  outline: 'On this page',
  outlineSections: 'Sections of this page',
  features: 'Features',
  clearSearch: 'Clear search',
  closeSearch: 'Close search',
  searchResults: 'Search results',
  newTab: 'opens in a new tab',
  scrollableCode: 'Code, scrolls sideways',
  scrollableTable: 'Table, scrolls sideways',
} as const;

// Names for the icons of Rspress's social links; an icon not listed here falls back to the link's host name.
export const SOCIAL_ICON_NAMES: Record<string, string> = {
  github: 'GitHub',
  discord: 'Discord',
  x: 'X',
  twitter: 'Twitter',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  slack: 'Slack',
  npm: 'npm',
  mastodon: 'Mastodon',
};
