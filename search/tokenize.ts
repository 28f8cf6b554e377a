// How text becomes search terms, the same for the index and the query, so that both sides split alike.

export interface Token {
  /** Lower case, without accents: what the reader's word is compared with. */
  text: string;
  /** `text` without a plural ending, so "resources" and "resource" are one term. */
  term: string;
  /** Where the token sits in the original string (for highlighting). */
  start: number;
  end: number;
}

// Letters and digits; everything else (spaces, hyphens, dots, slashes, underscores, quotes) separates words,
// so `web-accessible`, `extension.config.js` and `public/` split where readers split them.
const WORD = /[\p{L}\p{N}]+/gu;
// Inside a word: a lower-case letter or digit followed by a capital (`webAccessible`), or the last capital of an
// acronym followed by a word (`HTMLElement` → HTML, Element).
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Folds the English plural: tabs → tab, libraries → library; leaves css, less, status, this, js alone. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function token(word: string, start: number): Token {
  const normalized = normalizeWord(word);
  return { text: normalized, term: singular(normalized), start, end: start + word.length };
}

/**
 * The words of `text` in order, camelCase split into its parts. With `withWholeWords`, a split word is also kept
 * whole, just before its parts: the index holds both `webassembly` and `web`, `assembly` for "WebAssembly", so
 * either spelling of a product name finds it.
 */
export function tokenize(text: string, withWholeWords = false): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const parts = match[0].split(CAMEL_BOUNDARY);
    if (withWholeWords && parts.length > 1) tokens.push(token(match[0], match.index));
    let offset = match.index;
    for (const part of parts) {
      tokens.push(token(part, offset));
      offset += part.length;
    }
  }
  return tokens;
}

/** The terms of `text`, in order. */
export function terms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}
