// A dev session of the pinned CLI started with --no-browser, its output loaded by a Chromium that Playwright starts,
// as the end-to-end tests guide sets it up, and a page served from 127.0.0.1 open in that browser. For tests of what
// pages say a dev session does with an extension it did not launch itself (logs, eval).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { CLI, NODE22 } from './cli-help';
import { CLI_ENV } from './guide-examples';

export interface ReadyState {
  status?: string;
  distPath?: string;
  logsPath?: string;
}

export interface DevSessionInChromium {
  root: string;
  ready: ReadyState | undefined;
  context: BrowserContext | undefined;
  /** The served page's URL. */
  pageUrl: string;
  /** Ends the dev session only: the browser and the project's files stay. */
  endDevSession(): Promise<void>;
  /** Ends the session, closes the browser and the page's server, and removes the project. */
  stop(): Promise<void>;
}

/** Calls `read` every 250 ms until it returns a value or the time is up. */
export async function until<T>(read: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
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

/**
 * Playwright's Chromium, headless, with only the extension in `extensionPath` loaded, as the guide launches it: in a
 * temporary profile, or in `userDataDir` with `extraArgs` (a test that reads the profile's DevToolsActivePort).
 */
export function chromiumWithExtension(extensionPath: string, userDataDir = '', extraArgs: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs, `--disable-extensions-except=${extensionPath}`, `--load-extension=${extensionPath}`],
  });
}

/** The service worker of the one extension loaded in `context`, once it runs. */
export async function extensionWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The id of the extension a service worker belongs to: the host of its chrome-extension:// address. */
export const extensionIdOf = (worker: Worker) => new URL(worker.url()).host;

/**
 * Starts `extension dev --browser=chromium --no-browser --port=0` (plus `devArgs`) in `root`, waits for ready.json,
 * loads the output folder in Playwright's Chromium and opens `pageHtml` from 127.0.0.1 in a tab.
 */
export async function startDevSessionInChromium(root: string, pageHtml: string, devArgs: string[] = []): Promise<DevSessionInChromium> {
  const dev: ChildProcess = spawn(
    NODE22,
    [CLI, 'dev', '--browser=chromium', '--no-browser', '--port=0', '--install=false', '--no-telemetry', ...devArgs],
    { cwd: root, env: CLI_ENV, stdio: 'ignore' },
  );
  const readyFile = path.join(root, 'dist/extension-js/chromium/ready.json');
  const ready: ReadyState | undefined = await until(() => {
    const state = readJson(readyFile);
    return state?.status === 'ready' ? state : undefined;
  }, 60_000);
  let context: BrowserContext | undefined;
  const site: Server = createServer((_request, response) => response.end(pageHtml));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  if (ready?.distPath) {
    context = await chromiumWithExtension(ready.distPath);
    await (await context.newPage()).goto(pageUrl);
  }
  const endDevSession = async () => {
    if (dev.exitCode !== null || dev.signalCode !== null) return;
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  return {
    root,
    ready,
    context,
    pageUrl,
    endDevSession,
    // The session keeps writing its files until it has exited, so the folder is removed after that.
    async stop() {
      await context?.close();
      site.close();
      await endDevSession();
      rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** The events of the session's log file so far. */
export function loggedEvents(session: DevSessionInChromium): { level?: string; context?: string; messageParts?: unknown[] }[] {
  const file = path.join(session.root, session.ready?.logsPath ?? 'missing');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
