import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../content/page-rules';
import { cliHelp, commandsOfHelp } from '../content/cli-help';
import { allMdxFiles, docsPageRoutes, readSource, sourceFileFor } from '../content/source-pages';
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

  it('has no docs page outside the spec but one page for each other command of the CLI', () => {
    const commandPages = new Set(commandsOfHelp(cliHelp()).map((command) => `/docs/commands/${command}`));
    const extra = docsPageRoutes().filter((route) => !DOCS_ROUTES.includes(route));
    expect(extra.filter((route) => !commandPages.has(route))).toEqual([]);
    expect(extra.length).toBeGreaterThan(0);
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
