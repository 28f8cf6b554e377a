// The in-browser index built from the search index file (indexFile.ts): every page's title, headings and sections
// as terms, and which pages hold each term.
import { decodeIndexFile, type SearchablePage } from './indexFile';
import { analyze } from './tokenize';

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

function field(text: string, bodyCounts?: Map<string, number>): Field {
  const { terms, counts } = analyze(text);
  if (bodyCounts) for (const [term, count] of counts) bodyCounts.set(term, (bodyCounts.get(term) ?? 0) + count);
  return { text, terms, termSet: new Set(counts.keys()) };
}

function pageEntry(page: SearchablePage): PageEntry {
  const bodyCounts = new Map<string, number>();
  const sections: Section[] = [
    { body: field(page.lead, bodyCounts) },
    ...page.sections.map(({ heading, body }) => ({ heading: { ...field(heading.text), id: heading.id }, body: field(body, bodyCounts) })),
  ];
  return { routePath: page.routePath, title: field(page.title), sections, bodyCounts };
}

/** The index of the search index file's pages (the file as parsed JSON), with the rest file's text when given. */
export function buildLocalIndex(file: unknown[], restFile?: unknown): LocalIndex {
  return indexOf(decodeIndexFile(file, restFile).map(pageEntry));
}

/**
 * The same index, built a few pages at a time with a pause between, so that a visitor typing while the whole text
 * is indexed on a slow phone sees each key at once.
 */
export async function buildLocalIndexInSlices(file: unknown[], restFile: unknown, pagesPerSlice = 8): Promise<LocalIndex> {
  const pages = decodeIndexFile(file, restFile);
  const entries: PageEntry[] = [];
  for (let at = 0; at < pages.length; at += pagesPerSlice) {
    entries.push(...pages.slice(at, at + pagesPerSlice).map(pageEntry));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return indexOf(entries);
}

function indexOf(entries: PageEntry[]): LocalIndex {
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
