import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_NODE_MODULES, codeUseSites } from '../../builder/plugins/cliEmittedCodes';
import { installedCliVersion } from '../../builder/cli/cli-output.mjs';
import { readCaptures, runScenarios } from '../../tools/cli/cli-scenarios.mjs';
import { scenarios } from '../fixtures/cli-scenarios/scenarios.mjs';
import { codesIn } from '../content/cli-quotes';

// The captures the pages quote (tests/fixtures/cli-scenarios/captures.json) are what the pinned CLI prints today:
// every scenario runs again here, in parallel, against small fixture projects, and must print the recorded text.
// A difference fails with the fix (npm run capture:scenarios), as after a bump of the pinned CLI.
type Run = { exitCode: number | null; stdout: string; stderr: string; skipped?: string };
const record = readCaptures() as { version: string; scenarios: Record<string, Run> };

describe('the record of the CLI scenarios', () => {
  it('was taken from the installed CLI and holds every scenario', () => {
    expect(record.version, 'run npm run capture:scenarios after a bump of the pinned CLI').toBe(installedCliVersion());
    expect(Object.keys(record.scenarios).sort()).toEqual(scenarios.map((s) => s.id).sort());
    for (const [id, run] of Object.entries(record.scenarios)) expect(run.skipped, id).toBeUndefined();
  });

  it('names only codes that the scan of the pinned CLI finds emitted, so a use site it misses fails here', () => {
    const sites = codeUseSites();
    const seen = Object.values(record.scenarios).flatMap((run) => codesIn(`${run.stdout}\n${run.stderr}`));
    expect(seen.length).toBeGreaterThan(10);
    expect([...new Set(seen)].filter((code) => !sites.has(code))).toEqual([]);
  });
});

describe('the scenarios run again against the pinned CLI', () => {
  let live: Record<string, Run> = {};
  let seconds = 0;
  beforeAll(async () => {
    const started = performance.now();
    live = (await runScenarios()) as Record<string, Run>;
    seconds = (performance.now() - started) / 1000;
    console.log(`cli scenarios: ${Object.keys(live).length} runs in ${seconds.toFixed(1)} s`);
  }, 150_000);

  // A failing run of the pinned CLI sometimes prints its last message twice, an extra error line or a stack trace,
  // as the process exits while a stream is still being written. So each stream is compared as a set of lines: every
  // line of the record (the lines pages quote) must still be printed, on the same stream, with the same exit code.
  // A size the build prints ("(0.18KB)", "(643 B)") is left out of the comparison: the bundler's module ids depend on
  // the folder the CLI is installed in (one content script got id 576 in one checkout and 14 in a clone of it), so the
  // same build is a byte or two longer or shorter in another checkout.
  it('print what the record holds: the same exit code and every recorded line on the same stream', () => {
    expect(Object.keys(live).length).toBe(scenarios.length);
    const withoutSizes = (line: string) => line.replace(/\(\d+(?:\.\d+)?\s?(?:[KMG]i?B|kB|B)\)/g, '(size)');
    const lines = (text: string) =>
      [...new Set(text.split('\n').map((line) => withoutSizes(line.trimEnd())))].filter((line) => line && !/^\s+at /.test(line));
    const problems: string[] = [];
    for (const [id, run] of Object.entries(live)) {
      if (run.skipped) continue;
      const recorded = record.scenarios[id];
      if (run.exitCode !== recorded.exitCode) problems.push(`${id}: exit code ${run.exitCode}, recorded ${recorded.exitCode}`);
      for (const stream of ['stdout', 'stderr'] as const) {
        const now = new Set(lines(run[stream]));
        for (const line of lines(recorded[stream])) if (!now.has(line)) problems.push(`${id} ${stream} no longer prints: ${line}`);
      }
    }
    expect(problems, 'run npm run capture:scenarios, then check the pages that quote these scenarios').toEqual([]);
  });

  it('leave no dev server of this checkout behind', () => {
    const cli = path.join(CLI_NODE_MODULES, 'extension/bin/extension.cjs');
    const left = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      // Other test files may run a dev session of their own at the same time (runCli and the dev-session helper pass
      // --no-telemetry, which no scenario does); only a scenario's leftover counts here.
      .filter((line) => line.includes(cli) && /\s(dev|start|preview)\s/.test(line) && !line.includes('--no-telemetry'));
    expect(left).toEqual([]);
  });
});
