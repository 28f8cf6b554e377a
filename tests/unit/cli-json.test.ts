import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_RUNTIME, cliHelp, commandsOfHelp, longFlagsOfHelp } from '../content/cli-help';
import { builtSiteDir } from './builtSite';
import { emittedCodes } from '../../builder/plugins/cliEmittedCodes';

// BEHAVIOUR.md, For tools and agents: /cli.json says what the pinned CLI says about itself. Each field is read
// here again from the CLI's --help, its package and the contract files it ships, with this file's own parsers.
const siteDir = builtSiteDir();
const cliJson = JSON.parse(readFileSync(path.join(siteDir, 'cli.json'), 'utf8')) as {
  version: string;
  commands: Array<{ name: string; docs: string; outputJson: boolean; flags: Array<{ flag: string }> }>;
  globalOptions: Array<{ name: string }>;
  targets: string[];
  contracts: { schemaUrl: string };
  errorCodes: Array<{ code: string; area: string; summary: string; emitted: boolean; docs: string }>;
};
const contract = path.join(CLI_RUNTIME, 'extension-develop/dist/contract');

describe('/cli.json', () => {
  it('names the pinned version', () => {
    const { version } = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8'));
    expect(cliJson.version).toBe(version);
  });

  it('lists the commands of the top-level --help, each with the flags of its own --help and its docs page', () => {
    const top = cliHelp();
    expect(cliJson.commands.map((c) => c.name).sort()).toEqual(commandsOfHelp(top).sort());
    for (const command of cliJson.commands) {
      const expected = [...longFlagsOfHelp(cliHelp(command.name))].filter((flag) => flag !== '--help').sort();
      expect(command.flags.map((f) => f.flag).sort(), command.name).toEqual(expected);
      expect(new Set(command.flags.map((f) => f.flag)).size, `${command.name}: a flag listed twice`).toBe(command.flags.length);
      expect(command.docs).toMatch(new RegExp(`/docs/commands/${command.name}$`));
    }
  });

  it('lists the options of the top-level --help', () => {
    const top = [...longFlagsOfHelp(cliHelp())].filter((flag) => !['--help', '--version'].includes(flag));
    for (const flag of top) expect(cliJson.globalOptions.map((o) => o.name), flag).toContain(flag);
  });

  it('lists the browser targets dev and build accept', () => {
    for (const command of ['dev', 'build']) {
      const placeholder = /--browser <([^>]+)>/.exec(cliHelp(command))?.[1] ?? '';
      expect(cliJson.targets, command).toEqual(placeholder.split(' | '));
    }
  });

  it('marks the commands that answer with --output json', () => {
    for (const command of cliJson.commands) {
      expect(command.outputJson, command.name).toBe(longFlagsOfHelp(cliHelp(command.name)).has('--output'));
    }
  });

  it('lists every error code of the shipped codes.json with its area, summary, whether the pinned release emits it, and its anchor on the error-code page', () => {
    const { codes } = JSON.parse(readFileSync(path.join(contract, 'codes.json'), 'utf8')) as {
      codes: Record<string, { area: string; summary: string }>;
    };
    expect(cliJson.errorCodes.map((c) => c.code)).toEqual(Object.keys(codes));
    const page = readFileSync(path.join(siteDir, 'docs/reference/error-codes.html'), 'utf8');
    const emitted = new Set(emittedCodes());
    for (const entry of cliJson.errorCodes) {
      expect(entry).toMatchObject(codes[entry.code]);
      expect(entry.emitted, entry.code).toBe(emitted.has(entry.code));
      if (!entry.emitted) expect(page, `${entry.code} is not in the reserved codes' table`).toContain(`<code>${entry.code}</code>`);
      const anchor = entry.docs.split('#')[1];
      expect(page.includes(`id="${anchor}"`), entry.code).toBe(true);
    }
  });

  it('points at the result schema the site serves at its $id, and llms.txt points at it', () => {
    const schema = JSON.parse(readFileSync(path.join(contract, 'envelope.schema.json'), 'utf8'));
    expect(cliJson.contracts.schemaUrl).toBe(schema.$id);
    const llms = readFileSync(path.join(siteDir, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/\[cli\.json\]\(https:\/\/[^)]+\/cli\.json\)/);
  });
});
