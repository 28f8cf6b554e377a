// Orders pages for a query: pages that match every word first, then those that match most of them; within each
// group, by where the words occur (title over heading over body), how rare they are, and whether they occur
// side by side as typed. A title equal to the query comes first of all.
import { expandWord, type Expansion } from './expandTerms';
import type { LocalIndex, PageEntry } from './localIndex';
import type { QueryTerm } from './queryTerms';
import { singular } from './tokenize';

const FIELD_WEIGHT = { title: 8, heading: 4, body: 1 } as const;
/** A synonym found the page, not the reader's own word: a little less sure. */
const SYNONYM_FACTOR = 0.9;
const PHRASE_BONUS = { title: 10, heading: 5, body: 2 } as const;
const TITLE_COVERAGE_BONUS = 4;

/** A query term as index terms: each alternative is a list of words, each word its expansion. */
export interface ResolvedTerm {
  term: QueryTerm;
  alternatives: Array<{ words: Expansion[]; factor: number }>;
  /** Every index term that satisfies the term in some alternative (for highlighting and section choice). */
  indexTerms: Set<string>;
  /** Rarity across pages: a word on few pages says more about which page is meant. */
  weight: number;
}

export interface RankedPage {
  page: PageEntry;
  score: number;
  /** The terms the page matched, required or not. */
  matched: ResolvedTerm[];
}

type TermSet = { has(term: string): boolean };

export function resolveTerms(terms: QueryTerm[], index: LocalIndex): ResolvedTerm[] {
  return terms.map((term) => {
    const own = term.typed.map(singular).join(' ');
    const alternatives = term.alternatives.map((words) => ({
      words: words.map((word, at) => expandWord(word, index, term.isPrefix && at === words.length - 1)),
      factor: words.join(' ') === own ? 1 : SYNONYM_FACTOR,
    }));
    const indexTerms = new Set(alternatives.flatMap((alt) => alt.words.flatMap((expansion) => [...expansion.keys()])));
    const holders = new Set<number>();
    for (const indexTerm of indexTerms) for (const page of index.pagesByTerm.get(indexTerm) ?? []) holders.add(page);
    const weight = holders.size === 0 ? 0 : Math.log(1 + index.pages.length / holders.size);
    return { term, alternatives, indexTerms, weight };
  });
}

/** How well a set of terms satisfies the query term: the best alternative whose every word is present. */
export function quality(resolved: ResolvedTerm, terms: TermSet): number {
  let best = 0;
  for (const { words, factor } of resolved.alternatives) {
    let worst = Infinity;
    for (const expansion of words) {
      let found = 0;
      for (const [indexTerm, q] of expansion) if (q > found && terms.has(indexTerm)) found = q;
      worst = Math.min(worst, found);
      if (worst === 0) break;
    }
    if (worst !== Infinity) best = Math.max(best, worst * factor);
  }
  return best;
}

function bodyFrequency(resolved: ResolvedTerm, page: PageEntry): number {
  let count = 0;
  for (const indexTerm of resolved.indexTerms) count += page.bodyCounts.get(indexTerm) ?? 0;
  return count;
}

function termScore(resolved: ResolvedTerm, page: PageEntry): number {
  const inTitle = quality(resolved, page.title.termSet) * FIELD_WEIGHT.title;
  let inHeading = 0;
  for (const section of page.sections) {
    if (section.heading) inHeading = Math.max(inHeading, quality(resolved, section.heading.termSet));
  }
  const frequency = Math.min(2, 1 + 0.25 * Math.log(Math.max(1, bodyFrequency(resolved, page))));
  const inBody = quality(resolved, page.bodyCounts) * FIELD_WEIGHT.body * frequency;
  return Math.max(inTitle, inHeading * FIELD_WEIGHT.heading, inBody) * resolved.weight;
}

function containsRun(haystack: string[], run: string[]): boolean {
  outer: for (let i = 0; i + run.length <= haystack.length; i += 1) {
    for (let j = 0; j < run.length; j += 1) if (haystack[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}

/** The words as typed, side by side: in the title, a heading or a paragraph. */
function phraseBonus(typed: string[], page: PageEntry): number {
  if (typed.length < 2) return 0;
  if (containsRun(page.title.terms, typed)) return PHRASE_BONUS.title;
  if (page.sections.some((s) => s.heading && containsRun(s.heading.terms, typed))) return PHRASE_BONUS.heading;
  if (page.sections.some((s) => containsRun(s.body.terms, typed))) return PHRASE_BONUS.body;
  return 0;
}

function titleCoverage(matched: ResolvedTerm[], page: PageEntry): number {
  const titleTerms = page.title.terms;
  if (titleTerms.length === 0) return 0;
  const covered = titleTerms.filter((t) => matched.some((m) => m.indexTerms.has(t))).length;
  return covered / titleTerms.length;
}

interface Candidate extends RankedPage {
  exactTitle: boolean;
  requiredMatched: number;
}

export function rankPages(terms: QueryTerm[], index: LocalIndex): RankedPage[] {
  const resolved = resolveTerms(terms, index);
  const typed = terms.flatMap((term) => term.typed.map(singular));
  // Compared without spaces, so "web accessible resources" equals "Web-Accessible Resources" and "postcss" "PostCSS".
  const query = typed.join('');
  const candidates = new Set<number>();
  for (const r of resolved) for (const t of r.indexTerms) for (const page of index.pagesByTerm.get(t) ?? []) candidates.add(page);

  const ranked: Candidate[] = [];
  for (const position of candidates) {
    const page = index.pages[position];
    let score = 0;
    let requiredMatched = 0;
    const matched: ResolvedTerm[] = [];
    for (const r of resolved) {
      const s = termScore(r, page);
      if (s <= 0) continue;
      matched.push(r);
      score += r.term.optional ? s / 4 : s;
      if (!r.term.optional) requiredMatched += 1;
    }
    if (requiredMatched === 0) continue;
    score += phraseBonus(typed, page) + TITLE_COVERAGE_BONUS * titleCoverage(matched, page);
    ranked.push({ page, score, matched, requiredMatched, exactTitle: page.title.terms.join('') === query });
  }
  ranked.sort(
    (a, b) =>
      Number(b.exactTitle) - Number(a.exactTitle) ||
      b.requiredMatched - a.requiredMatched ||
      b.score - a.score ||
      a.page.title.text.length - b.page.title.text.length,
  );
  return ranked.map(({ page, score, matched }) => ({ page, score, matched }));
}
