// Runs the scenarios of tests/fixtures/cli-scenarios/scenarios.mjs against the pinned CLI and returns what each
// printed, with the parts that change from run to run (temporary paths, ports, times, process and run ids) replaced
// by named placeholders. `npm run capture:scenarios` writes the result to captures.json; the unit test
// tests/unit/cli-scenarios.test.ts runs them again and compares. Long-running commands (dev, and the sessions the
// control commands talk to) run in their own process group, which is killed once the run is over, whatever happens.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenarios, sessions } from '../../tests/fixtures/cli-scenarios/scenarios.mjs';
import { CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { installedCliVersion, mapLimited } from '../../builder/cli/cli-output.mjs';

const RUNTIME = fileURLToPath(new URL('../cli-runtime/node_modules/', import.meta.url));
const NODE22 = path.join(RUNTIME, 'node/bin/node');
const CLI = path.join(RUNTIME, 'extension/bin/extension.cjs');
const PROJECTS = fileURLToPath(new URL('../../tests/fixtures/cli-scenarios/projects/', import.meta.url));
export const CAPTURES_FILE = fileURLToPath(new URL('../../tests/fixtures/cli-scenarios/captures.json', import.meta.url));
const STOP_AFTER_MS = 45_000;

// A run that launches a browser (`{chromium}` in its arguments) starts the machine's Chromium without a window:
// EXTENSION_HEADLESS adds --headless=new, EXTENSION_BROWSER_FLAGS the flags a container needs.
const HEADLESS_ENV = { EXTENSION_HEADLESS: '1', EXTENSION_BROWSER_FLAGS: '--no-sandbox --disable-gpu' };
const needsChromium = (args) => args.some((arg) => arg.includes('{chromium}'));
const NO_CHROMIUM = 'this machine has no Chromium (bench/chromium.mjs)';

/** The arguments with their placeholders filled in. */
const fill = (args, values) =>
  args.map((arg) =>
    arg
      .replace('{port}', String(values.port))
      .replace('{page-port}', String(values.pagePort))
      .replace('{chromium}', CHROMIUM_PATH ?? ''),
  );

/** Serves `<dir>/index.html` on a free port of this machine: the web page a session's browser opens. */
const servePage = (dir) =>
  new Promise((resolve, reject) => {
    const html = readFileSync(path.join(dir, 'index.html'));
    const server = createHttpServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** A Node.js older than the CLI's minimum (22.12), when this machine has one: the one running us, or `node` on PATH. */
export function oldNode() {
  const below = (version) => {
    const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
    return major < 22 || (major === 22 && minor < 12);
  };
  if (below(process.version)) return process.execPath;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'node');
    if (!existsSync(candidate) || candidate === NODE22) continue;
    try {
      if (below(execFileSync(candidate, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim())) return candidate;
    } catch {
      // not a usable node
    }
  }
  return undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const holdPort = (port) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The text a capture keeps: colour codes removed, and what changes from run to run replaced by placeholders.
 * @param {string} text
 * @param {{ project: string, port?: number, controlPort?: number, pagePort?: number, chromium?: boolean }} run
 */
export function normalize(text, run) {
  let out = text.replace(ANSI, '').replace(/\r\n/g, '\n');
  out = out.split(run.project).join('<project>');
  // Stack traces name the CLI's own files.
  out = out.split(RUNTIME).join('<cli-modules>/').split(encodeURI(RUNTIME).replace(/~/g, '%7E')).join('<cli-modules>/');
  out = out.split(homedir()).join('<home>');
  // The temporary folder's own name, as create and the card print it.
  out = out.split(path.basename(run.project)).join('<project-folder>');
  if (run.controlPort) out = out.replace(new RegExp(`\\b${run.controlPort}\\b`, 'g'), '<control-port>');
  if (run.port) out = out.replace(new RegExp(`\\b${run.port}\\b`, 'g'), '<port>');
  if (run.pagePort) out = out.replace(new RegExp(`\\b${run.pagePort}\\b`, 'g'), '<page-port>');
  // The version of the machine's Chromium, which the pre-launch checks name (a stand-in binary's stays as it is).
  if (run.chromium) out = out.replace(/\bresolved browser is [\d.]+/g, 'resolved browser is <browser-version>');
  return out
    .replace(/listens on port \d+/g, 'listens on port <other-port>')
    .replace(/\[\d{2}:\d{2}:\d{2}\]/g, '[<time>]')
    .replace(/\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b/g, '<timestamp>')
    .replace(/\b\d+ ms\b/g, '<n> ms')
    .replace(/"durationMs":\d+/g, '"durationMs":<n>')
    .replace(/"(pid|controlPort)":\d+/g, (_, key) => `"${key}":<${key === 'pid' ? 'pid' : 'control-port'}>`)
    .replace(/\bPID \d+/g, 'PID <pid>')
    .replace(/\bpid \d+/g, 'pid <pid>')
    // A run id (mwz6544x-jrgstehh) has the shape of the browser name chromium-emulator, which stays as it is.
    .replace(/\b(?!chromium-emulator\b)[a-z0-9]{8}-[a-z0-9]{8}\b/g, '<run-id>')
    .replace(/"cmdId":"[^"]+"/g, '"cmdId":"<cmd-id>"')
    .replace(/\b[0-9a-f]{16}\b/g, '<instance-id>')
    .replace(/you are on v?[\d.]+\)/g, 'you are on <node-version>)')
    .replace(/\.extension-build-[\w-]+/g, '.extension-build-<temp>')
    .replace(/\b[a-p]{32}\b/g, numberedIds());
}

// Extension ids in order of first appearance: <extension-id>, <extension-id-2>, … so an answer that names the
// extension and the helper extensions beside it keeps them apart.
function numberedIds() {
  const seen = new Map();
  return (id) => {
    if (!seen.has(id)) seen.set(id, seen.size === 0 ? '<extension-id>' : `<extension-id-${seen.size + 1}>`);
    return seen.get(id);
  };
}

function startCli(node, args, cwd, extraEnv = {}, headless = false) {
  const child = spawn(node, [CLI, ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      EXTENSION_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      COLUMNS: '120',
      // A run in CI must print what a reader's terminal shows.
      CI: '',
      GITHUB_ACTIONS: '',
      // Under Vitest (the unit test that replays the scenarios) the CLI would take itself for its own test run:
      // no browser launch, a dry run printed instead.
      VITEST: '',
      VITEST_WORKER_ID: '',
      // The package manager the CLI names in its hints follows the one that started it: npm, for every run, whether
      // the scenarios run from `npm test` or from `node` directly.
      npm_config_user_agent: 'npm/10.9.0 node/v22.12.0 linux x64',
      npm_execpath: '',
      NPM_EXEC_PATH: '',
      ...(headless ? HEADLESS_ENV : {}),
      ...extraEnv,
    },
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set();
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    for (const fn of listeners) fn();
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    for (const fn of listeners) fn();
  });
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 3000);
    await exited;
    clearTimeout(timer);
  };
  running.add(stop);
  // `until` is one pattern or several, which must all have appeared (each on either stream).
  const waitFor = (until) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`extension ${args.join(' ')}: no ${until} within ${STOP_AFTER_MS} ms\n${stdout}\n${stderr}`)), STOP_AFTER_MS);
      const check = () => {
        if ([until].flat().every((pattern) => pattern.test(stdout) || pattern.test(stderr))) {
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        }
      };
      listeners.add(check);
      exited.then(() => {
        check();
        clearTimeout(timer);
        reject(new Error(`extension ${args.join(' ')} exited before ${until}\n${stdout}\n${stderr}`));
      });
      check();
    });
  return { child, exited, stop, waitFor, output: () => ({ stdout, stderr }) };
}

