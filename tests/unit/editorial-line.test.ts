import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headings, splitFrontmatter } from '../content/page-rules';
import { allMdxFiles, DOCS_ROOT, readSource } from '../content/source-pages';
import { builtSiteDir } from './builtSite';

// BEHAVIOUR.md ("Site"), the project's editorial line: no page is aimed at the users of named competing frameworks
// (no comparison, no "migrate from <tool>" guide, no section per tool), and extension.dev is the project's sponsor,
// not its owner.
const COMPETING_FRAMEWORKS = /\b(WXT|Plasmo|CRXJS)\b/i;
// "## Migrate from X", "## Moving from X", "## Coming from X", "## Switch from X" and "## From X", X a name (capital
// letter) other than Extension.js itself: "From manifest.json to entries" or "Upgrade from Extension.js 3.x" pass.
const FROM_TOOL_HEADING =
  /(?:\b(?:[Mm]igrat\w*|[Mm]ov\w*|[Ss]witch\w*|[Cc]oming|[Pp]ort\w*)\s+from\s+|^From\s+)(?!Extension\.js)[A-Z]/;

const pages = allMdxFiles().map((file) => ({ name: path.relative(DOCS_ROOT, file), source: readFileSync(file, 'utf8') }));

describe('no page is aimed at the users of a named competing framework', () => {
  it('finds the pages it checks', () => {
    expect(pages.length).toBeGreaterThan(80);
  });

  it.each(pages.map(({ name, source }) => [name, source] as const))('%s names no competing framework', (_name, source) => {
    const lines = source.split('\n').filter((line) => COMPETING_FRAMEWORKS.test(line));
    expect(lines).toEqual([]);
  });

  it.each(pages.map(({ name, source }) => [name, source] as const))('%s has no "from <tool>" heading', (_name, source) => {
    const { body } = splitFrontmatter(source);
    const fromHeadings = [2, 3, 4].flatMap((level) => headings(body, level)).filter((text) => FROM_TOOL_HEADING.test(text));
    expect(fromHeadings).toEqual([]);
  });

  it('has no comparison page, and no page links to one', () => {
    expect(existsSync(path.join(DOCS_ROOT, 'docs/guides/compare.mdx'))).toBe(false);
    const linking = pages.filter(({ source }) => /\]\(\/docs\/guides\/compare\b|href="\/docs\/guides\/compare\b/.test(source));
    expect(linking.map(({ name }) => name)).toEqual([]);
  });

  it('the FAQ asks no question that compares Extension.js with other tools', () => {
    const { body } = splitFrontmatter(readSource('/docs/guides/faq'));
    const questions = headings(body, 3);
    expect(questions.length).toBeGreaterThan(10);
    expect(questions.filter((question) => /\bcompare|\bvs\.?\b|\bversus\b|\balternative/i.test(question))).toEqual([]);
  });

  it('the llms files the build writes for tools name no competing framework either', () => {
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const text = readFileSync(path.join(builtSiteDir(), file), 'utf8');
      expect(text.split('\n').filter((line) => COMPETING_FRAMEWORKS.test(line)), file).toEqual([]);
    }
  });
});

describe('who stands behind the project', () => {
  const hallOfFame = readSource('/docs/hall-of-fame');

  it('the hall of fame says that extension.dev sponsors Extension.js', () => {
    expect(hallOfFame).toMatch(/extension\.dev sponsors Extension\.js/);
  });

  it('no page says that extension.dev builds, owns or is behind Extension.js', () => {
    const claim = /(behind|team of|makers of)\s+\[?extension\.dev|extension\.dev\]?(\([^)]*\))?\**,?\s+(builds|owns|makes|created|maintains|is the company)/i;
    expect(pages.filter(({ source }) => claim.test(source)).map(({ name }) => name)).toEqual([]);
  });
});

describe('the blog index', () => {
  it('dates 3.0.0 by its announcement of February 18, 2026', () => {
    const index = readSource('/blog/');
    expect(index).toMatch(/3\.0\.0 was announced on February 18, 2026/);
    expect(index).not.toMatch(/3\.0\.0[^.]*January 2026/);
  });
});
