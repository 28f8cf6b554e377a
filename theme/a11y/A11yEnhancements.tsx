// BEHAVIOUR.md, Accessibility: every page works from the keyboard. The page-level part the built-in theme lacks: a skip link, rendered
// before the nav so it is the first focusable element. Keyboard handling of the overlays lives with each overlay
// (a11y/useOverlayFocus.ts); the styles for visitors without JavaScript are added at build time
// (builder/plugins/noScriptStyles.ts).
import { SkipLink } from './SkipLink';

export function A11yEnhancements() {
  return <SkipLink />;
}
