// BEHAVIOUR.md, Accessibility: every control is reachable by keyboard: which elements Tab reaches, for the overlays (useOverlayFocus.ts).
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export function isShown(el: Element): boolean {
  return el.isConnected && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** The elements inside container that Tab reaches, in document order. */
export function tabStops(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
}

/** Moves focus one step through stops, wrapping at both ends. Returns false when stops is empty. */
export function cycleFocus(stops: HTMLElement[], backwards: boolean): boolean {
  if (stops.length === 0) return false;
  const index = stops.indexOf(document.activeElement as HTMLElement);
  const step = backwards ? -1 : 1;
  const next = index === -1 ? (backwards ? stops.length - 1 : 0) : (index + step + stops.length) % stops.length;
  stops[next].focus();
  return true;
}
