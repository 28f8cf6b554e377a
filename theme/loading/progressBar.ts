// BEHAVIOUR.md: a progress bar runs while a page loads: it starts at the minimum, advances by small random steps,
// completes, and is removed (minimum 0.08, speed 200 ms, trickle rate 0.02 every 800 ms). Rspress's link
// navigation drives nprogress (configure, start after 200 ms, done); rspress.config.ts aliases 'nprogress' to
// this module, which does the same in a few lines and draws the same #nprogress markup that Rspress's
// stylesheet colours, instead of shipping the library in every page's first script.

export const PROGRESS = { minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800, nearlyDone: 0.994 };

let status: number | null = null;
let trickleTimer: ReturnType<typeof setTimeout> | undefined;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

// Whether the bar is on screen, for the route loading status (useSyncExternalStore).
let shown = false;
const watchers = new Set<() => void>();
function setShown(value: boolean): void {
  if (shown === value) return;
  shown = value;
  for (const watcher of watchers) watcher();
}
export const progressShown = {
  subscribe(watcher: () => void) {
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  },
  get: () => shown,
};

function render(): HTMLElement {
  const existing = document.getElementById('nprogress');
  if (existing) return existing;
  const progress = document.createElement('div');
  progress.id = 'nprogress';
  progress.setAttribute('aria-hidden', 'true');
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.style.transform = 'translate3d(-100%,0,0)';
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.append(peg);
  progress.append(bar);
  document.body.append(progress);
  setShown(true);
  return progress;
}

/** Moves the bar to `n` (0 to 1); at 1 it fades out and is removed. */
export function setProgress(n: number): void {
  const value = clamp(n, PROGRESS.minimum, 1);
  status = value === 1 ? null : value;
  const progress = render();
  const bar = progress.firstElementChild as HTMLElement;
  // The starting position must be on screen before the move, or the transition would not run.
  void bar.offsetWidth;
  bar.style.transition = `transform ${PROGRESS.speedMs}ms ease`;
  bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
  if (value < 1) return;
  setTimeout(() => {
    progress.style.transition = `opacity ${PROGRESS.speedMs}ms linear`;
    progress.style.opacity = '0';
    setTimeout(() => {
      if (status !== null) return;
      progress.remove();
      setShown(false);
    }, PROGRESS.speedMs);
  }, PROGRESS.speedMs);
}

function increment(amount: number): void {
  if (status === null) return;
  setProgress(clamp(status + amount, 0, PROGRESS.nearlyDone));
}

function trickle(): void {
  trickleTimer = setTimeout(() => {
    if (status === null) return;
    increment(Math.random() * PROGRESS.trickleRate);
    trickle();
  }, PROGRESS.trickleSpeedMs);
}

const progressBar = {
  /** Rspress passes { showSpinner: false }; this bar has no spinner. */
  configure: () => progressBar,
  start() {
    if (status === null) {
      document.getElementById('nprogress')?.remove();
      setProgress(0);
      clearTimeout(trickleTimer);
      trickle();
    }
    return progressBar;
  },
  done() {
    if (status === null) return progressBar;
    clearTimeout(trickleTimer);
    increment(0.3 + 0.5 * Math.random());
    setProgress(1);
    return progressBar;
  },
};

export default progressBar;
