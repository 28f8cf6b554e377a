// Runs the pinned Extension.js CLI and reads its --help. The CLI refuses Node 20, so it runs on the
// Node 22 binary that tools/cli-runtime installs from the npm registry (package `node`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CLI_RUNTIME = path.join(ROOT, 'tools/cli-runtime/node_modules');
export const NODE22 = path.join(CLI_RUNTIME, 'node/bin/node');
export const CLI = path.join(CLI_RUNTIME, 'extension/bin/extension.cjs');

export function nodeMajor(binary: string): number {
  if (!existsSync(binary)) throw new Error(`No Node binary at ${binary}: run npm ci (its postinstall installs tools/cli-runtime)`);
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  return Number(/^v(\d+)/.exec(version)?.[1]);
}

/** The --help text of `extension <command...>`, or of `extension` itself when no command is given. */
export function cliHelp(...command: string[]): string {
  return execFileSync(NODE22, [CLI, ...command, '--help', '--no-telemetry'], {
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    timeout: 60_000,
  });
}

/** Long flags (--name) of the "Options:" and "Additional options:" blocks of a --help text. */
export function longFlagsOfHelp(help: string): Set<string> {
  const options = help
    .split(/\n\s*\n/)
    .filter((block) => /^(Additional options|Options):/.test(block))
    .join('\n');
  const flags = options
    .split('\n')
    .map((line) => /^\s{2}(?:-\w, )?(--[a-z0-9-]+)/.exec(line)?.[1])
    .filter((flag): flag is string => Boolean(flag));
  return new Set(flags);
}

/**
 * Command names of the "Commands:" block of a --help text, in the order the CLI lists them. Commander's own
 * `help [command]` entry is left out: it prints help, it is not a command of the tool.
 */
export function commandsOfHelp(help: string): string[] {
  const block = help.split(/\n\s*\n/).find((b) => /^Commands:/.test(b)) ?? '';
  return block
    .split('\n')
    .slice(1)
    .map((line) => /^\s{2}([a-z][a-z0-9-]*)\b/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name) && name !== 'help');
}

/**
 * Long flags of `extension <command>`, including the flags of its subcommands when its --help lists any
 * (a page documents a command together with its subcommands).
 */
export function longFlagsOfCommand(...command: string[]): Set<string> {
  const help = cliHelp(...command);
  const flags = longFlagsOfHelp(help);
  for (const sub of commandsOfHelp(help)) {
    for (const flag of longFlagsOfCommand(...command, sub)) flags.add(flag);
  }
  return flags;
}

export interface TemplateGroup {
  name: string;
  templates: string[];
}

/** The template catalog of `extension create --help`, grouped as the CLI groups it. */
export function templateGroupsOfHelp(help: string): TemplateGroup[] {
  const section = help.split(/^Templates \(\d+\)$/m)[1] ?? '';
  const groups: TemplateGroup[] = [];
  for (const block of section.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim());
    if (lines.length < 2) continue;
    const name = lines[0].trim().replace(/\s*\(.*\)$/, '');
    if (['Aliases', 'Default', 'Everything else'].includes(name)) continue;
    const templates = lines
      .slice(1)
      .join(' ')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    groups.push({ name, templates });
  }
  return groups;
}

export function templateCountOfHelp(help: string): number {
  return Number(/^Templates \((\d+)\)$/m.exec(help)?.[1]);
}
