import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents, startDevSessionInChromium, until, type DevSessionInChromium } from '../content/dev-session-in-chromium';
import { CLI_ENV, titledBlocks, writeNpxShim, writeProject } from '../content/guide-examples';

// The logs page's "Fail a check when the extension logged an error": its script, run as printed with an npx that
// starts the pinned CLI, passes while the extension has logged only log and warn lines, and fails, printing the
// errors, once a content script has thrown an error nothing caught and the background has called console.error and
// left a promise rejection unhandled.

const SCRIPT = Object.fromEntries(titledBlocks('/docs/commands/logs'))['check-extension-errors.sh'];

const project = () =>
  writeProject('logs-error-check-', {
    'package.json': JSON.stringify({ name: 'logs-error-check', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Logs error check',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      content_scripts: [{ matches: ['http://127.0.0.1/*'], js: ['content.js'] }],
    }),
    'src/background.js': [
      "console.log('background started')",
      "console.warn('a warning is not an error')",
      'chrome.runtime.onMessage.addListener((message) => {',
      "  if (message !== 'fail') return",
      "  console.error('background error on purpose')",
      "  Promise.reject(new Error('background rejection on purpose'))",
      '})',
      '',
    ].join('\n'),
    // Fails only on a page opened with ?fail, so one session shows the check passing and then failing.
    'src/content.js': [
      "if (location.search === '?fail') {",
      "  chrome.runtime.sendMessage('fail')",
      "  setTimeout(() => { throw new Error('content script failed on purpose') })",
      '}',
      '',
    ].join('\n'),
  });

let session: DevSessionInChromium;
let bin: string;

beforeAll(async () => {
  session = await startDevSessionInChromium(project(), '<!doctype html><title>Test page</title><p>Test page</p>');
  bin = writeNpxShim(path.join(session.root, 'dist'));
}, 90_000);

afterAll(() => session?.stop(), 20_000);

const runCheck = () => {
  const env = { ...CLI_ENV, PATH: `${bin}${path.delimiter}${CLI_ENV.PATH}` };
  return spawnSync('sh', ['-c', SCRIPT], { cwd: session.root, env, encoding: 'utf8' });
};

describe('failing a check on logged errors (extension logs page)', () => {
  it('the page has the script', () => {
    expect(SCRIPT).toContain('logs --level=error --output=ndjson');
  });

  it('passes while the extension logged only log and warn lines', async () => {
    expect(session.ready?.status).toBe('ready');
    expect(await until(() => (loggedEvents(session).some((e) => e.level === 'warn') ? true : undefined), 20_000)).toBe(true);
    const run = runCheck();
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toBe('');
  }, 40_000);

  it('fails and prints the errors: uncaught, console.error and unhandled rejections, content and background', async () => {
    const page = await session.context!.newPage();
    await page.goto(`${session.pageUrl}?fail`);
    const errors = () => loggedEvents(session).filter((e) => e.level === 'error');
    expect(await until(() => (errors().length >= 3 ? true : undefined), 20_000)).toBe(true);
    const run = runCheck();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('The extension logged errors:');
    const events = run.stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    expect(events.every((event) => event.level === 'error')).toBe(true);
    const find = (text: string) => events.find((event) => String(event.messageParts?.[0]).includes(text));
    expect(find('content script failed on purpose')).toMatchObject({ context: 'content' });
    expect(String(find('content script failed on purpose')?.url)).toMatch(/^chrome-extension:\/\//);
    expect(find('background error on purpose')).toMatchObject({ context: 'background' });
    expect(String(find('background rejection on purpose')?.messageParts?.[0])).toMatch(/^Unhandled promise rejection: /);
  }, 40_000);
});
