import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseReadersQueries, queriesByRoute, questionsWithReaders, READERS_QUERIES_FILE_NAME } from '../../builder/plugins/readersQueries';
import { parseSearchQuestions, QUESTIONS_FILE_NAME, questionsRoute } from '../../builder/plugins/searchQuestions';
import { buildLocalIndex, type LocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { analyze } from '../../common/search/tokenize';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';

// docs/search-questions.json: what readers type when a page is their answer, a field of the search index.
const DOCS = 'docs/en/docs';
/** Each docs page's route, from its file: docs/en/docs/commands/build.mdx is /docs/commands/build. */
const docsRoutes = (readdirSync(DOCS, { recursive: true }) as string[])
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => `/docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''));
const FILE = `docs/${QUESTIONS_FILE_NAME}`;
const { questions, problems } = parseSearchQuestions(readFileSync(FILE, 'utf8'), new Set(docsRoutes), FILE);
const READERS_FILE = `docs/${READERS_QUERIES_FILE_NAME}`;
const readers = parseReadersQueries(readFileSync(READERS_FILE, 'utf8'), new Set(docsRoutes), READERS_FILE);
/** What the index holds as each page's questions: its own, then the readers' queries that name it. */
const fieldOf = questionsWithReaders(questions, queriesByRoute(readers.queries));

describe('the questions file', () => {
  it('names only pages of the docs, each with a list of questions', () => {
    expect(problems).toEqual([]);
  });

  it.each(docsRoutes)('gives %s at least 8 questions', (route) => {
    expect(questions.get(route)?.length ?? 0).toBeGreaterThanOrEqual(8);
  });

  it('stops a build on a broken file, naming the file and line', () => {
    expect(parseSearchQuestions('{\n  "pages": {\n    "/docs": ["a"],\n  }\n}\n', new Set(['/docs']), FILE).problems[0]).toMatch(/^docs\/search-questions\.json:4: not valid JSON/);
    const moved = '{\n  "pages": {\n    "/docs": ["a"],\n    "/docs/gone": ["b"]\n  }\n}\n';
    expect(parseSearchQuestions(moved, new Set(['/docs']), FILE).problems).toEqual([
      'docs/search-questions.json:4: "/docs/gone" is not a page of the site (renamed or deleted? move its questions with it)',
    ]);
    const blank = '{\n  "pages": {\n    "/docs": ["a", ""]\n  }\n}\n';
    expect(parseSearchQuestions(blank, new Set(['/docs']), FILE).problems).toEqual(['docs/search-questions.json:3: "/docs" must list questions as non-empty strings']);
    expect(parseSearchQuestions('[]', new Set(), FILE).problems).toEqual(['docs/search-questions.json:1: expected an object "pages" of routes to lists of questions']);
  });
});

describe('the questions in the built search index', () => {
  let index: LocalIndex;
  beforeAll(() => {
    index = buildLocalIndex(builtSearchPages(), builtSearchRest());
  }, 240_000);

  it("are a field of each page they were written for, with the readers' queries that name it", () => {
    expect(readers.problems).toEqual([]);
    const withQuestions = index.pages.filter((page) => page.questions.terms.length > 0).map((page) => questionsRoute(page.routePath));
    expect(withQuestions.sort()).toEqual([...fieldOf.keys()].sort());
  });

  it('are the field that analysing all of a page\'s questions and readers\' queries at once gives, with each one\'s own terms', () => {
    for (const [route, list] of fieldOf) {
      const page = index.pages.find((entry) => questionsRoute(entry.routePath) === route);
      const whole = analyze(list.join('\n'));
      expect(page?.questions.terms, route).toEqual(whole.terms);
      expect(page?.questions.termSet, route).toEqual(whole.counts);
      expect(page?.questionTerms.map((terms) => [...terms]), route).toEqual(list.map((question) => [...analyze(question).counts.keys()]));
    }
  });

  // A question that leads elsewhere is either answered better by another page (move it there) or too vague to help.
  it('lead to their own page: at least 95% of them find it in the first 3 hits', () => {
    const misses: string[] = [];
    let total = 0;
    for (const [route, list] of questions) {
      for (const question of list) {
        total += 1;
        const hits = searchLocalIndex(index, question).map((hit) => questionsRoute(hit.link.split('#')[0]));
        if (!hits.slice(0, 3).includes(route)) misses.push(`${route}: "${question}" -> ${hits.slice(0, 3).join(', ')}`);
      }
    }
    expect(misses.length / total, misses.join('\n')).toBeLessThanOrEqual(0.05);
    // About 1,500 searches: 40 s on CI's two CPUs alone, up to 70 s beside another test file.
  }, 180_000);
});
