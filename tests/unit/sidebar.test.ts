import { describe, expect, it } from 'vitest';
import { metaNames, readMeta, sourceFileFor } from '../content/source-pages';
import { DOCS_GROUPS } from '../spec-routes';

interface DirItem {
  type: 'dir';
  name: string;
  label: string;
  collapsible?: boolean;
  collapsed?: boolean;
}

const isDir = (item: unknown): item is DirItem =>
  typeof item === 'object' && item !== null && (item as { type?: string }).type === 'dir';

// Groups the site adds for pages that fit none of the groups of BEHAVIOUR.md, Docs sidebar; they follow "Commands Reference".
const ADDED_GROUPS = [
  { dir: 'guides', label: 'Guides' },
  { dir: 'reference', label: 'Reference' },
];

describe('docs sidebar', () => {
  const top = readMeta('docs');

  it('starts with Welcome and ends with Hall of fame', () => {
    expect(top[0]).toBe('welcome');
    expect(top[top.length - 1]).toBe('hall-of-fame');
  });

  it('holds the seven spec groups first, in the spec order with the spec labels, then the added groups', () => {
    const groups = top.filter(isDir).map((g) => ({ dir: g.name, label: g.label }));
    expect(groups.slice(0, DOCS_GROUPS.length)).toEqual(DOCS_GROUPS.map((g) => ({ dir: g.dir, label: g.label })));
    expect(groups.slice(DOCS_GROUPS.length)).toEqual(ADDED_GROUPS);
  });

  it('makes every group collapsible and expanded at first', () => {
    for (const group of top.filter(isDir)) {
      expect(group.collapsible, group.name).toBe(true);
      expect(group.collapsed, group.name).toBe(false);
    }
  });

  const pagesOf = (dir: string) => metaNames(`docs/${dir}`);

  it.each(DOCS_GROUPS)('lists the spec pages of $label first, in the spec order', (group) => {
    expect(pagesOf(group.dir).slice(0, group.pages.length)).toEqual(group.pages);
  });

  it.each([...DOCS_GROUPS, ...ADDED_GROUPS])('every page listed in $label has a source file', (group) => {
    for (const name of pagesOf(group.dir)) {
      expect(sourceFileFor(`/docs/${group.dir}/${name}`), `${group.dir}/${name}`).toBeDefined();
    }
  });

  // Development holds far more pages than the spec's ten: after those, the others are sorted under plain headers, so
  // a reader scanning for a browser API or an error page finds the run it is in.
  it('lists Development\'s other pages after its spec pages, under section headers that each head some pages', () => {
    const items = readMeta('docs/development');
    const spec = DOCS_GROUPS.find((group) => group.dir === 'development')?.pages ?? [];
    const headerAt = items.flatMap((item, at) => (typeof item === 'object' && (item as { type?: string }).type === 'section-header' ? [at] : []));
    expect(headerAt.map((at) => (items[at] as { label: string }).label)).toEqual(['Pages and panels', 'Browser APIs', 'Errors']);
    expect(Math.min(...headerAt)).toBeGreaterThanOrEqual(spec.length);
    for (const at of headerAt) expect(typeof items[at + 1], `a page after the header at ${at}`).toBe('string');
  });

  // The spec names create, dev, preview and build; the site documents every command of the pinned CLI
  // (tests/unit/cli-truth.test.ts checks this list against `extension --help`). The spec's four first, then
  // start, then the commands that act on a running dev session, then maintenance, then the flags they share.
  it('lists the pages of the CLI commands in Commands Reference', () => {
    expect(pagesOf('commands')).toEqual([
      'create',
      'dev',
      'preview',
      'build',
      'start',
      'logs',
      'eval',
      'storage',
      'reload',
      'inspect',
      'open',
      'doctor',
      'install',
      'uninstall',
      'publish',
      'telemetry',
      'capabilities',
      'global-flags',
    ]);
  });
});

describe('blog sidebar', () => {
  it('has Latest News followed by the announcements, newest first', () => {
    expect(readMeta('blog')).toEqual(['index', 'extension-js-4', 'announcing-2-0-0-beta', 'announcing-2-0-0-alpha']);
  });
});
