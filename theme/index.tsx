// First: the URL repair, before Rspress's code runs.
import './robustness/safeLocation';
import './index.css';
import './a11y/a11y.css';
import './print/print.css';
import './content/themedImages.css';
import './content/wideContent.css';

export * from '@rspress/core/theme-original';

// The overrides below are the list of what the site changes in Rspress's theme, by page region. "Replaces": the
// original is not rendered; "wraps": the original renders inside ours. theme/README.md lists every reach into
// Rspress internals; what visitors get is in BEHAVIOUR.md, Site and the sections after it.

// The document: every page.
export { Layout } from './layout/Layout'; // wraps: licence footer everywhere, query switches, head tags, a11y layer
export { PageMain } from './layout/PageMain'; // new: the <main> of custom and blank pages, which Rspress leaves out
export { useScrollAfterNav, useScrollReset } from './loading/scrollOnNavigation'; // replaces: no scroll reset on hydration

// Navigation bar.
export { NavTitle } from './nav/NavTitle'; // replaces: the logo beside the name is decorative, not read twice
export { NavHamburger } from './nav/NavHamburger'; // replaces: a labelled menu button with its state
export { SearchButton } from './nav/SearchButton'; // replaces: a named button that says it opens a dialog
export { SocialLinks } from './nav/SocialLinks'; // wraps: icon links get names
export { SwitchAppearance } from './nav/SwitchAppearance'; // replaces: a button with a name and state, not a div

// Search.
export { SearchPanel } from './search/SearchPanel'; // replaces: an accessible dialog, loaded on the first intent

// Home page.
export { HomeLayout } from './home/HomeLayout'; // wraps: hero and features become the page's <main>
export { HomeHero } from './home/HomeHero'; // replaces: the title is the page's h1
export { HomeFeature } from './home/HomeFeature'; // replaces: card titles are links, the list a named region
export { HomeBackground } from './home/HomeBackground'; // replaces: its navbar rules in CSS, no <style> in the body

// Docs pages: layout, sidebar, outline, footer.
export { DocLayout } from './doc-layout/DocLayout'; // replaces: named landmarks, a <main> the skip link reaches
export { Sidebar, SidebarList } from './sidebar/Sidebar'; // replaces: groups are <details>, open without JavaScript
export { useActiveAnchor } from './outline/useActiveAnchor'; // replaces: the active entry is the section being read
export { Outline } from './outline/Outline'; // replaces: its <nav> is named, Back to top follows reduced motion
export { Toc } from './outline/Toc'; // replaces: the active entry is revealed after hydration, not during it
export { ReadPercent, useReadPercent } from './outline/ReadPercent'; // replaces: one scroll listener, no layout read while hydrating
export { usePrevNextPage } from './doc-layout/usePrevNextPage'; // wraps: the arrived page names its neighbours until the sidebars load
export { EditLink } from './page-help/EditLink'; // wraps: adds "Report a problem with this page"
// overview/Overview.tsx wraps Rspress's Overview (ungrouped pages under one "Others" group); DocLayout imports it.

// Page content.
export { FallbackHeading } from './content/FallbackHeading'; // replaces: a named, focusable anchor, no slugger
export { CodeButtonGroup } from './code/CodeButtonGroup'; // replaces: icons drawn in CSS, not 1.5 kB of SVG per block
export { Tab, Tabs } from './tabs/Tabs'; // replaces: the WAI-ARIA tabs pattern, saved tab in the first paint
export { PackageManagerTabs } from './tabs/PackageManagerTabs'; // replaces: text labels, 4.4 KiB less per page
export { LlmsCopyButton } from './llms/LlmsCopyButton'; // replaces: out of every page's first script
export { LlmsViewOptions } from './llms/LlmsViewOptions'; // replaces: a <details> of page actions, not an unnamed menu
export { LlmsCopyRow, LlmsOpenRow } from './llms/OutlineLlmsRows'; // replaces: the outline's rows, never shown here

// The 404 page.
export { NotFoundLayout } from './not-found/NotFoundLayout'; // replaces: a named home link, suggestions, old URLs
