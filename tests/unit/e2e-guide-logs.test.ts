import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { CLI, NODE22 } from '../content/cli-help';
import { runCli } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The end-to-end guide's section "Read what the extension logged": a dev session started with --no-browser records
// the console of an extension that another program's Chromium loaded, in the file ready.json names, and a
// production build records nothing. Run here with the pinned CLI and the Chromium the end-to-end tests use.

const page = readSource('/docs/guides/end-to-end-tests');
const section = page.slice(page.indexOf('## Read what the extension logged'), page.indexOf('## Run the tests in CI'));
const MESSAGE = 'worker started for the logs test';
const CONTENT_MESSAGE = 'content script ran for the logs test';

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'e2e-logs-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'e2e-logs', private: true, version: '0.0.1' }));
  writeFileSync(
    path.join(root, 'src/manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'Logs',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      content_scripts: [{ matches: ['http://127.0.0.1/*'], js: ['content.js'] }],
    }),
  );
  writeFileSync(path.join(root, 'src/background.js'), `console.log(${JSON.stringify(MESSAGE)});\n`);
  writeFileSync(path.join(root, 'src/content.js'), `console.log(${JSON.stringify(CONTENT_MESSAGE)});\n`);
  return root;
}

async function until<T>(read: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const readJson = (file: string) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const root = project();
const readyFile = path.join(root, 'dist/extension-js/chromium/ready.json');
let dev: ChildProcess | undefined;
let context: BrowserContext | undefined;
let ready: { status?: string; distPath?: string; logsPath?: string } | undefined;
let site: Server | undefined;

/** The events of the session's log file so far. */
function loggedEvents(): { level?: string; context?: string; messageParts?: unknown[] }[] {
  const file = path.join(root, ready?.logsPath ?? 'missing');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  dev = spawn(NODE22, [CLI, 'dev', '--browser=chromium', '--no-browser', '--port=0', '--install=false', '--no-telemetry'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  ready = await until(() => {
    const state = readJson(readyFile);
    return state?.status === 'ready' ? state : undefined;
  }, 60_000);
  if (!ready?.distPath) return;
  context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${ready.distPath}`, `--load-extension=${ready.distPath}`],
  });
  site = createServer((_request, response) => response.end('<!doctype html><title>Test page</title><p>Test page</p>'));
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
  const tab = await context.newPage();
  await tab.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
}, 90_000);

// The session keeps writing its files until it has exited, so the folder is removed after that.
afterAll(async () => {
  await context?.close();
  site?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}, 20_000);

describe('reading what the extension logged in an end-to-end run (end-to-end tests guide)', () => {
  it('the section names the file, the fields and the command', () => {
    expect(section).toContain('`dist/extension-js/chromium/logs.ndjson`');
    expect(section).toContain('`logsPath`');
    expect(section).toContain('logs --context=background');
  });

  it('the dev session records the service worker of the Chromium another program started, in the file ready.json names', async () => {
    expect(ready?.status).toBe('ready');
    expect(ready?.logsPath).toBe('dist/extension-js/chromium/logs.ndjson');
    const logged = await until(() => loggedEvents().find((event) => event.messageParts?.includes(MESSAGE)), 20_000);
    expect(logged).toMatchObject({ level: 'log', context: 'background' });
  }, 30_000);

  it('and the content script of a page that browser opened', async () => {
    const logged = await until(() => loggedEvents().find((event) => event.messageParts?.includes(CONTENT_MESSAGE)), 20_000);
    expect(logged).toMatchObject({ level: 'log', context: 'content' });
  }, 30_000);

  it('extension logs, piped, prints that line as one JSON object', async () => {
    const run = await runCli(['logs', '--context=background'], root);
    expect(run.code, run.out).toBe(0);
    const events = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
    expect(events.some((event) => event.context === 'background' && event.messageParts?.includes(MESSAGE))).toBe(true);
  });

  it('a production build records no logs', async () => {
    const built = project();
    try {
      const run = await runCli(['build', '--browser=chromium', '--install=false'], built);
      expect(run.code, run.out).toBe(0);
      expect(existsSync(path.join(built, 'dist/extension-js/chromium/ready.json'))).toBe(true);
      expect(existsSync(path.join(built, 'dist/extension-js/chromium/logs.ndjson'))).toBe(false);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
