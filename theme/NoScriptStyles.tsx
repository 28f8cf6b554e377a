import { buildNoScriptCss } from './noScriptCss';

/**
 * Styles for visitors without JavaScript: the system's dark preference (Rspress's inline theme script cannot run)
 * and the navigation that narrow screens otherwise open with buttons. Browsers with JavaScript read <noscript> as
 * text, so none of this competes with the theme a visitor picks. Only the server render carries the CSS: the
 * client never uses it, and React does not compare <noscript> contents when it hydrates.
 */
export function NoScriptStyles() {
  const css = process.env.__SSR__ ? buildNoScriptCss() : '';
  return <noscript>{css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}</noscript>;
}
