import { describe, expect, it } from 'vitest';
import { bannedPhrasesIn, readPageFacts } from '../content/page-rules';
import { docsPageRoutes, readSource } from '../content/source-pages';
import { ALL_ROUTES } from '../spec-routes';

// Every docs page, those of BEHAVIOUR.md, Docs sidebar and the ones the site adds (the CLI's other commands), follows the content rules.
const DOCS_PAGES = docsPageRoutes();

const PM_TABS = /<PackageManagerTabs\s+command=\{\{([\s\S]*?)\}\}\s*\/>/g;

describe.each(DOCS_PAGES)('docs page %s', (route) => {
  const source = readSource(route);
  const facts = readPageFacts(source);

  it('has at least 250 words of prose outside code', () => {
    expect(facts.proseWords).toBeGreaterThanOrEqual(250);
  });

  it('has at least two h2 sections and ends with Next steps', () => {
    expect(facts.h2.length).toBeGreaterThanOrEqual(2);
    expect(facts.h2[facts.h2.length - 1]).toBe('Next steps');
  });

  it('links to related pages in Next steps', () => {
    const nextSteps = facts.body.split(/^## Next steps$/m)[1] ?? '';
    expect(nextSteps.match(/\]\(\/(docs|blog)\//g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('has a runnable example', () => {
    expect(/^```|<PackageManagerTabs/m.test(facts.body)).toBe(true);
  });
});

describe.each([...new Set([...ALL_ROUTES, ...DOCS_PAGES])])('page %s', (route) => {
  const source = readSource(route);

  it('has no placeholder text', () => {
    expect(bannedPhrasesIn(source)).toEqual([]);
  });

  it('shows package-manager commands in exactly the npm, yarn, pnpm and bun tabs', () => {
    for (const match of source.matchAll(PM_TABS)) {
      const keys = [...match[1].matchAll(/(\w+)\s*:\s*['"`]/g)].map((m) => m[1]);
      expect(keys).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    }
    expect(source).not.toMatch(/<PackageManagerTabs\s+command=["']/);
  });

  it('uses the tabs without importing them (every page has them; an import costs the build a parse)', () => {
    expect(source).not.toMatch(/^import\s*\{[^}]*\bPackageManagerTabs\b[^}]*\}\s*from/m);
  });
});
