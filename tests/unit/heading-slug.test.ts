import { slug } from '@rspress/shared/github-slugger';
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { headingSlug } from '../../common/headings/headingSlug';

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith('.mdx') ? [full] : [];
  });
}

describe('headingSlug', () => {
  it('gives every heading of the site the id Rspress (github-slugger) gives it', () => {
    const headings = mdxFiles('docs/en').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1].replace(/`/g, '')),
    );
    expect(headings.length).toBeGreaterThan(100);
    for (const text of [...headings, 'Déjà vu — 2.0 (beta)!', 'a_b c-d', '日本語 テキスト']) {
      expect(headingSlug(text), text).toBe(slug(text.trim()));
    }
  });
});
