// Readers' questions for each page (docs/search-questions.json), a field of the search index: the words readers type
// when a page is their answer, which its own prose may not use (common/search/README.md, "How a query is ranked").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lineAt, parseJsonFile } from './jsonLines';

/** The questions' file, in the docs root (`root` of rspress.config.ts): next to the content they describe. */
export const QUESTIONS_FILE_NAME = 'search-questions.json';

/** A route as the questions file names it: no trailing slash ("/docs", where the index says "/docs/"). */
export const questionsRoute = (routePath: string) => routePath.replace(/(.)\/$/, '$1');

/** The line that holds `route` as a key, for an error message (1 when it is not found). */
const lineOfKey = (text: string, route: string) => lineAt(text, text.indexOf(`${JSON.stringify(route)}:`));

/**
 * The questions of `text` (the file's content) by route, or the problems found, each naming `file` and a line: a
 * file that is not JSON, a `pages` that is not an object, a list that is not of non-empty strings, or a route that is
 * not one of `routes` (a page renamed or deleted).
 */
export function parseSearchQuestions(text: string, routes: ReadonlySet<string>, file: string): { questions: Map<string, string[]>; problems: string[] } {
  const questions = new Map<string, string[]>();
  const parsed = parseJsonFile(text, file);
  if ('problem' in parsed) return { questions, problems: [parsed.problem] };
  const pages = (parsed.value as { pages?: unknown } | null)?.pages;
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages)) return { questions, problems: [`${file}:1: expected an object "pages" of routes to lists of questions`] };
  const problems: string[] = [];
  for (const [route, list] of Object.entries(pages)) {
    const at = `${file}:${lineOfKey(text, route)}`;
    if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string' || entry.trim() === '')) problems.push(`${at}: "${route}" must list questions as non-empty strings`);
    else if (!routes.has(route)) problems.push(`${at}: "${route}" is not a page of the site (renamed or deleted? move its questions with it)`);
    else questions.set(route, list);
  }
  return { questions, problems };
}

/**
 * The questions file of the docs in `docsRoot`, checked against the site's `routes`; a problem stops the build. Docs
 * without the file (an older commit's, as tools/search-engines/rounds.ts builds them, or a test's fixture) have none.
 */
export function readSearchQuestions(routes: ReadonlySet<string>, docsRoot: string): Map<string, string[]> {
  const file = path.join(docsRoot, QUESTIONS_FILE_NAME);
  if (!existsSync(file)) return new Map();
  const text = readFileSync(file, 'utf8');
  const { questions, problems } = parseSearchQuestions(text, routes, path.relative(process.cwd(), file));
  if (problems.length > 0) throw new Error(`Search questions:\n${problems.join('\n')}`);
  return questions;
}
