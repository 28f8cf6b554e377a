import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// PostCSS's troubleshooting says a CommonJS postcss.config.js loads in a "type": "module" project. The pinned CLI
// builds one whose config holds an inline plugin that marks the stylesheet: the mark in the output shows the
// config was read.

const PAGE = '/docs/integrations/postcss';
const MARK = 'CONFIG-LOADED';

const project = buildProjectOnce('postcss-cjs-in-esm-', {
  'package.json': JSON.stringify({ name: 'postcss-cjs-in-esm', private: true, version: '1.0.0', type: 'module' }),
  'manifest.json': JSON.stringify({ manifest_version: 3, name: 'PostCSS config', version: '1.0.0', action: { default_popup: 'popup.html' } }),
  'popup.html': '<!doctype html><html><head><link rel="stylesheet" href="./popup.css"></head><body><p>popup</p></body></html>\n',
  'popup.css': 'p { display: flex; }\n',
  'postcss.config.js': `module.exports = { plugins: [{ postcssPlugin: 'mark', Once(root) { root.append({ text: '${MARK}' }); } }] };\n`,
}, ['build', '--install=false', '--no-minify']);

describe('a CommonJS postcss.config.js in a "type": "module" project', () => {
  it('is loaded by the pinned CLI, whose build runs its plugin', () => {
    expect(readSource(PAGE)).toContain('A `postcss.config.js` written with `module.exports` still loads there');
    expect(project.run.code, project.run.out).toBe(0);
    expect(readFileSync(path.join(project.root, 'dist/chromium/action/index.css'), 'utf8')).toContain(`/* ${MARK} */`);
  });
});
