import { describe, expect, it } from 'vitest';
import { transformSections, withoutComponentLines } from '../../plugins/searchContent';

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
});
