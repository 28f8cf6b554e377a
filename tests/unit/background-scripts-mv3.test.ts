import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The Debugging guide's table of manifest rewrites: in a Manifest V3 manifest, background.scripts is bundled in order
// into background/scripts.js, which becomes the service worker, while a Firefox build keeps the list. A manifest with
// two background scripts is built for Chrome and Firefox with the pinned CLI.

const PAGE = '/docs/guides/debugging';

const project = buildProjectOnce('background-scripts-', {
  'package.json': JSON.stringify({ name: 'background-scripts', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({
    manifest_version: 3,
    name: 'Background scripts',
    version: '0.0.1',
    background: { scripts: ['first.js', 'second.js'] },
    browser_specific_settings: { gecko: { id: 'background-scripts@example.com', data_collection_permissions: { required: ['none'] } } },
  }),
  'src/first.js': "self.order = ['FIRST-MARKER'];\n",
  'src/second.js': "self.order.push('SECOND-MARKER');\n",
}, ['build', '--browser=chrome,firefox', '--install=false', '--no-addon-lint']);

const output = (browser: string, file: string) => readFileSync(path.join(project.root, 'dist', browser, file), 'utf8');

describe('background.scripts in a Manifest V3 manifest, built by the pinned CLI', () => {
  it('becomes one service worker bundling every script in order for Chrome', () => {
    expect(readSource(PAGE)).toContain('the scripts of the list are bundled, in order, into one file, `background/scripts.js`, which becomes `background.service_worker`');
    expect(project.run.code, project.run.out).toBe(0);
    expect(JSON.parse(output('chrome', 'manifest.json')).background).toEqual({ service_worker: 'background/scripts.js' });
    const bundle = output('chrome', 'background/scripts.js');
    expect(bundle.indexOf('FIRST-MARKER')).toBeGreaterThan(-1);
    expect(bundle.indexOf('SECOND-MARKER')).toBeGreaterThan(bundle.indexOf('FIRST-MARKER'));
  });

  it('stays a list for Firefox', () => {
    expect(readSource(PAGE)).toContain('Firefox-family builds keep the list');
    expect(JSON.parse(output('firefox', 'manifest.json')).background.scripts).toEqual(['background/scripts.js']);
  });
});
