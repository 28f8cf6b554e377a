import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_EXAMPLES, runCli, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// /docs/reference/result-envelope tells a CI script that `extension build --output=json` puts one JSON document on
// stdout and its progress lines on stderr, so the script can parse stdout whole. This runs the pinned CLI on a small
// project and reads the two streams apart.
let work = '';
let run: CliRun;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'build-json-streams-'));
  cpSync(path.join(GUIDE_EXAMPLES, 'store-submission'), work, { recursive: true });
  run = await runCli(['build', '--output=json'], work);
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('extension build --output=json, as /docs/reference/result-envelope describes it', () => {
  it('is what the page says', () => {
    expect(readSource('/docs/reference/result-envelope')).toMatch(
      /`extension build --output=json`[^.]*stdout holds that one JSON document and the progress lines go to stderr/,
    );
  });

  it('prints exactly one JSON document on stdout, the build envelope', () => {
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    const envelope = JSON.parse(lines[0]);
    expect(envelope).toMatchObject({ schema: 1, ok: true, command: 'build', status: 'built', error: null });
  });

  it('prints the progress lines on stderr', () => {
    expect(run.stderr).toMatch(/compiled in \d+ ms/);
    expect(run.stderr).toMatch(/Extension built for production in dist\/chromium/);
    expect(run.stdout).not.toMatch(/compiled in/);
  });
});
