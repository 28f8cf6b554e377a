import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, NODE22 } from '../content/cli-help';
import { readSource } from '../content/source-pages';

// /docs/reference/result-envelope tells a CI script that `extension build --output=json` puts one JSON document on
// stdout and its progress lines on stderr, so the script can parse stdout whole. This runs the pinned CLI on a small
// project and reads the two streams apart.
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/guide-examples/store-submission');
const ENV: NodeJS.ProcessEnv = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
delete ENV.VITEST;
delete ENV.VITEST_WORKER_ID;

interface Streams {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runBuild(cwd: string): Promise<Streams> {
  return new Promise((resolve) => {
    const child = spawn(NODE22, [CLI, 'build', '--output=json', '--no-telemetry'], { cwd, env: ENV });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 55_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr: stderr.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}

let work = '';
let run: Streams;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'build-json-streams-'));
  cpSync(FIXTURE, work, { recursive: true });
  run = await runBuild(work);
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
