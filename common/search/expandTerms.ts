// Which index terms stand for a word of the query, and how well: the word itself, its other forms ("debug" and
// "debugging", "configure" and "configuration"), longer words it begins while the reader is still typing, or, when
// none exists, words one typo away.
import { stemmer } from 'stemmer';
import { withinOneEdit } from './editDistance';
import type { LocalIndex } from './localIndex';

export const MATCH_QUALITY = { exact: 1, inflected: 0.85, prefix: 0.7, typo: 0.6 } as const;
/** Typo tolerance starts at five letters: shorter words are one edit away from too many others. */
export const TYPO_MIN_LENGTH = 5;
const PREFIX_MIN_LENGTH = 2;
/** Endings that make another form of the same word; the base keeps at least three letters. */
const ENDINGS = ['ing', 'ed'];
const BASE_MIN_LENGTH = 3;

/** The word's other forms by its English endings: "debug" gives "debugging", "reading" gives "read". */
export function inflections(word: string): string[] {
  const forms: string[] = [];
  for (const ending of ENDINGS) {
    if (word.length >= BASE_MIN_LENGTH) {
      forms.push(word + ending, word + word.at(-1) + ending);
      if (word.endsWith('e')) forms.push(word.slice(0, -1) + ending);
    }
    const base = word.slice(0, -ending.length);
    if (word.endsWith(ending) && base.length >= BASE_MIN_LENGTH) {
      forms.push(base, `${base}e`);
      if (base.at(-1) === base.at(-2)) forms.push(base.slice(0, -1));
    } else if (word.endsWith(ending) && base.length === BASE_MIN_LENGTH - 1) {
      // A base of two letters with its e: "using" and "used" are forms of "use".
      forms.push(`${base}e`);
    }
  }
  return forms.filter((form) => form !== word);
}

/** A plain English word, which a stemmer can fold: not a number, an identifier or a word of another script. */
const STEMMABLE = /^[a-z]+$/;
const familiesByVocabulary = new WeakMap<readonly string[], Map<string, string[]>>();

/**
 * The index's words with the same Porter stem as `word` ("configuration", "configuring", "configurable" for
 * "configure"): a reader's noun finds the page's verb. Grouped once per index, on its first query.
 */
export function stemFamily(word: string, vocabulary: readonly string[]): string[] {
  if (!STEMMABLE.test(word) || word.length < BASE_MIN_LENGTH) return [];
  let families = familiesByVocabulary.get(vocabulary);
  if (!families) {
    families = new Map();
    for (const term of vocabulary) {
      if (!STEMMABLE.test(term) || term.length < BASE_MIN_LENGTH) continue;
      const stem = stemmer(term);
      const family = families.get(stem);
      if (family) family.push(term);
      else families.set(stem, [term]);
    }
    familiesByVocabulary.set(vocabulary, families);
  }
  return families.get(stemmer(word)) ?? [];
}

/** Index term → match quality (1 is the word itself). */
export type Expansion = Map<string, number>;

export function expandWord(word: string, index: Pick<LocalIndex, 'pagesByTerm' | 'vocabulary'>, asPrefix: boolean): Expansion {
  const expansion: Expansion = new Map();
  if (index.pagesByTerm.has(word)) expansion.set(word, MATCH_QUALITY.exact);
  for (const form of inflections(word)) if (index.pagesByTerm.has(form)) expansion.set(form, MATCH_QUALITY.inflected);
  for (const form of stemFamily(word, index.vocabulary)) if (!expansion.has(form)) expansion.set(form, MATCH_QUALITY.inflected);
  if (asPrefix && word.length >= PREFIX_MIN_LENGTH) {
    for (const term of index.vocabulary) {
      if (term.length > word.length && term.startsWith(word) && !expansion.has(term)) expansion.set(term, MATCH_QUALITY.prefix);
    }
  }
  if (expansion.size === 0 && word.length >= TYPO_MIN_LENGTH) {
    for (const term of index.vocabulary) {
      if (withinOneEdit(word, term)) expansion.set(term, MATCH_QUALITY.typo);
    }
  }
  return expansion;
}
