import { describe, expect, it } from 'vitest';
import { capHits, HIT_LIMIT, remoteResultGroups } from '../../theme/search/searchResults';

const hits = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('search results', () => {
  it('keeps the first 7 hits across the groups, in order, and every group', () => {
    const capped = capHits([
      { group: 'docs', renderType: 'default', result: hits('d', 5) },
      { group: 'blog', renderType: 'default', result: hits('b', 5) },
      { group: 'more', renderType: 'default', result: hits('m', 2) },
    ]);
    expect(HIT_LIMIT).toBe(7);
    expect(capped.map((g) => g.result)).toEqual([hits('d', 5), ['b1', 'b2'], []]);
    expect(capped.map((g) => g.group)).toEqual(['docs', 'blog', 'more']);
  });

  it('leaves fewer than 7 hits and custom results alone, without changing its input', () => {
    const groups = [
      { group: 'docs', renderType: 'default', result: hits('d', 3) },
      { group: 'custom', renderType: 'custom', result: { html: '<p>x</p>' } },
    ];
    const before = structuredClone(groups);
    expect(capHits(groups)).toEqual(before);
    expect(groups).toEqual(before);
  });

  it('turns a remote answer into panel groups, and no answer into one empty group', () => {
    expect(remoteResultGroups([{ index: 'docs', hits: ['a'] }, { index: 'blog', hits: [] }], 'fallback')).toEqual([
      { group: 'docs', renderType: 'default', result: ['a'] },
      { group: 'blog', renderType: 'default', result: [] },
    ]);
    expect(remoteResultGroups([], 'fallback')).toEqual([{ group: 'fallback', renderType: 'default', result: [] }]);
  });
});
