// Orders pages for a query by their best section. Each section is scored as its own record (BM25F-like): its fields
// are the page title and description, the headings it is under, its own heading, its text and what its code blocks hold; a word
// counts by how rare it is across sections, by the field it is in (title and headings far above the text), with a
// term frequency that saturates and a text length that is normalised, so a long page wins only where one of its
// sections is about the query. Filler words count for almost nothing; words side by side as typed add a bonus; a
// run of query words that is a page's whole title or a section's whole heading puts that page or section first.
import { expandWord, inflections, MATCH_QUALITY, type Expansion } from './expandTerms';
import type { Field, LocalIndex, PageEntry, Section } from './localIndex';
import { FILLER, type QueryTerm } from './queryTerms';
import { singular } from './tokenize';

/** How much one occurrence in the text and in the code counts, before the saturation. */
const TEXT_WEIGHT = { body: 1, code: 1 } as const;
/**
 * What a word in the page title, the section's own heading or a heading above it adds, outside the saturation: the
 * most the text can give is K1 + 1 (3), so a word in the title or heading counts about as much as the most repeated
 * word of a text, and both together more. A word of the page's description (its front matter sentence saying what
 * the whole page is about) adds less than a heading's, since it counts in every section of the page, on top of the
 * others (common/search/README.md, "Measured and not kept", has the weights measured).
 */
const NAME_FIELD = { title: 3.5, heading: 2, parent: 0.5, description: 1.25 } as const;
/**
 * The page's readers' questions (docs/search-questions.json) and the queries of readers it answered
 * (docs/search-readers-queries.json): a field of their own, in every section of the page as the description is, whose
 * occurrences saturate (k1) over a length normalised against the mean (b); at most weight × (k1 + 1). A word that
 * many readers used for this page is a surer sign than one who did, so the field saturates late: at most above a
 * title word's, once several readers' queries repeat the word.
 */
const QUESTIONS = { weight: 1.25, k1: 3, b: 0.5 } as const;
/**
 * The one question of a page closest to the query, holding two typed words at least (not filler, not the words of a
 * typed identifier): what the reader asked, in nearly their words. The weights of the words both hold, times the share
 * they are of the two together (2 × shared / (query + question), so a long question that happens to hold the same
 * words counts less than a short one made of them), times `factor`, count in every section of the page. The questions
 * field counts each word wherever it stands among the page's questions; this counts the words that stand together in
 * one.
 */
const ONE_QUESTION = { factor: 2.5, minWords: 2 } as const;
/** A name that opens a line of a section's text (a table row's first cell): the row that defines it. */
const DEFINES_WEIGHT = 2;
/** BM25's saturation (k1) and length normalisation (b) of the text and the code. */
const K1 = 2;
const LENGTH_NORMALISATION = { body: 0.75, code: 0.5 } as const;
/** A synonym found the page, not the reader's own word: a little less sure. */
const SYNONYM_FACTOR = 0.9;
/** Filler and question words ("how", "can", "the") count for almost nothing when other words are typed. */
const FILLER_FACTOR = 0.05;
/** An identifier found by the family it starts with (EXTENSION_PUBLIC_*), or only by its words written apart. */
const FAMILY_FACTOR = 0.9;
const PARTS_FACTOR = 0.5;
/** Two words typed side by side found side by side, by field, times the pair's mean weight. */
const ADJACENT_BONUS = { title: 1, heading: 1, body: 1, code: 3 } as const;
/** How many of the best-scoring sections get the side-by-side bonus. */
const ADJACENCY_SECTIONS = 80;
/**
 * Four or more words typed side by side found in that order in a section's text or code (a pasted line the section
 * quotes): their weights, once more. Shorter runs are common phrases, already counted by the side-by-side bonus.
 */
const RUN_BONUS = 1;
const RUN_MIN_WORDS = 4;
/** A whole title or heading typed: far above any sum of word scores. */
const NAME_BONUS = 10;
/** A page's title named outranks a section's heading named. */
const HEADING_NAME_FACTOR = 0.6;
const SEPARATOR_END = /[._-]$/;

