import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension, startDevSessionInChromium, type DevSessionInChromium } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The Reload and HMR page says a dev build loaded once its session has stopped logs failed WebSocket connections to
// the session in its service worker, and that the production build of the same project does not. Both builds are
// loaded in this machine's Chromium; the service worker's log (network errors are not console calls, so Playwright's
// console events miss them) is read through the DevTools protocol.

const PAGE = '/docs/features/reload-and-hmr';
const FAILED_CONNECTION = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/extjs-control' failed: Error in connection establishment: net::ERR_CONNECTION_REFUSED$/;

/** What the extension's service worker logs in its first `ms` milliseconds after `extensionPath` is loaded. */
async function serviceWorkerLog(extensionPath: string, ms: number): Promise<string[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'sw-log-'));
  const context = await chromiumWithExtension(extensionPath, profile, ['--remote-debugging-port=0']);
  try {
    if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker');
    const port = readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find((target) => target.type === 'service_worker');
    if (!worker) throw new Error('no service worker target');
    const entries: string[] = [];
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const parsed = JSON.parse(message) as { method?: string; params?: { entry?: { text: string } } };
      if (parsed.method === 'Log.entryAdded' && parsed.params?.entry) entries.push(parsed.params.entry.text);
    });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Log.enable' }) });
    await new Promise((resolve) => setTimeout(resolve, ms));
    await browser.close();
    return entries;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

let session: DevSessionInChromium;
let devBuildLog: string[] = [];
let productionLog: string[] = [];

beforeAll(async () => {
  const root = writeProject('dev-build-alone-', {
    'package.json': JSON.stringify({ name: 'dev-build-alone', private: true, version: '1.0.0' }),
    'manifest.json': JSON.stringify({ manifest_version: 3, name: 'Dev build alone', version: '1.0.0', background: { service_worker: 'background.js' } }),
    'background.js': "console.log('background');\n",
  });
  session = await startDevSessionInChromium(root, '<p>page</p>');
  await session.context?.close();
  await session.endDevSession();
  devBuildLog = await serviceWorkerLog(path.join(root, 'dist/chromium'), 5_000);
  await runCli(['build', '--silent'], root, 120_000);
  productionLog = await serviceWorkerLog(path.join(root, 'dist/chromium'), 5_000);
}, 200_000);

afterAll(() => session?.stop());

describe('a dev build loaded after its session stopped', () => {
  it('logs failed connections to the session, as the page quotes, and its production build does not', () => {
    const quoted = readSource(PAGE)
      .split('\n')
      .find((line) => line.startsWith('WebSocket connection to'));
    expect(quoted).toMatch(FAILED_CONNECTION);
    expect(session.ready?.status).toBe('ready');
    expect(devBuildLog.filter((line) => FAILED_CONNECTION.test(line)).length).toBeGreaterThan(1);
    expect(productionLog.filter((line) => line.includes('extjs-control'))).toEqual([]);
  });

  // extension dev's remote-machine section names the address the same line shows when the browser is elsewhere.
  it('dials the address the dev page names for a browser on another machine', () => {
    const named = readSource('/docs/commands/dev').match(/failed connection to `(ws:\/\/[^`]+)`/)?.[1];
    expect(named).toBe('ws://127.0.0.1:<port>/extjs-control');
    const dialed = devBuildLog.find((line) => FAILED_CONNECTION.test(line))?.match(/'(ws:[^']+)'/)?.[1];
    expect(dialed?.replace(/:\d+\//, ':<port>/')).toBe(named);
  });
});
