// The search index file (/static/search_index.<lang>.<hash>.json), written by builder/plugins/leanSiteData.ts and read
// by the browser when search opens. A list with one array per page:
//
//   [routePath, title, wordTable | 0, lead, heading, body, heading, body, ...]
//
// - each heading is stored once (the page's text no longer repeats it), as its text, or as [text, id] when its
//   anchor is not the one headingId derives from the text, or as [text, id or '', depth] below an h2;
// - titles, headings and bodies are written with the word table (wordCodes.ts); a page that carries a table
//   sets it for itself and the pages after it, and the first page of every file carries one;
// - a body is the section's prose, one paragraph, list item or table row per line, table cells split by tabs.
//
// The file holds every title and heading and the first line of each page's lead; the other lines (the rest of the
// lead and every section's body) are in a second file, the rest file (/static/search_rest.<lang>.<hash>.json, named
// by the first page's word table), which the search worker fetches after the first: the first hits need only
// titles, headings and first lines, and the download before them stays small as the docs grow. The rest file also
// holds, per section, what its code blocks say that readers search for (builder/plugins/searchCode.ts): identifiers, and
// the lines the CLI prints; each page's front matter description; and the questions readers ask when a page is their
// answer (docs/search-questions.json).
import { headingSlug } from '../headings/headingSlug';
import { buildWordTable, type WordTable, wordDecoder, wordEncoder } from './wordCodes';

export interface PageSection {
  /** `depth` is 3 or more below an h2 (absent for an h2). */
  heading: { text: string; id: string; depth?: number };
  body: string;
  /** Identifiers and CLI output lines from the section's code blocks, one per line (rest file only). */
  code?: string;
}

export interface SearchablePage {
  routePath: string;
  title: string;
  /** The text before the first heading. */
  lead: string;
  sections: PageSection[];
  /** Identifiers and CLI output lines from the code blocks before the first heading. */
  leadCode?: string;
  /** The page's front matter description: what the whole page is about, in a sentence (rest file only). */
  description?: string;
  /** Questions readers ask when this page is the answer, one per line (rest file only). */
  questions?: string;
}

/** Where the rest of the bodies is, carried by the word table of the first page. */
export type HeadTable = WordTable & { rest?: string };

/** The rest file: for each page, in the order of the first file, the lines after the first of its lead and bodies. */
export interface RestFile {
  table: WordTable;
  pages: Array<[routePath: string, ...rests: string[]]>;
  /** For each page with code: its lead's code text, then each section's ('' for none). */
  code?: Array<[routePath: string, ...codes: string[]]>;
  /** For each page with one: its front matter description. */
  descriptions?: Array<[routePath: string, description: string]>;
  /** For each page with some: its readers' questions, one per line. */
  questions?: Array<[routePath: string, questions: string]>;
}

const firstLine = (text: string) => {
  const at = text.indexOf('\n');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
};

/**
 * The pages for the first file (titles, headings and each page's first line, which the first hits come from) and
 * what the rest file holds (the rest of the lead, and every section's text). The first file is kept small because
 * on a slow phone its download and indexing are most of the time to the first hits (bench/RESULTS.md).
 */
export function splitPages(pages: SearchablePage[]): {
  head: SearchablePage[];
  rest: RestFile['pages'];
  code: NonNullable<RestFile['code']>;
  descriptions: NonNullable<RestFile['descriptions']>;
  questions: NonNullable<RestFile['questions']>;
} {
  const head: SearchablePage[] = [];
  const rest: RestFile['pages'] = [];
  const code: NonNullable<RestFile['code']> = [];
  const descriptions: NonNullable<RestFile['descriptions']> = [];
  const questions: NonNullable<RestFile['questions']> = [];
  for (const page of pages) {
    if (page.description) descriptions.push([page.routePath, page.description]);
    if (page.questions) questions.push([page.routePath, page.questions]);
    const [lead, leadRest] = firstLine(page.lead);
    head.push({ routePath: page.routePath, title: page.title, lead, sections: page.sections.map(({ heading }) => ({ heading, body: '' })) });
    rest.push([page.routePath, leadRest, ...page.sections.map(({ body }) => body)]);
    const codes = [page.leadCode ?? '', ...page.sections.map((section) => section.code ?? '')];
    if (codes.some(Boolean)) code.push([page.routePath, ...codes]);
  }
  return { head, rest, code, descriptions, questions };
}

export function encodeRestFile(
  rest: RestFile['pages'],
  table: WordTable,
  code: RestFile['code'] = [],
  descriptions: RestFile['descriptions'] = [],
  questions: RestFile['questions'] = [],
): RestFile {
  const encode = wordEncoder(table);
  const file: RestFile = { table, pages: rest.map(([routePath, ...texts]) => [routePath, ...texts.map(encode)]) };
  if (code.length) file.code = code.map(([routePath, ...texts]) => [routePath, ...texts.map(encode)]);
  if (descriptions.length) file.descriptions = descriptions.map(([routePath, text]) => [routePath, encode(text)]);
  if (questions.length) file.questions = questions.map(([routePath, text]) => [routePath, encode(text)]);
  return file;
}

/** The URL of the rest file a first file names, if any. */
export function restFileUrl(file: unknown[]): string | undefined {
  const first = file.find(isStoredPage);
  const table = first?.[2];
  return table && typeof (table as HeadTable).rest === 'string' ? (table as HeadTable).rest : undefined;
}

