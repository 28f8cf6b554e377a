// What the document tests (tests/unit/documents.test.ts) read: the repository's documents and code comments, line
// by line, and the repo paths, BEHAVIOUR.md citations and budget statements in them. Reading only, no build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Folders that are generated, installed or content: not documents or code of the repository itself. */
const OUTSIDE = new Set(['.git', 'node_modules', 'doc_build', 'test-results', 'playwright-report', '.rspress', 'tmp']);
/** Content pages and files (docs/en and docs/public, checked by the content tests) and fixtures that are wrong on purpose. */
const NOT_SCANNED = new Set(['docs/en', 'docs/public', 'tests/fixtures', 'tools/cli-versions']);

const isOutside = (name: string) => OUTSIDE.has(name) || name.startsWith('.build-');

/**
 * Every file of the repository (relative to its root) that is neither generated, installed, nor content: what git
 * tracks or would track (ignored files left out, so a local editor folder or a build does not count), or, outside
 * a git checkout, every file under the root.
 */
export function repoFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (listed.status === 0) {
    return listed.stdout
      .split('\0')
      .filter((file) => file && !file.split('/').some(isOutside) && ![...NOT_SCANNED].some((dir) => file.startsWith(`${dir}/`)))
      .filter((file) => existsSync(path.join(REPO_ROOT, file)))
      .sort();
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      if (isOutside(entry.name)) continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (NOT_SCANNED.has(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/** The top-level folders a newcomer sees: those holding files of the repository (generated and installed ones left out). */
export function topLevelFolders(): string[] {
  const withFiles = new Set(repoFiles().filter((file) => file.includes('/')).map((file) => file.split('/')[0]));
  // docs/ is not scanned for documents, but it is a folder of the map.
  if (existsSync(path.join(REPO_ROOT, 'docs'))) withFiles.add('docs');
  return [...withFiles].sort();
}

/** The documents: the top-level README, BEHAVIOUR.md, CONTRIBUTING.md and every folder's README. */
export function documentFiles(): string[] {
  const named = new Set(['README.md', 'BEHAVIOUR.md', 'CONTRIBUTING.md']);
  return repoFiles().filter((file) => file.endsWith('.md') && (named.has(file) || path.basename(file) === 'README.md'));
}

const CODE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;
/** Code files, comments of which are read: the repository's own code and tests. */
export function codeFiles(): string[] {
  return repoFiles().filter((file) => CODE.test(file));
}

export interface TextLine {
  file: string;
  line: number;
  text: string;
}

/**
 * A code file's comments, one entry per line: `// …` from the start of a line or after a space (so a URL's `//`
 * is not one), and `/* … *\/` blocks that open at the start of a line or after a space (so a glob such as
 * `docs/**\/*.mdx` does not open one).
 */
export function commentLines(file: string): TextLine[] {
  const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
  const out: TextLine[] = [];
  let inBlock = false;
  lines.forEach((source, index) => {
    let rest = source;
    let text = '';
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        text += ` ${end === -1 ? rest : rest.slice(0, end)}`;
        if (end === -1) rest = '';
        else {
          inBlock = false;
          rest = rest.slice(end + 2);
        }
        continue;
      }
      const opening = /(^|\s)(\/\/|\/\*)/.exec(rest);
      if (!opening) break;
      const after = rest.slice(opening.index + opening[0].length);
      if (opening[2] === '//') {
        text += ` ${after}`;
        break;
      }
      inBlock = true;
      rest = after;
    }
    if (text.trim()) out.push({ file, line: index + 1, text });
  });
  return out;
}

/** A Markdown document's lines outside fenced code. */
export function proseLinesOf(file: string): TextLine[] {
  const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
  const out: TextLine[] = [];
  let fenced = false;
  lines.forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) out.push({ file, line: index + 1, text });
  });
  return out;
}

const PATH_EXTENSIONS = /\.(ts|tsx|mts|mjs|cjs|js|css|json|md|mdx|txt|yml|yaml|html|svg|png)$/;
/** Bare file names (no folder) are checked for these only: a bare `manifest.json` is the reader's, not ours. */
const OWN_BARE_EXTENSIONS = /\.(ts|tsx|mts|mjs|css|md)$/;

