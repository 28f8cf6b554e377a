// BEHAVIOUR.md, Search: what a screen reader hears for the dialog's hits. Pure, so tests/unit/theme-logic.test.ts
// checks the wording without a browser.

export interface NamedHit {
  type: string;
  /** The page's title. */
  title: string;
  /** The section's heading (the page's title for a title hit). */
  header: string;
}

/**
 * An option's name: its page, then its section when the hit is in one. A heading hit's header may already be the
 * trail "Page > Section"; the page is then not said twice.
 */
export function hitName(hit: NamedHit): string {
  const trail = `${hit.title} > `;
  const section = hit.header.startsWith(trail) ? hit.header.slice(trail.length) : hit.header;
  return hit.type === 'title' || section === hit.title ? hit.title : `${hit.title}: ${section}`;
}

/** What the live region says once the hits for a query have settled. */
export function hitCountMessage(count: number, query: string, noResultsText: string): string {
  if (count === 0) return `${noResultsText} "${query}"`;
  return count === 1 ? '1 result' : `${count} results`;
}

/** How long the hits for a query stay unchanged before the live region says their count. */
export const ANNOUNCE_AFTER_MS = 500;
