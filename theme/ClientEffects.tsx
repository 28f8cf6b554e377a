import { useEffect } from 'react';
import { endFirstPass, whenHydrated } from './hydrateLater';
import { RouteLoadingStatus } from './RouteLoadingStatus';
import { handleAnchorClick } from './smoothAnchorScroll';

/** Document-level behaviour the theme adds, and the route loading status. */
export function ClientEffects() {
  useEffect(() => {
    document.addEventListener('click', handleAnchorClick);
    endFirstPass();
    // Lets tests and scripts wait for the page to be interactive: every part hydrated.
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
    return () => document.removeEventListener('click', handleAnchorClick);
  }, []);
  return <RouteLoadingStatus />;
}
