// Replaces @rspress/core 2.0.22 dist/theme/layout/DocLayout/index.js. Delete when, in a later Rspress, its sidebar and outline are named landmarks and its <main> has an id.
// BEHAVIOUR.md, Accessibility (named landmarks): replaces Rspress's DocLayout, whose sidebar and outline were two unnamed <aside>
// landmarks, and whose <main> had no id for the skip link to reach.
import { useFrontmatter, usePage } from '@rspress/core/runtime';
import { DocContent, DocFooter } from '@rspress/core/theme-original';
import { Sidebar } from '../sidebar/Sidebar';
import { DocLayout as OriginalDocLayout } from '@rspress/core/theme-original';
import { OUTLINE_ID, SIDEBAR_ID } from './SidebarMenu';
import { useSidebarMenu } from './useSidebarMenu';
import { WatchedDoc } from './WatchedDoc';
import { Outline } from '../outline/Outline';
import type { ComponentProps } from 'react';
import { Overview } from '../overview/Overview';
import { A11Y_LABELS } from '../a11y/a11yLabels';
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';
import { DocsVersionNote } from '../page-help/DocsVersionNote';
import '@rspress/core/dist/theme/layout/DocLayout/index.css';

type DocLayoutProps = ComponentProps<typeof OriginalDocLayout>;


export function DocLayout(props: DocLayoutProps) {
  const { beforeDocFooter, afterDocFooter, beforeDoc, afterDoc, beforeDocContent, afterDocContent } = props;
  const { beforeOutline, afterOutline, beforeSidebar, afterSidebar, components } = props;
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } = useSidebarMenu(beforeOutline, afterOutline);
  if (import.meta.env.SSG_MD) return <OriginalDocLayout {...props} />;
  const isOverview = Boolean(frontmatter.overview);
  const sidebar = frontmatter.sidebar ?? true;
  const { outline = true, footer = true, pageType } = frontmatter;
  const wide = pageType === 'doc-wide';
  const showMenu = sidebar === true || (!isOverview && outline);
  const placeholderStyle = wide ? { width: '0' } : {};
  return (
    <>
      {showMenu ? <div className="rp-doc-layout__menu">{sidebarMenu}</div> : null}
      {beforeDoc}
      <div className={`rp-doc-layout__container${showMenu ? '' : ' rp-doc-layout__container--no-menu'}`}>
        {sidebar === true ? (
          <aside
            id={SIDEBAR_ID}
            aria-label={A11Y_LABELS.sidebar}
            className={`rp-doc-layout__sidebar${isSidebarOpen ? ' rp-doc-layout__sidebar--open' : ''} rp-scrollbar`}
            ref={sidebarLayoutRef}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : sidebar === false || sidebar === 'placeholder' ? (
          <div
            className={`rp-doc-layout__sidebar-placeholder${sidebar === 'placeholder' ? ' rp-doc-layout__sidebar-placeholder--legacy' : ''}`}
            style={placeholderStyle}
          />
        ) : null}
        {isOverview ? (
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rp-doc-layout__overview">
            {beforeDocContent}
            {/* Imported, not lazy: a lazy overview left /docs/ without its h1 (axe, the accessibility tree) until its
                chunk arrived. */}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={`rp-doc-layout__doc${wide ? ' rp-doc-layout__doc--wide' : ''}`}>
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rp-doc-layout__doc-container">
              {beforeDocContent}
              {page?.routePath.startsWith('/docs/') ? <DocsVersionNote /> : null}
              <WatchedDoc>
                <DocContent components={components} />
              </WatchedDoc>
              {afterDocContent}
              {beforeDocFooter}
              {footer ? <DocFooter /> : null}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverview ? null : outline ? (
          <aside
            id={OUTLINE_ID}
            aria-label={A11Y_LABELS.outline}
            className={`rp-doc-layout__outline${isOutlineOpen ? ' rp-doc-layout__outline--open' : ''} rp-scrollbar`}
            ref={asideLayoutRef}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <div className="rp-doc-layout__outline-placeholder" style={placeholderStyle} />
        )}
      </div>
      {afterDoc}
    </>
  );
}
