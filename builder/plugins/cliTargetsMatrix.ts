// The browser targets each command accepts, as a table generated at build time from the pinned CLI's --help
// (builder/plugins/cliJson.ts reads it), for /docs/features/compatibility-matrix: a new target or command shows up with
// the next build, and nothing here can drift from the CLI.
import type { CliJson } from './cliJsonShape';

export const TARGETS_MARKER = '{/* generated: browser targets by command */}';

/** The values of a command's --browser flag, in the CLI's order, or [] when it has none. */
export function browserValuesOf(command: CliJson['commands'][number]): string[] {
  const value = command.flags.find((flag) => flag.flag === '--browser')?.value ?? '';
  return value.replace(/^<|>$/g, '').split('|').map((name) => name.trim()).filter(Boolean);
}

export function targetsMatrixMarkdown(report: CliJson): string {
  const commands = report.commands.filter((command) => browserValuesOf(command).length > 0);
  const accepted = new Map(commands.map((command) => [command.name, new Set(browserValuesOf(command))]));
  const targets = [...new Set(commands.flatMap(browserValuesOf))];
  const header = `| Target | ${commands.map((command) => `\`${command.name}\``).join(' | ')} |`;
  const divider = `| --- | ${commands.map(() => ':---:').join(' | ')} |`;
  const rows = targets.map(
    (target) => `| \`${target}\` | ${commands.map((command) => (accepted.get(command.name)?.has(target) ? 'yes' : 'no')).join(' | ')} |`,
  );
  return [header, divider, ...rows].join('\n');
}

export function targetsMatrixReplaceRule(report: CliJson) {
  return { search: TARGETS_MARKER, replace: targetsMatrixMarkdown(report).replace(/\$/g, '$$$$') };
}
