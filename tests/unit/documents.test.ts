// The documents agree with the code: README.md, every folder's README, BEHAVIOUR.md, CONTRIBUTING.md and the code
// comments name only files that exist, cite BEHAVIOUR.md by a heading it has, state budgets as bench/budgets.json
// sets them, and the README maps every top-level folder. Each failure names the file, the line and what is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_LABELS } from '../../i18n.overrides';
import { HIT_LIMIT } from '../../common/search/hitLimit';
import { ANCHOR_OFFSET_PX } from '../../theme/outline/anchorOffset';
import {
  behaviourHeadings,
  behaviourMentions,
  budgetStatements,
  budgetValue,
  citedHeading,
  codeFiles,
  commentLines,
  documentFiles,
  pathExists,
  pathWords,
  proseLinesOf,
  REPO_ROOT,
  repoFiles,
  type TextLine,
  topLevelFolders,
} from '../content/repo-documents';
import { strayTableRows } from '../content/stray-table-rows';

const documentLines = (): TextLine[] => documentFiles().flatMap(proseLinesOf);
const allCommentLines = (): TextLine[] => codeFiles().flatMap(commentLines);
const where = ({ file, line }: TextLine) => `${file}:${line}`;
/** The text of the line before or after `index` when it is the next line of the same file, else ''. */
const sameFileBefore = (lines: TextLine[], index: number) =>
  lines[index - 1]?.file === lines[index].file && lines[index - 1].line === lines[index].line - 1 ? lines[index - 1].text : '';
const sameFileAfter = (lines: TextLine[], index: number) =>
  lines[index + 1]?.file === lines[index].file && lines[index + 1].line === lines[index].line + 1 ? lines[index + 1].text : '';

describe('every repo path a document or a code comment names exists', () => {
  it.each([
    ['documents (README.md, folder READMEs, BEHAVIOUR.md, CONTRIBUTING.md)', documentLines],
    ['code comments', allCommentLines],
  ])('%s', (_, lines) => {
    const missing = lines().flatMap((entry) =>
      pathWords(entry.text, entry.file)
        .filter((word) => !pathExists(word, entry.file))
        .map((word) => `${where(entry)}: names ${word}, which does not exist`),
    );
    expect(missing).toEqual([]);
  });
});

