// The page's content box, watched for headings by Rspress's useWatchToc (the outline lists what it finds).
import { useWatchToc } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';

/**
 * useWatchToc hands out a callback ref that stores the element in React state, so attaching it re-renders the
 * component that holds the hook, synchronously, inside the hydration commit. Held by DocLayout, that re-rendered the
 * sidebar, the content and the outline a second time (about 260 ms at 4x CPU on /docs/welcome). Held here, only this
 * box re-renders, and its children, created by DocLayout, are the same elements, so React skips them.
 */
export function WatchedDoc({ children }: { children: ReactNode }) {
  const { rspressDocRef } = useWatchToc();
  return (
    <div className="rp-doc rspress-doc" ref={rspressDocRef}>
      {children}
    </div>
  );
}
