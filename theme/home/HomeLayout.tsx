// BEHAVIOUR.md, Accessibility (named landmarks): replaces Rspress's HomeLayout, which had no main landmark; hero and features are now
// the page's <main>, the skip link's target.
import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import { HomeFooter } from '@rspress/core/theme-original';
import { HomeBackground } from './HomeBackground';
import type { ComponentProps } from 'react';
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';
import { HomeFeature } from './HomeFeature';
import { HomeHero } from './HomeHero';
import { HomeMarkdown } from './HomeMarkdown';

export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  if (import.meta.env.SSG_MD) return <HomeMarkdown />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <>
      <HomeBackground />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {beforeHero}
        <HomeHero beforeHeroActions={beforeHeroActions} afterHeroActions={afterHeroActions} />
        {afterHero}
        {beforeFeatures}
        <HomeFeature />
        {afterFeatures}
      </main>
      <HomeFooter />
    </>
  );
}
