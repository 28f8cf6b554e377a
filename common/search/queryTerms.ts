// What a query asks for: one term per word the reader typed, a synonym phrase counting as one term.
import type { SynonymTable } from './synonyms';
import { identifiers, tokenize } from './tokenize';

export interface QueryTerm {
  /** Ways to satisfy the term: the reader's word, or each name of its synonym group (a name may be a phrase). */
  alternatives: string[][];
  /** Lower-case words as typed, to highlight the typed part of a longer word. */
  typed: string[];
  /** Filler words ("how", "to", "the") count when present but are not required. */
  optional: boolean;
  /** The word the reader may still be typing: it also matches longer words it begins. */
  isPrefix: boolean;
  /**
   * Words typed joined as one identifier (EXTENSION_PUBLIC_SENTRY_DSN, --chromium-binary, extension.config.js):
   * matched whole, or by the family it starts with; `alternatives` holds its words, for pages that write them apart.
   */
  identifier?: string;
  /** An identifier's words as the terms they would be if typed apart (their synonyms too), for when the index holds it neither whole nor by family. */
  parts?: QueryTerm[];
  /** Less than 1 for a word of what the reader turns away from ("instead of a popup"). */
  factor?: number;
}

// Words that say little about which page a reader wants: English function words (articles, pronouns, prepositions,
// conjunctions, auxiliary verbs, question words and a few adverbs such as "just" and "very"); a query made only of them
// keeps them. With the pieces an apostrophe leaves of a contraction ("don't" is "don" and "t", "I'm" is "i" and "m").
// Negations ("not", "no", "nor") are not filler: "is not defined" and "does not load" say what went wrong.
export const FILLER: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be',
  'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does',
  'doing', 'down', 'during', 'each', 'few', 'for', 'from', 'further', 'had', 'has', 'have', 'having', 'he', 'her',
  'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'itself',
  'just', 'me', 'more', 'most', 'my', 'myself', 'now', 'of', 'off', 'on', 'once', 'only', 'or', 'other', 'our', 'ours',
  'ourselves', 'out', 'over', 'own', 's', 'same', 'she', 'should', 'so', 'some', 'such', 't', 'than', 'that', 'the',
  'their', 'theirs', 'them', 'themselves', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too',
  'under', 'until', 'up', 'very', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'who', 'whom', 'why', 'will',
  'with', 'would', 'you', 'your', 'yours', 'yourself', 'yourselves',
  'ain', 'aren', 'couldn', 'd', 'didn', 'doesn', 'don', 'hasn', 'haven', 'isn', 'll', 'm', 'mightn', 'mustn', 'needn',
  'o', 're', 'shan', 'shouldn', 've', 'wasn', 'weren', 'won', 'wouldn', 'y',
]);

/** A filler word, as typed or as its term ("does" is the term "doe"). */
const isFiller = (token: { term: string; text: string }) => FILLER.has(token.text) || FILLER.has(token.term) || /^\d+$/.test(token.term);

function startsWith(sequence: string[], at: number, phrase: string[]): boolean {
  return phrase.every((term, offset) => sequence[at + offset] === term);
}

/** The longest synonym name that starts at `at`, with its group. */
function synonymAt(sequence: string[], at: number, table: SynonymTable): { group: string[][]; length: number } | undefined {
  let best: { group: string[][]; length: number } | undefined;
  for (const group of table) {
    for (const name of group) {
      if (name.length > (best?.length ?? 0) && startsWith(sequence, at, name)) best = { group, length: name.length };
    }
  }
  return best;
}

