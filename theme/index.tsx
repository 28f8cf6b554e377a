// First: the URL repair and the search index guard, before Rspress's code runs.
import './robustness/safeLocation';
import './search/searchIndexGuard';
import './index.css';
import './a11y/a11y.css';
import './print/print.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './code/CodeButtons';
export { HomeHero } from './home/HomeHero';
export { Layout } from './layout/Layout';
export { LlmsCopyButton, LlmsViewOptions } from './llms/CopyMarkdownButton';
export { SearchPanel } from './search/LazySearchPanel';
export { Tab, Tabs } from './tabs/Tabs';
export { PackageManagerTabs } from './tabs/PackageManagerTabs';
export { DocLayout } from './doc-layout/DocLayout';
export { EditLink } from './page-help/EditLink';
export { Sidebar, SidebarList } from './sidebar/Sidebar';
export { FallbackHeading } from './content/FallbackHeading';
export { HomeFeature } from './home/HomeFeature';
export { HomeLayout } from './home/HomeLayout';
export { NavHamburger } from './nav/NavHamburger';
export { NavTitle } from './nav/NavTitle';
export { SearchButton } from './nav/SearchButton';
export { SocialLinks } from './nav/SocialLinks';
export { SwitchAppearance } from './nav/SwitchAppearance';
export { NotFoundLayout } from './not-found/NotFoundLayout';
export { Overview } from './overview/Overview';
export { useActiveAnchor } from './outline/useActiveAnchor';
