// First: two React behaviours Preact lacks, the URL repair and the search index guard, before Rspress's code runs.
import './preactEffectTiming';
import './preactAutoFocus';
import './hoistPreloadLinks';
import './safeLocation';
import './search/searchIndexGuard';
import './index.css';
import './a11y.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './CodeButtons';
export { CodeBlock, DocContent, Nav, Outline, Sidebar } from './DeferredParts';
export { HomeHero } from './HomeHero';
export { Layout } from './Layout';
export { SearchPanel } from './search/LazySearchPanel';
export { Tabs } from './Tabs';
export { NotFoundLayout } from './NotFoundLayout';
export { Overview } from './Overview';
