// Which index terms stand for a word of the query, and how well: the word itself, longer words it begins while
// the reader is still typing, or, when neither exists, words one typo away.
import { withinOneEdit } from './editDistance';
import type { LocalIndex } from './localIndex';

export const MATCH_QUALITY = { exact: 1, prefix: 0.7, typo: 0.6 } as const;
/** Typo tolerance starts at five letters: shorter words are one edit away from too many others. */
export const TYPO_MIN_LENGTH = 5;
const PREFIX_MIN_LENGTH = 2;

/** Index term → match quality (1 is the word itself). */
export type Expansion = Map<string, number>;

export function expandWord(word: string, index: Pick<LocalIndex, 'pagesByTerm' | 'vocabulary'>, asPrefix: boolean): Expansion {
  const expansion: Expansion = new Map();
  if (index.pagesByTerm.has(word)) expansion.set(word, MATCH_QUALITY.exact);
  if (asPrefix && word.length >= PREFIX_MIN_LENGTH) {
    for (const term of index.vocabulary) {
      if (term.length > word.length && term.startsWith(word)) expansion.set(term, MATCH_QUALITY.prefix);
    }
  }
  if (expansion.size === 0 && word.length >= TYPO_MIN_LENGTH) {
    for (const term of index.vocabulary) {
      if (withinOneEdit(word, term)) expansion.set(term, MATCH_QUALITY.typo);
    }
  }
  return expansion;
}
