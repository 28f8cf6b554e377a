import { NoScriptStyles } from '../no-js/NoScriptStyles';
import { SkipLink } from './SkipLink';
import { useAccessibleDom } from './useAccessibleDom';

/**
 * Accessibility the built-in theme lacks: a skip link (rendered before the nav, so it is the first focusable
 * element), roles, names and keys for Rspress's controls, focus handling for its overlays, and styles for
 * visitors without JavaScript.
 */
export function A11yEnhancements() {
  useAccessibleDom();
  return (
    <>
      <SkipLink />
      <NoScriptStyles />
    </>
  );
}