interface Alternative {
  words: Expansion[];
  factor: number;
  /** An identifier matched whole (or by its family): a name, found in a long section as surely as in a short one. */
  name?: boolean;
  /** The words of such a name, matched apart. */
  partOfName?: boolean;
  /** Rarity across sections (inverse document frequency) of the alternative's rarest word. */
  weight: number;
}

/** A query term as index terms: each alternative is a list of words, each word its expansion. */
export interface ResolvedTerm {
  term: QueryTerm;
  alternatives: Alternative[];
  /** Every index term that satisfies the term in some alternative (for highlighting). */
  indexTerms: Set<string>;
  /** The weight of its best alternative. */
  weight: number;
}

export interface RankedPage {
  page: PageEntry;
  score: number;
  /** The terms the page's best section (or its title) matched. */
  matched: ResolvedTerm[];
  /** The page's best section for the query. */
  section: Section;
}

type TermSet = { has(term: string): boolean };

function rarity(index: LocalIndex, expansion: Expansion): number {
  let holders = 0;
  for (const term of expansion.keys()) {
    holders += (index.sectionsByTerm.get(term)?.length ?? 0) + (index.titlesByTerm.get(term) ?? 0);
    // A page's title, description and questions are one record: each counts where the ones before do not hold the term.
    for (const page of index.descriptionsByTerm.get(term) ?? []) if (!index.pages[page].title.termSet.has(term)) holders += 1;
    for (const page of index.questionsByTerm.get(term) ?? []) if (!index.pages[page].title.termSet.has(term) && !index.pages[page].description.termSet.has(term)) holders += 1;
  }
  if (holders === 0) return 0;
  const n = index.recordCount;
  holders = Math.min(holders, n);
  return Math.log(1 + (n - holders + 0.5) / (holders + 0.5));
}

/**
 * The longest family start (an index term ending with a separator, of two words at least) that `identifier` begins
 * with. A start of one word (`browser.`, `chrome.`) opens a namespace of hundreds of names rather than a family one
 * page explains (`EXTENSION_PUBLIC_*`): `browser.downloads` is then looked for by its words.
 */
function familyOf(identifier: string, index: LocalIndex): string | undefined {
  let best: string | undefined;
  for (const term of index.vocabulary) {
    if (SEPARATOR_END.test(term) && term.length < identifier.length && identifier.startsWith(term) && term.length > (best?.length ?? 0)) best = term;
  }
  return best && wordsOfFamily(best) >= 2 ? best : undefined;
}

const wordsOfFamily = (start: string) => start.split(/[._-]/).filter(Boolean).length;

function identifierAlternatives(term: QueryTerm, index: LocalIndex): Array<{ words: Expansion[]; factor: number; name?: boolean; partOfName?: boolean }> {
  const whole = term.identifier as string;
  const own: Expansion = new Map();
  if (index.pagesByTerm.has(whole)) own.set(whole, MATCH_QUALITY.exact);
  if (term.isPrefix) for (const t of index.vocabulary) if (t.length > whole.length && t.startsWith(whole)) own.set(t, MATCH_QUALITY.prefix);
  const alternatives: Array<{ words: Expansion[]; factor: number; name?: boolean; partOfName?: boolean }> = [];
  if (own.size) alternatives.push({ words: [own], factor: 1, name: true });
  // The family only stands in for a name the docs do not write out (a reader's own EXTENSION_PUBLIC_SENTRY_DSN).
  const family = own.size ? undefined : familyOf(whole, index);
  if (family) alternatives.push({ words: [new Map([[family, MATCH_QUALITY.exact]])], factor: FAMILY_FACTOR, name: true });
  const parts = term.alternatives[0].map((word, at, all) => expandWord(word, index, term.isPrefix && at === all.length - 1));
  alternatives.push({ words: parts, factor: alternatives.length ? PARTS_FACTOR : 1, partOfName: true });
  return alternatives;
}

/**
 * An identifier the index holds neither whole nor by family: its words, each a term of its own, as if typed apart,
 * each at PARTS_FACTOR, as the words of an identifier the index holds: a name the docs never write is often the
 * reader's own (a project called `test-extension`, a store's `PKG_MANIFEST_PARSE_ERROR`), and its words say less
 * than the words the reader chose.
 */
