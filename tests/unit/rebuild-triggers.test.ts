import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, NODE22 } from '../content/cli-help';
import { until } from '../content/dev-session-in-chromium';
import { CLI_ENV, titledBlocks, writeNpxShim, writeProject } from '../content/guide-examples';

// What starts a rebuild of a dev session, as the lifecycle stream page ("Run a step after every rebuild") and the
// reload page ("The terminal shows a rebuild a few times a second without a save") say: the page's script,
// run as printed with an npx that starts the pinned CLI, runs its step after each rebuild that compiled, skips it
// on a broken save, runs it for files written in node_modules/ or a hidden folder but not under dist/, and stops on
// Ctrl+C; and dev's own output redirected into the project rebuilds it over and over.

const SCRIPT = Object.fromEntries(titledBlocks('/docs/reference/lifecycle-stream'))['on-rebuild.mjs'];


// The project's files are dated a minute back, as a real project's are: a watcher that starts within a second of a
// file's change can count it as a change and rebuild once.
const project = (prefix: string, extra: Record<string, string> = {}) => {
  const files = {
    'package.json': JSON.stringify({ name: prefix.replace(/-$/, ''), private: true, version: '1.0.0' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Rebuilds', version: '1.0.0', background: { service_worker: 'background.js' } }),
    'src/background.js': "console.log('first')\n",
    ...extra,
  };
  const root = writeProject(prefix, files);
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const name of Object.keys(files)) utimesSync(path.join(root, name), aMinuteAgo, aMinuteAgo);
  return root;
};

const roots: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.pid && child.exitCode === null) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const readyIn = (root: string) => until(() => (existsSync(path.join(root, 'dist/extension-js/chromium/ready.json')) ? true : undefined), 60_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the lifecycle page runs a step after every rebuild', () => {
  it('runs the step after each compiled rebuild, skips it on a broken save, and stops on Ctrl+C', async () => {
    expect(SCRIPT).toContain("frame.status === 'recompiled'");
    const root = project('on-rebuild-', { 'on-rebuild.mjs': SCRIPT });
    const outside = writeProject('on-rebuild-marks-', { 'marks.txt': '' });
    roots.push(root, outside);
    const bin = writeNpxShim(outside);

    const marks = path.join(outside, 'marks.txt');
    const step = [NODE22, '-e', "require('fs').appendFileSync(process.argv[1], 'x')", marks];
    const child = spawn(NODE22, ['on-rebuild.mjs', ...step], {
      cwd: root,
      env: { ...CLI_ENV, PATH: `${bin}${path.delimiter}${CLI_ENV.PATH}` },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const stepRuns = () => readFileSync(marks, 'utf8').length;
    const afterChange = async (change: () => void, runs: number) => {
      change();
      return until(() => (stepRuns() >= runs ? stepRuns() : undefined), 20_000);
    };

    expect(await readyIn(root)).toBe(true);
    await sleep(2000);
    // The session's own .extension-js/control-port-chromium, written as it starts, can start one rebuild.
    expect(stepRuns(), 'the first compile runs no step, a rebuild at the start at most one').toBeLessThanOrEqual(1);
    expect(existsSync(path.join(root, '.extension-js/control-port-chromium'))).toBe(true);
    const atStart = stepRuns();

    const background = path.join(root, 'src/background.js');
    expect(await afterChange(() => writeFileSync(background, "console.log('second')\n"), atStart + 1)).toBeGreaterThan(atStart);
    await sleep(1500);
    const afterSave = stepRuns();

    writeFileSync(path.join(root, 'dist/report.txt'), 'written under dist/');
    await sleep(3000);
    expect(stepRuns(), 'a file written under dist/ starts no rebuild').toBe(afterSave);

    writeFileSync(background, 'const broken = ;\n');
    expect(await until(() => (/E_COMPILE: .* waits for the next build that compiles/.test(stderr) ? true : undefined), 20_000)).toBe(true);
    expect(stepRuns(), 'a broken save runs no step').toBe(afterSave);

    expect(await afterChange(() => writeFileSync(background, "console.log('third')\n"), afterSave + 1)).toBeGreaterThan(afterSave);
    await sleep(1500);
    const afterFix = stepRuns();

    mkdirSync(path.join(root, 'node_modules/some-package'), { recursive: true });
    expect(await afterChange(() => writeFileSync(path.join(root, 'node_modules/some-package/cache.json'), '{}'), afterFix + 1)).toBeGreaterThan(afterFix);
    await sleep(1500);
    const afterModules = stepRuns();
    mkdirSync(path.join(root, '.cache'));
    expect(await afterChange(() => writeFileSync(path.join(root, '.cache/report.json'), '{}'), afterModules + 1)).toBeGreaterThan(afterModules);

    // Ctrl+C in a terminal signals the whole foreground group: the script, npx and the dev server.
    process.kill(-child.pid!, 'SIGINT');
    const exited = await until(() => (child.exitCode !== null || child.signalCode !== null ? true : undefined), 15_000);
    expect(exited).toBe(true);
    const groupGone = () => {
      try {
        process.kill(-child.pid!, 0);
        return undefined;
      } catch {
        return true;
      }
    };
    expect(await until(groupGone, 15_000), 'npx and the dev server stop too').toBe(true);
  }, 150_000);
});

describe('dev output written into the project', () => {
  it('rebuilds the session a few times a second without a save', async () => {
    const root = project('dev-log-in-project-');
    roots.push(root);
    const log = openSync(path.join(root, 'dev.log'), 'w');
    const child = spawn(NODE22, [CLI, 'dev', '--no-browser', '--port=0'], { cwd: root, env: CLI_ENV, detached: true, stdio: ['ignore', log, 'ignore'] });
    children.push(child);
    expect(await readyIn(root)).toBe(true);
    const compiles = () => (readFileSync(path.join(root, 'dev.log'), 'utf8').match(/compiled in \d+ ms/g) ?? []).length;
    await sleep(1000);
    const before = compiles();
    await sleep(4000);
    expect(compiles() - before).toBeGreaterThan(5);
    process.kill(-child.pid!, 'SIGKILL');
  }, 90_000);
});
