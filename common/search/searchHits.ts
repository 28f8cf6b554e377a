// A ranked page as one hit in the shape Rspress's panel draws: a title hit when the title holds every matched
// word, a heading hit when its best section's heading holds as many as its text, otherwise a content hit with a
// snippet of that section (of its code when only the code matched).
import type { Field } from './localIndex';
import { quality, type RankedPage, type ResolvedTerm } from './rankPages';
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

/** Whether a field satisfies a term: every word of one of its alternatives; an identifier the index holds, whole. */
function holds(field: Field, term: ResolvedTerm): boolean {
  const names = term.alternatives.filter((alt) => alt.name);
  if (names.length === 0) return quality(term, field.termSet) > 0;
  return names.some((alt) => alt.words.every((word) => [...word.keys()].some((t) => field.termSet.has(t))));
}

/** The matched terms a field satisfies. */
const matchedIn = (field: Field | undefined, matched: ResolvedTerm[]) => (field ? matched.filter((m) => holds(field, m)) : []);

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
  const { page, matched, section } = ranked;
  const title = page.title.text;
  const inTitle = matchedIn(page.title, matched);
  const inHeading = matchedIn(section.heading, matched);
  const inBody = matchedIn(section.body, matched);
  const inCode = matchedIn(section.code, matched);
  const inText = inBody.length > 0 ? inBody : inCode;
  if (inTitle.length === matched.length || (!section.heading && inTitle.length >= inText.length)) {
    return { type: 'title', title, header: title, link: page.routePath, query, highlightInfoList: highlights(title, matched) };
  }
  const link = section.heading ? `${page.routePath}#${section.heading.id}` : page.routePath;
  if (section.heading && inHeading.length > 0 && inHeading.length >= inText.length) {
    const header = `${title} > ${section.heading.text}`;
    return { type: 'header', title, header, link, query, highlightInfoList: highlights(header, matched) };
  }
  // The section's text, or, when only its code holds the words (a pasted CLI line, an identifier), that code.
  const text = inBody.length > 0 || inCode.length === 0 ? section.body.text : section.code.text;
  const anchor = anchorToken(text, matched);
  const statement = anchor ? snippet(text, anchor.start, anchor.end) : text.slice(0, SNIPPET_CHARS);
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
