// The search index file (/static/search_index.<lang>.<hash>.json), written by plugins/leanSiteData.ts and read
// by the browser when search opens. A list with one array per page:
//
//   [routePath, title, wordTable | 0, lead, heading, body, heading, body, ...]
//
// - each heading is stored once (the page's text no longer repeats it), as its text, or as [text, id] when its
//   anchor is not the one headingId derives from the text;
// - titles, headings and bodies are written with the word table (wordCodes.ts); a page that carries a table
//   sets it for itself and the pages after it, and the first page of every file carries one;
// - a body is the section's prose, one paragraph, list item or table row per line, table cells split by tabs.
import { buildWordTable, type WordTable, wordDecoder, wordEncoder } from './wordCodes';

export interface PageSection {
  heading: { text: string; id: string };
  body: string;
}

export interface SearchablePage {
  routePath: string;
  title: string;
  /** The text before the first heading. */
  lead: string;
  sections: PageSection[];
}

type StoredHeading = string | [text: string, id: string];
export type StoredPage = [routePath: string, title: string, table: WordTable | 0, ...texts: Array<string | StoredHeading>];

/** The anchor Rspress gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function encodePage(page: SearchablePage, table: WordTable, withTable: boolean): StoredPage {
  const encode = wordEncoder(table);
  const stored: StoredPage = [page.routePath, encode(page.title), withTable ? table : 0, encode(page.lead)];
  for (const { heading, body } of page.sections) {
    const text = encode(heading.text);
    stored.push(heading.id === headingId(heading.text) ? text : [text, heading.id], encode(body));
  }
  return stored;
}

/** Every text of a page the word table is built from and applied to. */
export const pageTexts = (page: SearchablePage): string[] => [
  page.title,
  page.lead,
  ...page.sections.flatMap(({ heading, body }) => [heading.text, body]),
];

/** A whole index file for `pages`: one word table, carried by the first page. */
export function encodeIndexFile(pages: SearchablePage[]): StoredPage[] {
  const table = buildWordTable(pages.flatMap(pageTexts));
  return pages.map((page, at) => encodePage(page, table, at === 0));
}

const isWordTable = (value: unknown): value is WordTable =>
  typeof value === 'object' && value !== null && typeof (value as WordTable).base === 'number' && typeof (value as WordTable).words === 'string';

function isStoredPage(value: unknown): value is StoredPage {
  if (!Array.isArray(value) || value.length < 4 || value.length % 2 !== 0) return false;
  const [routePath, title, table, ...texts] = value as unknown[];
  return (
    typeof routePath === 'string' &&
    typeof title === 'string' &&
    (table === 0 || isWordTable(table)) &&
    texts.every((text, at) => typeof text === 'string' || (at % 2 === 1 && Array.isArray(text) && text.length === 2))
  );
}

/** The pages of an index file; entries that are not pages in this format are skipped. */
export function decodeIndexFile(file: unknown[]): SearchablePage[] {
  let decode = (text: string) => text;
  const pages: SearchablePage[] = [];
  for (const entry of file) {
    if (!isStoredPage(entry)) continue;
    const [routePath, title, table, lead, ...rest] = entry;
    if (table) decode = wordDecoder(table);
    const sections: PageSection[] = [];
    for (let at = 0; at < rest.length; at += 2) {
      const stored = rest[at];
      const [text, id] = typeof stored === 'string' ? [decode(stored), undefined] : [decode(stored[0]), stored[1]];
      sections.push({ heading: { text, id: id ?? headingId(text) }, body: decode(rest[at + 1] as string) });
    }
    pages.push({ routePath, title: decode(title), lead: decode(lead as string), sections });
  }
  return pages;
}
