import { NoScriptStyles } from '../no-js/NoScriptStyles';
import { SkipLink } from './SkipLink';
import { useKeyboardSupport } from './useKeyboardSupport';

/**
 * Accessibility the built-in theme lacks: a skip link (rendered before the nav, so it is the first focusable
 * element), keys and focus handling for Rspress's overlays, and styles for visitors without JavaScript.
 */
export function A11yEnhancements() {
  useKeyboardSupport();
  return (
    <>
      <SkipLink />
      <NoScriptStyles />
    </>
  );
}
