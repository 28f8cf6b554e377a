// Replaces @rspress/core 2.0.22 dist/theme/components/ReadPercent/index.js, and useReadPercent.js beside it. Delete when, in a later Rspress, they neither set state in a layout effect nor measure the page while it hydrates.
// The reading progress beside the outline and in the phone menu bar, and the scroll position the scroll-to-top link
// reads. Rspress's hook, used three times on a docs page, set the window size in a layout effect (each a render
// inside the hydration commit) and measured the content box in its first effect, forcing a layout of the whole page
// while it hydrated. Here one scroll (and resize) listener serves every reader, and nothing is measured until the
// page scrolls.
import { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
import { useSyncExternalStore } from 'react';

type Reading = readonly [percent: number, scrollTop: number];

const TOP: Reading = [0, 0];
let current: Reading = TOP;
const listeners = new Set<() => void>();
let frame = 0;

/** Rspress's formula: the share of the content box scrolled past, counting the window's height once. */
export function readPercentOf(scrollTop: number, windowHeight: number, contentHeight: number): number {
  if (contentHeight <= 0) return 0;
  const delta = Math.min(scrollTop, windowHeight);
  return Math.floor(Math.min(Math.max(0, ((scrollTop - 50 + delta) / contentHeight) * 100), 100)) || 0;
}

function measure(): void {
  frame = 0;
  const scrollTop = window.scrollY || document.documentElement.scrollTop;
  const height = document.querySelector('.rspress-doc')?.getBoundingClientRect().height ?? 0;
  const next = readPercentOf(scrollTop, window.innerHeight, height);
  if (next === current[0] && scrollTop === current[1]) return;
  current = scrollTop === 0 && next === 0 ? TOP : [next, scrollTop];
  for (const listener of listeners) listener();
}

const onScroll = () => {
  frame ||= requestAnimationFrame(measure);
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // A page that opens scrolled (a reload, a #heading) is measured on the next frame, after hydration.
    if (window.scrollY > 0) onScroll();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** [percent read, scroll top]; [0, 0] on the server and at the top of the page. */
export function useReadPercent(): Reading {
  return useSyncExternalStore(subscribe, () => current, () => TOP);
}

export function ReadPercent({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
