// Pure functions that clean a page's search text while keeping its heading offsets (toc charIndex) true.
// Rspress uses those offsets to name the section a content hit belongs to, so every cut is made per section.

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

export interface SearchPage {
  content: string;
  toc: TocEntry[];
}

/** A line that is only an MDX component (e.g. `<PackageManagerTabs command={...} />`): markup, not prose. */
const COMPONENT_LINE = /^\s*<\/?[A-Z][\w.]*(?:\s[^\n]*)?\/?>\s*$/;

/** Drops component-only lines and collapses the blank lines they leave. */
export function withoutComponentLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !COMPONENT_LINE.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** Applies `transform` to the lead and to each heading's section, and moves every charIndex to its new place. */
export function transformSections(page: SearchPage, transform: (section: string) => string): SearchPage {
  const starts = page.toc.map((entry) => entry.charIndex);
  const bounds = [0, ...starts, page.content.length];
  let content = '';
  const toc: TocEntry[] = [];
  for (let i = 0; i < bounds.length - 1; i += 1) {
    const section = page.content.slice(bounds[i], bounds[i + 1]);
    if (i > 0) toc.push({ ...page.toc[i - 1], charIndex: content.length });
    const next = transform(section);
    // A section keeps its trailing blank line so the next heading still starts a paragraph.
    content += next.endsWith('\n\n') || i === bounds.length - 2 ? next : `${next.replace(/\n*$/, '')}\n\n`;
  }
  return { content, toc };
}
