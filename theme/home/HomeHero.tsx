// Replaces @rspress/core 2.0.22 dist/theme/components/HomeHero/index.js. Delete when, in a later Rspress, its title is an h1.
// BEHAVIOUR.md, Routes (the home page): the title, tagline and actions of the home page, with its h1.
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
// The built-in hero's styles load with its module, which this replacement never imports.
import '@rspress/core/dist/theme/components/HomeHero/index.css';

interface HeroImage {
  src: string | { light: string; dark: string };
  alt?: string;
}

interface Hero {
  name?: string;
  text?: string;
  tagline?: string;
  actions?: Array<{ text: string; link: string; theme?: 'brand' | 'alt' }>;
  image?: HeroImage;
}

interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}

/**
 * Replaces Rspress's HomeHero, whose title is a <div>: the home page had no h1, which screen readers and
 * search engines rely on. Same classes, so the built-in styles apply unchanged.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = (frontmatter.hero ?? {}) as Hero;
  const lines = (hero.text ?? '').split('\n').filter(Boolean);
  const src = typeof hero.image?.src === 'string' ? { light: hero.image.src, dark: hero.image.src } : hero.image?.src;
  return (
    <div className={`rp-home-hero${src ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand">{hero.name}</span>
          </h1>
          {lines.map((line) => (
            <p className="rp-home-hero__subtitle" key={line}>
              {line}
            </p>
          ))}
        </div>
        {hero.tagline ? <p className="rp-home-hero__tagline">{hero.tagline}</p> : null}
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button type="a" href={action.link} theme={action.theme} className="rp-home-hero__action" key={action.link}>
              {action.text}
            </Button>
          ))}
        </div>
        {afterHeroActions}
      </div>
      {src ? (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((variant) => (
            <img
              key={variant}
              src={normalizeImagePath(src[variant])}
              alt={hero.image?.alt ?? ''}
              width={375}
              height={375}
              className={`rp-home-hero__image-img rp-home-hero__image-img--${variant}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
