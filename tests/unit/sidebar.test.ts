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

  it.each(DOCS_GROUPS)('lists the pages of $label in the spec order', (group) => {
    const names = readMeta(`docs/${group.dir}`).map((item) =>
      typeof item === 'string' ? item : (item as { name: string }).name,
    );
    expect(names).toEqual(group.pages);
  });
});

describe('blog sidebar', () => {
  it('has Latest News followed by the announcements, newest first', () => {
    expect(readMeta('blog')).toEqual(['index', 'announcing-2-0-0-beta', 'announcing-2-0-0-alpha']);
  });
});
