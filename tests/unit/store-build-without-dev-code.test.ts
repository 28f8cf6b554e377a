import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { filesUnder } from '../content/guide-examples';
import { readSource } from '../content/source-pages';
import { zipEntryNames } from '../content/zip-entries';

// The Reload and HMR page says none of what dev adds reaches the store build: no added permissions, no hot/* entry,
// no reload client in the scripts, and a zip of the extension's own files. A project with a popup, a content script
// and a background, which dev would give all of these, is built for production with --zip by the pinned CLI.

const PAGE = '/docs/features/reload-and-hmr';

const manifest = {
  manifest_version: 3,
  name: 'Store build',
  version: '1.0.0',
  action: { default_popup: 'popup.html' },
  background: { service_worker: 'background.js' },
  content_scripts: [{ matches: ['https://example.com/*'], js: ['content.js'] }],
};

const project = buildProjectOnce('store-build-', {
  'package.json': JSON.stringify({ name: 'store-build', private: true, version: '1.0.0' }),
  'manifest.json': JSON.stringify(manifest),
  'popup.html': '<!doctype html><html><body><p id="out"></p><script src="./popup.js"></script></body></html>\n',
  'popup.js': "document.getElementById('out').textContent = 'popup';\n",
  'background.js': "chrome.runtime.onInstalled.addListener(() => console.log('installed'));\n",
  'content.js': "document.body.dataset.storeBuild = 'yes';\n",
}, ['build', '--browser=chromium', '--install=false', '--zip']);

describe('a production build with --zip, by the pinned CLI', () => {
  it('keeps the declared permissions only, has no hot/* entry and no reload client, and zips only the build', () => {
    const page = readSource(PAGE);
    expect(page).toContain('### The production build has no reload code');
    expect(page).toContain('Its manifest has only the permissions you declared and no `hot/*` entry, its scripts have no reload client, and the zip from `--zip` holds your files and nothing more.');
    expect(project.run.code, project.run.out).toBe(0);

    const out = path.join(project.root, 'dist/chromium');
    const built = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    for (const key of ['permissions', 'host_permissions', 'web_accessible_resources', 'content_security_policy']) expect(built[key], key).toBeUndefined();

    const files = filesUnder(out);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(readFileSync(path.join(out, script), 'utf8'), script).not.toMatch(/WebSocket|hot-update|webpackHotUpdate/);

    const zip = files.find((file) => file.endsWith('.zip'));
    expect(zip).toBeDefined();
    const entries = zipEntryNames(path.join(out, zip!)).filter((name) => !name.endsWith('/'));
    expect(entries.sort()).toEqual(files.filter((file) => file !== zip).sort());
  });
});
