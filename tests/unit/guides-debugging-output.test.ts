// The debugging and reading-CLI-output guides against the pinned CLI: every message the two pages quote as the CLI's
// (each line of an unmarked ```text block, each code span in a table column headed "The CLI prints") occurs verbatim in the
// pinned dist code or in the contract's codes.json; every E_* code they name is in codes.json; and each manifest field
// the debugging page says the build repairs is really handled by the build code, next to the message it prints.
import { describe, expect, it } from 'vitest';
import { sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { contractCodes, distText, unescapeJs } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

const PAGES = ['/docs/guides/debugging', '/docs/guides/reading-cli-output'];
const developDist = distText(['extension-develop']);
const allDist = distText();
const codes = contractCodes();
const codesText = Object.entries(codes)
  .map(([code, entry]) => `${code} ${entry.summary ?? ''}`)
  .join('\n');
const haystack = [allDist, unescapeJs(allDist), codesText].join('\n');

function bodyOf(route: string): string {
  return splitFrontmatter(readSource(route)).body;
}

/**
 * Every non-empty line of every ```text block that names no source on its fence: a block marked cli="…" or
 * cli-dist="…" is compared with its capture or the CLI's code by tests/unit/cli-quotes.test.ts.
 */
function textBlockLines(body: string): string[] {
  return [...body.matchAll(/^```text(?![^\n]*\bcli(?:-dist)?=")[^\n]*\n([\s\S]*?)^```\s*$/gm)].flatMap((m) =>
    m[1]
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

interface Table {
  header: string[];
  rows: string[][];
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every Markdown table of a piece of text, outside code blocks. */
function tablesOf(markdown: string): Table[] {
  const lines = markdown.replace(/^```[\s\S]*?^```\s*$/gm, '').split('\n');
  const tables: Table[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    if (!lines[i].trim().startsWith('|') || !/^\|\s*:?-{3,}/.test(lines[i + 1].trim())) continue;
    const header = cellsOf(lines[i]);
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length && lines[j].trim().startsWith('|'); j++) rows.push(cellsOf(lines[j]));
    tables.push({ header, rows });
    i = j;
  }
  return tables;
}

const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** Code spans of every table column headed "The CLI prints". */
function quotedTableCells(body: string): string[] {
  return tablesOf(body).flatMap((table) => {
    const column = table.header.findIndex((h) => /^The CLI prints/i.test(h));
    return column < 0 ? [] : table.rows.flatMap((row) => codeSpans(row[column] ?? ''));
  });
}

/** Top-level functions of the extension-develop dist, by name. */
const functions = new Map<string, string>();
for (const chunk of developDist.split(/\n(?=function \w+\()/)) {
  const name = /^function (\w+)\(/.exec(chunk)?.[1];
  if (name && !functions.has(name)) functions.set(name, chunk.split(/\n(?:const|let|class|export) /)[0]);
}

/** The segments of a manifest field path as the code spells them (placeholders such as <size> dropped). */
function fieldSegments(field: string): string[] {
  return field.split('.').filter((segment) => !/^<.*>$/.test(segment));
}

function touchesField(code: string, field: string): boolean {
  return fieldSegments(field).every((segment) => {
    const s = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`['"\`]${s}['"\`]|\\.${s}\\b|\\b${s}:`).test(code);
  });
}

const BROWSER_CHECK = /is(Chromium|Gecko|Webkit)BasedBrowser|isGeckoBrowser|'edge' [!=]==/;

describe('quoted CLI messages', () => {
  for (const route of PAGES) {
    const body = bodyOf(route);
    const quoted = [...textBlockLines(body), ...quotedTableCells(body)];

    it(`${route} quotes some CLI messages`, () => {
      expect(quoted.length + (body.match(/^```\w* cli="/gm)?.length ?? 0)).toBeGreaterThan(3);
    });

    it.each(quoted)(`${route}: "%s" occurs in the pinned dist or codes.json`, (message) => {
      expect(haystack.includes(message), message).toBe(true);
    });

    it(`${route}: every E_* code it names is in codes.json`, () => {
      const named = new Set(body.match(/\bE_[A-Z0-9_]+\b/g) ?? []);
      for (const code of named) expect(Object.keys(codes), code).toContain(code);
    });
  }
});

describe('manifest repairs on /docs/guides/debugging', () => {
  const body = bodyOf('/docs/guides/debugging');
  const section = sectionUnder(body, '## The manifests Chromium refuses and what the build repairs');
  const [repairs, chromiumOnly] = tablesOf(section);

  it('lists the repairs and the Chromium-only rewrites in two tables', () => {
    expect(repairs?.header[0]).toBe('Field');
    expect(repairs?.header.at(-1)).toMatch(/^The CLI prints/);
    expect(chromiumOnly?.header[0]).toBe('Field');
  });

  it('each repaired field is handled in the code that prints its reason', () => {
    for (const row of repairs.rows) {
      const field = codeSpans(row[0])[0];
      const reason = codeSpans(row.at(-1) ?? '')[0];
      const owner = [...functions.values()].find((code) => code.includes(reason) || unescapeJs(code).includes(reason));
      expect(owner, `no function prints "${reason}"`).toBeDefined();
      expect(touchesField(owner!, field), `${field} is not touched where "${reason}" is printed`).toBe(true);
    }
  });

  it('the repair table covers every repair the build code reports', () => {
    const sanitizer = [...functions.values()].find((code) => /fixes\.push\(/.test(code) && code.includes("field: 'version'"));
    expect(sanitizer).toBeDefined();
    const reported = [...sanitizer!.matchAll(/field: (['`])(.*?)\1/g)].map((m) => m[2].replace(/\$\{\w+\}/g, '*'));
    const listed = repairs.rows.map((row) => codeSpans(row[0])[0]);
    for (const field of reported) {
      const pattern = new RegExp(`^${field.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^.]+')}$`);
      expect(
        listed.some((f) => pattern.test(f.replace(/<[^>]+>/g, 'x'))),
        `the build reports a repair of ${field}, the page does not list it`,
      ).toBe(true);
    }
  });

  it('each Chromium-only rewrite is a browser-dependent change of that field in the build code', () => {
    for (const row of chromiumOnly.rows) {
      const field = codeSpans(row[0])[0];
      const found = [...functions.values()].some((code) => BROWSER_CHECK.test(code) && touchesField(code, field));
      expect(found, `no browser-dependent function touches ${field}`).toBe(true);
    }
  });
});
