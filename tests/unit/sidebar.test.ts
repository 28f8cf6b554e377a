import { describe, expect, it } from 'vitest';
import { readMeta } from '../content/source-pages';
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

describe('docs sidebar', () => {
  const top = readMeta('docs');

  it('starts with Welcome and ends with Hall of fame', () => {
    expect(top[0]).toBe('welcome');
    expect(top[top.length - 1]).toBe('hall-of-fame');
  });

  it('holds the seven groups in the spec order with the spec labels', () => {
    const groups = top.filter(isDir).map((g) => ({ dir: g.name, label: g.label }));
    expect(groups).toEqual(DOCS_GROUPS.map((g) => ({ dir: g.dir, label: g.label })));
  });

  it('makes every group collapsible and expanded at first', () => {
    for (const group of top.filter(isDir)) {
      expect(group.collapsible, group.name).toBe(true);
      expect(group.collapsed, group.name).toBe(false);
    }
  });

  const pagesOf = (dir: string) =>
    readMeta(`docs/${dir}`).map((item) => (typeof item === 'string' ? item : (item as { name: string }).name));

  it.each(DOCS_GROUPS)('holds every spec page of $label, in the spec order relative to each other', (group) => {
    const names = pagesOf(group.dir).filter((name) => group.pages.includes(name));
    expect(names).toEqual(group.pages);
  });

  it.each(DOCS_GROUPS.filter((g) => g.dir !== 'commands'))('lists no page in $label beyond the spec', (group) => {
    expect(pagesOf(group.dir)).toEqual(group.pages);
  });

  // The spec names create, dev, preview and build; the site documents every command of the pinned CLI
  // (tests/unit/cli-truth.test.ts checks this list against `extension --help`). Lifecycle first, then the
  // commands that act on a running dev session, then maintenance.
  it('lists exactly the pages of the CLI commands in Commands Reference', () => {
    expect(pagesOf('commands')).toEqual([
      'create',
      'dev',
      'start',
      'preview',
      'build',
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
    ]);
  });
});

describe('blog sidebar', () => {
  it('has Latest News followed by the announcements, newest first', () => {
    expect(readMeta('blog')).toEqual(['index', 'announcing-2-0-0-beta', 'announcing-2-0-0-alpha']);
  });
});
