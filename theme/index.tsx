// First: they repair the URL and guard the search index fetch before Rspress's code runs.
import './safeLocation';
import './searchIndexGuard';
import './index.css';
import './a11y.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from './HomeHero';
export { Layout } from './Layout';
export { SearchPanel } from './LazySearchPanel';
export { Tabs } from './Tabs';
export { NotFoundLayout } from './NotFoundLayout';
export { Overview } from './Overview';
