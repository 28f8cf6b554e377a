import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CLI_OUTPUT_FILE, installedCliVersion, liveCliOutput, readCliOutputRecord } from '../../builder/cli/cli-output.mjs';

// The build reads what the pinned CLI prints from a committed record (tools/cli-runtime/cli-output.json) instead of
// starting the CLI twenty times. The record is only a copy: here the installed CLI is asked again, run by run, and a
// difference fails with the fix (npm run capture:cli), as after a bump of the pinned CLI.
const record = JSON.parse(readFileSync(CLI_OUTPUT_FILE, 'utf8')) as { version: string; outputs: Record<string, string> };

describe('the record of what the pinned CLI prints', () => {
  it('was taken from the installed CLI', () => {
    expect(record.version, 'run npm run capture:cli after a bump of the pinned CLI').toBe(installedCliVersion());
  });

  it('holds, run by run, what the CLI prints today', async () => {
    const live = await liveCliOutput();
    expect(Object.keys(record.outputs).sort(), 'the runs the CLI report reads').toEqual(Object.keys(live).sort());
    for (const [run, text] of Object.entries(live)) {
      expect(record.outputs[run], `extension ${run} prints something else now: run npm run capture:cli`).toBe(text);
    }
  }, 60_000);
});

describe('a record the build cannot use', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-output-'));

  it('is left aside, with a warning, when it was taken from another version of the CLI', () => {
    const file = path.join(dir, 'old.json');
    writeFileSync(file, JSON.stringify({ ...record, version: '0.0.1' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCliOutputRecord(file)).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toMatch(/extension 0\.0\.1, the installed CLI is .*npm run capture:cli/);
    warn.mockRestore();
  });

  it('is left aside when it is missing or not JSON', () => {
    writeFileSync(path.join(dir, 'broken.json'), '{');
    expect(readCliOutputRecord(path.join(dir, 'broken.json'))).toBeUndefined();
    expect(readCliOutputRecord(path.join(dir, 'none.json'))).toBeUndefined();
  });
});
