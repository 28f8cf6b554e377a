// CONTRIBUTING.md: a contributor's mistake stops the build with the file and line in plain words, where Rspress would
// report it its own way (broken MDX at 1:1, a sidebar file by character position with a stack trace). Checked:
// every _meta.json (JSON, and a list of page names or groups), the types of the front-matter keys the site reads,
// pictures under docs/public and links to docs pages, before Rspress starts; every page's MDX syntax, after a
// compile that failed. `npm run dev` prints the same problems and keeps serving, so a fix shows as soon as the file
// is saved.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { RspressPlugin } from '@rspress/core';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { headingSlug } from '../../common/headings/headingSlug';

export interface SourceProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export const formatProblem = (p: SourceProblem) => `${p.file}:${p.line}:${p.column}: ${p.message}`;

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** A sidebar file: JSON, holding a list whose items are page names or objects with a string `name`. */
export function metaProblems(file: string, text: string): SourceProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const where = at ? lineAndColumn(text, Number(at[1])) : { line: 1, column: 1 };
    const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '');
    return [{ file, ...where, message: `this sidebar file is not valid JSON: ${reason}` }];
  }
  if (!Array.isArray(data)) return [{ file, line: 1, column: 1, message: 'a sidebar file must be a list ([ ... ]) of page names and groups' }];
  const problems: SourceProblem[] = [];
  let searchFrom = 0;
  data.forEach((item, index) => {
    const needle = typeof item === 'string' ? JSON.stringify(item) : '{';
    const offset = text.indexOf(needle, searchFrom);
    if (offset >= 0) searchFrom = offset + needle.length;
    const where = lineAndColumn(text, Math.max(0, offset));
    if (typeof item === 'string') return;
    const object = item as Record<string, unknown> | null;
    if (!object || typeof object !== 'object' || Array.isArray(object)) {
      problems.push({ file, ...where, message: `item ${index + 1} must be a page name (a string) or a group ({ "type": "dir", "name": ... })` });
    } else if (typeof object.name !== 'string' && typeof object.link !== 'string' && object.type !== 'divider' && object.type !== 'section-header') {
      problems.push({ file, ...where, message: `item ${index + 1} has no "name" (the file or folder it lists)` });
    }
  });
  return problems;
}

const STRING_KEYS = ['title', 'description', 'pageType', 'date', 'author'];
const BOOLEAN_KEYS = ['navbar', 'footer', 'overview', 'search', 'sidebar', 'outline', 'lastUpdated', 'prev', 'next'];
const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'];

/** The front-matter keys the site reads, with a value of the type it needs. */
export function frontMatterTypeProblems(file: string, source: string): SourceProblem[] {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!block) return [];
  const lines = new LineCounter();
  const document = parseDocument(block[1], { lineCounter: lines });
  if (document.errors.length > 0 || !isMap(document.contents)) return []; // the front-matter check reports these
  const problems: SourceProblem[] = [];
  for (const pair of document.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const value = pair.value;
    const at = lines.linePos(isScalar(pair.key) && pair.key.range ? pair.key.range[0] : 0);
    const where = { line: at.line, column: at.col };
    const scalar = isScalar(value) ? value.value : undefined;
    const kind = isSeq(value) ? 'a list' : isMap(value) ? 'a mapping' : scalar === null ? 'empty' : typeof scalar;
    if (STRING_KEYS.includes(key) && !(isScalar(value) && (typeof scalar === 'string' || scalar instanceof Date))) {
      problems.push({ file, ...where, message: `front matter "${key}" must be text, not ${kind}` });
    } else if (key === 'pageType' && typeof scalar === 'string' && !PAGE_TYPES.includes(scalar)) {
      problems.push({ file, ...where, message: `front matter "pageType" must be one of ${PAGE_TYPES.join(', ')}, not "${scalar}"` });
    } else if (BOOLEAN_KEYS.includes(key) && isScalar(value) && typeof scalar !== 'boolean' && !(key === 'outline' && typeof scalar === 'number') && !((key === 'prev' || key === 'next') && typeof scalar === 'string')) {
      problems.push({ file, ...where, message: `front matter "${key}" must be true or false, not ${kind} (${JSON.stringify(scalar)})` });
    }
  }
  return problems.map((p) => ({ ...p, line: p.line + 1 })); // the block starts after the opening --- line
}

/** What the MDX parser reads: the page with its front matter blanked (line numbers kept), and its format. */
function mdxInput(file: string, source: string): [format: 'md' | 'mdx', text: string] {
  return [file.endsWith('.md') ? 'md' : 'mdx', source.replace(/^---\r?\n[\s\S]*?\r?\n---/, (block) => block.replace(/[^\n]/g, ' '))];
}

