import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The JavaScript page says a file named in chrome.scripting.executeScript() ships at the path the browser requests:
// copied as it is when it is a plain script, compiled and bundled when it has import or export, and compiled from
// the TypeScript file of that name when the code names a .js file that only exists as TypeScript. Built with the
// pinned CLI.

const PAGE = '/docs/development/javascript';
const CLASSIC = "(function () {\n  document.body.dataset.classic = 'yes';\n})();\n";

const project = buildProjectOnce('named-files-', {
  'package.json': JSON.stringify({ name: 'named-files', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Named files', version: '0.0.1', background: { service_worker: 'background.js' }, permissions: ['scripting'] }),
  'src/background.js': [
    'chrome.action.onClicked.addListener(async (tab) => {',
    "  await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['classic.js'] });",
    "  await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['module.js'] });",
    "  await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['inject.js'] });",
    '});',
    '',
  ].join('\n'),
  'src/classic.js': CLASSIC,
  'src/module.js': "import { marker } from './helper.js';\ndocument.body.dataset.module = marker;\n",
  'src/helper.js': "export const marker = 'HELPER-MARKER';\n",
  'src/inject.ts': "const count: number = document.links.length;\ndocument.body.dataset.links = String(count);\n",
}, ['build', '--browser=chrome', '--install=false']);

const output = (file: string) => readFileSync(path.join(project.root, 'dist/chrome', file), 'utf8');

describe('files named in executeScript, in a build of the pinned CLI', () => {
  it('ship a plain script as it is', () => {
    expect(readSource(PAGE)).toContain('copied as it is when it is a plain script or not a script at all');
    expect(project.run.code, project.run.out).toBe(0);
    expect(output('classic.js')).toBe(CLASSIC);
  });

  it('compile and bundle a named file with import or export', () => {
    expect(readSource(PAGE)).toContain('A named `.js` file with `import` or `export` is compiled and bundled instead');
    const bundled = output('module.js');
    expect(bundled).not.toMatch(/^\s*import\s/m);
    expect(bundled).toContain('HELPER-MARKER');
  });

  it('compile inject.ts to the inject.js the code names', () => {
    expect(readSource(PAGE)).toContain('when you name `inject.js` while only `inject.ts` exists, that file is compiled to `inject.js`');
    const compiled = output('inject.js');
    expect(compiled).toContain('document.links.length');
    expect(compiled).not.toContain(': number');
  });
});
