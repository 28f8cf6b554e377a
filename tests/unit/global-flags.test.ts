import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, CLI_RUNTIME, NODE22, cliHelp, commandsOfHelp, longFlagsOfHelp } from '../content/cli-help';
import { sectionUnder, tableRows } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';

// /docs/commands/global-flags against the pinned CLI: its --help, its --ai-help list, its parser in dist, and what
// it answers when spawned with each misuse the page shows.
const { body } = splitFrontmatter(readSource('/docs/commands/global-flags'));
const COMMANDS = commandsOfHelp(cliHelp());
const EMPTY_DIR = mkdtempSync(path.join(tmpdir(), 'global-flags-'));

const rows = (heading: string) => tableRows(sectionUnder(body, heading));

const flagsOf = (cell: string) => cell.match(/--[a-z0-9-]+/g) ?? [];

function run(args: string[]) {
  const result = spawnSync(NODE22, [CLI, ...args], {
    cwd: EMPTY_DIR,
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    timeout: 60_000,
  });
  const envelope = result.stdout.split('\n').find((line) => line.startsWith('{"schema"'));
  return { status: result.status, stderr: result.stderr, envelope: envelope ? JSON.parse(envelope) : undefined };
}

describe('the global flags page', () => {
  it('names every option of the top-level --help in its first table', () => {
    const page = new Set(rows('## Options of the extension program').flatMap((row) => flagsOf(row[0])));
    for (const flag of longFlagsOfHelp(cliHelp())) expect(page, flag).toContain(flag);
  });

  it('names every option of the --ai-help global list', () => {
    const ai = spawnSync(NODE22, [CLI, '--ai-help', '--output', 'json'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const { globalOptions } = JSON.parse(ai.stdout) as { globalOptions: Array<{ name: string }> };
    expect(globalOptions.length).toBeGreaterThan(3);
    for (const { name } of globalOptions) expect(body, name).toContain(`\`${name}`);
  });

  it('says which commands take each shared flag, as each command --help says', () => {
    const shared = rows('## Flags that several commands take');
    expect(shared.length).toBeGreaterThan(3);
    const helps = new Map(COMMANDS.map((command) => [command, longFlagsOfHelp(cliHelp(command))]));
    for (const [flagCell, appliesTo] of shared) {
      const flag = flagsOf(flagCell)[0];
      const listed = appliesTo.replace(/^[^:]*:/, '').split(',').map((name) => name.trim()).filter(Boolean);
      const expected = COMMANDS.filter((command) => flag !== undefined && helps.get(command)?.has(flag));
      expect(listed.sort(), flag).toEqual(expected.sort());
    }
  });

  it('gives the values that turn a boolean flag off, as the CLI parser reads them', () => {
    const dist = readFileSync(path.join(CLI_RUNTIME, 'extension/dist/cli.cjs'), 'utf8');
    const parser = /function parseOptionalBoolean\(value\) \{[\s\S]*?\[([^\]]*)\]/.exec(dist);
    expect(parser, 'parseOptionalBoolean in the pinned dist').not.toBeNull();
    const falsy = [...(parser as RegExpExecArray)[1].matchAll(/'([^']*)'/g)].map((m) => m[1]).sort();
    const offRow = rows('## How boolean flags read their values').find((row) => row[1].startsWith('off'));
    const onPage = [...(offRow?.[0] ?? '').matchAll(/=([a-z0-9]+)`/g)].map((m) => m[1]).sort();
    expect(onPage).toEqual(falsy);
  });

  it('quotes what the CLI answers for the deprecated --format and the removed --no-runner', () => {
    const format = run(['capabilities', '--format', 'json']);
    expect(format.status).toBe(0);
    expect(format.stderr).toContain('--format is deprecated and maps to --output.');
    expect(body).toContain('--format is deprecated and maps to --output.');
    const removed = run(['build', '--no-runner', '--output', 'json']);
    expect(removed.envelope?.error?.code).toBe('E_REMOVED_FLAG');
    expect(body).toContain(removed.envelope?.error?.message);
  });

  it.each(rows('## What a misused flag gets').map((row) => [row[1].replace(/`/g, ''), row[2].replace(/`/g, ''), Number(row[3])]))(
    '%s stops with %s and exit status %i',
    (example, code, status) => {
      const args = (example as string).split(/\s+/).slice(1);
      const answer = run([...args, '--output', 'json']);
      expect(answer.status).toBe(status);
      expect(answer.envelope?.status).toBe('usage');
      expect(answer.envelope?.error?.code).toBe(code);
    },
  );
});
