/**
 * Styles for visitors without JavaScript: the system's dark preference (Rspress's inline theme script cannot run)
 * and the navigation that narrow screens otherwise open with buttons. Browsers with JavaScript read <noscript> as
 * text, so none of this competes with the theme a visitor picks. Only the server render carries the CSS: the
 * client never uses it, and React does not compare <noscript> contents when it hydrates.
 */
export function NoScriptStyles() {
  let css = '';
  // A require in a branch the client build drops (__SSR__ is false there), so the stylesheet texts that
  // noScriptCss imports stay out of the browser's JavaScript.
  if (process.env.__SSR__) {
    css = (require('./noScriptCss') as typeof import('./noScriptCss')).buildNoScriptCss();
  }
  return <noscript>{css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}</noscript>;
}
