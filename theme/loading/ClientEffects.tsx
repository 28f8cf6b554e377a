import { useEffect } from 'react';
import { handleAnchorClick } from '../outline/smoothAnchorScroll';
import { RouteLoadingStatus } from './RouteLoadingStatus';

declare global {
  interface Window {
    /** Installed by the inline script of loading/earlyInputScript.ts. */
    __extEarlyInput?: { replay(): void };
  }
}

export const READY_MARK = 'ext:ready';

/** Document-level behaviour the theme adds, the ready signal, and the route loading status. */
export function ClientEffects() {
  useEffect(() => {
    document.addEventListener('click', handleAnchorClick);
    // This effect runs once the page is hydrated; the other components' effects (the search shortcut's listener
    // among them) run in the same flush, so one task later every control works. Then the input held since the
    // first paint is replayed, and <html data-hydrated="true"> tells tests and scripts the page is ready.
    const timer = setTimeout(() => {
      document.documentElement.dataset.hydrated = 'true';
      // A User Timing mark: the bench reads when the page became ready (bench/slow-phone.mjs).
      performance.mark(READY_MARK);
      window.__extEarlyInput?.replay();
    }, 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', handleAnchorClick);
    };
  }, []);
  return <RouteLoadingStatus />;
}
