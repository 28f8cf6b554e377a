import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { sectionUnder, tableRows } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Path Resolution page's output tables: a browser_action popup goes to action/index.html and a page_action popup
// to page_action/index.html, and a file of scripts/ is emitted when the code refers to it, while one nothing refers
// to is left out with a warning. A Manifest V2 add-on with both popups and two files in scripts/ is built for Firefox
// with the pinned CLI.

const PAGE = '/docs/features/path-resolution';
const html = '<!doctype html><html><body><script src="./main.js"></script></body></html>\n';

const project = buildProjectOnce('path-outputs-', {
  'package.json': JSON.stringify({ name: 'path-outputs', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({
    manifest_version: 2,
    name: 'Path outputs',
    version: '0.0.1',
    browser_action: { default_popup: 'popup/index.html' },
    page_action: { default_popup: 'pageaction/index.html' },
    background: { scripts: ['background.js'] },
    permissions: ['tabs'],
    browser_specific_settings: { gecko: { id: 'path-outputs@example.com', data_collection_permissions: { required: ['none'] } } },
  }),
  'src/popup/index.html': html,
  'src/popup/main.js': "document.title = 'popup';\n",
  'src/pageaction/index.html': html,
  'src/pageaction/main.js': "document.title = 'page action';\n",
  'src/background.js': "browser.tabs.executeScript({ file: 'scripts/tool.js' });\n",
  'scripts/tool.js': "console.log('tool');\n",
  'scripts/orphan.js': "console.log('orphan');\n",
}, ['build', '--browser=firefox', '--install=false', '--no-addon-lint']);

/** The page's output path for a source, from the first table row whose first cell is exactly `source`. */
const outputFor = (source: string) => tableRows(sectionUnder(readSource(PAGE), '## Predictable output locations')).find((row) => row[0] === source)?.[1];

describe('where a build of the pinned CLI puts files, as the Path Resolution page says', () => {
  it('builds', () => {
    expect(project.run.code, project.run.out).toBe(0);
  });

  it.each([
    ['`browser_action.default_popup`', 'browser_action'],
    ['`page_action.default_popup`', 'page_action'],
  ])('%s', (source, key) => {
    const row = outputFor(source);
    expect(row, `no row for ${source}`).toBeDefined();
    const emitted = (row as string).replace(/`/g, '');
    expect(JSON.parse(readFileSync(path.join(project.root, 'dist/firefox/manifest.json'), 'utf8'))[key].default_popup).toBe(emitted);
    expect(existsSync(path.join(project.root, 'dist/firefox', emitted))).toBe(true);
  });

  it('emits a file of scripts/ that the code refers to, and leaves out one nothing refers to, with a warning', () => {
    expect(readSource(PAGE)).toContain('A file there that nothing refers to is left out, with a warning.');
    expect(existsSync(path.join(project.root, 'dist/firefox/scripts/tool.js'))).toBe(true);
    expect(existsSync(path.join(project.root, 'dist/firefox/scripts/orphan.js'))).toBe(false);
    expect(project.run.out).toContain('Dropped 1 unreferenced entry from scripts/');
    expect(project.run.out).toContain('scripts/orphan.js');
  });
});
