import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { runCli } from '../content/guide-examples';
import { readSource } from '../content/source-pages';
import { standInBrowser } from '../content/stand-in-browser';

// What the uninstall page says of a managed cache that holds two builds of one browser: the CLI launches the newest
// (read from the launch plan preview prints with commands.preview.dryRun), and `uninstall chrome` removes the
// browser's folder with every build in it while another browser's folder stays.

const UNINSTALL_PAGE = '/docs/commands/uninstall';
const OLDER = 'chrome/linux-146.0.7680.31/chrome-linux64/chrome';
const NEWER = 'chrome/linux-150.0.7800.12/chrome-linux64/chrome';
const FIREFOX = 'firefox/linux-150.0/firefox/firefox';

const project = buildProjectOnce(
  'managed-builds-',
  {
    'package.json': JSON.stringify({ name: 'managed-builds', private: true, version: '0.0.1', type: 'module' }),
    'extension.config.js': 'export default { commands: { preview: { dryRun: true } } };\n',
    'manifest.json': JSON.stringify({ manifest_version: 3, name: 'Managed builds', version: '0.0.1', background: { service_worker: 'background.js' } }),
    'background.js': "console.log('ready');\n",
  },
  ['build', '--browser=chrome', '--silent'],
  (root) => {
    standInBrowser(path.join(root, 'cache', OLDER), 'Google Chrome for Testing 146.0.7680.31');
    standInBrowser(path.join(root, 'cache', NEWER), 'Google Chrome for Testing 150.0.7800.12');
    standInBrowser(path.join(root, 'cache', FIREFOX), 'Mozilla Firefox 150.0');
  },
);

describe('a managed cache with two builds of Chrome for Testing', () => {
  it('launches the newest build', async () => {
    expect(readSource(UNINSTALL_PAGE)).toContain('When a browser has more than one build there, the CLI launches the newest.');
    const cache = path.join(project.root, 'cache');
    const plan = await runCli(['preview', '--browser=chrome'], project.root, 55_000, { EXT_BROWSERS_CACHE_DIR: cache });
    expect(plan.out.match(/PATH (.+)$/m)?.[1].trim()).toBe(path.join(cache, NEWER));
  }, 60_000);

  it('loses every build, and keeps the other browsers, with uninstall chrome', async () => {
    expect(readSource(UNINSTALL_PAGE)).toContain('removes the browser\'s whole folder, every build in it');
    const cache = path.join(project.root, 'cache');
    const run = await runCli(['uninstall', 'chrome'], project.root, 55_000, { EXT_BROWSERS_CACHE_DIR: cache });
    expect(run.code).toBe(0);
    expect(existsSync(path.join(cache, 'chrome'))).toBe(false);
    expect(existsSync(path.join(cache, FIREFOX))).toBe(true);
  }, 60_000);
});
