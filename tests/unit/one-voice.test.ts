// docs/README.md ("How the pages speak"): the parts of the content guide that a machine can check, so that two pages
// never teach the same thing two ways.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseLines } from '../../builder/plugins/sourceChecks';
import { commandLinesOf } from '../content/command-lines';
import { allMdxFiles, DOCS_ROOT } from '../content/source-pages';

const pages = allMdxFiles().map((file) => ({ name: path.relative(DOCS_ROOT, file), source: readFileSync(file, 'utf8') }));
const guide = readFileSync('docs/README.md', 'utf8');

// Flags that take a value, from every command's --help as the pinned CLI prints it (`--browser <browser>`);
// tests/unit/cli-output.test.ts keeps this record equal to the installed CLI.
const helpTexts = Object.entries(
  (JSON.parse(readFileSync('tools/cli-runtime/cli-output.json', 'utf8')) as { outputs: Record<string, string> }).outputs,
).filter(([invocation]) => invocation.endsWith('--help'));
const VALUE_FLAGS = new Set(helpTexts.flatMap(([, help]) => [...help.matchAll(/^\s{2}(?:-\w, )?(--[a-z0-9-]+) <[^>]+>/gm)].map((m) => m[1])));

/** `--flag value` pairs where the flag is one of the CLI's value flags: the guide writes them `--flag=value`. */
function spacedValues(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])(--[a-z0-9-]+)[ \t]+([^\s\-|`'"<>][^\s`'"]*)/g)]
    .filter((m) => VALUE_FLAGS.has(m[1]))
    .map((m) => `${m[1]} ${m[2]}`);
}

describe('a flag with a value is written --flag=value', () => {
  it('knows the value flags of the pinned CLI', () => {
    expect([...VALUE_FLAGS]).toEqual(expect.arrayContaining(['--browser', '--output', '--template', '--port']));
  });

  it('in every command a page shows (code blocks, tabs, scripts, inline commands)', () => {
    const found = pages.flatMap(({ name, source }) =>
      commandLinesOf(source)
        .filter(({ writtenByCli }) => !writtenByCli)
        .flatMap(({ line, text }) => spacedValues(text).map((pair) => `${name}:${line}: ${pair}`)),
    );
    expect(found).toEqual([]);
  });

  it('in inline code that shows a flag on its own', () => {
    const found = pages.flatMap(({ name, source }) =>
      source.split('\n').flatMap((text, index) =>
        [...text.matchAll(/`(--[^`]+)`/g)].flatMap((span) => spacedValues(span[1]).map((pair) => `${name}:${index + 1}: ${pair}`)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('fails on the form the guide rules out', () => {
    expect(spacedValues('npx extension dev --browser firefox')).toEqual(['--browser firefox']);
    expect(spacedValues('npx extension dev --browser=firefox --no-browser ./ext')).toEqual([]);
  });
});

describe('one install command', () => {
  // The guide's example is the one home of the command; a page about one major release pins that major instead of
  // `latest`, with the same words.
  const tabs = /<PackageManagerTabs command=\{\{([^}]*)\}\} \/>/.exec(guide.slice(guide.indexOf('## The install command')))?.[1] ?? '';
  const canonical = Object.fromEntries([...tabs.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1], m[2]]));
  const INSTALL = /\b(npm (?:install|i|add)|yarn add|pnpm (?:add|install|i)|bun (?:add|install|i)|deno add)\b([^\n'"`]*?)\b(npm:)?extension(@[\w.^~-]+)?(?![\w-])/g;

  it('is stated in docs/README.md for each package manager', () => {
    expect(Object.keys(canonical)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(canonical.npm).toBe('npm install --save-dev extension');
  });

  it('is the one every page uses', () => {
    const found = pages.flatMap(({ name, source }) =>
      source.split('\n').flatMap((text, index) =>
        [...text.matchAll(INSTALL)]
          .map((m) => m[0].replace(/@\d+$/, ''))
          .filter((command) => !Object.values(canonical).includes(command))
          .map((command) => `${name}:${index + 1}: ${command}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('counts of commands', () => {
  // The everyday commands are the rows of the welcome page's table; the CLI's commands are those of its --help.
  const welcome = readFileSync(path.join(DOCS_ROOT, 'docs/welcome.mdx'), 'utf8');
  const everyday = [...welcome.slice(welcome.indexOf('## The commands you use most')).matchAll(/^\| `extension ([a-z]+)/gm)].map((m) => m[1]);
  const all = helpTexts.map(([invocation]) => invocation.split(' ')[0]);
  const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
  const COUNT = new RegExp(`\\b(${WORDS.join('|')}|\\d+) (?:core |main |everyday |daily |basic )?commands\\b`, 'gi');

  it('the everyday commands are commands of the CLI', () => {
    expect(everyday).toEqual(['create', 'dev', 'build', 'preview', 'start']);
    for (const command of everyday) expect(all).toContain(command);
  });

  it('a page that counts "the commands" gives the everyday or the full number', () => {
    const allowed = new Set([everyday.length, all.length]);
    const found = pages.flatMap(({ name, source }) =>
      source.split('\n').flatMap((text, index) =>
        [...text.matchAll(COUNT)]
          // "Four commands write it": a count of the commands that do one thing is that thing's, not the CLI's.
          .filter((m) => !/^\s+(?:write|print|accept|take|support|read|start|open)/.test(text.slice((m.index ?? 0) + m[0].length)))
          .map((m) => [m[0], /^\d+$/.test(m[1]) ? Number(m[1]) : WORDS.indexOf(m[1].toLowerCase())] as const)
          .filter(([, n]) => !allowed.has(n))
          .map(([phrase]) => `${name}:${index + 1}: ${phrase}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('reader pages', () => {
  // Notes for the people who maintain the site, and labels of the CLI's internal tables, mean nothing to a reader.
  const MAINTAINER_NOTES = [/\bnot written by hand\b/i, /\bbuild reads the `?contract\//i, /\((?:folded|names|doctorChecks)\)/];

  it('do not quote maintainers\u2019 notes', () => {
    const found = pages.flatMap(({ name, source }) =>
      proseLines(source.replace(/`[^`\n]*`/g, (code) => code.replace(/`/g, ' ')))
        .filter(([, text]) => MAINTAINER_NOTES.some((note) => note.test(text)))
        .map(([line, text]) => `${name}:${line}: ${text.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
