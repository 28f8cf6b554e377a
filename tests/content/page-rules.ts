// Reads an MDX page the way the content rules see it: front matter, headings, and prose outside code.
import { parse as parseYaml } from 'yaml';

export interface PageFacts {
  frontmatter: Record<string, unknown>;
  body: string;
  h1: string[];
  h2: string[];
  proseWords: number;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
export const BANNED_PHRASES = [/lorem/i, /\bTODO\b/, /\bTBD\b/, /coming soon/i];

export function splitFrontmatter(source: string): { frontmatter: Record<string, unknown>; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) return { frontmatter: {}, body: source };
  const parsed: unknown = parseYaml(match[1]);
  const frontmatter = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { frontmatter, body: source.slice(match[0].length) };
}

/** The body with code blocks, inline code, imports and JSX tags removed. */
export function proseOf(body: string): string {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[A-Z][\s\S]*?\/>/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

export function headings(body: string, level: number): string[] {
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  const marker = '#'.repeat(level);
  const re = new RegExp(`^${marker} (.+)$`, 'gm');
  return [...withoutCode.matchAll(re)].map((m) => m[1].trim());
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

export function readPageFacts(source: string): PageFacts {
  const { frontmatter, body } = splitFrontmatter(source);
  return {
    frontmatter,
    body,
    h1: headings(body, 1),
    h2: headings(body, 2),
    proseWords: countWords(proseOf(body)),
  };
}

export function bannedPhrasesIn(source: string): string[] {
  return BANNED_PHRASES.filter((re) => re.test(source)).map((re) => re.source);
}
