// What the pinned CLI prints for the runs the CLI report reads (builder/plugins/cliJson.ts: --ai-help, capabilities and each
// command's --help), and the committed record of it, tools/cli-runtime/cli-output.json. The build reads the record
// when it was taken from the installed CLI, instead of starting the CLI twenty times (4 s of CPU);
// tests/unit/cli-output.test.ts fails when the record and the CLI disagree, and `npm run capture:cli` writes it again.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const RUNTIME = fileURLToPath(new URL('../../tools/cli-runtime/node_modules/', import.meta.url));
// The CLI refuses Node 20; tools/cli-runtime installs a Node 22 for it.
const NODE22 = path.join(RUNTIME, 'node/bin/node');
const CLI = path.join(RUNTIME, 'extension/bin/extension.cjs');
export const CLI_OUTPUT_FILE = fileURLToPath(new URL('../../tools/cli-runtime/cli-output.json', import.meta.url));

const AI_HELP = ['--ai-help', '--output', 'json'];
const CAPABILITIES = ['capabilities', '--output', 'json'];

/**
 * The installed CLI's version, which the docs describe (tools/cli-runtime/package.json pins it). Reading it fails
 * when `npm ci` has not installed the CLI.
 * @returns {string}
 */
export function installedCliVersion() {
  const file = path.join(RUNTIME, 'extension/package.json');
  try {
    const { version } = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version)) return version;
    throw new Error('no version field');
  } catch (error) {
    throw new Error(`Cannot read the pinned CLI version from ${file} (run npm ci): ${error.message}`);
  }
}

/**
 * Runs the pinned CLI and resolves with what it printed.
 * @param {string[]} args
 * @returns {Promise<string>}
 */
export async function runCli(args) {
  const { stdout } = await promisify(execFile)(NODE22, [CLI, ...args, '--no-telemetry'], {
    encoding: 'utf8',
    // Wide enough that commander prints each option on one line.
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', COLUMNS: '1000' },
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Runs `fn` over `items` with at most `limit` calls in flight, keeping the order of the results. */
export async function mapLimited(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Every run the CLI report reads, asked of the CLI itself, keyed by its arguments; a few CLIs at a time.
 * @returns {Promise<Record<string, string>>}
 */
export async function liveCliOutput() {
  const aiHelp = await runCli(AI_HELP);
  const runs = [CAPABILITIES, ...JSON.parse(aiHelp).commands.map(({ name }) => [name, '--help'])];
  const texts = await mapLimited(runs, availableParallelism() + 1, runCli);
  return { [AI_HELP.join(' ')]: aiHelp, ...Object.fromEntries(runs.map((run, index) => [run.join(' '), texts[index]])) };
}

/**
 * The committed record, or undefined when it is missing or was taken from another version of the CLI.
 * @param {string} [file]
 * @returns {Record<string, string> | undefined}
 */
export function readCliOutputRecord(file = CLI_OUTPUT_FILE) {
  let record;
  try {
    record = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const installed = installedCliVersion();
  if (record.version === installed) return record.outputs;
  console.warn(`${path.relative(process.cwd(), file)} was taken from extension ${record.version}, the installed CLI is ${installed}: the build asks the CLI itself (npm run capture:cli writes the record again).`);
  return undefined;
}

/**
 * Every run the CLI report reads, keyed by its arguments ("dev --help"): the record when it was taken from the
 * installed CLI, else the CLI's own answers.
 * @returns {Promise<Record<string, string>>}
 */
export async function reportCliOutput() {
  return readCliOutputRecord() ?? liveCliOutput();
}
