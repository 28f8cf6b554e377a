// The captures of older `extension` releases in tools/cli-versions/ (written by tools/cli/capture-cli-versions.mjs)
// and what changed between them and the pinned release: the facts the upgrade guide's tables are generated from.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CAPTURES = fileURLToPath(new URL('../../tools/cli-versions/', import.meta.url));

const byVersion = (a, b) => a.version.split('.').map(Number).reduce((order, part, i) => order || part - Number(b.version.split('.')[i]), 0);

/** Every capture, oldest first. */
export function readCaptures(dir = CAPTURES) {
  return readdirSync(dir)
    .filter((name) => /^extension-\d+\.\d+\.\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
    .sort(byVersion);
}

/** Every command any capture knows, in the newest capture's order, then the ones it dropped. */
export function allCommands(captures) {
  const names = [];
  for (const capture of [...captures].reverse()) for (const name of Object.keys(capture.commands)) if (!names.includes(name)) names.push(name);
  return names;
}

/**
 * Per command, the flags not listed by every capture that has that command: { command, flag, in: [versions] }.
 * Global options count as the command "(global)".
 */
export function flagChanges(captures) {
  /** @type {{ command: string, flag: string, in: string[] }[]} */
  const rows = [];
  /** @type {[string, (c: any) => string[] | undefined][]} */
  const scopes = [['(global)', (c) => c.globalFlags], ...allCommands(captures).map((name) => [name, (c) => c.commands[name]])];
  for (const [command, flagsIn] of scopes) {
    const having = captures.filter((c) => flagsIn(c));
    const flags = [...new Set(having.flatMap((c) => flagsIn(c)))].sort();
    for (const flag of flags) {
      const listedIn = having.filter((c) => flagsIn(c).includes(flag)).map((c) => c.version);
      if (listedIn.length < having.length) rows.push({ command, flag, in: listedIn });
    }
  }
  return rows;
}

/** Flags an older capture lists that the newest no longer lists: what a reader upgrading may still type. */
export function removedFlags(captures) {
  const newest = captures.at(-1);
  return flagChanges(captures).filter((row) => !row.in.includes(newest.version) && (row.command === '(global)' || newest.commands[row.command]));
}

/** Flags the newest capture lists that the capture of the previous major did not: the "since" marks. */
export function newFlagsSincePreviousMajor(captures) {
  const newest = captures.at(-1);
  const major = newest.version.split('.')[0];
  const previous = [...captures].reverse().find((c) => c.version.split('.')[0] !== major);
  if (!previous) return [];
  return Object.entries(newest.commands).flatMap(([command, flags]) =>
    previous.commands[command] ? flags.filter((flag) => !previous.commands[command].includes(flag)).map((flag) => ({ command, flag })) : [],
  );
}
