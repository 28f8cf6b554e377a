import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureOf, pinnedAnswer } from '../../tools/cli/capture-cli-versions.mjs';
import { newFlagsSincePreviousMajor, readCaptures, removedFlags } from '../../builder/cli/cli-versions.mjs';
import { flagsTable } from '../../builder/plugins/cliUpgrade';
import { CLI_RUNTIME } from '../content/cli-help';
import { readSource } from '../content/source-pages';

// The upgrade guide and the "Since 4.x." marks against the captured releases in tools/cli-versions/, and the pinned
// capture against the pinned CLI itself: when tools/cli-runtime is bumped, this fails until
// `node tools/cli/capture-cli-versions.mjs pinned` is rerun.
const captures = readCaptures();
const pinned = captures.at(-1)!;
const pinnedVersion = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8')).version;

describe('the captured CLI releases', () => {
  it('hold the last 2.x and 3.x and the pinned release', () => {
    expect(captures.map((c) => c.version.split('.')[0])).toEqual(['2', '3', '4']);
    expect(pinned.version).toBe(pinnedVersion);
  });

  it('capture the pinned CLI as it is now', () => {
    const { removedFlagAnswers, ...captured } = pinned;
    expect(captured).toEqual(captureOf(CLI_RUNTIME));
    expect(Object.keys(removedFlagAnswers ?? {}).sort()).toEqual(removedFlags(captures).map((r: { command: string; flag: string }) => `${r.command} ${r.flag}`).sort());
  });

  it('record what the pinned CLI answers to each dropped flag', { timeout: 120_000 }, () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'upgrade-answers-'));
    const fresh = Object.fromEntries(
      removedFlags(captures).map(({ command, flag }: { command: string; flag: string }) => [`${command} ${flag}`, pinnedAnswer(command, flag, cwd)]),
    );
    expect(fresh).toEqual(pinned.removedFlagAnswers);
  });
});

describe('the upgrade guide', () => {
  const source = readSource('/docs/guides/upgrade');

  it('holds the markers its generated tables replace', () => {
    for (const marker of ['commands by version', 'flag changes by version', 'config key changes by version']) {
      expect(source).toContain(`{/* generated: ${marker} */}`);
    }
  });

  it('lists every dropped flag with what the pinned CLI does', () => {
    const table = flagsTable(captures);
    for (const { command, flag } of removedFlags(captures) as { command: string; flag: string }[]) {
      const row = table.split('\n').find((line) => line.includes(`\`${flag}\``) && (command === '(global)' ? line.startsWith('| all') : line.startsWith(`| \`${command}\``)));
      expect(row, `${command} ${flag}`).toMatch(/Refuses it: `E_[A-Z_]+`|Still takes it/);
    }
  });

  it('names as new commands exactly those the pinned release added to the previous major', () => {
    const previous = captures.at(-2)!;
    const added = Object.keys(pinned.commands).filter((name) => !previous.commands[name]);
    const sentence = /4\.x keeps every command of 3\.x and adds ([^;]+);/.exec(source)?.[1] ?? '';
    expect([...sentence.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).sort()).toEqual(added.sort());
    expect(Object.keys(previous.commands).every((name) => pinned.commands[name])).toBe(true);
  });

  it('tells each dropped flag it discusses by what the pinned CLI does', () => {
    const answers = pinned.removedFlagAnswers ?? {};
    expect(answers['dev --open']?.refused).toBe(true);
    expect(answers['dev --source']?.refused).toBe(true);
    expect(answers['dev --wait-format']?.refused).toBe(false);
    expect(answers['dev --author']?.refused).toBe(false);
    expect(answers['(global) --format']?.refused).toBe(false);
    expect(answers['preview --host']?.refused).toBe(true);
    expect(source).toMatch(/`--wait-format`.*still accepts it/);
    expect(source).toMatch(/`dev --source` and its companions.*4\.x refuses them/);
  });
});

describe('the "Since 4.x." marks on the command pages', () => {
  const added = new Set((newFlagsSincePreviousMajor(captures) as { command: string; flag: string }[]).map(({ command, flag }) => `${command} ${flag}`));

  it('mark exactly the option rows whose flag the pinned major added', () => {
    const wrong: string[] = [];
    let marked = 0;
    for (const command of Object.keys(pinned.commands)) {
      const page = readSource(`/docs/commands/${command}`);
      for (const line of page.split('\n').filter((l) => /^\| `--/.test(l))) {
        const flag = /--[a-z0-9-]+/.exec(line)![0];
        const hasMark = line.includes('*Since 4.x.*');
        if (hasMark) marked += 1;
        if (hasMark !== added.has(`${command} ${flag}`)) wrong.push(`${command} ${flag}: ${hasMark ? 'marked, not new' : 'new, not marked'}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(marked).toBeGreaterThanOrEqual(added.size);
  });
});