interface ParseError {
  line?: number;
  column?: number;
  reason?: string;
  message?: string;
}

/** The parser's error as a problem at the line where it stopped. */
function syntaxProblem(file: string, error: ParseError): SourceProblem {
  const full = error.reason ?? error.message ?? 'unknown error';
  // micromark names the place in the reason, "(10:1-10:6)", when the message carries no position of its own.
  const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(full);
  const text = full.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)\s*$/, '');
  return { file, line: error.line ?? Number(named?.[1] ?? 1), column: error.column ?? Number(named?.[2] ?? 1), message: `the MDX does not parse: ${text}` };
}

/** MDX that does not parse, at the line the parser stopped. */
export function mdxSyntaxProblems(file: string, source: string): SourceProblem[] {
  const [format, text] = mdxInput(file, source);
  try {
    createProcessor({ format }).parse(text);
    return [];
  } catch (error) {
    return [syntaxProblem(file, error as ParseError)];
  }
}

/** Lines outside fenced code, with their numbers; inline code is blanked (its columns kept). */
export function proseLines(source: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, index) => {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker) fence = fence === marker ? undefined : (fence ?? marker);
    else if (!fence) out.push([index + 1, line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))]);
  });
  return out;
}

/**
 * Pictures that are not there (root-relative ones in docs/public, others beside the page), and links to docs or blog
 * pages that do not exist.
 */
export function referenceProblems(
  file: string,
  source: string,
  exists: { picture(url: string): boolean; page(route: string): boolean; anchor?(route: string, id: string): boolean },
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const [line, text] of proseLines(source)) {
    for (const match of text.matchAll(/!\[[^\]]*\]\(([^)\s]+)|<img\b[^>]*\bsrc=["']([^"']+)["']/g)) {
      const url = match[1] ?? match[2];
      if (/^(https?:|data:|\/\/)/.test(url)) continue;
      const where = url.startsWith('/') ? 'in docs/public' : 'beside the page';
      if (!exists.picture(url)) problems.push({ file, line, column: (match.index ?? 0) + 1, message: `the picture ${url} is not ${where}` });
    }
    for (const match of text.matchAll(/(?<!!)\[[^\]]*\]\((\/(?:docs|blog)\/[^)\s#?]*)(?:#([^)\s]+))?/g)) {
      const [, route, id] = match;
      const column = (match.index ?? 0) + 1;
      if (!exists.page(route)) problems.push({ file, line, column, message: `dead link: ${route} leads to no page` });
      else if (id && exists.anchor && !exists.anchor(route, id)) {
        problems.push({ file, line, column, message: `dead link: ${route} has no heading #${id}` });
      }
    }
  }
  return problems;
}

/**
 * The ids of a page's headings, as the build gives them (common/headings/headingSlug.ts, a repeated heading gets -1, -2),
 * or undefined when part of the page is generated at build time and its ids cannot be known from the source.
 */
export function headingIds(source: string): Set<string> | undefined {
  if (source.includes('{/* generated:')) return undefined;
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker) fence = fence === marker ? undefined : (fence ?? marker);
    if (fence || marker) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const custom = /\{#([^}]+)\}\s*$/.exec(heading[1]);
    if (custom) {
      ids.add(custom[1]);
      continue;
    }
    const text = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const slug = headingSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    ids.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return ids;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' || entry.name.startsWith('.') ? [] : walk(full);
    return [full];
  });
}

interface SourceFile {
  name: string;
  /** A page's source; undefined for a sidebar file. */
  source?: string;
  /** A sidebar file's problems, or a page's front-matter problems. */
  own: SourceProblem[];
  /** A page's pictures and links that lead nowhere. */
  references: SourceProblem[];
}

