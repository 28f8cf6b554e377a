// BEHAVIOUR.md, Redirects: an old URL that has no static redirect page of its own (a template sample under
// /docs/samples/, a page added after the table was written) still reaches its page from the 404 page.
import table from '../../docs/redirects.json';

interface PrefixRow {
  from: string;
  to: string;
  wholeSection?: boolean;
}

const PREFIXES: PrefixRow[] = [...(table.prefixes as PrefixRow[])].sort((a, b) => b.from.length - a.from.length);

/** Where an unknown path moved to by the table's prefix rows, or undefined when no row covers it. */
export function redirectOfPath(pathname: string): string | undefined {
  for (const { from, to, wholeSection } of PREFIXES) {
    if (!pathname.startsWith(from)) continue;
    const target = wholeSection ? to : to + pathname.slice(from.length);
    return target === pathname ? undefined : target;
  }
  return undefined;
}