function apart(term: QueryTerm, index: LocalIndex): Array<QueryTerm & { factor?: number }> {
  if (!term.identifier || identifierAlternatives(term, index).some((alt) => alt.name)) return [term];
  return (term.parts ?? []).map((part) => ({ ...part, factor: PARTS_FACTOR * (term.factor ?? 1) }));
}

/** A term's identity: the same word or identifier typed twice asks for it once. */
const termKey = (term: QueryTerm) => `${term.identifier ?? ''}|${term.alternatives.map((words) => words.join(' ')).join('/')}|${term.isPrefix}`;

export function resolveTerms(typedTerms: QueryTerm[], index: LocalIndex): ResolvedTerm[] {
  // A pasted line often repeats a word ("Error ... ReferenceError", "scripts ... scripts"): it counts once, at its
  // fullest (a word typed alone over the same word inside a name the docs never write).
  const byKey = new Map<string, QueryTerm & { factor?: number }>();
  for (const term of typedTerms.flatMap((t) => apart(t, index))) {
    const kept = byKey.get(termKey(term));
    if (!kept || (kept.factor ?? 1) < (term.factor ?? 1)) byKey.set(termKey(term), term);
  }
  const terms = [...byKey.values()];
  return terms.map((term) => {
    const own = term.typed.map(singular).join(' ');
    const found = term.identifier
      ? identifierAlternatives(term, index)
      : term.alternatives.map((words) => ({
          words: words.map((word, at) => expandWord(word, index, term.isPrefix && at === words.length - 1)),
          factor: words.join(' ') === own ? 1 : SYNONYM_FACTOR,
        }));
    // The term's own factor (a word of a name matched apart, a word the reader turns away from) applies to each way.
    const alternatives = found.map((alt) => ({ ...alt, factor: alt.factor * (term.factor ?? 1), weight: Math.max(0, ...alt.words.map((w) => rarity(index, w))) }));
    const indexTerms = new Set(alternatives.flatMap((alt) => alt.words.flatMap((expansion) => [...expansion.keys()])));
    return { term, alternatives, indexTerms, weight: Math.max(0, ...alternatives.map((alt) => alt.weight * alt.factor)) };
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

/** How often a word (its expansion) occurs in a field, and the best quality it is found with. */
function occurrences(expansion: Expansion, field: Field): { count: number; q: number } {
  let count = 0;
  let q = 0;
  if (field.termSet.size === 0) return { count, q };
  // From the smaller side: a prefix still being typed can stand for hundreds of terms.
  if (expansion.size <= field.termSet.size) {
    for (const [indexTerm, quality] of expansion) {
      const n = field.termSet.get(indexTerm);
      if (n) {
        count += n;
        if (quality > q) q = quality;
      }
    }
  } else {
    for (const [term, n] of field.termSet) {
      const quality = expansion.get(term);
      if (quality) {
        count += n;
        if (quality > q) q = quality;
      }
    }
  }
  return { count, q };
}

interface Record {
  title: Field;
  description: Field;
  questions: Field;
  parents: Field[];
  section: Section;
}

/** The score of one alternative in a section: BM25F over the section's fields. */
/** The score of one alternative in a section: its text and code saturate (BM25), its title and headings add a field's share. */
function alternativeScore(alt: Alternative, record: Record, index: LocalIndex): number {
  if (alt.weight === 0) return 0;
  const { section } = record;
  const bodyNorm = alt.name ? 1 : 1 - LENGTH_NORMALISATION.body + (LENGTH_NORMALISATION.body * section.body.terms.length) / index.meanBodyLength;
  const codeNorm = alt.name ? 1 : 1 - LENGTH_NORMALISATION.code + (LENGTH_NORMALISATION.code * section.code.terms.length) / index.meanCodeLength;
  let value = Infinity;
  let q = Infinity;
  for (const expansion of alt.words) {
    let text = 0;
    let named = 0;
    let best = 0;
    const find = (field: Field | undefined) => {
      const found = field ? occurrences(expansion, field) : { count: 0, q: 0 };
      if (found.q > best) best = found.q;
      return found.count;
    };
    if (find(record.title)) named = NAME_FIELD.title;
    if (!alt.name && find(record.description)) named += NAME_FIELD.description;
    if (find(section.heading)) named = Math.max(named, NAME_FIELD.heading);
    for (const parent of record.parents) if (find(parent)) named = Math.max(named, NAME_FIELD.parent);
    text += (TEXT_WEIGHT.body * find(section.body)) / bodyNorm;
    // A name that opens a line of the text (a flag table's row, a variables table's row) is defined there.
    if (alt.name && section.body.defines) for (const term of expansion.keys()) if (section.body.defines.has(term)) text += DEFINES_WEIGHT;
    text += (TEXT_WEIGHT.code * find(section.code)) / codeNorm;
    // An identifier typed is found where it is defined or used, as with the description, not where a question names it
    // or uses its words.
    const asked = alt.name || alt.partOfName ? 0 : find(record.questions);
    if (asked) {
      const norm = 1 - QUESTIONS.b + (QUESTIONS.b * record.questions.terms.length) / index.meanQuestionsLength;
      named += (QUESTIONS.weight * asked * (QUESTIONS.k1 + 1)) / (asked + QUESTIONS.k1 * norm);
    }
    if (text === 0 && named === 0) return 0;
    value = Math.min(value, (text * (K1 + 1)) / (text + K1) + named);
    q = Math.min(q, best);
  }
  if (!Number.isFinite(value)) return 0;
  return alt.weight * alt.factor * q * value;
}

function termScore(resolved: ResolvedTerm, record: Record, index: LocalIndex): number {
  let best = 0;
  for (const alt of resolved.alternatives) best = Math.max(best, alternativeScore(alt, record, index));
  return resolved.term.optional ? best * FILLER_FACTOR : best;
}

function containsPair(terms: string[], a: string, b: string): boolean {
  for (let i = 0; i + 1 < terms.length; i += 1) if (terms[i] === a && terms[i + 1] === b) return true;
  return false;
}

interface TypedWord {
  word: string;
  /** Its rarity; a filler word's is cut to FILLER_FACTOR of it. */
  weight: number;
  filler: boolean;
  /** Whether a run of words may start or end here: not inside an identifier, which counts only whole. */
  opens: boolean;
  closes: boolean;
  /** A word of a typed identifier (a flag, a variable, a path), found where the name is defined or used. */
  inName: boolean;
}

/**
 * Words typed side by side found side by side in the section's fields: in its title, heading and code (short, so
 * looked at in every section), or, with `inText`, in its text.
 */
function adjacencyBonus(typed: TypedWord[], record: Record, inText: boolean): number {
  let bonus = 0;
  const { section } = record;
  for (let i = 0; i + 1 < typed.length; i += 1) {
    const [a, b] = [typed[i], typed[i + 1]];
    if (a.filler && b.filler) continue;
    const weight = (a.weight + b.weight) / 2;
    if (!inText) {
      if (containsPair(record.title.terms, a.word, b.word)) bonus += ADJACENT_BONUS.title * weight;
      else if (section.heading && containsPair(section.heading.terms, a.word, b.word)) bonus += ADJACENT_BONUS.heading * weight;
      else if (containsPair(section.code.terms, a.word, b.word)) bonus += ADJACENT_BONUS.code * weight;
    } else if (!containsPair(record.title.terms, a.word, b.word) && !(section.heading && containsPair(section.heading.terms, a.word, b.word)) && !containsPair(section.code.terms, a.word, b.word) && containsPair(section.body.terms, a.word, b.word)) {
      bonus += ADJACENT_BONUS.body * weight;
    }
  }
  return bonus;
}

/**
 * The longest run of words typed side by side that `terms` holds in the same order, as the sum of its words' weights
 * (0 for a run shorter than RUN_MIN_WORDS): a line pasted from a message that the section quotes.
 */
function longestRun(typed: TypedWord[], terms: string[]): number {
  let best = 0;
  let previous: Array<{ length: number; weight: number }> = [];
  for (const term of terms) {
    const current: typeof previous = [];
    for (let i = 0; i < typed.length; i += 1) {
      if (typed[i].word !== term) continue;
      const before = i > 0 ? previous[i - 1] : undefined;
      const run = { length: (before?.length ?? 0) + 1, weight: (before?.weight ?? 0) + typed[i].weight };
      current[i] = run;
      if (run.length >= RUN_MIN_WORDS && run.weight > best) best = run.weight;
    }
    previous = current;
  }
  return best;
}

const sameWord = (typed: string, name: string) => typed === name || inflections(typed).includes(name);

/**
 * When a run of the typed words is the whole of `name` (word by word, another form of a word allowed, or compared
 * without spaces, so "web accessible resources" equals "Web-Accessible Resources" and "postcss" "PostCSS"): the
 * weight of the run's words, when no other title or heading has that same name (a name many sections share, such as
 * "Flags" or "Usage", names none of them); else 0. A run of filler words alone does not count.
 */
function nameWeight(typed: TypedWord[], name: Field | undefined, index: LocalIndex): number {
  if (!name || name.terms.length === 0) return 0;
  const whole = name.terms.join('');
  let best = 0;
  for (let from = 0; from < typed.length; from += 1) {
    let joined = '';
    let weight = 0;
    let content = false;
    if (!typed[from].opens) continue;
    for (let to = from; to < typed.length && joined.length < whole.length; to += 1) {
      joined += typed[to].word;
      weight += typed[to].weight;
      content ||= !typed[to].filler;
      if (joined === whole && content && typed[to].closes) best = Math.max(best, weight);
    }
    const run = typed.slice(from, from + name.terms.length);
    const closed = run.length === name.terms.length && run[run.length - 1].closes;
    if (closed && run.some((t) => !t.filler) && run.every((t, at) => sameWord(t.word, name.terms[at]))) {
      best = Math.max(best, run.reduce((sum, t) => sum + t.weight, 0));
    }
  }
  return (index.namesByText.get(whole) ?? 1) === 1 ? best : 0;
}

/**
 * What a question's words weigh together, filler left out: computed once per question and index (a word's rarity is
 * the index's, so the same question weighs differently in the first file's index and in the whole one).
 */
const questionWeights = new WeakMap<LocalIndex, Map<Set<string>, number>>();
function questionWeight(question: Set<string>, index: LocalIndex): number {
  let weights = questionWeights.get(index);
  if (!weights) questionWeights.set(index, (weights = new Map()));
  let weight = weights.get(question);
  if (weight === undefined) {
    weight = 0;
    for (const term of question) if (!FILLER.has(term)) weight += rarity(index, new Map([[term, 1]]));
    weights.set(question, weight);
  }
  return weight;
}

/** The closeness to the query (its `words`, weighing `queryWeight` together) of the page's closest question (ONE_QUESTION), or 0. */
function oneQuestionWeight(page: PageEntry, words: Array<[word: string, weight: number]>, queryWeight: number, index: LocalIndex): number {
  let best = 0;
  for (const question of page.questionTerms) {
    let shared = 0;
    let found = 0;
    for (const [word, w] of words) {
      if (question.has(word)) {
        shared += w;
        found += 1;
      }
    }
    if (found < ONE_QUESTION.minWords) continue;
    const closeness = (shared * 2 * shared) / (queryWeight + questionWeight(question, index));
    if (closeness > best) best = closeness;
  }
  return best;
}

/**
 * The sections worth scoring: those holding a word of the query in a heading, their text or their code, and the
 * lead of each page whose title holds one (the title counts alike in every section of its page, so the lead stands
 * for the sections that match by the title alone). Filler words only find sections when nothing else is typed.
 */
function candidateSections(resolved: ResolvedTerm[], index: LocalIndex): Set<number> {
  const deciding = resolved.some((r) => !r.term.optional) ? resolved.filter((r) => !r.term.optional) : resolved;
  const found = new Set<number>();
  const leads = new Map<number, number>();
  index.sections.forEach(({ page }, id) => {
    if (!leads.has(page)) leads.set(page, id);
  });
  for (const r of deciding) {
    for (const term of r.indexTerms) {
      for (const id of index.sectionsByTerm.get(term) ?? []) found.add(id);
      if (index.titlesByTerm.has(term)) for (const page of index.pagesByTerm.get(term) ?? []) if (index.pages[page].title.termSet.has(term)) found.add(leads.get(page) as number);
      // So does the description, which also counts alike in every section of its page.
      for (const page of index.descriptionsByTerm.get(term) ?? []) found.add(leads.get(page) as number);
      for (const page of index.questionsByTerm.get(term) ?? []) found.add(leads.get(page) as number);
    }
  }
  return found;
}

export function rankPages(terms: QueryTerm[], index: LocalIndex): RankedPage[] {
  const resolved = resolveTerms(terms, index);
  const typed: TypedWord[] = terms.flatMap((term) =>
    term.typed.map((word, at, all) => {
      const w = singular(word);
      // A number inside a typed identifier (127.0.0.1, v18.20.5) is the reader's own, as a number typed alone is.
      const filler = term.optional || /^\d+$/.test(w);
      const weight = rarity(index, new Map([[w, 1]])) * (filler ? FILLER_FACTOR : 1) * (term.factor ?? 1);
      return { word: w, weight, filler, opens: at === 0, closes: at === all.length - 1, inName: term.identifier !== undefined };
    }),
  );
  const query = typed.map((t) => t.word).join('');
  const onlyFiller = resolved.every((r) => r.term.optional);
  // What the typed words weigh together, each distinct word once: a name counts by the share of it that it covers.
  const distinct = new Map<string, number>();
  for (const t of typed) distinct.set(t.word, Math.max(t.weight, distinct.get(t.word) ?? 0));
  const queryWeight = [...distinct.values()].reduce((sum, w) => sum + w, 0);
  const named = (weight: number) => (queryWeight > 0 ? weight * Math.min(1, weight / queryWeight) : weight);

  const scored: Array<RankedPage & { exact: boolean; record: Record }> = [];
  for (const id of candidateSections(resolved, index)) {
    const { page: position, section } = index.sections[id];
    const page = index.pages[position];
    const record: Record = { title: page.title, description: page.description, questions: page.questions, parents: section.parents, section };
    let score = 0;
    const matched: ResolvedTerm[] = [];
    for (const r of resolved) {
      const s = termScore(r, record, index);
      if (s > 0) {
        score += s;
        matched.push(r);
      }
    }
    if (matched.length === 0 || (!onlyFiller && matched.every((r) => r.term.optional))) continue;
    if (matched.length > 1) score += adjacencyBonus(typed, record, false);
    score += NAME_BONUS * named(Math.max(nameWeight(typed, page.title, index), HEADING_NAME_FACTOR * nameWeight(typed, section.heading, index)));
    // The query is the whole title or heading, and no other title or heading has that name.
    const exact = [page.title, section.heading].some((name) => name !== undefined && name.terms.join('') === query && index.namesByText.get(query) === 1);
    scored.push({ page, score, matched, section, exact, record });
  }
  // Words side by side are looked for in the text of the best sections only: scanning every section's text for them
  // was most of the time of a query, and the bonus only reorders sections that already match well.
  scored.sort((a, b) => b.score - a.score);
  for (const entry of scored.slice(0, ADJACENCY_SECTIONS)) {
    if (entry.matched.length > 1) entry.score += adjacencyBonus(typed, entry.record, true);
    if (typed.length >= RUN_MIN_WORDS) entry.score += RUN_BONUS * Math.max(longestRun(typed, entry.section.body.terms), longestRun(typed, entry.section.code.terms));
  }
  // The best question is the page's, not a section's: it adds alike to each, after the sections were chosen for the
  // side-by-side bonus by their own words.
  const askedWords = [...distinct].filter(([word]) => typed.some((t) => t.word === word && !t.filler && !t.inName));
  const askedWeight = askedWords.reduce((sum, [, weight]) => sum + weight, 0);
  const asked = new Map<PageEntry, number>();
  for (const entry of scored) {
    if (!asked.has(entry.page)) asked.set(entry.page, oneQuestionWeight(entry.page, askedWords, askedWeight, index));
    entry.score += ONE_QUESTION.factor * (asked.get(entry.page) as number);
  }
  const bestByPage = new Map<PageEntry, (typeof scored)[number]>();
  for (const entry of scored) {
    const best = bestByPage.get(entry.page);
    if (!best || Number(entry.exact) > Number(best.exact) || (entry.exact === best.exact && entry.score > best.score)) bestByPage.set(entry.page, entry);
  }
  return [...bestByPage.values()]
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || a.page.title.text.length - b.page.title.text.length)
    .map(({ page, score, matched, section }) => ({ page, score, matched, section }));
}
