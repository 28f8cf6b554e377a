import { describe, expect, it } from 'vitest';
import { buildOverviewGroups, OTHERS_GROUP } from '../../theme/overview/overviewGroups';
import { hiddenPartsFromQuery } from '../../theme/switches/uiSwitches';

describe('query switches', () => {
  it('hides each part whose parameter is exactly 0', () => {
    expect(hiddenPartsFromQuery('?navbar=0&sidebar=0&outline=0&footer=0')).toEqual({
      navbar: false,
      sidebar: false,
      outline: false,
      footer: false,
    });
  });

  it('ignores other values and unknown parameters', () => {
    expect(hiddenPartsFromQuery('?navbar=1&sidebar=false&outline=&footer=00&theme=0')).toEqual({});
  });

  it('treats hostile and repeated values safely', () => {
    expect(hiddenPartsFromQuery('?navbar=<script>alert(1)</script>')).toEqual({});
    expect(hiddenPartsFromQuery('?sidebar=0&sidebar=1')).toEqual({});
    expect(hiddenPartsFromQuery('?sidebar=0&sidebar=0')).toEqual({ sidebar: false });
    expect(hiddenPartsFromQuery(`?x=${'a'.repeat(10_000)}&footer=0`)).toEqual({ footer: false });
    expect(hiddenPartsFromQuery('?%E0%A4%A=0&navbar=%')).toEqual({});
  });
});

describe('overview groups', () => {
  const sidebar = [
    { text: 'Welcome', link: '/docs/welcome' },
    { text: 'Commands Reference', items: [{ text: 'create', link: '/docs/commands/create' }, { text: 'dev', link: '/docs/commands/dev' }] },
    { text: 'Empty', items: [] },
    { text: 'Hall of Fame', link: '/docs/hall-of-fame' },
    { text: 'Elsewhere', link: '/blog/' },
  ];

  it('keeps sidebar groups in order and puts ungrouped pages under Others', () => {
    const groups = buildOverviewGroups(sidebar, '/docs/');
    expect(groups.map((g) => g.name)).toEqual(['Commands Reference', OTHERS_GROUP]);
    expect(groups[0].items.map((i) => i.link)).toEqual(['/docs/commands/create', '/docs/commands/dev']);
    expect(groups[1].items.map((i) => i.text)).toEqual(['Welcome', 'Hall of Fame']);
  });

  it('leaves out the overview page itself and pages outside its folder', () => {
    const groups = buildOverviewGroups([...sidebar, { text: 'Overview', link: '/docs/' }], '/docs/');
    const links = groups.flatMap((g) => g.items.map((i) => i.link));
    expect(links).not.toContain('/docs/');
    expect(links).not.toContain('/blog/');
  });

  it('attaches the headers a page lists', () => {
    const groups = buildOverviewGroups(sidebar, '/docs/', (link) =>
      link === '/docs/commands/dev' ? [{ id: 'flags', text: 'Flags', depth: 2 }] : [],
    );
    expect(groups[0].items[1].headers).toEqual([{ id: 'flags', text: 'Flags', depth: 2 }]);
  });
});

describe('the 404 page query', () => {
  it('takes the words of the path and leaves out the parts that name no topic', async () => {
    const { queryOfPath } = await import('../../theme/not-found/queryOfPath');
    expect(queryOfPath('/docs/commands/buidl.html')).toBe('commands buidl');
    expect(queryOfPath('/en/docs/features/web-accessible_resources')).toBe('features web accessible resources');
    expect(queryOfPath('/%E0%A4%A')).toBe('E0 A4 A');
    expect(queryOfPath('/---/')).toBe('');
  });
});

describe('what the search dialog says (BEHAVIOUR.md, Search)', () => {
  it('names a hit by its page, then its section, without saying the page twice', async () => {
    const { hitName } = await import('../../theme/search/hitText');
    expect(hitName({ type: 'title', title: 'Browser Flags', header: 'Browser Flags' })).toBe('Browser Flags');
    expect(hitName({ type: 'header', title: 'Safari', header: 'Safari > Safari flags' })).toBe('Safari: Safari flags');
    expect(hitName({ type: 'content', title: 'extension dev', header: 'Flags' })).toBe('extension dev: Flags');
    expect(hitName({ type: 'content', title: 'Welcome', header: 'Welcome' })).toBe('Welcome');
  });

  it('says how many hits there are, or that there are none for the query', async () => {
    const { hitCountMessage } = await import('../../theme/search/hitText');
    expect(hitCountMessage(7, 'flags', 'No results for')).toBe('7 results');
    expect(hitCountMessage(1, 'flags', 'No results for')).toBe('1 result');
    expect(hitCountMessage(0, 'zzq', 'No results for')).toBe('No results for "zzq"');
  });
});

describe('heading anchors (BEHAVIOUR.md, Page layout)', () => {
  it('move out of the heading into a wrapper, named "Link to this section: <heading>"', async () => {
    const { rehypeAccessibleMarkup } = await import('../../builder/plugins/rehypeAccessibleMarkup');
    const anchor = { type: 'element', tagName: 'a', properties: { className: ['rp-header-anchor'], ariaHidden: 'true', href: '#latest-news' }, children: [{ type: 'text', value: '#' }] };
    const heading = { type: 'element', tagName: 'h1', properties: { id: 'latest-news' }, children: [anchor, { type: 'text', value: 'Latest News' }] };
    const tree = { type: 'root', children: [heading] };
    rehypeAccessibleMarkup()(tree);
    const [wrapper] = tree.children as unknown as Array<{ tagName: string; properties: Record<string, unknown>; children: typeof tree.children }>;
    expect(wrapper.tagName).toBe('div');
    expect(wrapper.properties.className).toEqual(['ext-heading', 'ext-heading--h1']);
    expect(wrapper.children).toEqual([
      { ...anchor, properties: { className: ['rp-header-anchor'], href: '#latest-news', ariaLabel: 'Link to this section: Latest News' } },
      { ...heading, children: [{ type: 'text', value: 'Latest News' }] },
    ]);
  });
});
