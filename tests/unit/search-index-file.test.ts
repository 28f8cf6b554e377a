import { describe, expect, it } from 'vitest';
import {
  decodeIndexFile,
  encodeIndexFile,
  encodePage,
  encodeRestFile,
  headingId,
  restFileUrl,
  type SearchablePage,
  splitPages,
} from '../../common/search/indexFile';
import { buildLocalIndex, buildLocalIndexInSlices } from '../../common/search/localIndex';
import { buildWordTable } from '../../common/search/wordCodes';

const pages: SearchablePage[] = [
  {
    routePath: '/docs/commands/dev',
    title: 'extension dev',
    lead: 'extension dev compiles your extension and opens the browser with the extension loaded.',
    sections: [
      { heading: { text: 'Flags', id: 'flags' }, body: 'Flag\tDefault\tMeaning\n--browser <browser>\tchromium\tThe browser to open.' },
      // Rspress numbers a repeated heading's anchor: the file keeps such an id.
      { heading: { text: 'Flags', id: 'flags-1' }, body: 'The browser flags, again for the browser.' },
    ],
  },
  {
    routePath: '/docs/i18n',
    title: 'Préférences and Ωmega',
    lead: 'Each browser reads ĀĂĄ characters as text, never as codes, in the extension folder.',
    sections: [],
  },
];

describe('the search index file', () => {
  it('gives back every page exactly as it was written, through JSON', () => {
    const file = JSON.parse(JSON.stringify(encodeIndexFile(pages))) as unknown[];
    expect(decodeIndexFile(file)).toEqual(pages);
  });

  it('writes frequent words as codes, in a range no character of the text uses', () => {
    const texts = pages.flatMap((page) => [page.title, page.lead, ...page.sections.map((s) => s.body)]);
    const table = buildWordTable(texts);
    expect(table.words.split('|')).toContain(' browser');
    const used = new Set(texts.join('').split('').map((char) => char.charCodeAt(0)));
    const codes = table.words.split('|').map((_, i) => table.base + i);
    expect(codes.some((code) => used.has(code))).toBe(false);
    expect(JSON.stringify(encodeIndexFile(pages)).length).toBeLessThan(JSON.stringify(pages).length);
  });

  it('moves the codes past characters the text itself uses from U+0100 up', () => {
    const texts = ['Ā is a letter, ą another', 'browser browser browser window window window', 'Ą\u0101'];
    const table = buildWordTable(texts);
    const used = new Set(texts.join('').split('').map((char) => char.charCodeAt(0)));
    const codes = table.words.split('|').map((_, i) => table.base + i);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.some((code) => used.has(code))).toBe(false);
    expect(table.base).toBeGreaterThan(0x101);
  });

  it('stores a heading id only when it is not the one the heading text gives', () => {
    expect(headingId('Pick a target with --browser')).toBe('pick-a-target-with---browser');
    expect(headingId('Configure builds in extension.config.js')).toBe('configure-builds-in-extensionconfigjs');
    const [stored] = encodeIndexFile(pages);
    expect(stored.filter((entry) => Array.isArray(entry))).toEqual([[expect.any(String), 'flags-1']]);
  });

  it('skips entries that are not pages', () => {
    expect(decodeIndexFile([null, 3, { title: 'x' }, ['/a', 'A'], ['/a', 'A', 0, 'lead', 7, 'body']])).toEqual([]);
  });
});

describe('the first file and the rest file', () => {
  const texts = pages.flatMap((page) => [page.title, page.lead, ...page.sections.flatMap((s) => [s.heading.text, s.body])]);
  const table = buildWordTable(texts);
  const { head, rest } = splitPages(pages);
  const first = JSON.parse(JSON.stringify(head.map((page, at) => encodePage(page, at === 0 ? { ...table, rest: '/static/search_rest.en.x.json' } : table, at === 0)))) as unknown[];
  const restFile = JSON.parse(JSON.stringify(encodeRestFile(rest, table))) as unknown;

  it('keeps titles, headings and the first line of each lead in the first file, and names the rest file', () => {
    const shown = decodeIndexFile(first);
    expect(shown.map((page) => page.title)).toEqual(pages.map((page) => page.title));
    expect(shown.map((page) => page.sections.map((s) => s.heading))).toEqual(pages.map((page) => page.sections.map((s) => s.heading)));
    expect(shown.map((page) => page.lead)).toEqual(pages.map((page) => page.lead.split('\n')[0]));
    expect(shown.flatMap((page) => page.sections.map((s) => s.body)).every((body) => body === '')).toBe(true);
    expect(restFileUrl(first)).toBe('/static/search_rest.en.x.json');
  });

  it('gives back every page whole once the rest file is added', () => {
    expect(decodeIndexFile(first, restFile)).toEqual(pages);
  });

  it("keeps each page's description in the rest file only", () => {
    const described = pages.map((page, at) => (at === 0 ? { ...page, description: 'Run the extension in a browser while you edit it.' } : page));
    const split = splitPages(described);
    const firstFile = JSON.parse(JSON.stringify(split.head.map((page, at) => encodePage(page, table, at === 0)))) as unknown[];
    const withDescriptions = JSON.parse(JSON.stringify(encodeRestFile(split.rest, table, split.code, split.descriptions))) as unknown;
    expect(decodeIndexFile(firstFile).some((page) => 'description' in page)).toBe(false);
    expect(decodeIndexFile(firstFile, withDescriptions)).toEqual(described);
  });

  it("keeps each page's readers' questions in the rest file only", () => {
    const asked = pages.map((page, at) => (at === 1 ? { ...page, questions: 'keep settings when the popup closes\nsave options' } : page));
    const split = splitPages(asked);
    const firstFile = JSON.parse(JSON.stringify(split.head.map((page, at) => encodePage(page, table, at === 0)))) as unknown[];
    const withQuestions = JSON.parse(JSON.stringify(encodeRestFile(split.rest, table, split.code, split.descriptions, split.questions))) as unknown;
    expect(decodeIndexFile(firstFile).some((page) => 'questions' in page)).toBe(false);
    expect(decodeIndexFile(firstFile, withQuestions)).toEqual(asked);
  });

  it('ignores a rest file that does not fit, keeping the first file', () => {
    expect(decodeIndexFile(first, { nope: true })).toEqual(decodeIndexFile(first));
    expect(decodeIndexFile(first, { table, pages: [['/docs/commands/dev', 'only one']] })).toEqual(decodeIndexFile(first));
  });
});

describe('indexing the whole text a few pages at a time', () => {
  it('gives the same index as indexing it at once', async () => {
    const file = JSON.parse(JSON.stringify(encodeIndexFile(pages))) as unknown[];
    const sliced = await buildLocalIndexInSlices(file, undefined, 1);
    const whole = buildLocalIndex(file);
    expect(sliced.vocabulary.sort()).toEqual(whole.vocabulary.sort());
    expect(sliced.pages.map((p) => p.routePath)).toEqual(whole.pages.map((p) => p.routePath));
  });
});
