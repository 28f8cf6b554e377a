import { useI18n } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { labelSearchDialog } from './searchDialogLabels';
import { handleEscape, shieldSearchEnter } from './keyboardSupport';
import { OverlayFocus } from './overlayFocus';

/**
 * Keyboard behaviour Rspress lacks: focus kept in and returned from its overlays, Escape for drawers (the image
 * zoom's keys are wired where it loads, zoom/LazyZoom.tsx). Roles, names and states are rendered by the theme's
 * components; this only listens and moves focus.
 * The overlays are portals Rspress opens without a hook, so an observer notices them opening and closing.
 */
export function useKeyboardSupport(): void {
  const searchLabel = useI18n()('searchPlaceholderText');
  useEffect(() => {
    const overlay = new OverlayFocus();
    const observer = new MutationObserver(() => {
      labelSearchDialog(searchLabel);
      overlay.sync();
    });
    const modals = document.getElementById('__rspress_modal_container');
    if (modals) observer.observe(modals, { childList: true, subtree: true });
    const root = document.getElementById('__rspress_root');
    if (root) observer.observe(root, { attributes: true, subtree: true, attributeFilter: ['class'] });
    const onKeydown = (event: KeyboardEvent) => {
      handleEscape(event);
      overlay.onKeydown(event);
      shieldSearchEnter(event);
    };
    const listeners = new AbortController();
    const { signal } = listeners;
    // On <body>, after React's root listener and before Rspress's document-level search listener.
    document.body.addEventListener('keydown', onKeydown, { signal });
    document.addEventListener('focusin', overlay.onFocusIn, { signal });
    return () => {
      observer.disconnect();
      listeners.abort();
    };
  }, [searchLabel]);
}
