import { options } from 'preact';

// In the browser the site runs on preact/compat (see rspress.config.ts). Preact runs effects after the next
// animation frame; React also runs them late, but always before it handles the next input event. Rspress
// components re-register their key handlers in effects (the search panel's Ctrl+K, arrows and Enter), so with
// Preact's timing a key pressed right after a render reached a handler with stale state. Effects still run
// after paint (they stay out of the hydration task), and any input first flushes the ones still waiting.
let pendingFlush: (() => void) | null = null;

function flushPendingEffects(): void {
  const flush = pendingFlush;
  pendingFlush = null;
  flush?.();
}

options.requestAnimationFrame = (flush: () => void) => {
  pendingFlush = flush;
  // Preact's own schedule: the frame after the next paint, or 35 ms when frames are not running.
  const fallback = setTimeout(flushPendingEffects, 35);
  requestAnimationFrame(() => {
    clearTimeout(fallback);
    setTimeout(flushPendingEffects);
  });
};

if (typeof window !== 'undefined') {
  for (const type of ['keydown', 'keyup', 'pointerdown', 'mousedown', 'click', 'input', 'focusin']) {
    window.addEventListener(type, flushPendingEffects, { capture: true });
  }
}
