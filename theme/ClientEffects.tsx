import { useEffect } from 'react';
import { RouteLoadingStatus } from './RouteLoadingStatus';
import { handleAnchorClick } from './smoothAnchorScroll';

/** Document-level behaviour the theme adds, and the route loading status. */
export function ClientEffects() {
  useEffect(() => {
    document.addEventListener('click', handleAnchorClick);
    // Lets tests and scripts wait for the page to be interactive.
    document.documentElement.dataset.hydrated = 'true';
    return () => document.removeEventListener('click', handleAnchorClick);
  }, []);
  return <RouteLoadingStatus />;
}
