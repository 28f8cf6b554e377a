import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_RUNTIME, cliHelp, commandsOfHelp, templateGroupsOfHelp } from '../content/cli-help';
import { readSource } from '../content/source-pages';
import { builtSiteDir } from './builtSite';

// /docs/features/compatibility-matrix against the pinned CLI: the generated table as the build wrote it (the page's
// Markdown twin), read back and compared with each command's --help, parsed here on its own.
const twin = readFileSync(path.join(builtSiteDir(), 'docs/features/compatibility-matrix.md'), 'utf8');
const source = readSource('/docs/features/compatibility-matrix');

const valuesByCommand = new Map<string, string[]>();
function browserValues(command: string): string[] {
  let values = valuesByCommand.get(command);
  if (!values) {
    const placeholder = /--browser <([^>]+)>/.exec(cliHelp(command))?.[1] ?? '';
    valuesByCommand.set(command, (values = placeholder.split(' | ').filter(Boolean)));
  }
  return values;
}

describe('the compatibility matrix', () => {
  const lines = twin.split('\n').filter((line) => line.startsWith('|'));
  const cellsOf = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim().replace(/`/g, ''));
  const header = lines.find((line) => /^\|\s*Target\s*\|/.test(line)) ?? '';
  const columns = cellsOf(header).slice(1);

  it('has a column for every command that takes --browser, and no other', () => {
    const expected = commandsOfHelp(cliHelp()).filter((command) => browserValues(command).length > 0);
    expect([...columns].sort()).toEqual(expected.sort());
  });

  it('says yes exactly where a command accepts the target', () => {
    const rows = lines.filter((line) => /^\|\s*`[a-z-]+`\s*\|/.test(line));
    const targets = new Set(columns.flatMap(browserValues));
    expect(rows.map((row) => cellsOf(row)[0]).sort()).toEqual([...targets].sort());
    for (const row of rows) {
      const [target, ...cells] = cellsOf(row);
      columns.forEach((command, i) => {
        expect(cells[i], `${target} on ${command}`).toBe(browserValues(command).includes(target) ? 'yes' : 'no');
      });
    }
  });

  it('names only templates that extension create knows', () => {
    const known = new Set(templateGroupsOfHelp(cliHelp('create')).flatMap((group) => group.templates));
    const section = source.split('## Frameworks and languages')[1]?.split('\n## ')[0] ?? '';
    const named = [...section.matchAll(/^\| [^|]+ \| `([a-z-]+)`/gm)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(4);
    for (const name of named) expect(known, name).toContain(name);
  });

  it('gives the Node.js version the CLI package requires', () => {
    const { engines } = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8'));
    const minimum = /(\d+\.\d+)/.exec(engines.node)?.[1];
    expect(source).toContain(`Node.js ${minimum} or newer`);
  });
});
