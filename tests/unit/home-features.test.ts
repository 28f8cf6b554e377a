// BEHAVIOUR.md, Routes (home): each feature card has the spec's span (2, 3, 4 or 6 of 12 columns), and on wide
// screens, where the grid has twelve columns, the spans fill every row.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const source = readFileSync('docs/en/index.mdx', 'utf8');
const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') as { features?: { title: string; span?: number }[] };
const features = frontMatter.features ?? [];

describe('home feature cards', () => {
  it('each has a span of 2, 3, 4 or 6', () => {
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect([2, 3, 4, 6], feature.title).toContain(feature.span);
  });

  it('fill every row of twelve columns', () => {
    let row = 0;
    for (const feature of features) {
      row += feature.span ?? 0;
      expect(row, `the row ending with "${feature.title}" overflows twelve columns`).toBeLessThanOrEqual(12);
      if (row === 12) row = 0;
    }
    expect(row, 'the last row is not full').toBe(0);
  });
});
