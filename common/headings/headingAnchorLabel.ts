// BEHAVIOUR.md, Page layout (heading anchors): beside each heading is a link to its section, outside the heading
// so that the heading's name is its text alone. The one home of that link's name and of the wrapper that
// holds both; used by the build's rehype step (Markdown headings) and by theme/content/FallbackHeading.tsx.
export const headingAnchorLabel = (headingText: string) =>
  `Link to this section: ${headingText.replace(/\s*#\s*$/, '').trim()}`;

/** The element around a heading and its section link; theme/content/headingAnchor.css places the link. */
export const HEADING_WRAPPER_CLASS = 'ext-heading';
