// Replaces @rspress/core 2.0.22 dist/theme/components/FallbackHeading/index.js. Delete when, in a later Rspress, its anchor is named and the client no longer ships github-slugger.
// BEHAVIOUR.md, Page layout (heading anchors) on overview pages and pages without an h1: replaces Rspress's FallbackHeading,
// whose "#" anchor was hidden from assistive technology yet focusable and inside the heading, and which shipped github-slugger
// (3.8 KiB gzip) to every page for one slug.
import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme-original';
import type { ComponentType, ReactNode } from 'react';
import { HEADING_WRAPPER_CLASS, headingAnchorLabel } from '../../common/headings/headingAnchorLabel';
import { headingSlug } from '../../common/headings/headingSlug';
import './headingAnchor.css';

type Heading = ComponentType<{ id?: string; children?: ReactNode }>;
type Anchor = ComponentType<{ className?: string; href?: string; 'aria-label'?: string; children?: ReactNode }>;

export function FallbackHeading({ level, title }: { level: number; title: string }) {
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const id = headingSlug(title);
  if (!id) return null;
  const components = getCustomMDXComponent() as Record<string, unknown>;
  const H = (components[`h${level}`] ?? components.h1) as Heading;
  const A = components.a as Anchor;
  // The same markup as a Markdown heading's (builder/plugins/rehypeAccessibleMarkup.ts): the section link beside the
  // heading, named on its own, so the heading's name is its text alone.
  return (
    <div className={`${HEADING_WRAPPER_CLASS} ${HEADING_WRAPPER_CLASS}--h${level}`}>
      <A className="rp-header-anchor" href={`#${id}`} aria-label={headingAnchorLabel(title)}>
        #
      </A>
      <H id={id}>
        <span {...renderInlineMarkdown(title)} />
      </H>
    </div>
  );
}
