// Replaces @rspress/core 2.0.22 dist/theme/components/HomeFeature/index.js. Delete when, in a later Rspress, its cards' titles are links.
// BEHAVIOUR.md ("home features"): replaces Rspress's HomeFeature, whose cards were <article onClick> that no
// keyboard or screen reader could follow; each title is now a real link, and the list a named region.
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText, SvgWrapper, useLinkNavigate } from '@rspress/core/theme-original';
import { useCardAnimation } from '@rspress/core/dist/theme/components/HomeFeature/useCardAnimation.js';
import type { MouseEvent } from 'react';
import { A11Y_LABELS } from '../a11y/a11yLabels';
import '@rspress/core/dist/theme/components/HomeFeature/index.css';
import './home.css';

interface Feature {
  title: string;
  details?: string;
  icon?: string;
  link?: string;
  /** Columns of 12 the card spans on wide screens: 2, 3, 4 or 6 (the spec's feature field). */
  span?: number;
}

function FeatureCard({ feature }: { feature: Feature }) {
  const { icon, title, details, link, span } = feature;
  const { innerProps, outerProps, outerRef, shineDom } = useCardAnimation();
  const navigate = useLinkNavigate();
  // The rest of the card stays a pointer target, as in the original; the title's link handles its own clicks.
  const onCardClick = (event: MouseEvent) => {
    if (link && !(event.target as Element).closest('a')) navigate(link);
  };
  return (
    <div {...outerProps} className={`rp-home-feature__item${span ? ` ext-feature-span-${span}` : ''}`} ref={outerRef}>
      <div className="rp-home-feature__item-wrapper" {...innerProps}>
        <article className={`rp-home-feature__card${link ? ' rp-home-feature__card--clickable' : ''}`} onClick={onCardClick}>
          <div className="rp-home-feature__title-wrapper">
            {icon ? (
              <div className="rp-home-feature__icon" aria-hidden="true">
                <SvgWrapper icon={icon} />
              </div>
            ) : null}
            <h2 className="rp-home-feature__title">
              {link ? (
                <Link href={link} className="ext-feature-link">
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
          </div>
          <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
          {shineDom}
        </article>
      </div>
    </div>
  );
}

export function HomeFeature({ features }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const list = features ?? (frontmatter.features as Feature[] | undefined) ?? [];
  return (
    <section className="rp-home-feature" aria-label={A11Y_LABELS.features}>
      {list.map((feature) => (
        <FeatureCard feature={feature} key={feature.title} />
      ))}
    </section>
  );
}
