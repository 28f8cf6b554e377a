// BEHAVIOUR.md, Loading: the progress bar while a page loads, also told to assistive technology as a status.
import { useSyncExternalStore } from 'react';
import { progressShown } from './progressBar';

/**
 * A visible "Loading page" status while a route's code loads. Rspress's Suspense fallback is empty, but it runs
 * the progress bar (./progressBar.ts, in place of nprogress) for exactly that time, so the status follows the bar.
 */
export function RouteLoadingStatus() {
  const loading = useSyncExternalStore(progressShown.subscribe, progressShown.get, () => false);
  return (
    <div className="ext-route-loading" role="status" aria-live="polite" hidden={!loading}>
      {loading ? 'Loading page…' : ''}
    </div>
  );
}
