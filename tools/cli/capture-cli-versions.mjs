// Usage: node tools/cli/capture-cli-versions.mjs [version ...]   (default: the newest 2.x and 3.x on the registry)
//        node tools/cli/capture-cli-versions.mjs pinned        (only the pinned CLI, after bumping tools/cli-runtime)
// Captures what older `extension` releases offered (commands, flags from --help, config keys from the types they
// ship) into tools/cli-versions/, next to the same capture of the pinned CLI. The upgrade guide's tables are
// generated from these files (builder/plugins/cliUpgrade.ts), and tests/unit/cli-upgrade.test.ts fails when the pinned
// capture no longer matches tools/cli-runtime: rerun this script then.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin, commandsOf, configKeyPaths, flagsOf, helpText } from './cli-surface.mjs';
import { CAPTURES, readCaptures, removedFlags } from '../../builder/cli/cli-versions.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PINNED = path.join(ROOT, 'tools/cli-runtime/node_modules');
const NODE22 = path.join(PINNED, 'node/bin/node');
const ENGINE_PACKAGES = ['extension-create', 'extension-develop', 'extension-install'];

function registryVersions(name) {
  return JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' }));
}

const stable = (version) => /^\d+\.\d+\.\d+$/.test(version);
const major = (version) => Number(version.split('.')[0]);
const compare = (a, b) => a.split('.').map(Number).reduce((order, part, i) => order || part - Number(b.split('.')[i]), 0);

/**
 * Installs extension@version. A release whose engine packages are missing from the registry (extension 3.18.4
 * needs extension-develop 3.18.4, which was never published there) gets the newest published engine of the same
 * major no newer than it; --help comes from the `extension` package itself either way, and the capture says so.
 */
function install(version) {
  const dir = mkdtempSync(path.join(tmpdir(), `cli-capture-${version}-`));
  const overrides = {};
  const dependencies = JSON.parse(execFileSync('npm', ['view', `extension@${version}`, 'dependencies', '--json'], { encoding: 'utf8' }));
  for (const name of ENGINE_PACKAGES.filter((engine) => engine in dependencies)) {
    const published = registryVersions(name);
    if (published.includes(dependencies[name])) continue;
    const fallback = published.filter((v) => stable(v) && major(v) === major(version) && compare(v, version) <= 0).sort(compare).at(-1);
    if (!fallback) throw new Error(`${name}@${version} is not on the registry, and no earlier ${major(version)}.x is`);
    overrides[name] = fallback;
  }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, overrides }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `extension@${version}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { nodeModules: path.join(dir, 'node_modules'), overrides };
}

/** The targets `--browser` lists in a --help text, in its order. */
export function browserValues(help) {
  const line = help.split('\n').find((l) => /^\s+(?:-b, )?--browser </.test(l)) ?? '';
  return (/--browser <([^>]+)>/.exec(line)?.[1] ?? '').split('|').map((name) => name.trim()).filter(Boolean);
}

/** Commands, flags, `dev --browser` targets and config keys of the release installed in nodeModules. */
export function captureOf(nodeModules) {
  const top = helpText(nodeModules, NODE22);
  const version = JSON.parse(readFileSync(path.join(nodeModules, 'extension/package.json'), 'utf8')).version;
  const engine = JSON.parse(readFileSync(path.join(nodeModules, 'extension-develop/package.json'), 'utf8')).version;
  const keys = configKeyPaths(nodeModules);
  return {
    version,
    engine,
    globalFlags: flagsOf(top),
    commands: Object.fromEntries(commandsOf(top).map((name) => [name, flagsOf(helpText(nodeModules, NODE22, [name]))])),
    devBrowsers: browserValues(helpText(nodeModules, NODE22, ['dev'])),
    // null: the release ships no FileConfig type to read keys from (3.x engines ship no .d.ts files).
    configKeys: keys.length > 0 ? keys : null,
  };
}

/** Codes with which the pinned CLI refuses a flag it does not take. */
export const REFUSALS = ['E_FLAG_NOT_SUPPORTED_HERE', 'E_REMOVED_FLAG'];

/**
 * What the pinned CLI does when an upgrading reader types `flag` on `command`, in an empty folder: refuses it
 * (with its error code) or accepts it although --help no longer lists it.
 */
export function pinnedAnswer(command, flag, cwd) {
  const args = command === '(global)' ? [flag, '--output', 'json'] : [command, flag, '--output', 'json'];
  const result = spawnSync(NODE22, [cliBin(PINNED), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', EXTENSION_CLI_NO_BROWSER: '1' },
    timeout: 30_000,
  });
  const envelope = `${result.stdout}`.split('\n').find((line) => line.startsWith('{"schema"'));
  const code = envelope ? (JSON.parse(envelope).error?.code ?? null) : null;
  return REFUSALS.includes(code) ? { refused: true, code } : { refused: false, code: null };
}

/** The pinned capture, with the answer to every flag the older captures list and it does not. */
function pinnedCapture() {
  const pinned = captureOf(PINNED);
  const older = readCaptures().filter((capture) => capture.version !== pinned.version);
  const cwd = mkdtempSync(path.join(tmpdir(), 'cli-capture-empty-'));
  const answers = {};
  for (const { command, flag } of removedFlags([...older, pinned])) answers[`${command} ${flag}`] = pinnedAnswer(command, flag, cwd);
  return { ...pinned, removedFlagAnswers: answers };
}

function write(capture) {
  mkdirSync(CAPTURES, { recursive: true });
  const file = path.join(CAPTURES, `extension-${capture.version}.json`);
  writeFileSync(file, `${JSON.stringify(capture, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const all = args[0] === 'pinned' || args.length > 0 ? [] : registryVersions('extension').filter(stable).sort(compare);
  const wanted = args[0] === 'pinned' ? [] : args.length > 0 ? args : [2, 3].map((m) => all.filter((v) => major(v) === m).at(-1));
  for (const version of wanted) {
    const { nodeModules, overrides } = install(version);
    write({ ...captureOf(nodeModules), ...(Object.keys(overrides).length > 0 ? { engineOverrides: overrides } : {}) });
  }
  write(pinnedCapture());
}
