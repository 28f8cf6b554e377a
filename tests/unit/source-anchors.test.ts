import { describe, expect, it } from 'vitest';
import { headingIds, referenceProblems } from '../../builder/plugins/sourceChecks';

// CONTRIBUTING.md: a link to a heading of another page that is not there stops the build, with the line.
describe('links to a section of another page', () => {
  const target = ['# Title', '', '## Wait with `--wait`', '', '```md', '## Not a heading', '```', '## Wait with --wait', '## Custom {#my-id}'].join('\n');

  it('know the ids the build gives headings, repeated ones numbered, code blocks skipped', () => {
    expect([...(headingIds(target) ?? [])]).toEqual(['title', 'wait-with---wait', 'wait-with---wait-1', 'my-id']);
    expect(headingIds('{/* generated: codes */}\n## A')).toBeUndefined();
  });

  it('name the file, line and column of a link to a missing section, and pass a real one', () => {
    const ids = headingIds(target) ?? new Set<string>();
    const exists = { picture: () => true, page: () => true, anchor: (_route: string, id: string) => ids.has(id) };
    const source = ['# Page', '', 'See [waiting](/docs/a#wait-with---wait).', 'And [gone](/docs/a#no-such-part) here.'].join('\n');
    expect(referenceProblems('docs/en/page.mdx', source, exists)).toEqual([
      { file: 'docs/en/page.mdx', line: 4, column: 5, message: 'dead link: /docs/a has no heading #no-such-part' },
    ]);
  });
});