/** The home folder at the start of a pasted path (/home/ada/, /Users/ada/, C:\\Users\\ada\\): the reader's own. */
const HOME_FOLDER = /(?<=^|[\s"'(=])(?:\/home\/[^/\s]+\/|\/Users\/[^/\s]+\/|[A-Za-z]:\\Users\\[^\\\s]+\\)/g;

/** Words as terms: a synonym phrase is one term, a filler word is optional; the last may still be being typed. */
function wordTerms(tokens: Array<{ term: string; text: string }>, table: SynonymTable, lastIsPrefix: boolean): QueryTerm[] {
  const sequence = tokens.map((token) => token.term);
  const terms: QueryTerm[] = [];
  for (let at = 0; at < tokens.length; ) {
    const synonym = synonymAt(sequence, at, table);
    const length = synonym?.length ?? 1;
    terms.push({
      alternatives: synonym ? synonym.group : [[sequence[at]]],
      typed: tokens.slice(at, at + length).map((token) => token.text),
      optional: !synonym && isFiller(tokens[at]),
      isPrefix: at + length === tokens.length && lastIsPrefix,
    });
    at += length;
  }
  return terms;
}

/**
 * What follows "instead of" or "rather than", up to the end of the clause, is what the reader turns away from ("open a
 * side panel instead of a popup", "wait until the server is ready instead of sleeping"): those words count at this
 * share of their weight.
 */
const TURNED_AWAY_FACTOR = 0.5;
const CONTRAST: ReadonlyArray<[string, string]> = [['instead', 'of'], ['rather', 'than']];
const CLAUSE_END = /[,.;:!?()]/;

/** Sets `factor` on the terms of a clause that opens with a contrast, up to its punctuation or the end. */
function markTurnedAway(terms: QueryTerm[], tokens: Array<{ start: number; end: number }>, query: string): void {
  let turnedAway = false;
  let at = 0;
  for (const [i, term] of terms.entries()) {
    if (turnedAway && CLAUSE_END.test(query.slice(tokens[at - 1].end, tokens[at].start))) turnedAway = false;
    if (turnedAway) term.factor = TURNED_AWAY_FACTOR;
    at += term.typed.length;
    const next = terms[i + 1];
    if (next && term.typed.length === 1 && CONTRAST.some(([first, second]) => term.typed[0] === first && next.typed[0] === second)) turnedAway = true;
  }
}

/**
 * A word or a name the reader set in quotes inside a longer query, at most QUOTED.maxWords words (the `'download'` of
 * "Cannot read property 'download' of undefined"), is the part of a pasted message that is their own case: it counts
 * this much more. A longer quoted span is a message quoted whole, not a word picked out.
 */
const QUOTED = { factor: 1.3, maxWords: 3 } as const;
const QUOTED_SPAN = /(?<=^|[\s(])(['"`])[^'"`]{1,40}\1/g;

/** Multiplies `factor` of the terms that stand inside a short quoted span by QUOTED.factor. */
function markQuoted(terms: QueryTerm[], tokens: Array<{ start: number; end: number }>, query: string): void {
  const spans = [...query.matchAll(QUOTED_SPAN)]
    .map((match) => ({ start: match.index, end: match.index + match[0].length }))
    .filter((span) => tokens.filter((token) => token.start >= span.start && token.end <= span.end).length <= QUOTED.maxWords);
  let at = 0;
  for (const term of terms) {
    const [first, last] = [tokens[at], tokens[at + term.typed.length - 1]];
    at += term.typed.length;
    if (!term.optional && spans.some((span) => span.start <= first.start && last.end <= span.end)) term.factor = (term.factor ?? 1) * QUOTED.factor;
  }
}

export function queryTerms(typedQuery: string, table: SynonymTable): QueryTerm[] {
  // Blanked, not cut, so that every other word keeps its place in what was typed.
  const query = typedQuery.replace(HOME_FOLDER, (folder) => ' '.repeat(folder.length));
  const tokens = tokenize(query);
  const sequence = tokens.map((token) => token.term);
  const stillTyping = tokens.length > 0 && tokens[tokens.length - 1].end === query.length;
  const result: QueryTerm[] = [];
  const spans = identifiers(query).filter((span, at, all) => at === 0 || all[at - 1].start + 2 !== span.start);
  for (let at = 0; at < tokens.length; ) {
    const span = spans.find((candidate) => candidate.start <= tokens[at].start && tokens[at].start < candidate.end);
    if (span) {
      const inSpan = tokens.slice(at).filter((token) => token.start < span.end);
      const isPrefix = at + inSpan.length === tokens.length && stillTyping;
      result.push({
        alternatives: [inSpan.map((token) => token.term)],
        typed: inSpan.map((token) => token.text),
        optional: false,
        isPrefix,
        identifier: span.term,
        parts: wordTerms(inSpan, table, isPrefix),
      });
      at += inSpan.length;
      continue;
    }
    const synonym = synonymAt(sequence, at, table);
    const length = synonym?.length ?? 1;
    const typed = tokens.slice(at, at + length).map((token) => token.text);
    const isLast = at + length === tokens.length;
    result.push({
      alternatives: synonym ? synonym.group : [[sequence[at]]],
      typed,
      optional: !synonym && isFiller(tokens[at]),
      isPrefix: isLast && stillTyping,
    });
    at += length;
  }
  if (result.every((term) => term.optional)) for (const term of result) term.optional = false;
  markTurnedAway(result, tokens, query);
  markQuoted(result, tokens, query);
  return result;
}