describe('BEHAVIOUR.md is cited by its headings', () => {
  const headings = behaviourHeadings().map((h) => h.heading);
  const known = `BEHAVIOUR.md's headings: ${headings.join(' | ')}`;

  /** A line and, when the citation wraps after its comma, the next line (comment markers removed). */
  function citations(lines: TextLine[]) {
    return lines.flatMap((entry, index) =>
      behaviourMentions(entry.text).map((after) => {
        const next = lines[index + 1];
        const wrapped = /^,\s*$/.test(after) && next?.file === entry.file ? `, ${next.text.replace(/^\s*(\/\/|\*)?\s*/, '')}` : after;
        return { entry, after: wrapped };
      }),
    );
  }

  it('in code, every mention reads "BEHAVIOUR.md, " and one of its headings', () => {
    // The checker and this test speak of the file itself, not of a behaviour.
    const checkers = new Set(['tests/unit/documents.test.ts', 'tests/content/repo-documents.ts']);
    const codeLines = codeFiles().filter((file) => !checkers.has(file)).flatMap((file) =>
      readFileSync(path.join(REPO_ROOT, file), 'utf8')
        .split('\n')
        .map((text, index) => ({ file, line: index + 1, text })),
    );
    const wrong = citations(codeLines)
      // A mention followed by a quote is the file's name in code (a test reading it), not a citation.
      .filter(({ after }) => !/^['"`]/.test(after) && !citedHeading(after, headings))
      .map(({ entry, after }) => `${where(entry)}: "BEHAVIOUR.md${after.slice(0, 40)}" names no heading of BEHAVIOUR.md`);
    expect(wrong, known).toEqual([]);
  });

  it('in documents, every "BEHAVIOUR.md, <heading>" citation names one of its headings', () => {
    const wrong = citations(documentLines())
      .filter(({ after }) => after.startsWith(', ') && !citedHeading(after, headings))
      .map(({ entry, after }) => `${where(entry)}: "BEHAVIOUR.md${after.slice(0, 40)}" names no heading of BEHAVIOUR.md`);
    expect(wrong, known).toEqual([]);
  });
});

describe('each section of BEHAVIOUR.md names its code and its tests', () => {
  const lines = proseLinesOf('BEHAVIOUR.md');
  const headings = behaviourHeadings();
  const sections = headings.map((h, index) => ({
    ...h,
    body: lines.filter((l) => l.line > h.line && l.line < (headings[index + 1]?.line ?? Number.POSITIVE_INFINITY)),
  }));

  it.each(sections.map((s) => [s.heading, s] as const))('%s', (_, section) => {
    const problems: string[] = [];
    const listed = (label: string) => {
      const entry = section.body.find((l) => l.text.startsWith(`${label}: `));
      if (!entry) {
        problems.push(`BEHAVIOUR.md:${section.line}: section "${section.heading}" has no line starting "${label}: " that names its ${label === 'Code' ? 'modules' : 'tests'}`);
        return [];
      }
      const words = [...entry.text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      if (words.length === 0) problems.push(`${where(entry)}: "${label}:" names no path in backticks`);
      for (const word of words) {
        if (!pathExists(word, 'BEHAVIOUR.md')) problems.push(`${where(entry)}: names ${word}, which does not exist`);
        const isTest = word.startsWith('tests/');
        if (label === 'Tests' && !isTest) problems.push(`${where(entry)}: ${word} is not a test (tests/...)`);
        if (label === 'Code' && isTest) problems.push(`${where(entry)}: ${word} is a test; list it under "Tests:"`);
      }
      return words;
    };
    listed('Code');
    listed('Tests');
    expect(problems).toEqual([]);
  });

  it('the Constants table states the values the code uses', () => {
    const row = (name: string) => lines.find((l) => l.text.startsWith(`| ${name} |`))?.text ?? '';
    expect(row('Hits per search')).toContain(`| ${HIT_LIMIT} |`);
    expect(row('Navbar scroll offset')).toContain(`| ${ANCHOR_OFFSET_PX} px |`);
    const labels = [...row('Labels').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(Object.values(EN_LABELS), `label "${label}" in BEHAVIOUR.md, Constants`).toContain(label);
  });
});

describe('the top-level README maps the repository', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8').split('\n');

  it.each(topLevelFolders())('%s/ has a row, linking its README when it has one', (folder) => {
    const row = readme.find((line) => line.startsWith('|') && line.split('|')[1]?.includes(`\`${folder}/\``));
    expect(row, `README.md has no map row whose first cell is \`${folder}/\``).toBeDefined();
    if (existsSync(path.join(REPO_ROOT, folder, 'README.md'))) {
      expect(row, `README.md's row for ${folder}/ does not link ${folder}/README.md`).toContain(`(${folder}/README.md)`);
    }
  });

  it('maps no folder that is gone', () => {
    const stale = readme
      .map((line, index) => ({ line: index + 1, cell: line.startsWith('|') ? (line.split('|')[1] ?? '') : '' }))
      .flatMap(({ line, cell }) => [...cell.matchAll(/`([^`/]+)\/`/g)].map((m) => ({ line, folder: m[1] })))
      .filter(({ folder }) => !existsSync(path.join(REPO_ROOT, folder)))
      .map(({ line, folder }) => `README.md:${line}: a map row names ${folder}/, which does not exist`);
    expect(stale).toEqual([]);
  });

  it('stays short enough to read in two minutes', () => {
    expect(readme.length).toBeLessThanOrEqual(125);
  });
});

describe('every table in a document is read as a table', () => {
  it.each(documentFiles())('%s', (file) => {
    const stray = strayTableRows(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
    expect(stray.map((line) => `${file}:${line}`), 'rows GitHub shows as text: indent them as the rows above').toEqual([]);
  });
});

describe('every folder of more than a handful of files says what it holds', () => {
  const HANDFUL = 8;
  const counts = new Map<string, number>();
  for (const file of repoFiles()) {
    const dir = path.posix.dirname(file);
    if (dir !== '.') counts.set(dir, (counts.get(dir) ?? 0) + 1);
  }
  const crowded = [...counts].filter(([, count]) => count > HANDFUL).map(([dir]) => dir);

  it.each(crowded)('%s', (dir) => {
    const own = existsSync(path.join(REPO_ROOT, dir, 'README.md'));
    const parentReadme = path.join(REPO_ROOT, path.posix.dirname(dir), 'README.md');
    const byParent =
      existsSync(parentReadme) && readFileSync(parentReadme, 'utf8').includes(`\`${path.posix.basename(dir)}/\``);
    expect(own || byParent, `${dir}/ holds more than ${HANDFUL} files and no README.md (its own, or its parent's naming \`${path.posix.basename(dir)}/\`)`).toBe(true);
  });
});

describe('a document that states a budget states bench/budgets.json’s value', () => {
  const lines = () => [...documentLines(), ...allCommentLines()];

  it('every "(bench/budgets.json, <key>)" citation names a key and its value', () => {
    const all = lines();
    const wrong = all.flatMap((entry, index) =>
      budgetStatements(entry.text, sameFileBefore(all, index))
        .filter(({ figure, key }) => budgetValue(key) !== figure)
        .map(({ figure, key }) => `${where(entry)}: states ${figure} for ${key}, which bench/budgets.json sets to ${JSON.stringify(budgetValue(key))}`),
    );
    expect(wrong).toEqual([]);
  });

  it('a budget figure written without its citation is found', () => {
    const units: [RegExp, string][] = [
      [/GzipKiB$/, 'KiB'],
      [/GzipKB$/, 'kB'],
      [/Ms$/, 'ms'],
    ];
    const figures: { key: string; text: string }[] = [];
    const walk = (node: unknown, key: string) => {
      if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
      else if (typeof node === 'number') {
        const unit = units.find(([pattern]) => pattern.test(key))?.[1];
        // A growth limit (scale.*Growth*) is a difference between two runs; "100 ms" elsewhere (a sampling interval,
        // a delay) is not a statement of it.
        if (unit && !/Growth/.test(key)) figures.push({ key, text: `${node} ${unit}` });
      }
    };
    walk(JSON.parse(readFileSync(path.join(REPO_ROOT, 'bench/budgets.json'), 'utf8')), '');
    const all = lines();
    const uncited = all.flatMap((entry, index) =>
      figures
        .filter(({ text }) => new RegExp(`(^|[^\\d.,])${text.replace('.', '\\.')}\\b`).test(entry.text))
        // The citation may follow on the next line.
        .filter(({ key }) => ![entry.text, `${entry.text} ${sameFileAfter(all, index)}`].some((t) => budgetStatements(t).some((s) => s.key === key)))
        .map(({ key, text }) => `${where(entry)}: states ${text} without citing it as (bench/budgets.json, ${key})`),
    );
    expect(uncited).toEqual([]);
  });
});

describe('the finders the tests above rely on', () => {
  it('see a missing path, a wrong citation and a wrong budget', () => {
    expect(pathWords('see theme/loading/ReadySignal.tsx and `theme/index.css`', 'README.md')).toEqual([
      'theme/loading/ReadySignal.tsx',
      'theme/index.css',
    ]);
    expect(pathExists('theme/loading/ReadySignal.tsx', 'README.md')).toBe(false);
    expect(pathExists('switches.css', 'theme/switches/uiSwitches.ts')).toBe(true);
    expect(pathWords('https://example.org/a/b.js, @rspress/core/dist/x.js, docs/en/<group>/<page>.mdx', 'README.md')).toEqual([]);
    expect(citedHeading(', Search: the dialog', ['Search', 'Site'])).toBe('Search');
    expect(citedHeading(', Searching', ['Search'])).toBeUndefined();
    expect(citedHeading(' ("404 page")', ['Routes'])).toBeUndefined();
    expect(budgetStatements('at most 110 KiB of gzip (bench/budgets.json, search.firstHitsGzipKiB).')).toEqual([
      { figure: 110, key: 'search.firstHitsGzipKiB' },
    ]);
    expect(readdirSync(REPO_ROOT)).toContain('BEHAVIOUR.md');
    expect(strayTableRows('- a list item:\n\n  | A | B |\n  | --- | --- |\n  | 1 | 2 |\n| 3 | 4 |\n')).toEqual([6]);
    expect(strayTableRows('| A | B |\n| --- | --- |\n| 1 | 2 |\n\n```text\n| not | a row |\n```\n')).toEqual([]);
  });
});