/** Strips what surrounds a path in prose: punctuation, quotes, a `#anchor` or a `:line` suffix. */
function cleanWord(word: string): string {
  return word
    .replace(/^[("'‘“[]+/, '')
    .replace(/[)"'’”\],;:.!?]+$/, '')
    .replace(/#.*$/, '')
    .replace(/:\d+(:\d+)?$/, '');
}

/**
 * The words of a text that name a repo path: a word with a slash whose first folder is a folder or file of the
 * repository (top level, or next to the file that names it, or next to one of its folders), or a bare file name
 * of the site's own kinds. Placeholders (`<page>`, `*`, `…`), URLs, packages and generated folders are left out.
 */
export function pathWords(text: string, fromFile: string): string[] {
  const words = text.split(/[\s`|,()[\]]+/).map(cleanWord).filter(Boolean);
  const found: string[] = [];
  for (let word of words) {
    if (word.startsWith('../')) {
      // A Markdown link climbs to the file it names; in code, `../` is an import or a command's argument.
      if (!fromFile.endsWith('.md')) continue;
      word = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), word));
      if (word.startsWith('..')) continue;
    }
    if (/[<>*{}$…]|\.\.\.|^(\/|@|-|https?:|[a-z]+:\/\/)/.test(word)) continue;
    if (/^(node:|virtual-)/.test(word)) continue;
    const slash = word.indexOf('/');
    if (slash === -1) {
      if (OWN_BARE_EXTENSIONS.test(word) && /^[\w.-]+$/.test(word) && !/^\./.test(word)) found.push(word);
      continue;
    }
    if (!PATH_EXTENSIONS.test(word) && !word.endsWith('/') && !/^[\w.-]+(\/[\w.-]+)+$/.test(word)) continue;
    const first = word.replace(/^\.\//, '').split('/')[0];
    if (first === '..' || isOutside(first) || generated(word)) continue;
    if (candidateDirs(fromFile).some((dir) => existsSync(path.join(REPO_ROOT, dir, first)))) found.push(word);
  }
  return found;
}

/** Paths that a build, a bench or an install writes (git ignores them): named in documents, absent in a checkout. */
function generated(word: string): boolean {
  return /(^|\/)(tmp|node_modules|doc_build|test-results|\.rspress)(\/|$)/.test(word) && !word.startsWith('tools/cli-runtime/node_modules');
}

/** The folder of the file, each folder above it, and the repository root. */
function candidateDirs(fromFile: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.posix.dirname(fromFile); dir !== '.'; dir = path.posix.dirname(dir)) dirs.push(dir);
  dirs.push('');
  return dirs;
}

/** True when the word names a file or folder, from the repository root or from the folder of `fromFile` or above. */
export function pathExists(word: string, fromFile: string): boolean {
  const clean = word.replace(/^\.\//, '');
  return candidateDirs(fromFile).some((dir) => {
    const target = path.join(REPO_ROOT, dir, clean);
    if (!existsSync(target)) return false;
    return !clean.endsWith('/') || statSync(target).isDirectory();
  });
}

/** The headings of BEHAVIOUR.md (## and ###), with their line numbers. */
export function behaviourHeadings(): { heading: string; level: number; line: number }[] {
  return proseLinesOf('BEHAVIOUR.md')
    .map(({ text, line }) => ({ match: /^(#{2,3})\s+(.+?)\s*$/.exec(text), line }))
    .filter(({ match }) => match)
    .map(({ match, line }) => ({ heading: match![2], level: match![1].length, line }));
}

/** Where a text cites BEHAVIOUR.md: each mention, with the text that follows it. */
export function behaviourMentions(text: string): string[] {
  const after: string[] = [];
  for (const match of text.matchAll(/BEHAVIOUR\.md/g)) after.push(text.slice(match.index + match[0].length));
  return after;
}

/** The heading a citation `BEHAVIOUR.md, <heading>` names, or undefined when it names none of `headings`. */
export function citedHeading(after: string, headings: readonly string[]): string | undefined {
  if (!after.startsWith(', ')) return undefined;
  const rest = after.slice(2);
  return [...headings]
    .sort((a, b) => b.length - a.length)
    .find((heading) => rest.startsWith(heading) && !/^[\p{L}\p{N}]/u.test(rest.slice(heading.length)));
}

export function budgetsFile(): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'bench/budgets.json'), 'utf8')) as Record<string, unknown>;
}

/** A value of bench/budgets.json by its dotted key (`search.firstHitsGzipKiB`), or undefined. */
export function budgetValue(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], budgetsFile());
}

export interface BudgetStatement {
  figure: number;
  key: string;
}

/**
 * The budgets a text states, written `<figure> <unit> … (bench/budgets.json, <section>.<key>)`: the figure is the
 * last number within the 60 characters before the citation. `before` is the line above, where a figure may stand
 * when the citation wraps; only citations in `text` are returned.
 */
export function budgetStatements(text: string, before = ''): BudgetStatement[] {
  const statements: BudgetStatement[] = [];
  const whole = `${before} ${text}`;
  for (const match of whole.matchAll(/bench\/budgets\.json`?,\s*`?(\w+(?:\.\w+)+)/g)) {
    if (match.index < before.length + 1) continue;
    const preceding = whole.slice(Math.max(0, match.index - 60), match.index);
    const numbers = [...preceding.matchAll(/(\d[\d,]*(?:\.\d+)?)/g)];
    const last = numbers.at(-1);
    statements.push({ figure: last ? Number(last[1].replace(/,/g, '')) : Number.NaN, key: match[1] });
  }
  return statements;
}
