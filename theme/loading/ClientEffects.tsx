import { useEffect } from 'react';
import { RouteLoadingStatus } from './RouteLoadingStatus';
import { handleAnchorClick } from '../outline/smoothAnchorScroll';

/** Document-level behaviour the theme adds, and the route loading status. */
export function ClientEffects() {
  useEffect(() => {
    document.addEventListener('click', handleAnchorClick);
    // Lets tests and scripts wait for the page to be interactive: React runs this effect once the page is hydrated.
    document.documentElement.dataset.hydrated = 'true';
    return () => document.removeEventListener('click', handleAnchorClick);
  }, []);
  return <RouteLoadingStatus />;
}
