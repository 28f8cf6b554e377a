import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemoteGroups, remoteSearchUrl, type RemoteSearchConfig } from '../../theme/search/remoteSearch';

const config: RemoteSearchConfig = { url: 'https://search.example/api', indexes: ['docs', 'blog'], lang: 'en', limit: 7 };

describe('remote search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends keyword, limit, searchIndexes and lang', () => {
    vi.stubGlobal('window', { location: { origin: 'https://extension.js.org' } });
    const url = new URL(remoteSearchUrl(config, 'content scripts & <b>'));
    expect(url.origin + url.pathname).toBe('https://search.example/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: 'content scripts & <b>',
      limit: '7',
      searchIndexes: 'docs,blog',
      lang: 'en',
    });
  });

  it('returns the groups of the answer and drops malformed ones', async () => {
    vi.stubGlobal('window', { location: { origin: 'https://extension.js.org' } });
    const groups = [{ index: 'docs', hits: [{ title: 'Special Folders' }] }, { nope: true }, { index: 'blog', hits: 'x' }];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(groups), { status: 200 })));
    expect(await fetchRemoteGroups(config, 'folders')).toEqual([{ index: 'docs', hits: [{ title: 'Special Folders' }] }]);
  });

  it.each([
    ['a server error', async () => new Response('down', { status: 503 })],
    ['invalid JSON', async () => new Response('<html>', { status: 200 })],
    ['a non-list answer', async () => new Response('{"hits":[]}', { status: 200 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs the error and returns no groups on %s', async (_, answer) => {
    vi.stubGlobal('window', { location: { origin: 'https://extension.js.org' } });
    vi.stubGlobal('fetch', vi.fn(answer));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchRemoteGroups(config, 'x')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
