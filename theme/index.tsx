import './index.css';
import './a11y.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from './HomeHero';
export { Layout } from './Layout';
export { NotFoundLayout } from './NotFoundLayout';
export { Overview } from './Overview';
