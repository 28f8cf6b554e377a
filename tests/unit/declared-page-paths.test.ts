import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The Runtime-Loaded Files page says a page the manifest declares ships at its own output path, and that the build
// neither rewrites nor warns about code that opens it by the path written in the manifest. A popup declared as
// popup.html, and set again from the background under that name, is built with the pinned CLI.

const PAGE = '/docs/development/runtime-loaded-files';

const project = buildProjectOnce('declared-page-', {
  'package.json': JSON.stringify({ name: 'declared-page', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Declared page', version: '0.0.1', action: { default_popup: 'popup.html' }, background: { service_worker: 'background.js' } }),
  'src/popup.html': '<!doctype html><html><body><p>popup</p></body></html>\n',
  'src/background.js': "chrome.runtime.onStartup.addListener(() => chrome.action.setPopup({ popup: 'popup.html' }));\n",
}, ['build', '--browser=chrome', '--install=false']);

describe('a page the manifest declares, opened again from code, in a build of the pinned CLI', () => {
  it('ships at its output path while the code keeps the path it wrote, with no warning', () => {
    expect(readSource(PAGE)).toContain("the build neither rewrites nor warns about a `chrome.action.setPopup({ popup: 'popup.html' })` in your code");
    expect(project.run.code, project.run.out).toBe(0);
    expect(JSON.parse(readFileSync(path.join(project.root, 'dist/chrome/manifest.json'), 'utf8')).action.default_popup).toBe('action/index.html');
    expect(existsSync(path.join(project.root, 'dist/chrome/popup.html'))).toBe(false);
    expect(readFileSync(path.join(project.root, 'dist/chrome/background/service_worker.js'), 'utf8')).toMatch(/popup:\s*"popup\.html"/);
    expect(project.run.out).not.toMatch(/Runtime-risk[^\n]*popup\.html/);
  });
});