/** Each file of the docs sources under `root`, with the problems that need no MDX parse. */
function readSourceFiles(root: string, cwd: string): SourceFile[] {
  const files = walk(root);
  const relative = (file: string) => path.relative(cwd, file);
  const langRoots = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'public').map((e) => path.join(root, e.name));
  const page = (route: string) => {
    const clean = route.replace(/\/$/, '').replace(/\.html$/, '');
    return langRoots.some((lang) =>
      [`${clean}.mdx`, `${clean}.md`, `${clean}/index.mdx`, `${clean}/index.md`].some((c) => existsSync(path.join(lang, c))),
    );
  };
  const sourceOf = (route: string) => {
    const clean = route.replace(/\/$/, '').replace(/\.html$/, '');
    for (const lang of langRoots) {
      for (const candidate of [`${clean}.mdx`, `${clean}.md`, `${clean}/index.mdx`, `${clean}/index.md`]) {
        const full = path.join(lang, candidate);
        if (existsSync(full)) return readFileSync(full, 'utf8');
      }
    }
    return undefined;
  };
  const anchor = (route: string, id: string) => {
    const source = sourceOf(route);
    const ids = source === undefined ? undefined : headingIds(source);
    return ids === undefined || ids.has(decodeURIComponent(id));
  };
  const pictureFor = (file: string) => (url: string) => {
    const clean = decodeURI(url.split(/[?#]/)[0]);
    return existsSync(clean.startsWith('/') ? path.join(root, 'public', clean) : path.resolve(path.dirname(file), clean));
  };
  return files.flatMap((file): SourceFile[] => {
    const name = relative(file);
    if (path.basename(file) === '_meta.json') return [{ name, own: metaProblems(name, readFileSync(file, 'utf8')), references: [] }];
    if (!/\.mdx?$/.test(file)) return [];
    const source = readFileSync(file, 'utf8');
    const references = referenceProblems(name, source, { picture: pictureFor(file), page, anchor });
    return [{ name, source, own: frontMatterTypeProblems(name, source), references }];
  });
}

/** The problems of each file in order: a page's syntax first; the references of a page that does not parse are left out. */
function merge(files: SourceFile[], syntax: Map<SourceFile, SourceProblem[]>): SourceProblem[] {
  return files.flatMap((f) => {
    const broken = syntax.get(f) ?? [];
    return broken.length ? [...broken, ...f.own] : [...f.own, ...f.references];
  });
}

/** Every problem of the docs sources under `root` (the config's root, with its language folders). */
export function checkSources(root: string, cwd = process.cwd()): SourceProblem[] {
  const files = readSourceFiles(root, cwd);
  return merge(files, new Map(files.map((f) => [f, f.source === undefined ? [] : mdxSyntaxProblems(f.name, f.source)])));
}

/** The problems of the docs sources under `root` found without parsing the MDX: sidebar files, front matter, links and pictures. */
export function checkSourcesWithoutParsing(root: string, cwd = process.cwd()): SourceProblem[] {
  return readSourceFiles(root, cwd).flatMap((f) => [...f.own, ...f.references]);
}

export function pluginSourceChecks(): RspressPlugin {
  let root = 'docs';
  const report = (problems: SourceProblem[]) =>
    `The docs sources have ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`;
  /** `npm run dev` prints the problems and keeps serving; a build stops. */
  const stopOrPrint = (problems: SourceProblem[], isProd: boolean) => {
    if (problems.length === 0) return;
    if (!isProd) {
      console.error(report(problems));
      return;
    }
    // The list is the whole message: a stack trace would bury it.
    const error = new Error(report(problems));
    error.stack = error.message;
    throw error;
  };
  return {
    name: 'source-checks',
    // The checks that need no MDX parse run in the config hook, the first Rspress calls (rspress.config.ts lists
    // this plugin first): a broken sidebar file would otherwise stop Rspress in its own words. A page whose MDX does
    // not parse is found by Rspress's compile, which names it at 1:1; only then are the pages parsed here
    // (source-checks-build below), so a build that compiles pays nothing for the parses (bench/README.md).
    config(config, _utils, isProd) {
      root = config.root ?? root;
      if (checkSourcesWithoutParsing(path.resolve(root)).length > 0) stopOrPrint(checkSources(path.resolve(root)), isProd);
      return config;
    },
    builderConfig: {
      plugins: [
        {
          // After a build whose compile failed, the file and line of each problem, in place of the compiler's 1:1.
          name: 'source-checks-build',
          setup(api) {
            if (api.context.action !== 'build') return;
            api.onAfterBuild(({ stats }: { stats?: { hasErrors(): boolean } }) => {
              if (stats?.hasErrors()) stopOrPrint(checkSources(path.resolve(root)), true);
            });
          },
        },
        {
          // In `npm run dev`, Rspress reports a page that does not compile at line 1:1. After each compile that
          // failed, this names the file and line of each problem, once; the next save that fixes it recovers.
          name: 'source-checks-dev',
          setup(api) {
            let shown = '';
            api.onAfterDevCompile(({ stats }: { stats: { hasErrors(): boolean } }) => {
              const problems = stats.hasErrors() ? checkSources(path.resolve(root)) : [];
              const text = problems.length > 0 ? report(problems) : '';
              if (text && text !== shown) console.error(text);
              shown = text;
            });
          },
        },
      ],
    },
  };
}
