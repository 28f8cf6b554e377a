import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCodes } from '../../builder/plugins/cliErrorCodes';
import { fencedBlocks, isCliOutputFence } from '../../builder/plugins/searchCode';
import { buildLocalIndex, type LocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { FILLER } from '../../common/search/queryTerms';
import { terms } from '../../common/search/tokenize';
import { allMdxFiles, DOCS_ROOT } from '../content/source-pages';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';

// Issue 33, point 4: what a reader has in front of them finds the page that explains it, in the first 3 hits. The
// cases are generated from the pages and the pinned CLI package, not listed here:
// - every line a page quotes as CLI output (its text/console fences, or those marked cli="..."), with the reader's
//   home folder and ports in place of the page's, finds that page, at the section that quotes it (or one of its
//   sections whose text holds every word of the line);
// - every error code of the pinned package finds the error-code page, at its entry when it has a heading;
// - every flag of a command's flag table finds a page whose flag table lists it (that command's, when only one does),
//   or a section whose heading names it;
// - every variable of the variables reference finds that page.
const ERROR_CODES_PAGE = '/docs/reference/error-codes';
const VARIABLES_PAGE = '/docs/reference/cli-environment-variables';
const TOP = 3;

let index: LocalIndex;
beforeAll(() => {
  index = buildLocalIndex(builtSearchPages(), builtSearchRest());
}, 240_000);

const routeOf = (file: string) => `/${path.relative(DOCS_ROOT, file).replace(/\.mdx?$/, '').split(path.sep).join('/')}`;
const sources = allMdxFiles(path.join(DOCS_ROOT, 'docs')).map((file) => ({ route: routeOf(file), source: readFileSync(file, 'utf8') }));

/** The first TOP hits as [page, anchor]. */
function top(query: string): Array<[string, string | undefined]> {
  return searchLocalIndex(index, query)
    .slice(0, TOP)
    .map((hit) => {
      const [page, anchor] = hit.link.replace(/\.html/, '').split('#');
      return [page, anchor];
    });
}

/** A reader's copy of a CLI line: their own home folder and ports in place of the page's. */
function asReaderSawIt(line: string): string {
  return line
    .replace(/(?<=^|[\s"'(=])(?:~\/|\/Users\/[\w.-]+\/|\/home\/[\w.-]+\/|[A-Za-z]:\\Users\\[\w.-]+\\)/g, '/home/reader/')
    .replace(/(localhost|127\.0\.0\.1|0\.0\.0\.0):\d{2,5}/g, '$1:9417')
    .replace(/\b(port) \d{2,5}\b/gi, '$1 9417');
}

/**
 * What the CLI printed, as a reader would paste it: not a command typed at the prompt ($ ...), not a JSON document
 * (--output=json, read by scripts: its message is a field, which the page's prose quotes), not a line of a folder
 * tree, and at least three words (not filler, not numbers: a shorter line says nothing a page could be found by).
 */
const printed = (line: string) => !/^(?:[$>] |\{)/.test(line) && !/[├└│]/.test(line) && terms(line).filter((term) => /\p{L}/u.test(term) && !FILLER.has(term)).length >= 3;

const cliLines = sources.flatMap(({ route, source }) =>
  fencedBlocks(source)
    .filter((block) => isCliOutputFence(block.lang, block.meta))
    .flatMap((block) => block.lines.map((line) => line.trim()).filter(printed).map((line) => ({ route, line, anchor: block.headingId }))),
);
/**
 * A line with its numbers masked: the sizes, times and counts in it are the reader's own, as their paths and ports
 * are, so lines that differ only there are the same line.
 */
const sameLineKey = (line: string) => asReaderSawIt(line).replace(/\d+(?:\.\d+)?/g, '#');
/** Pages quoting each line (a line several pages quote may find any of them). */
const quotedBy = new Map<string, Set<string>>();
for (const { route, line } of cliLines) quotedBy.set(sameLineKey(line), (quotedBy.get(sameLineKey(line)) ?? new Set()).add(route));

describe('a line pasted from the terminal', () => {
  it('has lines to check', () => expect(cliLines.length).toBeGreaterThan(50));

  it('finds a page that quotes it, at the section that quotes it, in the first 3 hits, with the reader\'s paths and ports', () => {
    const misses: string[] = [];
    for (const { route, line, anchor } of cliLines) {
      const hits = top(asReaderSawIt(line));
      const pages = quotedBy.get(sameLineKey(line)) as Set<string>;
      const hit = hits.find(([page]) => pages.has(page));
      const atSection = hit && (hit[0] !== route || anchor === undefined || hit[1] === undefined || hit[1] === anchor || sameLineElsewhere(route, line, hit[1]));
      if (!atSection) misses.push(`${route}: "${asReaderSawIt(line)}" → ${hits.map((h) => h.join('#')).join(', ')}`);
    }
    expect(misses, misses.join('\n')).toEqual([]);
  });
});

/**
 * The section the hit points to also explains the line: the page quotes the same line there too, or that section's
 * text and code hold every word of it.
 */
function sameLineElsewhere(route: string, line: string, anchor: string): boolean {
  if (cliLines.some((other) => other.route === route && other.line === line && other.anchor === anchor)) return true;
  const section = index.pages.find((page) => page.routePath === route)?.sections.find((s) => s.heading?.id === anchor);
  const words = terms(line).filter((term) => !FILLER.has(term));
  return section !== undefined && words.every((word) => section.body.termSet.has(word) || section.code.termSet.has(word));
}

describe('an error code of the pinned CLI', () => {
  const codes = Object.keys(readCodes().codes);
  it('has codes to check', () => expect(codes.length).toBeGreaterThan(10));

  // A code this release reports has its own heading there; a reserved one is a row of the page's table.
  it.each(codes)('%s finds the error-code page, at its entry when it has one, in the first 3 hits', (code) => {
    const entry = index.pages.find((page) => page.routePath === ERROR_CODES_PAGE)?.sections.find((section) => section.heading?.text === code);
    const hits = top(code);
    if (entry) expect(hits.map((hit) => hit.join('#')), code).toContainEqual(`${ERROR_CODES_PAGE}#${entry.heading?.id}`);
    else expect(hits.map(([page]) => page), code).toContain(ERROR_CODES_PAGE);
  });
});

/** The flags of a page's flag tables: the first cell of each table row that starts with a `--flag`. */
const flagsOf = (source: string) => [...source.matchAll(/^\|\s*`(--[a-z][\w-]*)/gm)].map((match) => match[1]);
const commandFlags = sources.filter(({ route }) => route.startsWith('/docs/commands/')).map(({ route, source }) => ({ route, flags: flagsOf(source) }));
const listedBy = new Map<string, string[]>();
for (const { route, flags } of commandFlags) for (const flag of flags) listedBy.set(flag, [...(listedBy.get(flag) ?? []), route]);

describe("a flag of a command's flag table", () => {
  it('has flags to check', () => expect(listedBy.size).toBeGreaterThan(20));

  it.each([...listedBy.keys()])('%s finds a command page whose table lists it, or a section named after it, in the first 3 hits', (flag) => {
    const pages = listedBy.get(flag) as string[];
    const hits = top(flag);
    const namedAfter = ([route, anchor]: [string, string | undefined]) =>
      index.pages.find((page) => page.routePath === route)?.sections.find((s) => s.heading?.id === anchor)?.heading?.termSet.has(flag) === true;
    if (pages.length === 1) expect(hits.map(([page]) => page), flag).toContain(pages[0]);
    else expect(hits.some((hit) => pages.includes(hit[0]) || namedAfter(hit)), `${flag} → ${hits.map((h) => h.join('#')).join(', ')}`).toBe(true);
  });
});

// A variable named by one word (HOME, PATH, MODE) is that word to search, on every page that uses it; the names with
// a separator are the identifiers a reader pastes.
describe('a variable of the variables reference', () => {
  const source = sources.find(({ route }) => route === VARIABLES_PAGE)?.source ?? '';
  const variables = [...new Set([...source.matchAll(/^\|\s*`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/gm)].map((match) => match[1]))];
  it('has variables to check', () => expect(variables.length).toBeGreaterThan(20));

  it.each(variables)('%s finds the variables reference in the first 3 hits', (variable) => {
    expect(top(variable).map(([page]) => page), variable).toContain(VARIABLES_PAGE);
  });
});
