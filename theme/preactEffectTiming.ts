import { options } from 'preact';

// In the browser the site runs on preact/compat (see rspress.config.ts). Preact runs effects after the next
// animation frame, while React runs them before it handles the next input event. Rspress components re-register
// their key handlers in effects (the search panel's Ctrl+K, arrows and Enter), so a key pressed right after a
// render could reach a handler with stale state. Flushing effects in a microtask keeps React's order.
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
