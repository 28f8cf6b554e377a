// BEHAVIOUR.md, Page layout: the outline marks the heading in view as the reader scrolls, at the navbar line (anchorOffset.ts).

/** A heading's distance from the top of the viewport, in CSS pixels. */
export interface HeadingTop {
  id: string;
  top: number;
}

// A heading scrolled to exactly the line (as an anchor click leaves it) sits within a pixel of it.
const LINE_TOLERANCE = 1;

/**
 * The section being read: the last heading that has passed the navbar line (its top at or above it).
 * Before the first heading passes the line, the first heading, so the outline never lights nothing while
 * the reader is at the page's start.
 */
export function activeHeadingId(headings: readonly HeadingTop[], line: number): string | undefined {
  let active = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= line + LINE_TOLERANCE) active = heading.id;
  }
  return active;
}
