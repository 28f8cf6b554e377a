// A word table for the search index file: the words that take the most bytes are written as one character each,
// and the browser writes them back before indexing. gzip alone leaves English prose at about a third of its size;
// this takes about 7% more off the whole prose of the docs, which the index's size budget needs.
//
// A code is one character from U+0100 upwards (2 bytes in UTF-8, against the 3 to 12 bytes of the words it
// replaces); the build picks a range that no character of the text falls in, so decoding cannot mistake text for
// a code.

export interface WordTable {
  /** The code of words[0]; words[i] is written as the character base + i. */
  base: number;
  /** The words, joined by '|'. A word is a run of ASCII letters, with the space before it when there is one. */
  words: string;
}

const WORD = / ?[A-Za-z]+/g;
const SEPARATOR = '|';
const FIRST_CODE = 0x100;
/** Codes stay below U+0800, where a character takes 2 bytes in UTF-8. */
const END_OF_TWO_BYTES = 0x800;
/** Past about this many words, the table costs more than the codes save (measured on the docs). */
const MAX_WORDS = 1200;

/** The words worth a code in `texts`: by bytes saved, at least two uses, at most MAX_WORDS. */
export function buildWordTable(texts: string[]): WordTable {
  const uses = new Map<string, number>();
  for (const text of texts) for (const [word] of text.matchAll(WORD)) uses.set(word, (uses.get(word) ?? 0) + 1);
  const saved = (word: string) => (uses.get(word) ?? 0) * (word.length - 2);
  const words = [...uses.keys()]
    .filter((word) => (uses.get(word) ?? 0) >= 2 && word.length > 2)
    .sort((a, b) => saved(b) - saved(a) || (a < b ? -1 : 1))
    .slice(0, MAX_WORDS);
  // Only characters from FIRST_CODE up can collide with a code: the rest of the prose is not looked at one by one.
  const used = new Set<number>();
  for (const text of texts) for (const [char] of text.matchAll(/[^\u0000-\u00ff]/gu)) used.add(char.codePointAt(0) ?? 0);
  let base = FIRST_CODE;
  // Moves the range past any character the text uses; prose rarely reaches past Latin-1.
  for (let code = base; code < base + words.length; code += 1) if (used.has(code)) base = code + 1;
  const count = Math.min(words.length, Math.max(0, END_OF_TWO_BYTES - base));
  return { base, words: words.slice(0, count).join(SEPARATOR) };
}

/** Returns a function that writes a text with the table's codes. */
export function wordEncoder(table: WordTable): (text: string) => string {
  const codes = new Map(table.words.split(SEPARATOR).map((word, i) => [word, String.fromCharCode(table.base + i)]));
  return (text) => text.replace(WORD, (word) => codes.get(word) ?? word);
}

/** Returns a function that writes the words back into a text encoded with `table`. */
export function wordDecoder(table: WordTable): (text: string) => string {
  const words = table.words ? table.words.split(SEPARATOR) : [];
  if (words.length === 0) return (text) => text;
  const hex = (code: number) => code.toString(16).padStart(4, '0');
  const code = new RegExp(`[\\u${hex(table.base)}-\\u${hex(table.base + words.length - 1)}]`, 'g');
  return (text) => text.replace(code, (char) => words[char.charCodeAt(0) - table.base]);
}
