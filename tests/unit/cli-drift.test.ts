import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { driftBetween, driftReport } from '../../tools/cli/cli-drift.mjs';
import { cliSurface } from '../../tools/cli/cli-surface.mjs';
import { CLI_RUNTIME, NODE22, cliHelp, commandsOfHelp } from '../content/cli-help';

// CONTRIBUTING.md ("Bump the pinned CLI"): tools/cli/cli-drift.mjs reports what a release would change in these docs.
const pinned = cliSurface(`${CLI_RUNTIME}/`, NODE22);

describe('the drift check', () => {
  it('reads the pinned release in full: every command, every code it ships, its variables and config keys', () => {
    expect(Object.keys(pinned.commands).sort()).toEqual(commandsOfHelp(cliHelp()).sort());
    const { codes } = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension-develop/dist/contract/codes.json'), 'utf8'));
    expect(pinned.errorCodes).toEqual(Object.keys(codes).sort());
    expect(pinned.envVars).toContain('EXTENSION_CLI_NO_BROWSER');
    expect(pinned.configKeys).toEqual(expect.arrayContaining(['commands.dev.perfBudgets', 'browser.<name>.profile', 'config']));
  });

  it('reports no drift for the pinned version, run as the workflow runs it', () => {
    const { version } = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8'));
    const output = execFileSync(process.execPath, ['tools/cli/cli-drift.mjs', version], { encoding: 'utf8', timeout: 120_000 });
    expect(output).toContain(`pinned ${version} → ${version}`);
    expect(output).toContain('No difference');
  });

  it('names each flag, code, variable and key a release adds or removes', () => {
    const next = structuredClone(pinned);
    next.version = '9.9.9';
    next.commands.dev = next.commands.dev.filter((flag: string) => flag !== '--wait').concat('--brand-new');
    next.errorCodes = next.errorCodes.slice(1);
    next.envVars = [...next.envVars, 'EXTENSION_SOMETHING_NEW'];
    next.configKeys = next.configKeys.filter((key: string) => key !== 'commands.dev.perfBudgets');
    const rows = driftBetween(pinned, next);
    expect(rows).toEqual(
      expect.arrayContaining([
        { area: 'dev flags', added: ['--brand-new'], removed: ['--wait'] },
        { area: 'error codes', added: [], removed: [pinned.errorCodes[0]] },
        { area: 'environment variables', added: ['EXTENSION_SOMETHING_NEW'], removed: [] },
        { area: 'config keys', added: [], removed: ['commands.dev.perfBudgets'] },
      ]),
    );
    expect(driftReport(pinned, next, rows)).toContain('| dev flags | `--brand-new` | `--wait` |');
  });
});
