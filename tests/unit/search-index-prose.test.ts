import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeIndexFile, type SearchablePage } from '../../common/search/indexFile';
import { buildLocalIndex, type LocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';

// The issue: the whole prose of every page is indexed, not its first characters; code blocks stay out. Checked
// against the sources: the last paragraph of the longest pages is in the index and finds its page, and no line of
// a code block is in it.
const DOCS = 'docs/en/docs';
const LONGEST = 6;

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? mdxFiles(file) : /\.mdx?$/.test(name) ? [file] : [];
  });
}

const routeOf = (file: string) => `/${path.relative('docs/en', file).replace(/\.mdx?$/, '')}`;

/** Markdown inline syntax as the page shows it: link text without its address, code without backticks. */
const shown = (line: string) =>
  line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*|__/g, '');

/** A source's lines outside fenced code blocks and front matter, and the lines inside code blocks. */
function splitSource(source: string): { prose: string[]; code: string[] } {
  const prose: string[] = [];
  const code: string[] = [];
  let fence = false;
  for (const line of source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    else (fence ? code : prose).push(line);
  }
  return { prose, code };
}

/**
 * The source's last paragraph of plain prose (not a heading, list, table, component or import), its lines joined: a
 * source wrapped at a fixed width spreads a paragraph over several lines, and its last line alone can be a few words
 * that another page says too.
 */
function lastParagraph(prose: string[]): string | undefined {
  const blocks = prose.join('\n').split(/\n\s*\n/).map((block) => block.trim());
  const paragraphs = blocks.filter((block) => /^[A-Za-z`*_[]/.test(block) && !/^(import|export)\s/.test(block));
  return paragraphs.length ? oneLine(shown(paragraphs[paragraphs.length - 1])) : undefined;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const fullText = (page: SearchablePage) =>
  oneLine([page.title, page.lead, ...page.sections.flatMap(({ heading, body }) => [heading.text, body])].join('\n'));

let pages: SearchablePage[];
let index: LocalIndex;
beforeAll(() => {
  const file = builtSearchPages();
  pages = decodeIndexFile(file, builtSearchRest());
  index = buildLocalIndex(file, builtSearchRest());
}, 240_000);

const longest = mdxFiles(DOCS)
  .sort((a, b) => statSync(b).size - statSync(a).size)
  .slice(0, LONGEST);

describe('the built search index', () => {
  it.each(longest)('holds the last paragraph of %s, which finds the page', (file) => {
    const route = routeOf(file);
    const paragraph = lastParagraph(splitSource(readFileSync(file, 'utf8')).prose);
    expect(paragraph, 'the page ends with a paragraph of prose').toBeTruthy();
    const page = pages.find((entry) => entry.routePath === route);
    expect(page, `${route} is in the index`).toBeDefined();
    expect(fullText(page!)).toContain(paragraph);
    const hits = searchLocalIndex(index, paragraph!).map((hit) => hit.link.split('#')[0]);
    expect(hits.slice(0, 3), hits.join(', ')).toContain(route);
  });

  it.each(longest)('leaves the code blocks of %s out', (file) => {
    const page = pages.find((entry) => entry.routePath === routeOf(file));
    const { code } = splitSource(readFileSync(file, 'utf8'));
    // Lines long enough to be unlikely in prose, e.g. a command with its flags or a line of config.
    const lines = code.map((line) => line.trim()).filter((line) => line.length > 40);
    for (const line of lines) expect(fullText(page!)).not.toContain(line);
  });
});
