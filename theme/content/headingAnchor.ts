// The "#" link of each heading: in the tab order and named, so keyboard and screen-reader users can copy a link
// to a section too. Used by the build's rehype step (Markdown headings) and by FallbackHeading.
export const headingAnchorLabel = (headingText: string) => `Link to section ${headingText.replace(/\s*#\s*$/, '').trim()}`;
