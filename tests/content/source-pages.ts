// Finds the MDX source file behind each route of the site.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const DOCS_ROOT = path.resolve(import.meta.dirname, '../../docs/en');

export function sourceFileFor(route: string): string | undefined {
  const clean = route.replace(/^\//, '').replace(/\/$/, '');
  const candidates = clean === '' ? ['index.mdx', 'index.md'] : [`${clean}.mdx`, `${clean}.md`, `${clean}/index.mdx`, `${clean}/index.md`];
  return candidates.map((c) => path.join(DOCS_ROOT, c)).find((file) => existsSync(file));
}

export function readSource(route: string): string {
  const file = sourceFileFor(route);
  if (!file) throw new Error(`No source page for ${route}`);
  return readFileSync(file, 'utf8');
}

export function readMeta(dir: string): unknown[] {
  return JSON.parse(readFileSync(path.join(DOCS_ROOT, dir, '_meta.json'), 'utf8')) as unknown[];
}

/** The names of the pages and groups a sidebar file lists, in order: its section headers and dividers left out. */
export function metaNames(dir: string): string[] {
  return readMeta(dir).flatMap((item) => {
    if (typeof item === 'string') return [item];
    const { name } = item as { name?: unknown };
    return typeof name === 'string' ? [name] : [];
  });
}

export function allMdxFiles(dir = DOCS_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' ? [] : allMdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The route of every documentation page in docs/en/docs: those of BEHAVIOUR.md, Docs sidebar and any the site adds (index pages aside). */
export function docsPageRoutes(): string[] {
  return allMdxFiles(path.join(DOCS_ROOT, 'docs'))
    .filter((file) => !/\/index\.mdx?$/.test(file))
    .map((file) => `/${path.relative(DOCS_ROOT, file).replace(/\.mdx?$/, '').split(path.sep).join('/')}`)
    .sort();
}