// Every process group still running, so that an error or an interrupt never leaves a dev server behind.
const running = new Set();
const stopAll = () => Promise.all([...running].map((stop) => stop()));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().then(() => process.exit(130)));
process.once('exit', () => {
  for (const stop of running) void stop();
});

/** The part of a long run's output up to and including the last line that matched a pattern of `until`. */
function cutAfter(text, until) {
  let end = -1;
  for (const pattern of [until].flat()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const lineEnd = text.indexOf('\n', match.index);
    end = Math.max(end, lineEnd === -1 ? text.length : lineEnd + 1);
  }
  return end === -1 ? text : text.slice(0, end);
}

function copyProject(name) {
  const dir = mkdtempSync(path.join(tmpdir(), `cli-scenario-${name}-`));
  cpSync(path.join(PROJECTS, name), dir, { recursive: true });
  return dir;
}

async function runOne(scenario, session) {
  const node = scenario.oldNode ? oldNode() : NODE22;
  if (!node) return { skipped: 'this machine has no Node.js older than 22.12' };
  if (needsChromium(scenario.args) && !CHROMIUM_PATH) return { skipped: NO_CHROMIUM };
  const project = session?.dir ?? copyProject(scenario.project);
  const port = scenario.args.some((arg) => arg.includes('{port}')) ? await freePort() : session?.port;
  const held = scenario.occupyPort ? await holdPort(port) : undefined;
  for (const file of scenario.deleteFirst ?? []) rmSync(path.join(project, file), { force: true });
  const args = fill(scenario.args, { port, pagePort: session?.pagePort });
  const run = startCli(node, args, project, scenario.env, needsChromium(scenario.args));
  try {
    let exitCode = null;
    if (scenario.until) await run.waitFor(scenario.until);
    else exitCode = await run.exited;
    let { stdout, stderr } = run.output();
    if (scenario.until) {
      stdout = cutAfter(stdout, scenario.until);
      stderr = cutAfter(stderr, scenario.until);
    }
    const controlPort = readReady(project)?.controlPort;
    const norm = (text) => normalize(text, { project, port, controlPort, pagePort: session?.pagePort, chromium: needsChromium(scenario.args) });
    return { exitCode, stdout: norm(stdout), stderr: norm(stderr) };
  } finally {
    await run.stop();
    running.delete(run.stop);
    held?.close();
    if (!session) rmSync(project, { recursive: true, force: true });
  }
}

