// How a page quotes the CLI (BEHAVIOUR.md, CLI facts): a code block that shows CLI output names where it comes
// from on its fence, either a scenario of tests/fixtures/cli-scenarios (cli="build-missing-manifest") whose
// captured output it must match, or cli-dist="<why no run here prints it>" (the case needs macOS, Firefox or a
// network, for example): its lines must then be made of strings the CLI's code holds. Other attributes on the fence name what a
// placeholder of the capture reads as on the page (project="/home/you/my-extension" for <project>).
import { readFileSync } from 'node:fs';
import { distText } from './pinned-dist';

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  meta: Record<string, string>;
  body: string;
}

/** The fenced code blocks of an MDX source, with the attributes of their fence. */
export function codeBlocks(file: string, source = readFileSync(file, 'utf8')): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^${indent}${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) body.push(lines[j++].slice(indent.length));
    const meta = Object.fromEntries([...rest.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    blocks.push({ file, line: i + 1, lang, meta, body: body.join('\n') });
    i = j;
  }
  return blocks;
}

// The CLI's line marker, its summary card, an envelope, or, in a block that is not a program, an error code, a row
// of the card (a label such as "Extension ID", two spaces or more, a value) or a line the CLI opens with one of its
// labels (PATH, REASON, …). A page that quotes the CLI without the marker or the card's header still shows these.
const PROGRAM_LANGS = new Set(['js', 'javascript', 'ts', 'typescript', 'jsx', 'tsx', 'mjs', 'cjs', 'sh', 'bash', 'shell', 'yaml', 'yml', 'html', 'css', 'powershell', 'ps1', 'diff', 'mdx', 'md', 'toml', 'dockerfile']);
const CARD_ROW = /^\s*(?:Browser|Extension|Extension ID|Output|Run ID|Template)\s{2,}\S/m;
const LABELLED_LINE = /^(?:PATH|REASON|PATTERN|NOT FOUND|RUN|THEN|FLAGS|ARGS)\s+\S/m;
export function looksLikeCliOutput(block: CodeBlock): boolean {
  if (/⏵⏵⏵|🧩 Extension\.js|"schema":\s*1\s*,\s*"ok"/.test(block.body)) return true;
  if (PROGRAM_LANGS.has(block.lang)) return false;
  return /\bE_[A-Z][A-Z0-9_]+\b/.test(block.body) || CARD_ROW.test(block.body) || LABELLED_LINE.test(block.body);
}

/** A capture's text with each placeholder the page names replaced by the page's value. */
export function withPagePlaceholders(text: string, meta: Record<string, string>): string {
  let out = text;
  for (const [name, value] of Object.entries(meta)) if (name !== 'cli' && name !== 'title') out = out.split(`<${name}>`).join(value);
  return out;
}

/** The lines a page block shows as output: prompt lines (`$ extension …`) are the command, not its output. */
export const outputLines = (body: string) => body.split('\n').filter((line) => line.trim() !== '' && !/^\$ /.test(line));

/**
 * The lines of `quoted` that are not lines of `captured`, in order: each quoted line must be a whole line of the
 * capture (trailing spaces aside), later than the one before it.
 */
export function unmatchedLines(quoted: string[], captured: string): string[] {
  const lines = captured.split('\n').map((line) => line.trimEnd());
  const missing: string[] = [];
  let from = 0;
  for (const line of quoted) {
    const at = lines.indexOf(line.trimEnd(), from);
    if (at === -1) missing.push(line);
    else from = at + 1;
  }
  return missing;
}

let DIST: string | undefined;
const dist = () => (DIST ??= distText().replace(/\\n/g, '\n').replace(/\\(['"`\\])/g, '$1'));

/**
 * The parts of a line that are not made of strings the CLI's code holds: the line is split greedily into the
 * longest pieces found in the dist (placeholders such as <path> and runs of digits stand for values the CLI fills
 * in); a piece of fewer than 3 characters that is not found, and that the dist does not hold as a whole string, is
 * reported.
 */
export function partsNotInDist(line: string): string[] {
  const text = dist();
  const missing: string[] = [];
  let rest = line.trim();
  while (rest.length) {
    // Spaces, placeholders, numbers, paths and punctuation are values the CLI fills in or joins with.
    const skip = /^(\s+|<[\w-]+>|\d+|[~/][^\s]*|["'`.,:;()…]+)/.exec(rest);
    if (skip) {
      rest = rest.slice(skip[0].length);
      continue;
    }
    let lo = 0;
    let hi = rest.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (text.includes(rest.slice(0, mid))) lo = mid;
      else hi = mid - 1;
    }
    if (lo < 3) {
      const word = /^\S+/.exec(rest)?.[0] ?? rest;
      // A short word the dist holds as a whole string, such as an argument (`'-y'`) the CLI joins into a command line.
      if (!text.includes(`'${word}'`) && !text.includes(`"${word}"`)) missing.push(word);
      rest = rest.slice(word.length);
    } else rest = rest.slice(lo);
  }
  return missing;
}

/** Every E_ code a text names. */
export const codesIn = (text: string) => [...new Set(text.match(/\bE_[A-Z][A-Z0-9_]*[A-Z0-9]\b/g) ?? [])];
