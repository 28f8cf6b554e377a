// The upgrade guide's tables (/docs/guides/upgrade), generated at build time from the captures of older releases
// in tools/cli-versions/ (tools/cli/capture-cli-versions.mjs writes them; builder/cli/cli-versions.mjs compares them), so
// the page says exactly what the captured --help texts and shipped types say.
import { allCommands, flagChanges, readCaptures } from '../cli/cli-versions.mjs';

export const COMMANDS_MARKER = '{/* generated: commands by version */}';
export const FLAGS_MARKER = '{/* generated: flag changes by version */}';
export const CONFIG_MARKER = '{/* generated: config key changes by version */}';

interface Capture {
  version: string;
  globalFlags: string[];
  commands: Record<string, string[]>;
  configKeys: string[] | null;
  removedFlagAnswers?: Record<string, { refused: boolean; code: string | null }>;
}

const mark = (yes: boolean) => (yes ? 'yes' : 'no');
const header = (first: string[], captures: Capture[], last: string[] = []) => [
  `| ${[...first, ...captures.map((c) => c.version), ...last].join(' | ')} |`,
  `| ${[...first, ...captures, ...last].map(() => '---').join(' | ')} |`,
];

export function commandsTable(captures: Capture[]): string {
  const rows = allCommands(captures).map((name) => `| \`${name}\` | ${captures.map((c) => mark(Boolean(c.commands[name]))).join(' | ')} |`);
  return [...header(['Command'], captures), ...rows].join('\n');
}

/** What the newest release does with a flag: takes it, refuses it (with its code), or still takes it unlisted. */
function answerOf(newest: Capture, command: string, flag: string, listed: boolean): string {
  if (listed) return 'Takes it';
  if (command !== '(global)' && !newest.commands[command]) return 'The command is gone';
  const answer = newest.removedFlagAnswers?.[`${command} ${flag}`];
  if (!answer) return 'Not checked: rerun `tools/cli/capture-cli-versions.mjs pinned`';
  return answer.refused ? `Refuses it: \`${answer.code}\`` : 'Still takes it, but no longer lists it';
}

export function flagsTable(captures: Capture[]): string {
  const newest = captures.at(-1)!;
  const rows = (flagChanges(captures) as { command: string; flag: string; in: string[] }[]).map(({ command, flag, in: listedIn }) => {
    const cells = captures.map((c) => {
      const has = command === '(global)' ? true : Boolean(c.commands[command]);
      return has ? mark(listedIn.includes(c.version)) : '–';
    });
    const scope = command === '(global)' ? 'all (global)' : `\`${command}\``;
    return `| ${scope} | \`${flag}\` | ${cells.join(' | ')} | ${answerOf(newest, command, flag, listedIn.includes(newest.version))} |`;
  });
  return [...header(['Command', 'Flag'], captures, [`What ${newest.version} does`]), ...rows].join('\n');
}

export function configTable(captures: Capture[]): string {
  const typed = captures.filter((c) => c.configKeys);
  const keys = [...new Set(typed.flatMap((c) => c.configKeys!))].sort();
  const changed = keys.filter((key) => !typed.every((c) => c.configKeys!.includes(key)));
  const rows = changed.map((key) => `| \`${key}\` | ${captures.map((c) => (c.configKeys ? mark(c.configKeys.includes(key)) : 'no types')).join(' | ')} |`);
  return [...header(['Key'], captures), ...rows].join('\n');
}

export function upgradeReplaceRules(captures: Capture[] = readCaptures() as Capture[]) {
  const escape = (markdown: string) => markdown.replace(/\$/g, '$$$$');
  return [
    { search: COMMANDS_MARKER, replace: escape(commandsTable(captures)) },
    { search: FLAGS_MARKER, replace: escape(flagsTable(captures)) },
    { search: CONFIG_MARKER, replace: escape(configTable(captures)) },
  ];
}
