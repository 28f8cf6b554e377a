import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents, startDevSessionInChromium, until, type DevSessionInChromium } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The end-to-end guide's section "Read what the extension logged": a dev session started with --no-browser records
// the console of an extension that another program's Chromium loaded, in the file ready.json names, and a
// production build records nothing. Run here with the pinned CLI and the Chromium the end-to-end tests use.

const section = sectionUnder(readSource('/docs/guides/end-to-end-tests'), '## Read what the extension logged');
const MESSAGE = 'worker started for the logs test';
const CONTENT_MESSAGE = 'content script ran for the logs test';

const project = () =>
  writeProject('e2e-logs-', {
    'package.json': JSON.stringify({ name: 'e2e-logs', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Logs',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      content_scripts: [{ matches: ['http://127.0.0.1/*'], js: ['content.js'] }],
    }),
    'src/background.js': `console.log(${JSON.stringify(MESSAGE)});\n`,
    'src/content.js': `console.log(${JSON.stringify(CONTENT_MESSAGE)});\n`,
  });

let session: DevSessionInChromium;

beforeAll(async () => {
  session = await startDevSessionInChromium(project(), '<!doctype html><title>Test page</title><p>Test page</p>');
}, 90_000);

afterAll(() => session?.stop(), 20_000);

describe('reading what the extension logged in an end-to-end run (end-to-end tests guide)', () => {
  it('the section names the file, the fields and the command', () => {
    expect(section).toContain('`dist/extension-js/chromium/logs.ndjson`');
    expect(section).toContain('`logsPath`');
    expect(section).toContain('logs --context=background');
  });

  it('the dev session records the service worker of the Chromium another program started, in the file ready.json names', async () => {
    expect(session.ready?.status).toBe('ready');
    expect(session.ready?.logsPath).toBe('dist/extension-js/chromium/logs.ndjson');
    const logged = await until(() => loggedEvents(session).find((event) => event.messageParts?.includes(MESSAGE)), 20_000);
    expect(logged).toMatchObject({ level: 'log', context: 'background' });
  }, 30_000);

  it('and the content script of a page that browser opened', async () => {
    const logged = await until(() => loggedEvents(session).find((event) => event.messageParts?.includes(CONTENT_MESSAGE)), 20_000);
    expect(logged).toMatchObject({ level: 'log', context: 'content' });
  }, 30_000);

  it('extension logs, piped, prints that line as one JSON object', async () => {
    const run = await runCli(['logs', '--context=background'], session.root);
    expect(run.code, run.out).toBe(0);
    const events = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
    expect(events.some((event) => event.context === 'background' && event.messageParts?.includes(MESSAGE))).toBe(true);
  });

  it('after the session has ended, extension logs still prints what it recorded', async () => {
    await session.endDevSession();
    const run = await runCli(['logs', '--context=background'], session.root);
    expect(run.code, run.out).toBe(0);
    expect(run.stdout).toContain(MESSAGE);
  }, 30_000);

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
