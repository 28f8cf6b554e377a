import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePage, encodeRestFile, splitPages, type SearchablePage } from '../../common/search/indexFile';
import { createSearchState } from '../../common/search/searchWorkerState';
import type { SearchReply } from '../../common/search/searchWorkerProtocol';
import { buildWordTable } from '../../common/search/wordCodes';

// The search worker's side of the conversation (common/search/searchWorkerState.ts): the panel sends the index file's
// text, asks for the rest, and sends queries; the worker answers each query by id, from the whole text once the
// rest is indexed, and never answers with an error.
const page = (routePath: string, title: string, heading: string, body: string): SearchablePage => ({
  routePath,
  title,
  lead: `${title} in one line.\nMore about ${title}.`,
  sections: [{ heading: { text: heading, id: heading.toLowerCase() }, body }],
});
const pages = [
  page('/docs/commands/build', 'build', 'Output', 'The zip lands in dist.'),
  page('/docs/development/storage', 'Storage', 'Quotas', 'Managed schema files describe policies.'),
];
const REST_URL = '/static/search_rest.en.x.json';

function files() {
  const table = buildWordTable(pages.flatMap((p) => [p.title, p.lead, p.sections[0].heading.text, p.sections[0].body]));
  const { head, rest } = splitPages(pages);
  const first = head.map((entry, at) => encodePage(entry, at === 0 ? { ...table, rest: REST_URL } : table, at === 0));
  return { text: JSON.stringify(first), rest: JSON.parse(JSON.stringify(encodeRestFile(rest, table))) as unknown };
}

function worker(fetchJson: (url: string) => Promise<unknown>) {
  const replies: SearchReply[] = [];
  const handle = createSearchState({ reply: (message) => replies.push(message), fetchJson });
  const hitsOf = (id: number) => {
    const reply = replies.find((r) => r.kind === 'hits' && r.id === id);
    return reply?.kind === 'hits' ? reply.hits.map((hit) => hit.link.split('#')[0]) : undefined;
  };
  return { handle, replies, hitsOf };
}

afterEach(() => vi.restoreAllMocks());

describe('the search worker', () => {
  it('says it is ready once the index file is indexed, and answers queries by id from titles and headings', async () => {
    const { handle, replies, hitsOf } = worker(async () => undefined);
    await handle({ kind: 'match', id: 1, keyword: 'storage' });
    expect(hitsOf(1)).toEqual([]);
    await handle({ kind: 'head', text: files().text });
    expect(replies.some((r) => r.kind === 'ready')).toBe(true);
    await handle({ kind: 'match', id: 2, keyword: 'storage' });
    expect(hitsOf(2)?.[0]).toBe('/docs/development/storage');
    await handle({ kind: 'match', id: 3, keyword: 'quotas' });
    expect(hitsOf(3)?.[0]).toBe('/docs/development/storage');
  });

  it('suggests pages for the words of a mistyped path, best first and at most the limit, as the 404 page asks', async () => {
    const { handle, replies } = worker(async () => undefined);
    const pagesOf = (id: number) => {
      const reply = replies.find((r) => r.kind === 'pages' && r.id === id);
      return reply?.kind === 'pages' ? reply.pages : undefined;
    };
    await handle({ kind: 'suggest', id: 1, query: 'storage', limit: 3 });
    expect(pagesOf(1)).toEqual([]);
    await handle({ kind: 'head', text: files().text });
    await handle({ kind: 'suggest', id: 2, query: 'storag', limit: 3 });
    expect(pagesOf(2)?.[0]).toEqual({ title: 'Storage', link: '/docs/development/storage' });
    await handle({ kind: 'suggest', id: 3, query: 'build storage', limit: 1 });
    expect(pagesOf(3)).toHaveLength(1);
  });

  it('finds words of the section text only after fetching the rest file the index file names', async () => {
    const { text, rest } = files();
    const fetchJson = vi.fn(async () => rest);
    const { handle, hitsOf, replies } = worker(fetchJson);
    await handle({ kind: 'head', text });
    await handle({ kind: 'match', id: 1, keyword: 'policies' });
    expect(hitsOf(1)).toEqual([]);
    expect(replies.some((r) => r.kind === 'indexed')).toBe(false);
    await handle({ kind: 'rest' });
    expect(fetchJson).toHaveBeenCalledWith(REST_URL);
    // The panel asks the query again when it hears this (theme/search/SearchDialog.tsx).
    expect(replies.filter((r) => r.kind === 'indexed')).toHaveLength(1);
    await handle({ kind: 'rest' });
    expect(fetchJson).toHaveBeenCalledTimes(1);
    await handle({ kind: 'match', id: 2, keyword: 'policies' });
    expect(hitsOf(2)?.[0]).toBe('/docs/development/storage');
  });

  it('keeps answering from the index file when the rest file cannot be loaded, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, hitsOf, replies } = worker(async () => {
      throw new Error('HTTP 404');
    });
    await handle({ kind: 'head', text: files().text });
    await handle({ kind: 'rest' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the rest of the index could not be loaded'), expect.any(Error));
    expect(replies.some((r) => r.kind === 'indexed')).toBe(false);
    await handle({ kind: 'match', id: 1, keyword: 'build' });
    expect(hitsOf(1)?.[0]).toBe('/docs/commands/build');
  });

  it('answers nothing, and logs it, for an index file that is not a list of pages', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, replies, hitsOf } = worker(async () => undefined);
    await handle({ kind: 'head', text: '<html>not json' });
    expect(replies.some((r) => r.kind === 'ready')).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not a list of pages'));
    await handle({ kind: 'match', id: 1, keyword: 'build' });
    expect(hitsOf(1)).toEqual([]);
  });
});
