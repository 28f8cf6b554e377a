// A ranked page as one hit in the shape Rspress's panel draws: a title hit when the title holds every matched
// word, a heading hit when a heading holds the most, otherwise a content hit with a snippet of that section.
import type { Field, PageEntry, Section } from './localIndex';
import type { RankedPage, ResolvedTerm } from './rankPages';
import { tokenize } from './tokenize';

/** The snippet's length (BEHAVIOUR.md, Constants): about 100 characters, '...' where the text is cut. */
export const SNIPPET_CHARS = 100;
const ELLIPSIS = '...';

export interface Highlight {
  start: number;
  /** Rspress's panel measures highlights in bytes, counting a character above U+00FF as 3. */
  length: number;
}

interface HitBase {
  title: string;
  header: string;
  link: string;
  query: string;
  highlightInfoList: Highlight[];
}
export type SearchHit = (HitBase & { type: 'title' | 'header' }) | (HitBase & { type: 'content'; statement: string });

const byteLength = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 255 ? 3 : 1), 0);

/** Marks the words of `text` that matched; a longer word the reader typed the start of is marked only there. */
export function highlights(text: string, matched: ResolvedTerm[]): Highlight[] {
  const typed = matched.flatMap((m) => m.term.typed);
  const result: Highlight[] = [];
  let markedTo = 0;
  // Whole words come before their camelCase parts, so a whole-word match is marked and its parts skipped.
  for (const token of tokenize(text, true)) {
    if (token.start < markedTo || !matched.some((m) => m.indexTerms.has(token.term))) continue;
    const prefix = typed.filter((word) => token.text.startsWith(word)).sort((a, b) => b.length - a.length)[0];
    const length = prefix ? prefix.length : token.end - token.start;
    result.push({ start: token.start, length: byteLength(text.slice(token.start, token.start + length)) });
    markedTo = token.end;
  }
  return result;
}

const matchedIn = (field: Field | undefined, matched: ResolvedTerm[]) =>
  field ? matched.filter((m) => [...m.indexTerms].some((t) => field.termSet.has(t))) : [];

const weightOf = (terms: ResolvedTerm[]) => terms.reduce((sum, m) => sum + m.weight, 0);

function bestSection(page: PageEntry, matched: ResolvedTerm[]): { section: Section; inHeading: ResolvedTerm[]; inBody: ResolvedTerm[] } | undefined {
  let best: { section: Section; inHeading: ResolvedTerm[]; inBody: ResolvedTerm[]; score: number } | undefined;
  for (const section of page.sections) {
    const inHeading = matchedIn(section.heading, matched);
    const inBody = matchedIn(section.body, matched);
    const score = 2 * weightOf(inHeading) + weightOf(inBody.filter((m) => !inHeading.includes(m)));
    if (score > 0 && (!best || score > best.score)) best = { section, inHeading, inBody, score };
  }
  return best;
}

/** The place in `text` with the most different matched words close together (the first such place). */
function anchorToken(text: string, matched: ResolvedTerm[]) {
  const tokens = tokenize(text, true).filter((token) => matched.some((m) => m.indexTerms.has(token.term)));
  let best = tokens[0];
  let bestCount = 0;
  for (const token of tokens) {
    const near = tokens.filter((other) => other.start >= token.start && other.start < token.start + SNIPPET_CHARS * 0.8);
    const count = matched.filter((m) => near.some((other) => m.indexTerms.has(other.term))).length;
    if (count > bestCount) [best, bestCount] = [token, count];
  }
  return best;
}

/** About SNIPPET_CHARS characters of the line around `start`, with '...' where it is cut. */
export function snippet(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const line = text.slice(lineStart, lineEndAt < 0 ? text.length : lineEndAt).replace(/\s/g, ' ');
  if (line.length <= SNIPPET_CHARS) return line;
  const side = Math.floor((SNIPPET_CHARS - (end - start)) / 2) - ELLIPSIS.length;
  const from = Math.max(0, start - lineStart - side);
  const to = Math.min(line.length, end - lineStart + side);
  return `${from > 0 ? ELLIPSIS : ''}${line.slice(from, to)}${to < line.length ? ELLIPSIS : ''}`;
}

export function pageHit(ranked: RankedPage, query: string): SearchHit {
  const { page, matched } = ranked;
  const title = page.title.text;
  const inTitle = matchedIn(page.title, matched);
  const best = bestSection(page, matched);
  if (!best || inTitle.length === matched.length || (inTitle.length > 0 && inTitle.length >= best.inBody.length)) {
    return { type: 'title', title, header: title, link: page.routePath, query, highlightInfoList: highlights(title, matched) };
  }
  const { section, inHeading, inBody } = best;
  const link = section.heading ? `${page.routePath}#${section.heading.id}` : page.routePath;
  if (section.heading && inHeading.length >= inBody.length) {
    const header = `${title} > ${section.heading.text}`;
    return { type: 'header', title, header, link, query, highlightInfoList: highlights(header, matched) };
  }
  const anchor = anchorToken(section.body.text, matched);
  const statement = anchor ? snippet(section.body.text, anchor.start, anchor.end) : section.body.text.slice(0, SNIPPET_CHARS);
  return {
    type: 'content',
    title,
    header: section.heading?.text ?? title,
    link,
    query,
    statement,
    highlightInfoList: highlights(statement, matched),
  };
}
