import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The Babel page says async functions and async generators stay native in a build for Chromium and for Firefox, so
// a bundle never needs regeneratorRuntime. A background script holding both is built here with the pinned CLI and
// its output read.

const PAGE = '/docs/integrations/babel';
const BROWSERS = ['chrome', 'firefox'];

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'async-native', private: true, version: '0.0.1' }, null, 2),
  'src/manifest.json': JSON.stringify(
    {
      manifest_version: 3,
      name: 'Async native',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      browser_specific_settings: { gecko: { id: 'async-native@example.com' } },
    },
    null,
    2,
  ),
  'src/background.js': [
    'async function waitedCount() {',
    '  const stored = await chrome.storage.local.get("count");',
    '  return stored.count ?? 0;',
    '}',
    '',
    'async function* ticks(limit) {',
    '  for (let tick = 0; tick < limit; tick += 1) yield await waitedCount();',
    '}',
    '',
    'chrome.runtime.onInstalled.addListener(async () => {',
    '  for await (const count of ticks(3)) console.log(count);',
    '});',
    '',
  ].join('\n'),
};

const project = buildProjectOnce('async-native-', files, ['build', `--browser=${BROWSERS.join(',')}`, '--install=false']);

/** Every JavaScript file a browser's build wrote, joined. */
function builtScripts(browser: string): string {
  const dir = path.join(project.root, 'dist', browser);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

describe('async code in a build', () => {
  it('the page says it stays native and needs no regeneratorRuntime', () => {
    const page = readSource(PAGE);
    expect(page).toContain('Async functions, `await` and async generators stay as you wrote them');
    expect(page).toContain('needs no `regeneratorRuntime`');
  });

  it.each(BROWSERS)('the %s build keeps async functions and async generators, without regeneratorRuntime', (browser) => {
    expect(project.run.code, project.run.out).toBe(0);
    const scripts = builtScripts(browser);
    expect(scripts).toMatch(/async function\s*\*/);
    expect(scripts).toMatch(/async function\b/);
    expect(scripts).toContain('for await');
    expect(scripts).not.toMatch(/regenerator/i);
  });
});
