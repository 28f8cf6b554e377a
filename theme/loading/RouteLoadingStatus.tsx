import { useEffect, useState } from 'react';

/**
 * A visible "Loading page" status while a route's code loads. Rspress's Suspense fallback is empty, but its
 * progress bar (nprogress) adds #nprogress to the body for exactly that time, so the status follows the bar.
 */
export function RouteLoadingStatus() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const update = () => setLoading(document.getElementById('nprogress') !== null);
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    update();
    return () => observer.disconnect();
  }, []);
  return (
    <div className="ext-route-loading" role="status" aria-live="polite" hidden={!loading}>
      {loading ? 'Loading page…' : ''}
    </div>
  );
}
