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

/** Normalized forms by word as written: the docs repeat their words, and normalizing is most of the indexing time. */
const forms = new Map<string, { text: string; term: string }>();

function token(word: string, start: number): Token {
  let form = forms.get(word);
  if (!form) {
    const normalized = normalizeWord(word);
    form = { text: normalized, term: singular(normalized) };
    forms.set(word, form);
  }
  return { text: form.text, term: form.term, start, end: start + word.length };
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

// An identifier as readers paste it: words joined by dots, hyphens or underscores (EXTENSION_PUBLIC_API_URL,
// extension.config.js, E_MANIFEST_INVALID, chromium-binary), a flag (--port), or the start of a family written with
// a final separator and a star (EXTENSION_PUBLIC_*).
const IDENTIFIER = /(?:--)?[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*(?:[._-]\*|_(?=\s|$|[`'",;:)]))?/gu;
const SEPARATOR = /[._-]/;

export interface Identifier {
  /** Lower case, as typed (flags keep their dashes): one term of the index. */
  term: string;
  start: number;
  end: number;
  /** Ends with a separator: the start of the names of a family (EXTENSION_PUBLIC_*). */
  family: boolean;
}

/**
 * The identifiers of `text`: runs of words joined by separators, and flags. A word alone is not one (it is already a
 * term); a flag is also kept without its dashes, so `chromium-binary` finds `--chromium-binary`.
 */
export function identifiers(text: string): Identifier[] {
  const found: Identifier[] = [];
  for (const match of text.matchAll(IDENTIFIER)) {
    const raw = match[0].replace(/\*$/, '');
    const flag = raw.startsWith('--');
    const family = SEPARATOR.test(raw.at(-1) ?? '');
    if (!flag && !family && !SEPARATOR.test(raw)) continue;
    const term = normalizeWord(raw);
    found.push({ term, start: match.index, end: match.index + match[0].length, family });
    if (flag && SEPARATOR.test(term.slice(2))) found.push({ term: term.slice(2), start: match.index + 2, end: match.index + match[0].length, family });
  }
  return found;
}

/**
 * The camelCase words of `text` (ReferenceError, DOMParser, checkStoragePermission), as identifiers: the index holds
 * each whole beside its parts (analyze()), so a query can ask for the name whole.
 */
export function camelCaseWords(text: string): Identifier[] {
  const found: Identifier[] = [];
  for (const match of text.matchAll(WORD)) {
    if (match[0].split(CAMEL_BOUNDARY).length < 2) continue;
    found.push({ term: token(match[0], match.index).term, start: match.index, end: match.index + match[0].length, family: false });
  }
  return found;
}

/**
 * What the index keeps of a text, from one pass: its terms in order (camelCase split), and every term with how often
 * it occurs, split words also counted whole, and identifiers (identifiers()) counted whole as well.
 */
export function analyze(text: string): { terms: string[]; counts: Map<string, number> } {
  const order: string[] = [];
  const counts = new Map<string, number>();
  for (const { term } of identifiers(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const match of text.matchAll(WORD)) {
    const parts = match[0].split(CAMEL_BOUNDARY);
    if (parts.length > 1) {
      const whole = token(match[0], match.index).term;
      counts.set(whole, (counts.get(whole) ?? 0) + 1);
    }
    let offset = match.index;
    for (const part of parts) {
      const { term } = token(part, offset);
      order.push(term);
      counts.set(term, (counts.get(term) ?? 0) + 1);
      offset += part.length;
    }
  }
  return { terms: order, counts };
}

/** The terms of `text`, in order. */
export function terms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}
