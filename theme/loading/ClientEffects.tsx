// BEHAVIOUR.md, Loading: the ready signal once every control works, the held input replayed, smooth heading anchors.
import { useEffect } from 'react';
import { handleAnchorClick } from '../outline/smoothAnchorScroll';
import { hasSuspenseBoundary, whenContentHydrated } from './contentHydration';
import { RouteLoadingStatus } from './RouteLoadingStatus';

declare global {
  interface Window {
    /** Installed by the inline script of loading/earlyInputScript.ts. */
    __extEarlyInput?: { replay(): void };
  }
}

export const READY_MARK = 'ext:ready';

/** Runs `callback` once the page content is hydrated too, a task after the effects of the same commit. */
function whenFullyHydrated(callback: () => void): () => void {
  let cancelled = false;
  const done = () => setTimeout(() => cancelled || callback(), 0);
  const root = document.getElementById('__rspress_root') ?? document.body;
  if (hasSuspenseBoundary(root)) whenContentHydrated(done);
  else done();
  return () => {
    cancelled = true;
  };
}

/** Document-level behaviour the theme adds, the ready signal, and the route loading status. */
export function ClientEffects() {
  useEffect(() => {
    document.addEventListener('click', handleAnchorClick);
    // Every control works now: <html data-hydrated="true"> tells tests and scripts, a User Timing mark tells the
    // bench when (bench/slow-phone.mjs), and the input held since the first paint is replayed.
    const stop = whenFullyHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
      performance.mark(READY_MARK);
      window.__extEarlyInput?.replay();
    });
    return () => {
      stop();
      document.removeEventListener('click', handleAnchorClick);
    };
  }, []);
  return <RouteLoadingStatus />;
}
