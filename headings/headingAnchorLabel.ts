// BEHAVIOUR.md, Page layout: the "#" link of each heading is in the tab order and named, so keyboard and
// screen-reader users can copy a link to a section too. Used by the build's rehype step (Markdown headings) and by
// theme/content/FallbackHeading.tsx.
export const headingAnchorLabel = (headingText: string) => `Link to section ${headingText.replace(/\s*#\s*$/, '').trim()}`;
