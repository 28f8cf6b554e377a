// BEHAVIOUR.md, Keyboard and screen readers: a visitor who asks the system for reduced motion gets instant scrolls.
// CSS transitions and animations are turned off in a11y.css; scrolls started from script ask here.

/** 'smooth', or 'auto' (an instant jump) under `prefers-reduced-motion: reduce`. */
export function motionScrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
