import { describe, expect, it } from 'vitest';
import { capSection, transformSections, withoutComponentLines } from '../../plugins/searchContent';

const content =
  'Lead text.\n\nUsage\n\n<PackageManagerTabs command={{ npm: "npm run dev" }} />\n\nRun the dev command.\n\nFlags\n\nFlag\tDefault\n--zip\tfalse';
const page = {
  content,
  toc: ['Usage', 'Flags'].map((text) => ({ id: text.toLowerCase(), text, depth: 2, charIndex: content.indexOf(text) })),
};

describe('search index content', () => {
  it('drops lines that are only an MDX component and keeps the prose', () => {
    const text = withoutComponentLines(page.content);
    expect(text).not.toContain('PackageManagerTabs');
    expect(text).toContain('Run the dev command.');
  });

  it('keeps every heading offset pointing at its heading after a cut', () => {
    const lean = transformSections(page, withoutComponentLines);
    expect(lean.content.length).toBeLessThan(page.content.length);
    for (const entry of lean.toc) expect(lean.content.slice(entry.charIndex).startsWith(entry.text)).toBe(true);
  });

  it('caps a long section at a word boundary but keeps the first cell of each table line', () => {
    const section = `Flags\n\n${'word '.repeat(40)}\n\nFlag\tDefault\tMeaning\n--zip-filename\tname\t${'long '.repeat(30)}`;
    const capped = capSection(section, 120);
    expect(capped.length).toBeLessThanOrEqual(120 + '--zip-filename'.length + 'Flag'.length + 2);
    expect(capped).toContain('--zip-filename');
    expect(capped).not.toMatch(/\bwor$/);
  });

  it('leaves a short section as it is', () => {
    expect(capSection('Usage\n\nShort.', 320)).toBe('Usage\n\nShort.');
  });
});
