// Pure functions that turn a page's search text (Rspress's content and toc) into the sections the search index
// stores. Cuts are made per section, so that every piece of text stays under its own heading.
import type { SearchablePage } from '../../common/search/indexFile';
import { codeBySection } from './searchCode';

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

/** Inline code keeps its backticks in Rspress's headings; the index stores a heading as the page shows it. */
const shownHeading = (text: string) => text.replace(/`/g, '');

/** One line per paragraph, list item or table row: the blank lines between them carry nothing for search. */
const compactLines = (text: string) => text.replace(/[ \t]+\n/g, '\n').replace(/\n{2,}/g, '\n').trim();

/** The content starts each section with its heading line; the index stores the heading once, apart. */
function withoutHeadingLine(section: string, heading: string): string {
  const lineEnd = section.indexOf('\n');
  const firstLine = (lineEnd < 0 ? section : section.slice(0, lineEnd)).trim();
  if (firstLine !== heading) return section;
  return lineEnd < 0 ? '' : section.slice(lineEnd + 1);
}

/**
 * A page as the search index stores it: the lead, then each heading (with its depth below an h2) with the prose of
 * its section; with the page's MDX `source`, also what each section's code blocks hold for search (searchCode.ts); with
 * its front matter `description`, that sentence; with its readers' `questions` (searchQuestions.ts), those.
 */
export function searchablePage(page: SearchPage & { routePath: string; title: string; source?: string; description?: string; questions?: string[] }): SearchablePage {
  const lean = transformSections(page, withoutComponentLines);
  const starts = lean.toc.map((entry) => entry.charIndex);
  const code = page.source === undefined ? undefined : codeBySection(page.source, lean.toc.map((entry) => entry.id));
  const sections = lean.toc.map((entry, at) => {
    const text = shownHeading(entry.text);
    const section = lean.content.slice(starts[at], starts[at + 1] ?? lean.content.length);
    const heading: SearchablePage['sections'][number]['heading'] = { text, id: entry.id };
    if (entry.depth > 2) heading.depth = entry.depth;
    const body = compactLines(withoutHeadingLine(section, text));
    return code?.sections[at] ? { heading, body, code: code.sections[at] } : { heading, body };
  });
  const lead = compactLines(lean.content.slice(0, starts[0] ?? lean.content.length));
  return {
    routePath: page.routePath,
    title: page.title,
    lead,
    sections,
    ...(code?.lead ? { leadCode: code.lead } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(page.questions?.length ? { questions: page.questions.join('\n') } : {}),
  };
}

/** A link in MDX to a page of the site: its text and its route (anchor dropped). */
const SITE_LINK = /\[([^\]\n]+)\]\((\/[^)#\s]*)(?:#[^)\s]*)?\)/g;

/**
 * The texts of the links in a page's MDX source that lead to another page of the site. A list of them under a
 * heading is a list of pointers, whatever words the author gave each link ("Continuous integration" for the page
 * titled "Run Extension.js in CI").
 */
export function linksToOtherPages(source: string, routePath: string): Set<string> {
  const texts = new Set<string>();
  for (const [, text, route] of source.matchAll(SITE_LINK)) {
    if (route.replace(/\/$/, '') !== routePath) texts.add(text.replace(/`/g, ''));
  }
  return texts;
}

/**
 * Drops the sections that only point to other pages ("Next steps"): every line names another page or one of its
 * headings, or opens with a link to another page, then maybe says in a few words what is there. Those words belong
 * to the page named, which the index holds in full; here they would only make a page come up for what it links to.
 * `linkTexts` holds, per route, what `linksToOtherPages` found in that page's source.
 */
export function withoutLinkLists(pages: SearchablePage[], linkTexts: ReadonlyMap<string, Set<string>> = new Map()): SearchablePage[] {
  const namedBy = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const name of [page.title, ...page.sections.map(({ heading }) => heading.text)]) {
      namedBy.set(name, (namedBy.get(name) ?? new Set()).add(page.routePath));
    }
  }
  const namesOtherPage = (line: string, routePath: string) => {
    const colon = line.indexOf(': ');
    const name = colon > 0 ? line.slice(0, colon) : line;
    if (linkTexts.get(routePath)?.has(name.trim())) return true;
    const routes = colon > 0 ? namedBy.get(name) : undefined;
    return routes !== undefined && [...routes].some((route) => route !== routePath);
  };
  return pages.map((page) => ({
    ...page,
    sections: page.sections.filter(({ body }) => {
      const lines = body.split('\n');
      return lines.length < 2 || !lines.every((line) => namesOtherPage(line, page.routePath));
    }),
  }));
}
