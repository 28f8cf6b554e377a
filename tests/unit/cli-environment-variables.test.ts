import { describe, expect, it } from 'vitest';
import { envVarReads, envVarsRead } from '../../tools/cli/cli-surface.mjs';
import { readCaptures } from '../../tools/cli/cli-scenarios.mjs';
import { CLI_RUNTIME } from '../content/cli-help';
import { type CodeExcerpt, ENV_EFFECTS } from '../content/cli-env-effects';
import { splitFrontmatter } from '../content/page-rules';
import { distFileOneSpace, distText, oneSpace } from '../content/pinned-dist';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allMdxFiles, DOCS_ROOT, readSource } from '../content/source-pages';

// /docs/reference/cli-environment-variables against the pinned CLI's code: the names in the first column of its
// tables and in its "Also read as" notes are exactly the variables that code reads, and each numeric default the
// page gives is the fallback the code uses.
const { body } = splitFrontmatter(readSource('/docs/reference/cli-environment-variables'));
const tableRows = body
  .split('\n')
  .filter((line) => line.trim().startsWith('|') && !/^\|\s*:?-{3,}/.test(line.trim()))
  .map((line) => line.trim().slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()))
  .filter(([first]) => /^`[A-Za-z_][A-Za-z0-9_()]*\*?`$/.test(first ?? ''));
const nameOf = (cell: string) => cell.slice(1, -1).replace(/\*$/, '');
const aliasesIn = (row: string[]) =>
  [...row.join(' ').matchAll(/Also read as ([^.|]+)/g)].flatMap(([, list]) => [...list.matchAll(/`([A-Z_][A-Z0-9_]*)`/g)].map((m) => m[1]));

const DIST_TEXT = distText();

describe('the CLI environment variables reference', () => {
  const read = envVarsRead(CLI_RUNTIME);
  const documented = new Set([...tableRows.map(([first]) => nameOf(first)), ...tableRows.flatMap(aliasesIn)]);

  it('finds the variables the pinned CLI reads, by name, through a helper and through a constant', () => {
    expect(read.length).toBeGreaterThan(60);
    expect(read).toContain('EXTENSION_CLI_NO_BROWSER');
    const hows = [...envVarReads(CLI_RUNTIME).values()].flat();
    expect(hows.filter((how: string) => how.startsWith('helper ')).length, 'names read through a helper such as envMs').toBeGreaterThan(3);
    expect(hows.filter((how: string) => how.startsWith('constant ')).length, 'names read through a constant').toBeGreaterThan(0);
  });

  it('names every variable the code reads', () => {
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names no variable the code does not read', () => {
    const known = new Set(read);
    expect([...documented].filter((name) => !known.has(name)).sort()).toEqual([]);
  });

  it('gives as a numeric default the number the code falls back to', () => {
    const problems: string[] = [];
    for (const [first, , fallback] of tableRows) {
      const number = /^`(\d+(?:\.\d+)?)`$/.exec(fallback ?? '')?.[1];
      if (!number) continue;
      const name = nameOf(first);
      const near = [...DIST_TEXT.matchAll(new RegExp(`${name}(?![A-Z0-9_])`, 'g'))].some((m) =>
        new RegExp(`(?<![\\d.])${number.replace('.', '\\.')}(?![\\d.])`).test(DIST_TEXT.slice(Math.max(0, m.index - 400), m.index + 400)),
      );
      if (!near) problems.push(`${name}: ${number}`);
    }
    expect(problems).toEqual([]);
  });
});

