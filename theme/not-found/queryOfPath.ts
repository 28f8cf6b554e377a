// The words of a mistyped URL as a search query, for the 404 page's suggestions (pageSuggestions.ts).

/** Path segments that name no topic. */
const NOISE = new Set(['docs', 'doc', 'en', 'html', 'htm', 'md', 'mdx', 'index', 'www']);

/** The words of a path, as a search query: `/docs/commands/buidl.html` gives "commands buidl". */
export function queryOfPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the raw path still has words.
  }
  return decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !NOISE.has(word.toLowerCase()))
    .join(' ')
    .slice(0, 200);
}