function readReady(project) {
  try {
    return JSON.parse(readFileSync(path.join(project, 'dist/extension-js/chromium/ready.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Resolves once the session's ready.json says that the extension in the browser has connected to the session. */
async function executorAttached(project) {
  const deadline = Date.now() + STOP_AFTER_MS;
  while (!readReady(project)?.executorAttachedAt) {
    if (Date.now() > deadline) throw new Error(`${project}: the extension did not connect to the session within ${STOP_AFTER_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runSessionGroup(sessionId) {
  const session = sessions[sessionId];
  const members = scenarios.filter((s) => s.session === sessionId);
  if (needsChromium(session.args) && !CHROMIUM_PATH) return members.map((s) => [s.id, { skipped: NO_CHROMIUM }]);
  const dir = copyProject(session.project);
  const page = session.testPage ? await servePage(path.join(dir, session.testPage)) : undefined;
  const values = { port: await freePort(), pagePort: page?.address().port };
  const dev = startCli(NODE22, fill(session.args, values), dir, {}, needsChromium(session.args));
  try {
    await dev.waitFor(session.until);
    if (needsChromium(session.args)) await executorAttached(dir);
    // One client at a time: they share the session.
    const results = [];
    for (const scenario of members) results.push([scenario.id, await runOne(scenario, { dir, ...values })]);
    return results;
  } finally {
    await dev.stop();
    running.delete(dev.stop);
    page?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every scenario, run against the pinned CLI, keyed by id: { command, project, what, exitCode, stdout, stderr }
 * (exitCode is null for a run stopped once it was ready), or { skipped } when this machine cannot run it.
 * @returns {Promise<Record<string, object>>}
 */
export async function runScenarios() {
  const limit = Math.max(2, availableParallelism() + 1);
  const alone = scenarios.filter((s) => !s.session);
  try {
    const [single, grouped] = await Promise.all([
      mapLimited(alone, limit, (scenario) => runOne(scenario)),
      Promise.all(Object.keys(sessions).map(runSessionGroup)),
    ]);
    const byId = new Map([...alone.map((s, i) => [s.id, single[i]]), ...grouped.flat()]);
    return Object.fromEntries(
      scenarios.map((s) => [s.id, { command: `extension ${s.args.join(' ').replace('{port}', '<port>').replace('{page-port}', '<page-port>').replace('{chromium}', '<chromium>')}`, project: s.project, what: s.what, ...byId.get(s.id) }]),
    );
  } finally {
    await stopAll();
  }
}

/** The committed record: { version, scenarios }. */
export function readCaptures(file = CAPTURES_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export const capturesRecord = (captured) => ({ version: installedCliVersion(), scenarios: captured });
