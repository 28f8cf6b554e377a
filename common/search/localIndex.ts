// The in-browser index built from the search index file (indexFile.ts): every section of every page as a record of
// fields (the page title, the headings above it, its own heading, its text, what its code blocks hold), and which
// sections and titles hold each term: how rare a term is, and which records a query needs to score (rankPages.ts).
import { decodeIndexFile, type SearchablePage } from './indexFile';
import { analyze, identifiers } from './tokenize';

export interface Field {
  /** The text as shown in a hit. */
  text: string;
  /** The words in order, camelCase split (for "words side by side" checks). */
  terms: string[];
  /** Each term (camelCase split and also whole, identifiers whole) with how often it occurs. */
  termSet: Map<string, number>;
  /** The identifiers that open a line (a table row's first cell, a list item): the names the text defines. */
  defines?: Set<string>;
}

export interface Section {
  /** The heading that opens the section; the lead before the first heading has none. */
  heading?: Field & { id: string };
  /** The headings the section's heading is under (its h2 for an h3), outermost first. */
  parents: Field[];
  body: Field;
  /** Identifiers and CLI output lines from its code blocks (empty until the rest file is indexed). */
  code: Field;
}

export interface PageEntry {
  routePath: string;
  title: Field;
  /** The front matter description: what the whole page is about (empty until the rest file is indexed). */
  description: Field;
  /** Questions readers ask when this page is the answer (empty until the rest file is indexed). */
  questions: Field;
  /** Each of those questions' terms, one set a question (rankPages.ts: the one question a query matches best). */
  questionTerms: Array<Set<string>>;
  sections: Section[];
}

export interface LocalIndex {
  pages: PageEntry[];
  /** Every term, with the pages (by position in `pages`) that contain it anywhere. */
  pagesByTerm: Map<string, Set<number>>;
  /** The keys of `pagesByTerm`, for prefix and typo look-ups. */
  vocabulary: string[];
  /** Every section of every page, in page order: the records the ranking scores. */
  sections: Array<{ page: number; section: Section }>;
  /** The sections (by position in `sections`) that hold each term in a heading, their text or their code. */
  sectionsByTerm: Map<string, number[]>;
  /** How many page titles hold each term. */
  titlesByTerm: Map<string, number>;
  /** The pages (by position in `pages`) whose description holds each term. */
  descriptionsByTerm: Map<string, number[]>;
  /** The pages (by position in `pages`) whose questions hold each term. */
  questionsByTerm: Map<string, number[]>;
  /** Mean number of terms in a page's questions. */
  meanQuestionsLength: number;
  /** How many titles and headings have each name (their terms joined without spaces). */
  namesByText: Map<string, number>;
  /** Records counted for rarity: every section, and every page's title with its description as one more. */
  recordCount: number;
  /** Mean number of terms in a section's text and in its code (for the length normalisation). */
  meanBodyLength: number;
  meanCodeLength: number;
}

const EMPTY: Field = { text: '', terms: [], termSet: new Map() };

function field(text: string): Field {
  if (!text) return EMPTY;
  const { terms, counts } = analyze(text);
  return { text, terms, termSet: counts };
}

const LINE_START = /(?:^|\n)[\t ]*(?:[-*] )?/g;

/** A section's text: also the identifiers that open its lines. */
function textField(text: string): Field {
  const base = field(text);
  if (!text) return base;
  const opening = new Set<number>();
  for (const match of text.matchAll(LINE_START)) opening.add(match.index + match[0].length);
  const defines = new Set(identifiers(text).filter((found) => opening.has(found.start)).map((found) => found.term));
  return defines.size ? { ...base, defines } : base;
}

/**
 * A page's questions (one a line) as one field, and each question's own terms, from one analysis of each question:
 * no word runs from one line into the next, so the field is what analysing the whole text would give.
 */
function questionsOf(text: string): { field: Field; terms: Array<Set<string>> } {
  if (!text) return { field: EMPTY, terms: [] };
  const analysed = text.split('\n').filter(Boolean).map((question) => analyze(question));
  const counts = new Map<string, number>();
  for (const { counts: own } of analysed) for (const [term, n] of own) counts.set(term, (counts.get(term) ?? 0) + n);
  return { field: { text, terms: analysed.flatMap((question) => question.terms), termSet: counts }, terms: analysed.map((question) => new Set(question.counts.keys())) };
}

