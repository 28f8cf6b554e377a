// BEHAVIOUR.md, Page layout (heading anchors): the id a heading gets. One function for the theme (headings it
// renders itself), the search index (anchors of hits) and the build.
/**
 * The id GitHub (and Rspress, through github-slugger) gives a heading: lower case, punctuation and symbols
 * dropped, each space a hyphen. Letters, marks, digits, connector punctuation and hyphens stay.
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}
