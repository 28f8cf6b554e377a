import { describe, expect, it } from 'vitest';
import { configKeyPaths } from '../../tools/cli/cli-surface.mjs';
import { CLI_RUNTIME, longFlagsOfCommand } from '../content/cli-help';
import { sectionUnder, tableRows } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';

// /docs/reference/extension-config against the FileConfig type the pinned extension-develop ships: every key path
// the type allows is on the page, and every key on the page is in the type, both ways.
const { body } = splitFrontmatter(readSource('/docs/reference/extension-config'));
const COMMANDS = ['dev', 'start', 'preview', 'build'] as const;

const rows = (heading: string) => tableRows(sectionUnder(body, heading));

const keyOf = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1] ?? `not a key: ${cell}`;
const commandsIn = (cell: string) => COMMANDS.filter((command) => new RegExp(`\\b${command}\\b`).test(cell));

/** The key paths the page documents, spelled as configKeyPaths spells them. */
function pagePaths(): Set<string> {
  const paths = new Set<string>();
  for (const [key] of rows('## Top-level keys')) paths.add(keyOf(key));
  paths.add('browser.<name>');
  for (const [key] of rows('## Keys under browser')) paths.add(`browser.<name>.${keyOf(key)}`);
  for (const [key, readBy] of rows('## Keys under commands')) {
    for (const command of commandsIn(readBy)) paths.add(`commands.${command}`).add(`commands.${command}.${keyOf(key)}`);
  }
  const categories = rows('## Size budget categories').map(([category]) => keyOf(category));
  for (const budgets of [...paths].filter((p) => p === 'perfBudgets' || p.endsWith('.perfBudgets'))) {
    for (const category of categories) paths.add(`${budgets}.${category}`);
  }
  return paths;
}

describe('the extension.config.js reference', () => {
  const typePaths = configKeyPaths(CLI_RUNTIME);

  it('reads a FileConfig type from the pinned package', () => {
    expect(typePaths.length).toBeGreaterThan(50);
    expect(typePaths).toContain('commands.build.zip');
  });

  it('documents every key path the shipped type allows', () => {
    const documented = pagePaths();
    expect(typePaths.filter((p) => !documented.has(p))).toEqual([]);
  });

  it('documents no key path the shipped type does not allow', () => {
    const allowed = new Set(typePaths);
    expect([...pagePaths()].filter((p) => !allowed.has(p)).sort()).toEqual([]);
  });

  it("names in each command row a flag that one of that row's commands takes", () => {
    const problems: string[] = [];
    for (const [key, readBy, flagCell] of rows('## Keys under commands')) {
      for (const flag of flagCell.match(/--[a-z0-9-]+/g) ?? []) {
        if (!commandsIn(readBy).some((command) => longFlagsOfCommand(command).has(flag))) problems.push(`${key}: ${flag}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names as keyless only flags that no command block has a key for', () => {
    const note = /Two flags have no key[^\n]*/.exec(body)?.[0] ?? '';
    const flags = note.match(/--[a-z0-9-]+/g) ?? [];
    expect(flags.length).toBeGreaterThan(0);
    const camel = (flag: string) => flag.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const flag of flags) {
      expect(typePaths.filter((p) => p.startsWith('commands.') && p.endsWith(`.${camel(flag)}`)), flag).toEqual([]);
      expect(COMMANDS.some((command) => longFlagsOfCommand(command).has(flag)), flag).toBe(true);
    }
  });
});
