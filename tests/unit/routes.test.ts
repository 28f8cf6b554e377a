import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../content/page-rules';
import { allMdxFiles, docsPageRoutes, metaNames, readSource, sourceFileFor } from '../content/source-pages';
import { ALL_ROUTES, DOCS_GROUPS, DOCS_ROUTES } from '../spec-routes';
import { readFileSync } from 'node:fs';

describe('spec routes', () => {
  it('lists the 48 pages of the seven docs groups', () => {
    expect(DOCS_GROUPS).toHaveLength(7);
    expect(DOCS_GROUPS.flatMap((g) => g.pages)).toHaveLength(48);
  });

  it.each(ALL_ROUTES)('%s has a source page', (route) => {
    expect(sourceFileFor(route), `missing source for ${route}`).toBeDefined();
  });

  // The site adds pages beyond the spec (every CLI command, guides, reference): each must be in the sidebar, or no
  // visitor finds it by browsing.
  it('lists every docs page in the sidebar of its folder', () => {
    const unlisted = docsPageRoutes().filter((route) => {
      const parts = route.split('/').slice(1);
      const page = parts.pop() as string;
      return !metaNames(parts.join('/')).includes(page);
    });
    expect(unlisted).toEqual([]);
    expect(docsPageRoutes().length).toBeGreaterThan(DOCS_ROUTES.length);
  });
});

describe('front matter', () => {
  it.each(allMdxFiles())('%s has a title and a description', (file) => {
    const { frontmatter } = splitFrontmatter(readFileSync(file, 'utf8'));
    expect(typeof frontmatter.title).toBe('string');
    expect(String(frontmatter.title).trim()).not.toBe('');
    expect(typeof frontmatter.description).toBe('string');
    expect(String(frontmatter.description).trim().length).toBeGreaterThan(20);
  });

  it.each(docsPageRoutes())('%s has an h1 equal to its title', (route) => {
    const source = readSource(route);
    const { frontmatter, body } = splitFrontmatter(source);
    const h1 = /^# (.+)$/m.exec(body)?.[1];
    expect(h1).toBe(frontmatter.title);
  });
});