function pageEntry(page: SearchablePage): PageEntry {
  const title = field(page.title);
  const sections: Section[] = [{ parents: [], body: textField(page.lead), code: field(page.leadCode ?? '') }];
  const open: Array<{ depth: number; field: Field }> = [];
  for (const { heading, body, code } of page.sections) {
    const depth = heading.depth ?? 2;
    while (open.length && open[open.length - 1].depth >= depth) open.pop();
    const own = field(heading.text);
    sections.push({ heading: { ...own, id: heading.id }, parents: open.map((entry) => entry.field), body: textField(body), code: field(code ?? '') });
    open.push({ depth, field: own });
  }
  const questions = questionsOf(page.questions ?? '');
  return { routePath: page.routePath, title, description: field(page.description ?? ''), questions: questions.field, questionTerms: questions.terms, sections };
}

/** The index of the search index file's pages (the file as parsed JSON), with the rest file's text when given. */
export function buildLocalIndex(file: unknown[], restFile?: unknown): LocalIndex {
  return indexOf(decodeIndexFile(file, restFile).map(pageEntry));
}

/** The index of pages already decoded. */
export function indexOfPages(pages: SearchablePage[]): LocalIndex {
  return indexOf(pages.map(pageEntry));
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
  const sectionsByTerm = new Map<string, number[]>();
  const titlesByTerm = new Map<string, number>();
  const descriptionsByTerm = new Map<string, number[]>();
  const questionsByTerm = new Map<string, number[]>();
  let questionsLength = 0;
  const namesByText = new Map<string, number>();
  const named = (field: Field | undefined) => {
    if (!field || field.terms.length === 0) return;
    const name = field.terms.join('');
    namesByText.set(name, (namesByText.get(name) ?? 0) + 1);
  };
  const sections: LocalIndex['sections'] = [];
  let bodyLength = 0;
  let codeLength = 0;
  const holdBy = (term: string, page: number) => {
    let holders = pagesByTerm.get(term);
    if (!holders) pagesByTerm.set(term, (holders = new Set()));
    holders.add(page);
  };
  entries.forEach((entry, position) => {
    named(entry.title);
    for (const term of entry.title.termSet.keys()) {
      titlesByTerm.set(term, (titlesByTerm.get(term) ?? 0) + 1);
      holdBy(term, position);
    }
    for (const term of entry.description.termSet.keys()) {
      const list = descriptionsByTerm.get(term);
      if (list) list.push(position);
      else descriptionsByTerm.set(term, [position]);
      holdBy(term, position);
    }
    questionsLength += entry.questions.terms.length;
    for (const term of entry.questions.termSet.keys()) {
      const list = questionsByTerm.get(term);
      if (list) list.push(position);
      else questionsByTerm.set(term, [position]);
      holdBy(term, position);
    }
    for (const section of entry.sections) {
      const id = sections.length;
      sections.push({ page: position, section });
      named(section.heading);
      bodyLength += section.body.terms.length;
      codeLength += section.code.terms.length;
      const seen = new Set<string>();
      for (const list of [section.heading?.termSet, section.body.termSet, section.code.termSet]) if (list) for (const term of list.keys()) seen.add(term);
      for (const term of seen) {
        const list = sectionsByTerm.get(term);
        if (list) list.push(id);
        else sectionsByTerm.set(term, [id]);
        holdBy(term, position);
      }
    }
  });
  const count = sections.length;
  return {
    pages: entries,
    pagesByTerm,
    vocabulary: [...pagesByTerm.keys()],
    sections,
    sectionsByTerm,
    titlesByTerm,
    descriptionsByTerm,
    questionsByTerm,
    meanQuestionsLength: Math.max(1, questionsLength / Math.max(1, entries.filter((entry) => entry.questions.terms.length).length)),
    namesByText,
    recordCount: count + entries.length,
    meanBodyLength: count ? Math.max(1, bodyLength / count) : 1,
    meanCodeLength: count ? Math.max(1, codeLength / count) : 1,
  };
}
