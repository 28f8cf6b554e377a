// First: the URL repair and the search index guard, before Rspress's code runs.
import './robustness/safeLocation';
import './search/searchIndexGuard';
import './index.css';
import './a11y/a11y.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './code/CodeButtons';
export { HomeHero } from './home/HomeHero';
export { Layout } from './layout/Layout';
export { LlmsCopyButton, LlmsViewOptions } from './llms/CopyMarkdownButton';
export { SearchPanel } from './search/LazySearchPanel';
export { Tabs } from './tabs/Tabs';
export { NotFoundLayout } from './not-found/NotFoundLayout';
export { Overview } from './overview/Overview';
export { useActiveAnchor } from './outline/useActiveAnchor';