const isRestFile = (value: unknown): value is RestFile =>
  typeof value === 'object' && value !== null && isWordTable((value as RestFile).table) && Array.isArray((value as RestFile).pages);

/** The pages with the rest of their bodies put back; a rest file that does not fit is ignored. */
export function withRest(pages: SearchablePage[], restFile: unknown): SearchablePage[] {
  if (!isRestFile(restFile)) return pages;
  const decode = wordDecoder(restFile.table);
  const byRoute = new Map<string, string[]>();
  for (const entry of restFile.pages) {
    if (Array.isArray(entry) && entry.every((text) => typeof text === 'string')) byRoute.set(entry[0], entry.slice(1));
  }
  const codeByRoute = new Map<string, string[]>();
  for (const entry of Array.isArray(restFile.code) ? restFile.code : []) {
    if (Array.isArray(entry) && entry.every((text) => typeof text === 'string')) codeByRoute.set(entry[0], entry.slice(1).map(decode));
  }
  const textByRoute = (list: unknown) => {
    const byRoute = new Map<string, string>();
    for (const entry of Array.isArray(list) ? list : []) {
      if (Array.isArray(entry) && entry.length === 2 && entry.every((text) => typeof text === 'string')) byRoute.set(entry[0], decode(entry[1]));
    }
    return byRoute;
  };
  const descriptionByRoute = textByRoute(restFile.descriptions);
  const questionsByRoute = textByRoute(restFile.questions);
  const joined = (first: string, more: string | undefined) => [first, more ? decode(more) : ''].filter(Boolean).join('\n');
  return pages.map((page) => {
    const more = byRoute.get(page.routePath);
    if (!more || more.length !== page.sections.length + 1) return page;
    const description = descriptionByRoute.get(page.routePath);
    const questions = questionsByRoute.get(page.routePath);
    const code = codeByRoute.get(page.routePath);
    const fits = code?.length === page.sections.length + 1;
    const withCode = <T extends object>(value: T, text: string | undefined): T => (fits && text ? { ...value, code: text } : value);
    const whole: SearchablePage = {
      ...page,
      ...(description ? { description } : {}),
      ...(questions ? { questions } : {}),
      lead: joined(page.lead, more[0]),
      sections: page.sections.map((section, at) => withCode({ ...section, body: joined(section.body, more[at + 1]) }, code?.[at + 1])),
    };
    return fits && code?.[0] ? { ...whole, leadCode: code[0] } : whole;
  });
}

type StoredHeading = string | [text: string, id: string] | [text: string, id: string, depth: number];
export type StoredPage = [routePath: string, title: string, table: WordTable | 0, ...texts: Array<string | StoredHeading>];

/** The anchor Rspress gives a heading (common/headings/headingSlug.ts). */
export const headingId = headingSlug;

export function encodePage(page: SearchablePage, table: HeadTable, withTable: boolean): StoredPage {
  const encode = wordEncoder(table);
  const stored: StoredPage = [page.routePath, encode(page.title), withTable ? table : 0, encode(page.lead)];
  for (const { heading, body } of page.sections) {
    const text = encode(heading.text);
    const ownId = heading.id === headingId(heading.text);
    if (heading.depth !== undefined && heading.depth > 2) stored.push([text, ownId ? '' : heading.id, heading.depth], encode(body));
    else stored.push(ownId ? text : [text, heading.id], encode(body));
  }
  return stored;
}

/** Every text of a page the word table is built from and applied to. */
export const pageTexts = (page: SearchablePage): string[] => [
  page.title,
  page.description ?? '',
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
    texts.every((text, at) => typeof text === 'string' || (at % 2 === 1 && Array.isArray(text) && (text.length === 2 || text.length === 3)))
  );
}

/**
 * The pages of an index file, with the rest of their bodies when the rest file is given; entries that are not pages
 * in this format are skipped.
 */
export function decodeIndexFile(file: unknown[], restFile?: unknown): SearchablePage[] {
  return restFile === undefined ? decodeHead(file) : withRest(decodeHead(file), restFile);
}

function decodeHead(file: unknown[]): SearchablePage[] {
  let decode = (text: string) => text;
  const pages: SearchablePage[] = [];
  for (const entry of file) {
    if (!isStoredPage(entry)) continue;
    const [routePath, title, table, lead, ...rest] = entry;
    if (table) decode = wordDecoder(table);
    const sections: PageSection[] = [];
    for (let at = 0; at < rest.length; at += 2) {
      const stored = rest[at] as StoredHeading;
      const [text, id] = typeof stored === 'string' ? [decode(stored), undefined] : [decode(stored[0]), stored[1]];
      const heading: PageSection['heading'] = { text, id: id || headingId(text) };
      if (Array.isArray(stored) && stored.length === 3) heading.depth = stored[2];
      sections.push({ heading, body: decode(rest[at + 1] as string) });
    }
    pages.push({ routePath, title: decode(title), lead: decode(lead as string), sections });
  }
  return pages;
}

/** The index file's text as parsed JSON: its list of pages, or [] (logged) when it is not a list. */
export function parseIndexFile(text: string): unknown[] {
  try {
    const file: unknown = JSON.parse(text);
    if (Array.isArray(file)) return file;
  } catch {
    // Logged below, with the other case.
  }
  console.error('Search is unavailable: the search index is not a list of pages.');
  return [];
}
