/**
 * BEHAVIOUR.md, Page layout: the navbar offset a heading stops at, as the page sets it (html scroll-padding-top in
 * index.css: 72 px, more under a banner or the phone menu bar). The outline's active heading uses the same line.
 */
export function anchorOffset(): number {
  const value = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(value) ? value : 72;
}
