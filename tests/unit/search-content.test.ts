import { describe, expect, it } from 'vitest';
import { linksToOtherPages, searchablePage, transformSections, withoutComponentLines, withoutLinkLists } from '../../builder/plugins/searchContent';

const content =
  'Lead text.\n\nUsage\n\n<PackageManagerTabs command={{ npm: "npm run dev" }} />\n\nRun the dev command.\n\nFlags\n\nFlag\tDefault\n--zip\tfalse';
const page = {
  content,
  toc: ['Usage', 'Flags'].map((text) => ({ id: text.toLowerCase(), text, depth: 2, charIndex: content.indexOf(text) })),
};

describe('search index content', () => {
  it('drops lines that are only an MDX component and keeps the prose', () => {
    const text = withoutComponentLines(page.content);
    expect(text).not.toContain('PackageManagerTabs');
    expect(text).toContain('Run the dev command.');
  });

  it('keeps every heading offset pointing at its heading after a cut', () => {
    const lean = transformSections(page, withoutComponentLines);
    expect(lean.content.length).toBeLessThan(page.content.length);
    for (const entry of lean.toc) expect(lean.content.slice(entry.charIndex).startsWith(entry.text)).toBe(true);
  });
});

describe('a page as the search index stores it', () => {
  const stored = searchablePage({ ...page, routePath: '/docs/commands/dev', title: 'extension dev' });

  it('keeps each heading once, apart from its text, and one line per paragraph or table row', () => {
    expect(stored.lead).toBe('Lead text.');
    expect(stored.sections).toEqual([
      { heading: { text: 'Usage', id: 'usage' }, body: 'Run the dev command.' },
      { heading: { text: 'Flags', id: 'flags' }, body: 'Flag\tDefault\n--zip\tfalse' },
    ]);
  });

  it('shows inline code in headings without its backticks', () => {
    const text = 'Intro.\n\nPick a target with --browser\n\nEvery command takes it.';
    const toc = [{ id: 'pick-a-target-with---browser', text: 'Pick a target with `--browser`', depth: 2, charIndex: 8 }];
    const [section] = searchablePage({ routePath: '/a', title: 'A', content: text, toc }).sections;
    expect(section).toEqual({ heading: { text: 'Pick a target with --browser', id: toc[0].id }, body: 'Every command takes it.' });
  });
});

describe('lists that only link to other pages', () => {
  const section = (text: string, body: string) => ({ heading: { text, id: text.toLowerCase().replace(/ /g, '-') }, body });
  const pages = [
    {
      routePath: '/docs/commands/dev',
      title: 'extension dev',
      lead: 'Develops.',
      sections: [
        section('Flags', 'Flag\tDefault\n--port\t8080'),
        section('Next steps', 'Reload and HMR: which edits reload.\nControl channel: what --allow-control allows.'),
      ],
    },
    {
      routePath: '/docs/features/reload-and-hmr',
      title: 'Reload and HMR',
      lead: 'Reloads.',
      sections: [section('Control channel', 'Rules.'), section('Notes', 'Reload and HMR: this page itself.\nFlags: see below.')],
    },
  ];

  it('leaves out a section whose every line names another page or heading, and keeps the rest', () => {
    const [dev, hmr] = withoutLinkLists(pages);
    expect(dev.sections.map((s) => s.heading.text)).toEqual(['Flags']);
    // "Reload and HMR" names this page, so its lines are prose about it.
    expect(hmr.sections.map((s) => s.heading.text)).toEqual(['Control channel', 'Notes']);
  });

  it('also leaves out a list whose lines open with links to other pages, whatever their words', () => {
    const source = '## Flags\n\nSee [Reload and HMR](/docs/features/reload-and-hmr#control-channel).\n\n## Next steps\n\n- [Continuous integration](/docs/guides/ci): a pipeline\n- [This page, again](/docs/commands/dev)\n';
    const links = linksToOtherPages(source, '/docs/commands/dev');
    expect([...links]).toEqual(['Reload and HMR', 'Continuous integration']);
    const dev = {
      routePath: '/docs/commands/dev',
      title: 'extension dev',
      lead: 'Develops.',
      sections: [section('Flags', 'See Reload and HMR.'), section('Next steps', 'Continuous integration: a pipeline\nReload and HMR')],
    };
    expect(withoutLinkLists([dev], new Map([[dev.routePath, links]]))[0].sections.map((s) => s.heading.text)).toEqual(['Flags']);
    // A line that opens with a link to the page itself is prose about it.
    const self = { ...dev, sections: [section('Next steps', 'Continuous integration: a pipeline\nThis page, again: more')] };
    expect(withoutLinkLists([self], new Map([[dev.routePath, links]]))[0].sections).toHaveLength(1);
  });
});
