// The in-browser index built from the search index file (indexFile.ts): every page's title, headings and sections
// as terms, and which pages hold each term.
import { decodeIndexFile, type SearchablePage } from './indexFile';
import { terms, tokenize } from './tokenize';

export interface Field {
  /** The text as shown in a hit. */
  text: string;
  /** The words in order, camelCase split (for "words side by side" checks). */
  terms: string[];
  /** The words, camelCase split and also whole. */
  termSet: Set<string>;
}

export interface Section {
  /** The heading that opens the section; the lead before the first heading has none. */
  heading?: Field & { id: string };
  body: Field;
}

export interface PageEntry {
  routePath: string;
  title: Field;
  sections: Section[];
  /** How often each term occurs in the page's body text. */
  bodyCounts: Map<string, number>;
}

export interface LocalIndex {
  pages: PageEntry[];
  /** Every term, with the pages (by position in `pages`) that contain it anywhere. */
  pagesByTerm: Map<string, Set<number>>;
  /** The keys of `pagesByTerm`, for prefix and typo look-ups. */
  vocabulary: string[];
}

function field(text: string): Field {
  return { text, terms: terms(text), termSet: new Set(tokenize(text, true).map((token) => token.term)) };
}

function pageEntry(page: SearchablePage): PageEntry {
  const sections: Section[] = [
    { body: field(page.lead) },
    ...page.sections.map(({ heading, body }) => ({ heading: { ...field(heading.text), id: heading.id }, body: field(body) })),
  ];
  const bodyCounts = new Map<string, number>();
  for (const section of sections) {
    for (const { term } of tokenize(section.body.text, true)) bodyCounts.set(term, (bodyCounts.get(term) ?? 0) + 1);
  }
  return { routePath: page.routePath, title: field(page.title), sections, bodyCounts };
}

/** The index of the search index file's pages (the file as parsed JSON). */
export function buildLocalIndex(file: unknown[]): LocalIndex {
  const entries = decodeIndexFile(file).map(pageEntry);
  const pagesByTerm = new Map<string, Set<number>>();
  entries.forEach((entry, position) => {
    const all = [entry.title.termSet, ...entry.sections.flatMap((s) => [s.heading?.termSet ?? [], s.body.termSet])];
    for (const list of all) {
      for (const term of list) {
        let holders = pagesByTerm.get(term);
        if (!holders) pagesByTerm.set(term, (holders = new Set()));
        holders.add(position);
      }
    }
  });
  return { pages: entries, pagesByTerm, vocabulary: [...pagesByTerm.keys()] };
}
