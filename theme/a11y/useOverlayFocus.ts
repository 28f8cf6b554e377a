// BEHAVIOUR.md, Accessibility: every control is reachable by keyboard. The theme's overlays (search dialog, phone menu, sidebar and
// outline drawers) share this: Escape closes, focus moves in when one opens and back when it closes, and a modal
// one keeps Tab inside. Each overlay's own component calls it; nothing watches the DOM.
import { type RefObject, useEffect, useRef } from 'react';
import { cycleFocus, isShown, tabStops } from './focusable';

export interface OverlayFocusOptions {
  /** The overlay's element while it is open. */
  container: RefObject<HTMLElement | null>;
  /** Escape calls it. */
  onClose: () => void;
  /** Where focus goes when the overlay opens; focus stays put when omitted or null. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus returns on close when nothing usable had focus before the overlay opened. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Keeps Tab inside the overlay and these controls (a modal). */
  trap?: () => HTMLElement[];
}

// The open overlays, newest last: only the top one answers Escape and Tab (search opened over a drawer).
const openOverlays: symbol[] = [];

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

export function useOverlayFocus(open: boolean, options: OverlayFocusOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = latest.current.container.current;
    const overlay = Symbol('overlay');
    openOverlays.push(overlay);
    latest.current.initialFocus?.()?.focus();
    const onKeydown = (event: KeyboardEvent) => {
      const onTop = openOverlays[openOverlays.length - 1] === overlay;
      if (!onTop || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab' && container && latest.current.trap) {
        event.preventDefault();
        cycleFocus([...latest.current.trap(), ...tabStops(container)], event.shiftKey);
      }
    };
    document.addEventListener('keydown', onKeydown);
    return () => {
      document.removeEventListener('keydown', onKeydown);
      openOverlays.splice(openOverlays.indexOf(overlay), 1);
      // Only when focus went with the overlay: a click that moved it elsewhere keeps it there.
      if (!focusIsLost() && !container?.contains(document.activeElement)) return;
      const usable = (el: HTMLElement | null | undefined) => el && el !== document.body && el.isConnected && isShown(el);
      const target = usable(before) ? before : latest.current.fallbackFocus?.();
      if (usable(target)) target?.focus();
    };
  }, [open]);
}
