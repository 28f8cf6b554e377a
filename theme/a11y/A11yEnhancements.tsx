import { NoScriptStyles } from '../no-js/NoScriptStyles';
import { SkipLink } from './SkipLink';

/**
 * Accessibility the built-in theme lacks at the page level: a skip link (rendered before the nav, so it is the
 * first focusable element) and styles for visitors without JavaScript. Keyboard handling of the overlays lives
 * with each overlay (a11y/useOverlayFocus.ts).
 */
export function A11yEnhancements() {
  return (
    <>
      <SkipLink />
      <NoScriptStyles />
    </>
  );
}
