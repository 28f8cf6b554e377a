import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliHelp, commandsOfHelp, longFlagsOfCommand, longFlagsOfHelp } from '../content/cli-help';
import { commandLinesOf } from '../content/command-lines';
import { allMdxFiles, DOCS_ROOT } from '../content/source-pages';

// Every `extension` command and flag a page shows exists in the pinned CLI: a reader who copies a line gets a
// command the CLI accepts. Commander accepts `--no-x` for a flag listed as `--x` with a value, and the reverse.
const TOP_HELP = cliHelp();
const COMMANDS = commandsOfHelp(TOP_HELP);
const TOP_FLAGS = longFlagsOfHelp(TOP_HELP);
const flagsByCommand = new Map(COMMANDS.map((c) => [c, longFlagsOfCommand(c)]));

function accepts(known: Set<string>, flag: string): boolean {
  if (known.has(flag)) return true;
  if (flag.startsWith('--no-')) return known.has(`--${flag.slice(5)}`);
  return known.has(`--no-${flag.slice(2)}`);
}

describe('commands and flags shown on the pages', () => {
  it('reads the command list from the pinned CLI', () => {
    expect(COMMANDS).toContain('build');
    expect(TOP_FLAGS.has('--version')).toBe(true);
  });

  it('the parser finds commands in shell blocks, tabs, package.json scripts and inline code, and ignores other prose and refusals shown on purpose', () => {
    const sample = [
      '```bash',
      'npx extension@latest build --browser=firefox --zip',
      '```',
      '```json title="package.json"',
      '  "dev": "extension dev --no-browser"',
      '```',
      '```text',
      'your extension is ready',
      '$ extension logs --follow',
      '```',
      "<PackageManagerTabs command={{ npm: 'npx extension@latest preview --port=9000', yarn: 'yarn dlx extension@latest preview' }} />",
      'Run `extension dev --no-browser` to skip the browser; the extension folder is `dist`.',
      '| `extension build --no-runner` | `E_REMOVED_FLAG` |',
    ].join('\n');
    expect(commandLinesOf(sample).map((c) => [c.line, c.command, c.flags])).toEqual([
      [2, 'build', ['--browser', '--zip']],
      [5, 'dev', ['--no-browser']],
      [9, 'logs', ['--follow']],
      [12, 'dev', ['--no-browser']],
      [11, 'preview', ['--port']],
      [11, 'preview', []],
    ]);
  });

  const files = allMdxFiles().map((file) => path.relative(DOCS_ROOT, file));
  it.each(files)('%s shows only commands and flags of the pinned CLI', (file) => {
    const problems: string[] = [];
    for (const cmd of commandLinesOf(readFileSync(path.join(DOCS_ROOT, file), 'utf8'))) {
      if (!cmd.command) {
        // --output also selects the format of --ai-help (the CLI's --ai-help list says so).
        const top = cmd.flags.includes('--ai-help') ? new Set([...TOP_FLAGS, '--output']) : TOP_FLAGS;
        for (const flag of cmd.flags) if (!accepts(top, flag)) problems.push(`line ${cmd.line}: ${flag} is not a top-level flag`);
        continue;
      }
      const known = flagsByCommand.get(cmd.command);
      if (!known) {
        problems.push(`line ${cmd.line}: "${cmd.command}" is not a command of the CLI (${cmd.text})`);
        continue;
      }
      for (const flag of cmd.flags) {
        if (!accepts(known, flag) && !accepts(TOP_FLAGS, flag)) problems.push(`line ${cmd.line}: extension ${cmd.command} has no ${flag}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
