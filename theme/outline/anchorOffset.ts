// BEHAVIOUR.md, Page layout: a heading reached by its anchor stops 72 px below the top (the navbar offset). The
// figure lives here once: rspress.config.ts writes ANCHOR_OFFSET_STYLE into every page's <head> as the custom
// property that theme/index.css's scroll-padding-top adds up, and the outline's active heading uses the same line.

/** The navbar offset an anchor stops at, in CSS pixels, before a banner or the phone menu bar adds to it. */
export const ANCHOR_OFFSET_PX = 72;

/** The custom property theme/index.css reads; a <style> in <head>, so it holds before any script runs. */
export const ANCHOR_OFFSET_STYLE = `:root{--ext-anchor-offset:${ANCHOR_OFFSET_PX}px}`;

/** The offset as the page applies it now (html scroll-padding-top: the 72 px and any banner or menu bar). */
export function anchorOffset(): number {
  const value = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(value) ? value : ANCHOR_OFFSET_PX;
}