// What a row says a variable does, against the code that reads it and the captured runs: one reviewed record per
// variable (tests/content/cli-env-effects.ts).
const rowOf = (name: string) => tableRows.find(([first]) => nameOf(first) === name)?.join(' | ') ?? '';
const rowNaming = (name: string) => rowOf(name) || (tableRows.find((row) => aliasesIn(row).includes(name))?.join(' | ') ?? '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const readsOf = (text: string, name: string) => [...text.matchAll(new RegExp(`(?<![A-Za-z0-9_])${escaped(name)}(?![A-Za-z0-9_])`, 'g'))].map((m) => m.index);
// How far an excerpt may sit from a read of its variable: the code that decides an effect is the read's own statement
// or its neighbour.
const NEAR = 300;

function excerptProblem(name: string, { file, code, through, elsewhere }: CodeExcerpt): string | undefined {
  const text = distFileOneSpace(file);
  const at = text.indexOf(oneSpace(code));
  if (at < 0) return `${file} no longer holds: ${code}`;
  if (elsewhere) return undefined;
  if (through) {
    const body = text.indexOf(`function ${through.fn}(`);
    if (body < 0 || !readsOf(text.slice(body, body + NEAR), name).length) return `${through.fn} in ${file} no longer reads ${name}`;
    if (through.alias && !text.includes(`${through.alias}: ()=>${through.fn}`)) return `${file} no longer exports ${through.fn} as ${through.alias}`;
    return code.includes(through.alias ?? through.fn) ? undefined : `the excerpt does not call ${through.alias ?? through.fn}: ${code}`;
  }
  const near = readsOf(text, name).some((read) => read >= at - NEAR && read <= at + code.length + NEAR);
  return near ? undefined : `${file}: the excerpt is no longer within ${NEAR} characters of a read of ${name}: ${code}`;
}

describe('the effects the variables page states, against a reviewed excerpt of the code that reads each variable', () => {
  const read = envVarsRead(CLI_RUNTIME);
  const recorded = ENV_EFFECTS.map((effect) => effect.name);
  const captures = (readCaptures() as { scenarios: Record<string, { stdout: string; stderr: string }> }).scenarios;
  const printed = (id: string) => (captures[id] ? `${captures[id].stdout}\n${captures[id].stderr}` : undefined);

  it('has one record for every variable the code reads, and none for a name it does not read', () => {
    expect(read.filter((name) => !recorded.includes(name)), 'read without a record').toEqual([]);
    expect(recorded.filter((name) => !read.includes(name)), 'a record for a name the code does not read').toEqual([]);
    expect(recorded.filter((name, index) => recorded.indexOf(name) !== index), 'two records').toEqual([]);
  });

  it('finds each excerpt in its dist file, next to a read of the variable or in a call of the function that reads it', () => {
    const problems = ENV_EFFECTS.flatMap((effect) => effect.code.map((excerpt) => excerptProblem(effect.name, excerpt)).filter(Boolean));
    expect(problems).toEqual([]);
  });

  it('finds the words of each record in the page\'s row of that variable', () => {
    const problems = ENV_EFFECTS.filter((effect) => !oneSpace(rowNaming(effect.name)).includes(oneSpace(effect.row))).map(
      (effect) => `${effect.name}: the row no longer says "${effect.row}"`,
    );
    expect(problems).toEqual([]);
  });

  it('finds the line each record quotes in the captured run with the variable set, and not in the run without it', () => {
    const problems: string[] = [];
    for (const { name, scenarios = [] } of ENV_EFFECTS) {
      for (const { id, line, absentIn } of scenarios) {
        const output = printed(id);
        if (output === undefined) problems.push(`${name}: no captured run ${id}`);
        else if (!output.includes(line)) problems.push(`${name}: ${id} does not print "${line}"`);
        const other = absentIn ? printed(absentIn) : undefined;
        if (absentIn && (other === undefined || other.includes(line))) problems.push(`${name}: ${absentIn} is missing or prints "${line}" too`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('EXTENSION_NO_INSTALL_PROMPT: only the browser-download question reads it, not the dependency installs', () => {
    expect(DIST_TEXT.indexOf('canPromptForInstall')).toBeGreaterThan(DIST_TEXT.indexOf('./browsers/'));
    expect(rowOf('EXTENSION_NO_INSTALL_PROMPT')).not.toMatch(/install missing dependencies/);
  });

  it('gives each variable read through a helper the helper\'s fallback as its default', () => {
    const problems: string[] = [];
    for (const match of DIST_TEXT.matchAll(/envMs\('([A-Z_]+)', (\d+)\)/g)) {
      if (!rowOf(match[1]).includes(`\`${match[2]}\``)) problems.push(`${match[1]}: ${match[2]}`);
    }
    expect(problems).toEqual([]);
  });
});

// Names on our pages that are the reader's own, not the CLI's: the CLI reads them only through a pattern.
const READERS_OWN: Record<string, string> = {
  EXTENSION_API_SECRET: 'the environment-variables page\'s example of a private variable that a .json or .html file would leak',
};
const isReadersOwn = (name: string) => name.startsWith('EXTENSION_PUBLIC_') || name in READERS_OWN;

describe('variables named anywhere on the site', () => {
  const read = new Set(envVarsRead(CLI_RUNTIME));
  const sources = allMdxFiles().map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('are read by the pinned CLI, except the reader\'s own EXTENSION_PUBLIC_* examples and the reviewed list', () => {
    const unknown: string[] = [];
    for (const { file, text } of sources) {
      for (const [name] of text.matchAll(/\b(?:EXTENSION|EXTJS)_[A-Z0-9_]*[A-Z0-9]\b/g)) {
        if (!read.has(name) && !isReadersOwn(name)) unknown.push(`${path.relative(DOCS_ROOT, file)}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('keeps the reviewed list to names a page still uses and the CLI does not read', () => {
    const text = sources.map((source) => source.text).join('\n');
    for (const name of Object.keys(READERS_OWN)) {
      expect(text, name).toContain(name);
      expect(read.has(name), name).toBe(false);
    }
  });
});
