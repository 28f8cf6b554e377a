// The example projects of the guide pages (tests/fixtures/guide-examples/<name>/): the code blocks a page shows, and
// runs of the pinned CLI on a copy of a project, so a test can compare the page with the files and with what the CLI
// builds; and small projects a test writes for itself (writeProject).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLI, NODE22 } from './cli-help';
import { splitFrontmatter } from './page-rules';
import { readSource } from './source-pages';

export const GUIDE_EXAMPLES = path.resolve(import.meta.dirname, '../fixtures/guide-examples');

export const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

export interface CliRun {
  code: number | null;
  /** stdout and stderr as they came, interleaved. */
  out: string;
  stdout: string;
  stderr: string;
}

// The CLI's own environment: no telemetry, no colour, and none of Vitest's variables, which the CLI would read as
// "running under a test runner".
export const CLI_ENV: NodeJS.ProcessEnv = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
delete CLI_ENV.VITEST;
delete CLI_ENV.VITEST_WORKER_ID;

/**
 * Writes an `npx` into `<dir>/bin` that runs `npx extension <args>` as the pinned CLI, so a page's script that calls
 * `npx extension` runs as printed with that folder first on PATH; or, given `script` (the lines after `#!/bin/sh`), an
 * `npx` that runs that instead, standing in for a package the CLI runs with npx. Returns the folder.
 */
export function writeNpxShim(dir: string, script = `[ "$1" = extension ] && shift\nexec "${NODE22}" "${CLI}" "$@"`): string {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, 'npx'), `#!/bin/sh\n${script}\n`);
  chmodSync(path.join(bin, 'npx'), 0o755);
  return bin;
}

/**
 * Runs `extension <args>` of the pinned CLI in `cwd`, with `env` added to its environment; its output without colour
 * codes, together and by stream.
 */
export function runCli(args: string[], cwd: string, timeoutMs = 55_000, env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(NODE22, [CLI, ...args, '--no-telemetry'], { cwd, env: { ...CLI_ENV, ...env } });
    let out = '';
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out: stripAnsi(out), stdout: stripAnsi(stdout), stderr: stripAnsi(stderr) });
    });
  });
}

/** Writes `files` (paths relative to the project) into a new temporary folder; returns the folder. */
export function writeProject(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** The fenced code blocks of a page that carry a title, in page order: [title, text]. */
export function titledBlocks(route: string): Array<[string, string]> {
  return titledBlocksIn(splitFrontmatter(readSource(route)).body);
}

/** The fenced code blocks of a piece of Markdown (a page's body, or one section of it) that carry a title: [title, text]. */
export function titledBlocksIn(markdown: string): Array<[string, string]> {
  return [...markdown.matchAll(/^```[\w-]+ title="([^"]+)"[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => [m[1], m[2]]);
}

/** Every file under `dir`, as a path relative to it with `/` between folders: what a build wrote, for comparing. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full).map((file) => `${name}/${file}`) : [name];
  });

/** The ```text blocks of a piece of Markdown (a page's body, or one section of it), in order. */
export function textBlocksIn(markdown: string): string[] {
  return [...markdown.matchAll(/^```text[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}
