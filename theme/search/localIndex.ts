// The in-browser index built from Rspress's search index file: every page's title, headings and sections as
// terms, and which pages hold each term.
import { terms, tokenize } from './tokenize';

/** One page as Rspress writes it into /static/search_index.<lang>.<hash>.json. */
export interface IndexedPage {
  routePath: string;
  title: string;
  content: string;
  toc: Array<{ id: string; text: string; charIndex: number }>;
}

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

// Inline code in headings keeps its backticks in the index file; a hit shows the heading as the page does.
const displayHeading = (text: string) => text.replace(/`/g, '');

/** The content repeats each heading on its section's first line; the heading is a field of its own. */
function withoutHeadingLine(text: string, headingTerms: string[] | undefined): string {
  if (!headingTerms) return text;
  const lineEnd = text.indexOf('\n');
  const firstLine = lineEnd < 0 ? text : text.slice(0, lineEnd);
  if (terms(firstLine).join(' ') !== headingTerms.join(' ')) return text;
  return lineEnd < 0 ? '' : text.slice(lineEnd + 1).trim();
}

function isIndexedPage(value: unknown): value is IndexedPage {
  if (!value || typeof value !== 'object') return false;
  const page = value as Partial<IndexedPage>;
  return typeof page.routePath === 'string' && typeof page.title === 'string' && typeof page.content === 'string' && Array.isArray(page.toc);
}

function pageEntry(page: IndexedPage): PageEntry {
  const starts = page.toc.map((entry) => entry.charIndex);
  const sections: Section[] = [];
  for (let i = -1; i < page.toc.length; i += 1) {
    const from = i < 0 ? 0 : starts[i];
    const to = i + 1 < starts.length ? starts[i + 1] : page.content.length;
    const heading = i < 0 ? undefined : { ...field(displayHeading(page.toc[i].text)), id: page.toc[i].id };
    const text = withoutHeadingLine(page.content.slice(from, to).trim(), heading?.terms);
    sections.push({ heading, body: field(text) });
  }
  const bodyCounts = new Map<string, number>();
  for (const section of sections) {
    for (const { term } of tokenize(section.body.text, true)) bodyCounts.set(term, (bodyCounts.get(term) ?? 0) + 1);
  }
  return { routePath: page.routePath, title: field(page.title), sections, bodyCounts };
}

export function buildLocalIndex(pages: unknown[]): LocalIndex {
  const entries = pages.filter(isIndexedPage).map(pageEntry);
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
